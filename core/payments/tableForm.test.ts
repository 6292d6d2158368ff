import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentsTableForm, paymentsTableShortFormMinWidthPx } from "./index.js";

describe("paymentsTableForm (A §2, kept as written)", () => {
  it("uses the wide form on narrow containers and the short form on wide ones", () => {
    expect(paymentsTableShortFormMinWidthPx).toBe(600);
    expect(paymentsTableForm(0)).toBe("wide");
    expect(paymentsTableForm(599.5)).toBe("wide");
    expect(paymentsTableForm(600)).toBe("short");
    expect(paymentsTableForm(1920)).toBe("short");
  });

  it("takes another breakpoint and reads an unmeasured width as wide", () => {
    expect(paymentsTableForm(700, 800)).toBe("wide");
    expect(paymentsTableForm(800, 800)).toBe("short");
    expect(paymentsTableForm(Number.NaN)).toBe("wide");
    expect(paymentsTableForm(Number.POSITIVE_INFINITY)).toBe("wide");
  });

  it("switches exactly once, at the breakpoint", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), fc.integer({ min: 1, max: 5_000 }), (width, at) => {
        expect(paymentsTableForm(width, at)).toBe(width >= at ? "short" : "wide");
      }),
    );
  });
});
