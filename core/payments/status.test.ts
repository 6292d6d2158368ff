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
      returnedText: null,
      canDefer: true,
    });
    expect(paymentCardView("en", lines, 0, day("2026-03-10"))).toMatchObject({ chipLabel: "Paid", letter: "P", canDefer: false });
    expect(paymentCardView("en", lines, 9, day("2026-03-10"))).toBeNull();
  });
});

describe("a line whose payment the bank returned (issue 22 §5)", () => {
  const returned = { returnedOn: day("2026-11-17"), reason: "nsf" as const };
  it("is returned, red, with the return's day and reason in words, whether late or not yet due", async () => {
    const { paymentCardView } = await import("./index.js");
    const lines = [
      { dueDate: day("2026-11-06"), isPaid: true },
      { dueDate: day("2026-11-13"), isLate: true, returned },
      { dueDate: day("2026-11-27"), returned: { returnedOn: day("2026-11-17"), reason: "accountClosed" as const } },
    ];
    expect(paymentCardView("en", lines, 1, day("2026-11-18"))).toMatchObject({
      status: "returned",
      chipLabel: "Returned",
      chipColour: "red",
      returnedText: "Payment returned on 2026-11-17 (insufficient funds)",
    });
    expect(paymentCardView("fr", lines, 1, day("2026-11-18"))).toMatchObject({
      chipLabel: "Retourné",
      returnedText: "Paiement retourné le 2026-11-17 (provision insuffisante)",
    });
    expect(paymentCardView("fr", lines, 2, day("2026-11-18"))).toMatchObject({ status: "returned", returnedText: "Paiement retourné le 2026-11-17 (compte fermé)", canDefer: false });
  });
  it("is paid again once paid, and a ledger fee line says what the fee is for", async () => {
    const { paymentStatus, paymentTypeLabel, returnedLineText } = await import("./index.js");
    const paidAgain = { dueDate: day("2026-11-13"), isPaid: true, returned };
    expect(paymentStatus(paidAgain)).toBe("paid");
    expect(returnedLineText("en", paidAgain)).toBeNull();
    const fee = { dueDate: day("2026-11-17"), lineKind: "fee" as const, feeKind: "nsf" as const };
    expect(paymentTypeLabel("en", fee)).toBe("Returned payment fee");
    expect(paymentTypeLabel("fr", fee)).toBe("Frais de paiement refusé");
  });
  it("words the bounced-payment notice in each language, the fee only when one applies", async () => {
    const { bouncedPaymentText } = await import("./index.js");
    const { decimalFromCents } = await import("../money/cents.js");
    const notice = { amount: decimalFromCents(14_700), paidOn: day("2026-11-20"), returnedOn: day("2026-11-24"), reason: "nsf" as const, fee: decimalFromCents(4_500) };
    expect(bouncedPaymentText("fr", notice)).toBe(
      "Votre paiement de 147,00 $ du 2026-11-20 a été refusé le 2026-11-24 par votre institution financière (provision insuffisante). Des frais de 45,00 $ s'ajoutent.",
    );
    expect(bouncedPaymentText("en", notice)).toBe(
      "Your payment of $147.00 on 2026-11-20 was returned on 2026-11-24 by your financial institution (insufficient funds). A $45.00 fee applies.",
    );
    expect(bouncedPaymentText("en", { ...notice, reason: "stopped", fee: null })).toBe(
      "Your payment of $147.00 on 2026-11-20 was returned on 2026-11-24 by your financial institution (payment stopped).",
    );
  });
});
