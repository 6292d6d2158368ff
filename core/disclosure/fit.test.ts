import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LoanContext } from "../calculator/loan.js";
import { Decimal } from "../money/decimal.js";
import { computeLoan } from "../calculator/loan.js";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { calculatorDisclosure, paymentCountsWithinCap } from "./fit.js";

const today = new CalendarDate(2026, 11, 23);
const context: LoanContext = {
  today,
  tenant: "LENDER09",
  features: { RestOfCanada: false, useBankHolidays: false },
  feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
};
const modelOf = (amount: number, loanFrequency: 52 | 26 | 24 | 12 = 52) =>
  computeLoan({ ...emptyCalculatorModel(), loanAmount: new Decimal(amount), loanFrequency }, context);
const refuse = { contractDate: today, rateCap: { action: "refuse" as const } };

/** The oracle: each count's full statement (exact root search and exact cap comparison), kept unless refused. */
const oracle = (amount: number, loanFrequency: 52 | 26 | 24 | 12, max: number, policy = refuse) =>
  Array.from({ length: max }, (_, index) => index + 1).filter((count) => {
    const { statement } = calculatorDisclosure({ ...modelOf(amount, loanFrequency), forcedNumberOfPayments: count }, context, policy);
    return statement.ok && statement.value.cap?.outcome !== "refuse";
  });

describe("calculatorDisclosure", () => {
  it("states the calculator's quote as scheduled: 1,000 $ in 118 weekly payments of 18.56 $ (a longer first period and an adjusted last payment: 80.09 %, not the regular schedule's 80.90 %)", () => {
    const { quote, statement } = calculatorDisclosure({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000) }, context, { contractDate: today });
    expect([quote.numberOfPayments, quote.payment.toFixed(2)]).toEqual([118, "18.56"]);
    expect(statement.ok && [statement.value.apr, statement.value.totalCreditCharges, statement.value.cap]).toEqual(["80.09", "1189.72", null]);
  });
});

describe("paymentCountsWithinCap", () => {
  it("offers no count of a 1,000 $ weekly loan at 8 $ a week under 35 % (the fee alone is above it)", () => {
    const model = modelOf(1000);
    expect(paymentCountsWithinCap(model, context, refuse)).toEqual({ ok: true, counts: [] });
  });

  it("offers the short counts of a 3,000 $ weekly loan, up to the lender's own count", () => {
    const fit = paymentCountsWithinCap(modelOf(3000), context, refuse, { min: 1, max: 12 });
    expect(fit).toEqual({ ok: true, counts: oracle(3000, 52, 12) });
    expect(fit.ok && fit.counts.length).toBeGreaterThan(0);
    expect(fit.ok && fit.counts.length).toBeLessThan(12);
  });

  it("keeps every count without a cap or under warn", () => {
    const range = { min: 3, max: 7 };
    expect(paymentCountsWithinCap(modelOf(1000), context, { contractDate: today }, range)).toEqual({ ok: true, counts: [3, 4, 5, 6, 7] });
    expect(paymentCountsWithinCap(modelOf(1000), context, { contractDate: today, rateCap: { action: "warn" } }, range)).toEqual({ ok: true, counts: [3, 4, 5, 6, 7] });
  });

  it("refuses an invalid cap with its reason, never throws", () => {
    expect(paymentCountsWithinCap(modelOf(3000), context, { contractDate: today, rateCap: { action: "refuse", maxApr: "50" } }, { min: 1, max: 2 })).toEqual({ ok: false, reason: "invalidCap" });
  });

  it("keeps exactly the counts whose full statement is not refused (property, against the exact statement)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }).map((hundreds) => hundreds * 250),
        fc.constantFrom(52 as const, 26 as const, 24 as const, 12 as const),
        fc.constantFrom("35", "30", "20"),
        (amount, frequency, maxApr) => {
          const policy = { contractDate: today, rateCap: { action: "refuse" as const, maxApr } };
          const fit = paymentCountsWithinCap(modelOf(amount, frequency), context, policy, { min: 1, max: 8 });
          expect(fit).toEqual({ ok: true, counts: oracle(amount, frequency, 8, policy) });
        },
      ),
      { numRuns: 25 },
    );
  });
});
