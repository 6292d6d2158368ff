import { CalendarDate } from "@internationalized/date";
import { computeLoan, Decimal, decodeCalculatorModel, defaultFeatures, sliderLoanAmount, sliderRange, type PeriodsPerYear } from "@lendkit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "../src/http/envelope.js";
import { checkLoanChoice, loanContextOf } from "../src/flows/loan.js";
import type { ResolvedFlowSettings } from "../src/flows/settings.js";

/**
 * C §3.6: the slider runs from loanMin − 250 to loanMax + 250. Whatever
 * amount it shows, core's `sliderLoanAmount` gives the amount sent, and the
 * server's step 1 check (`checkLoanChoice`, the one the route runs) takes it.
 */

const today = new CalendarDate(2026, 11, 26);

const settingsOf = (loanMin: number, loanMax: number): ResolvedFlowSettings => ({
  parentOrigins: [],
  rateCap: { action: "refuse" },
  loanMin,
  loanMax,
  weeklyFee: 8,
  isWeeklyFeePercentage: false,
  interestRate: 19.99,
  webOnlyProvinces: [1, 2],
  flinksInstanceName: "lendkit",
  zumRailsUsername: "lendkit-sandbox",
  zumRailsInstanceName: "lendkit",
  bankCalendar: { kind: "branch", addedDays: [], removedDays: [] },
  collectionsPhoneNumber: null,
  nsfFeeCents: 0,
  lateFee: null,
  approvalThresholdCents: null,
  lender: { legalName: null, address: null, phone: null, email: null },
  contractTerms: { fr: null, en: null },
});

/** The count the calculator gives for the amount, as the lead app sends it with the amount. */
const countFor = (amount: Decimal, loanFrequency: PeriodsPerYear, settings: ResolvedFlowSettings, previousBalanceCents: number) => {
  const decoded = decodeCalculatorModel({ loanAmount: amount.toFixed(2), loanMin: settings.loanMin, loanMax: settings.loanMax, previousBalance: previousBalanceCents / 100, loanFrequency });
  if (!decoded.ok) throw new Error("model");
  return computeLoan(decoded.value, loanContextOf(today, "RENT", defaultFeatures, settings)).numberOfPayments;
};

const check = (amount: Decimal, loanFrequency: PeriodsPerYear, settings: ResolvedFlowSettings, previousBalanceCents = 0) =>
  checkLoanChoice(
    { loanAmount: amount, loanFrequency, numberOfPayments: countFor(amount, loanFrequency, settings, previousBalanceCents), customerSelectedFirstPaymentDate: null },
    previousBalanceCents,
    settings,
    loanContextOf(today, "RENT", defaultFeatures, settings),
  );

describe("every amount the slider shows sends an amount the server accepts (C §3.6)", () => {
  it("sends and accepts the bounds at the slider's extended ends; refuses the ends themselves", () => {
    const settings = settingsOf(500, 1500);
    const range = sliderRange(500, 1500);
    expect([range.min.toNumber(), range.max.toNumber()]).toEqual([250, 1750]);
    expect(check(sliderLoanAmount(range.min, settings), 26, settings).stored.loanAmount).toBe("500.00");
    expect(check(sliderLoanAmount(range.max, settings), 26, settings).stored.loanAmount).toBe("1500.00");
    expect(() => check(range.min, 26, settings)).toThrow(HttpError);
    expect(() => check(range.max, 26, settings)).toThrow(HttpError);
    expect(() => check(new Decimal(800), 26, settings)).toThrow(HttpError);
  });

  it("holds for any bounds a tenant sets, any position shown, any frequency and balance (property)", () => {
    const frequency = fc.constantFrom<PeriodsPerYear>(52, 26, 24, 12);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 0, max: 8000 }),
        fc.integer({ min: 0, max: 60 }),
        frequency,
        fc.integer({ min: 0, max: 300_000 }),
        (loanMin, width, stepIndex, loanFrequency, balanceCents) => {
          const settings = settingsOf(loanMin, loanMin + width);
          const range = sliderRange(settings.loanMin, settings.loanMax);
          // A position the slider shows: one of its steps, or its maximum.
          const shown = Decimal.min(range.min.plus(range.step * stepIndex), range.max);
          const sent = sliderLoanAmount(shown, settings);
          const { stored } = check(sent, loanFrequency, settings, balanceCents);
          expect(stored.loanAmount).toBe(sent.toFixed(2));
        },
      ),
      { numRuns: 300 },
    );
  });
});
