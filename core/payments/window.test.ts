import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  extendPaymentWindow,
  hiddenPaymentCounts,
  initialPaymentWindow,
  paymentWindowButtonLabel,
  visiblePayments,
  type PaymentWindow,
} from "./index.js";
import { weeklyLines } from "./testLines.testing.js";

describe("initialPaymentWindow (A §4, §9)", () => {
  it("starts at the first late payment", () => {
    expect(initialPaymentWindow(weeklyLines("pppllupuuuuu"))).toEqual({ start: 3, end: 8 });
  });
  it("with none late, starts 4 payments before the first unpaid one", () => {
    expect(initialPaymentWindow(weeklyLines("ppppppuuuu"))).toEqual({ start: 2, end: 7 });
    expect(initialPaymentWindow(weeklyLines("pnpppppuuuuuuuu"))).toEqual({ start: 3, end: 8 });
  });
  it("starts at the first line when fewer than 4 come before the first unpaid one", () => {
    expect(initialPaymentWindow(weeklyLines("ppuuuuuuu"))).toEqual({ start: 0, end: 5 });
  });
  it("shows the last 5 when everything is paid, and nothing for an empty list", () => {
    expect(initialPaymentWindow(weeklyLines("pppppppp"))).toEqual({ start: 3, end: 8 });
    expect(initialPaymentWindow([])).toEqual({ start: 0, end: 0 });
  });
  it("ends early at the end of the list", () => {
    expect(initialPaymentWindow(weeklyLines("pppl"))).toEqual({ start: 3, end: 4 });
  });
});

describe("extendPaymentWindow and the hidden counts", () => {
  it("adds five at a time each way, clamped to the list", () => {
    const window = { start: 7, end: 12 };
    expect(extendPaymentWindow(window, "past", 20)).toEqual({ start: 2, end: 12 });
    expect(extendPaymentWindow({ start: 2, end: 12 }, "past", 20)).toEqual({ start: 0, end: 12 });
    expect(extendPaymentWindow(window, "future", 20)).toEqual({ start: 7, end: 17 });
    expect(extendPaymentWindow({ start: 7, end: 17 }, "future", 20)).toEqual({ start: 7, end: 20 });
  });
  it("counts the hidden payments on the buttons", () => {
    expect(hiddenPaymentCounts({ start: 2, end: 7 }, 10)).toEqual({ past: 2, future: 3 });
    expect(paymentWindowButtonLabel("en", "past", 2)).toBe("Show Past Payments (2)");
    expect(paymentWindowButtonLabel("en", "future", 3)).toBe("Show Future Payments (3)");
    expect(paymentWindowButtonLabel("fr", "past", 2)).toBe("Afficher les paiements passés (2)");
    expect(paymentWindowButtonLabel("fr", "future", 0)).toBe("Afficher les paiements futurs (0)");
  });
});

const arbitraryLines = fc
  .array(fc.constantFrom("p", "n", "l", "u"), { maxLength: 60 })
  .map((codes) => weeklyLines(codes.join("")));
const arbitraryMoves = fc.array(fc.constantFrom<"past" | "future">("past", "future"), { maxLength: 30 });

describe("payment window properties", () => {
  it("stays within bounds, holds at most 5 at first and contains the first late payment", () => {
    fc.assert(
      fc.property(arbitraryLines, (lines) => {
        const window = initialPaymentWindow(lines);
        expect(0 <= window.start && window.start <= window.end && window.end <= lines.length).toBe(true);
        expect(window.end - window.start).toBe(Math.min(5, lines.length - window.start));
        const firstLate = lines.findIndex((line) => line.isLate);
        if (firstLate >= 0) expect(window.start).toBe(firstLate);
        if (lines.length > 0) expect(window.end).toBeGreaterThan(window.start);
      }),
    );
  });
  it("extending never loses a payment and the counts always add up", () => {
    fc.assert(
      fc.property(arbitraryLines, arbitraryMoves, (lines, moves) => {
        const total = lines.length;
        let window: PaymentWindow = initialPaymentWindow(lines);
        for (const move of moves) {
          const before = new Set(visiblePayments(lines, window));
          const next = extendPaymentWindow(window, move, total);
          const after = new Set(visiblePayments(lines, next));
          for (const line of before) expect(after.has(line)).toBe(true);
          const grown = next.end - next.start - (window.end - window.start);
          const hidden = hiddenPaymentCounts(window, total);
          expect(grown).toBe(Math.min(5, move === "past" ? hidden.past : hidden.future));
          window = next;
          const counts = hiddenPaymentCounts(window, total);
          expect(counts.past + (window.end - window.start) + counts.future).toBe(total);
        }
      }),
    );
  });
});
