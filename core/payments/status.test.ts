import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatPaymentDate,
  paymentChipColour,
  paymentStatus,
  paymentStatusLabel,
  paymentStatusLetter,
  paymentTypeLabel,
} from "./index.js";
import { day } from "./testLines.testing.js";

const dueDate = day("2026-03-06");

describe("paymentStatus (A §4)", () => {
  it("is late if isLate, whatever else is set", () => {
    expect(paymentStatus({ dueDate, isLate: true })).toBe("late");
    expect(paymentStatus({ dueDate, isLate: true, isPaid: true, canReturnNsf: true })).toBe("late");
  });
  it("is paid if isPaid, the yellow variant when an NSF return is possible", () => {
    expect(paymentStatus({ dueDate, isPaid: true })).toBe("paid");
    expect(paymentStatus({ dueDate, isPaid: true, canReturnNsf: true })).toBe("paidNsfReturnable");
    expect(paymentChipColour("paid")).toBe("green");
    expect(paymentChipColour("paidNsfReturnable")).toBe("yellow");
  });
  it("is upcoming otherwise", () => {
    expect(paymentStatus({ dueDate })).toBe("upcoming");
    expect(paymentStatus({ dueDate, canReturnNsf: true })).toBe("upcoming");
  });
  it("gives exactly one status for every flag combination", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (isLate, isPaid, canReturnNsf) => {
        const status = paymentStatus({ dueDate, isLate, isPaid, canReturnNsf });
        expect(status === "late").toBe(isLate);
        expect(status === "upcoming").toBe(!isLate && !isPaid);
      }),
    );
  });
});

describe("card texts", () => {
  it("labels the chips in both languages", () => {
    expect(["late", "paid", "paidNsfReturnable", "upcoming"].map((s) => paymentStatusLabel("en", s as never))).toEqual([
      "Late",
      "Paid",
      "Paid",
      "Upcoming",
    ]);
    expect(["late", "paid", "upcoming"].map((s) => paymentStatusLabel("fr", s as never))).toEqual(["En retard", "Payé", "À venir"]);
  });
  it("gives the short-form letters L/R, P, U/V", () => {
    expect(["late", "paid", "upcoming"].map((s) => paymentStatusLetter("en", s as never))).toEqual(["L", "P", "U"]);
    expect(["late", "paid", "upcoming"].map((s) => paymentStatusLetter("fr", s as never))).toEqual(["R", "P", "V"]);
  });
  it("formats the date yyyy-MM-dd and names the type", () => {
    expect(formatPaymentDate(day("2026-03-06"))).toBe("2026-03-06");
    expect(formatPaymentDate(day("0999-12-31"))).toBe("0999-12-31");
    expect(paymentTypeLabel("en", { dueDate, isFromOriginalSchedule: true })).toBe("Original schedule");
    expect(paymentTypeLabel("fr", { dueDate, isFromOriginalSchedule: false })).toBe("Paiement ajouté");
    expect(paymentTypeLabel("en", { dueDate, isFromOriginalSchedule: true, deferral: { status: "approved" } })).toBe("Moved payment");
    expect(paymentTypeLabel("fr", { dueDate, isFromOriginalSchedule: true, deferral: { status: "approved" } })).toBe("Paiement reporté");
  });
  it("never calls a moved payment the original schedule's; a pending or refused request moves nothing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("fr" as const, "en" as const),
        fc.boolean(),
        fc.constantFrom(null, undefined, { status: "pending" as const }, { status: "approved" as const }, { status: "refused" as const }),
        (lang, isFromOriginalSchedule, deferral) => {
          const label = paymentTypeLabel(lang, { dueDate, isFromOriginalSchedule, deferral });
          const moved = deferral?.status === "approved";
          expect(label === paymentTypeLabel(lang, { dueDate, isFromOriginalSchedule: true })).toBe(!moved && isFromOriginalSchedule);
          if (moved) expect(label).toBe(lang === "fr" ? "Paiement reporté" : "Moved payment");
        },
      ),
    );
  });
});

describe("paymentCardView", () => {
  it("gathers the chip, letter, date, type and Defer button of one payment", async () => {
    const { paymentCardView } = await import("./index.js");
    const { weeklyLines } = await import("./testLines.testing.js");
    const lines = weeklyLines("puuu", "2026-03-06");
    expect(paymentCardView("fr", lines, 2, day("2026-03-10"))).toEqual({
      status: "upcoming",
      chipLabel: "À venir",
      chipColour: "grey",
      letter: "V",
      dateText: "2026-03-20",
      typeLabel: "Calendrier initial",
      canDefer: true,
    });
    expect(paymentCardView("en", lines, 0, day("2026-03-10"))).toMatchObject({ chipLabel: "Paid", letter: "P", canDefer: false });
    expect(paymentCardView("en", lines, 9, day("2026-03-10"))).toBeNull();
  });
});
