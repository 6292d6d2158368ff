import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/scoped.js";
import * as catalog from "../i18n/catalog/disclosure.js";
import { Decimal } from "../money/decimal.js";
import { costOfBorrowing, type CostOfBorrowing } from "./costOfBorrowing.js";
import type { CostOfBorrowingInput, DisclosureRefusal } from "./input.js";
import { leaseFinanceRate } from "./lease.js";

const valueOf = (input: CostOfBorrowingInput): CostOfBorrowing => {
  const result = costOfBorrowing(input);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

/** The calculator's worked example (docs/calculator.md): 1,000 $, 118 weekly payments of 10.56 $ annuity + 8.00 $ fee. */
const weeklyLoan = (): CostOfBorrowingInput => {
  const advancedOn = new CalendarDate(2026, 11, 23);
  return {
    advanced: 1000,
    advancedOn,
    payments: Array.from({ length: 118 }, (_, index) => ({ dueDate: advancedOn.add({ weeks: index + 1 }), amount: "18.56", brokerage: "8.00" })),
    periodsPerYear: 52,
  };
};

describe("costOfBorrowing: the worked examples", () => {
  it("1,000 $ in 118 weekly payments of 18.56 $: APR 80.90 %, credit rate 81.12 %, effective 123.17 %", () => {
    const value = valueOf(weeklyLoan());
    expect(value.apr.toFixed(2)).toBe("80.90");
    expect(value.creditRate.toFixed(2)).toBe("81.12");
    expect(value.effectiveAnnualRate.toFixed(2)).toBe("123.17");
    expect(value.totalObligation.toFixed(2)).toBe("2190.08");
    expect(value.costOfBorrowing.toFixed(2)).toBe("1190.08");
    expect(value.totalCreditCharges.brokerage.toFixed(2)).toBe("944.00");
    expect(value.totalCreditCharges.interest.toFixed(2)).toBe("246.08");
    expect(value.totalCreditCharges.otherComponents.toFixed(2)).toBe("944.00");
    expect(value.netCapital.toFixed(2)).toBe("1000.00");
    // T = 118/52 years; P = C ÷ (T × rate).
    expect(value.termYears.toFixed(6)).toBe("2.269231");
    expect(value.termDays).toBe(826);
    expect(value.averagePrincipal.toFixed(2)).toBe("648.25");
    // The definition apr = C ÷ (T × P) × 100 holds to the rounding of P.
    const fromDefinition = value.costOfBorrowing.div(new Decimal(118).div(52).times(value.averagePrincipal)).times(100);
    expect(fromDefinition.minus(value.apr).abs().lt(0.01)).toBe(true);
  });

  it("500 $ for 14 days with 70 $ of charges: 364.00 % counting two weeks, 365.00 % counting days", () => {
    const value = valueOf({
      advanced: "500",
      advancedOn: new CalendarDate(2026, 3, 2),
      payments: [{ dueDate: new CalendarDate(2026, 3, 16), amount: "570", otherFees: "70" }],
      periodsPerYear: 26,
    });
    expect(value.apr.toFixed(2)).toBe("364.00");
    expect(value.creditRate.toFixed(2)).toBe("365.00");
    expect(value.totalCreditCharges.interest.toFixed(2)).toBe("0.00");
    expect(value.totalCreditCharges.otherFees.toFixed(2)).toBe("70.00");
    expect(value.averagePrincipal.toFixed(2)).toBe("500.00");
    // 1.14^26 − 1, exactly 2,916.66 % rounded.
    expect(value.effectiveAnnualRate.toFixed(2)).toBe("2916.66");
  });

  it("US Regulation Z Appendix J (c)(1)(i): 5,000 $ repaid in 24 × 230.00 $ monthly is 9.69 %", () => {
    const advancedOn = new CalendarDate(2026, 1, 15);
    const value = valueOf({
      advanced: new Decimal(5000),
      advancedOn,
      payments: Array.from({ length: 24 }, (_, index) => ({ dueDate: advancedOn.add({ months: index + 1 }), amount: 230 })),
      periodsPerYear: 12,
    });
    expect(value.apr.toFixed(2)).toBe("9.69");
    expect(value.termYears.toFixed(6)).toBe("2.000000");
    expect([value.creditRate.toFixed(2), value.effectiveAnnualRate.toFixed(2), value.averagePrincipal.toFixed(2)]).toEqual(["9.71", "10.13", "2684.37"]);
  });

  it("counts an odd first period in days: a monthly loan whose first payment is a month and 10 days away costs less a year than one a month away", () => {
    const advancedOn = new CalendarDate(2026, 1, 5);
    const loan = (firstDay: number) =>
      valueOf({
        advanced: 1000,
        advancedOn,
        payments: Array.from({ length: 12 }, (_, index) => ({ dueDate: new CalendarDate(2026, 2, firstDay).add({ months: index }), amount: 95 })),
        periodsPerYear: 12,
      });
    const regular = loan(5);
    const longer = loan(15);
    expect(regular.termYears.toFixed(6)).toBe("1.000000");
    // 12 months and 10 odd days.
    expect(longer.termYears.toFixed(6)).toBe(new Decimal(1).plus(new Decimal(10).div(365)).toFixed(6));
    expect(longer.apr.lt(regular.apr)).toBe(true);
  });

  it("treats a renewal as a new loan: the carried balance is part of the amount advanced", () => {
    const advancedOn = new CalendarDate(2026, 5, 1);
    const payments = Array.from({ length: 26 }, (_, index) => ({ dueDate: advancedOn.add({ weeks: 2 * (index + 1) }), amount: "70.00" }));
    const renewal = valueOf({ advanced: 600, carriedBalance: "900.00", advancedOn, payments, periodsPerYear: 26 });
    const fresh = valueOf({ advanced: 1500, advancedOn, payments, periodsPerYear: 26 });
    expect(renewal.netCapital.toFixed(2)).toBe("1500.00");
    expect(renewal.costOfBorrowing.toFixed(2)).toBe("320.00");
    expect(renewal.apr.toFixed(2)).toBe(fresh.apr.toFixed(2));
    // Leaving the carried balance out would overstate the rate several times over.
    expect(valueOf({ advanced: 600, advancedOn, payments, periodsPerYear: 26 }).apr.gt(renewal.apr.times(5))).toBe(true);
  });

  it("counts a file-opening fee paid at signing as a charge and as a payment on the day of the advance", () => {
    const input = weeklyLoan();
    const value = valueOf({ ...input, payments: [...input.payments, { dueDate: input.advancedOn, amount: "50.00", fileOpening: "50.00" }] });
    expect(value.totalCreditCharges.fileOpening.toFixed(2)).toBe("50.00");
    expect(value.totalCreditCharges.otherComponents.toFixed(2)).toBe("994.00");
    expect(value.totalObligation.toFixed(2)).toBe("2240.08");
    expect(value.apr.gt(valueOf(input).apr)).toBe(true);
  });

  it("gives 0 % for a loan whose payments total the amount advanced, and P from the falling balance", () => {
    const advancedOn = new CalendarDate(2026, 1, 1);
    const value = valueOf({
      advanced: 300,
      advancedOn,
      payments: [1, 2, 3].map((month) => ({ dueDate: new CalendarDate(2026, 1 + month, 1), amount: 100 })),
      periodsPerYear: 12,
    });
    expect([value.apr, value.creditRate, value.effectiveAnnualRate].map((rate) => rate.toFixed(2))).toEqual(["0.00", "0.00", "0.00"]);
    // Balances 300, 200, 100 for a month each: P = 200.
    expect(value.averagePrincipal.toFixed(2)).toBe("200.00");
  });

  it("reads amounts given as numbers, decimal strings and Decimals alike and the payments in any order", () => {
    const input = weeklyLoan();
    const shuffled = { ...input, advanced: "1000.00", payments: [...input.payments].reverse().map((payment) => ({ ...payment, amount: new Decimal(payment.amount) })) };
    expect(valueOf(shuffled)).toEqual(valueOf(input));
  });
});

describe("costOfBorrowing refuses bad input with a reason worded in both languages", () => {
  const advancedOn = new CalendarDate(2026, 1, 1);
  const due = new CalendarDate(2026, 2, 1);
  const base: CostOfBorrowingInput = { advanced: 100, advancedOn, payments: [{ dueDate: due, amount: 110 }], periodsPerYear: 12 };
  const cases: [string, CostOfBorrowingInput, DisclosureRefusal][] = [
    ["an amount advanced of 0", { ...base, advanced: 0 }, "invalidAdvanced"],
    ["an amount advanced that is not a number", { ...base, advanced: "abc" }, "invalidAdvanced"],
    ["a negative carried balance", { ...base, carriedBalance: "-1" }, "invalidCarriedBalance"],
    ["no advance date", { ...base, advancedOn: null as unknown as CalendarDate }, "invalidAdvanceDate"],
    ["a frequency of 13", { ...base, periodsPerYear: 13 as 12 }, "invalidPeriodsPerYear"],
    ["no payments", { ...base, payments: [] }, "noPayments"],
    ["2,001 payments", { ...base, payments: Array.from({ length: 2001 }, () => ({ dueDate: due, amount: 1 })) }, "tooManyPayments"],
    ["a negative payment", { ...base, payments: [{ dueDate: due, amount: -5 }] }, "invalidPayment"],
    ["an impossible due date", { ...base, payments: [{ dueDate: { year: 2026, month: 2, day: 30 } as CalendarDate, amount: 110 }] }, "invalidDueDate"],
    ["a payment before the advance", { ...base, payments: [{ dueDate: new CalendarDate(2025, 12, 31), amount: 110 }] }, "paymentBeforeAdvance"],
    ["a fee larger than its payment", { ...base, payments: [{ dueDate: due, amount: 110, brokerage: 111 }] }, "invalidFee"],
    ["every payment on the day of the advance", { ...base, payments: [{ dueDate: advancedOn, amount: 110 }] }, "noTerm"],
    ["payments below the amount advanced", { ...base, payments: [{ dueDate: due, amount: 99 }] }, "paymentsBelowAdvance"],
    ["a payment at signing as large as the advance", { ...base, payments: [{ dueDate: advancedOn, amount: 100 }, { dueDate: due, amount: 10 }] }, "paidAtAdvance"],
    ["fees above the cost of borrowing", { ...base, payments: [{ dueDate: due, amount: 110, otherFees: 11 }] }, "feesAboveCost"],
  ];
  it.each(cases)("%s", (_, input, reason) => {
    expect(costOfBorrowing(input)).toEqual({ ok: false, reason });
    const key = `disclosure.refusal.${reason}` as keyof typeof catalog.en;
    expect(catalog.en[key]).toMatch(/\w/);
    expect(catalog.fr[key]).toMatch(/\w/);
    expect(translator(catalog)("fr", key)).not.toBe(catalog.en[key]);
  });
});

describe("leaseFinanceRate", () => {
  it("finds the implicit rate with the residual: 1,000 $ worth 1,000 $ after a month and 60 $ of rent is 72 % a year", () => {
    const result = leaseFinanceRate({
      value: 1000,
      startsOn: new CalendarDate(2026, 1, 1),
      payments: [{ dueDate: new CalendarDate(2026, 2, 1), amount: 60 }],
      residual: { amount: 1000, dueDate: new CalendarDate(2026, 2, 1) },
      periodsPerYear: 12,
    });
    expect(result.ok && [result.value.implicitRate.toFixed(2), result.value.leaseCharges.toFixed(2)]).toEqual(["72.00", "60.00"]);
  });

  it("matches a loan of the same flows, payments in advance included, and refuses a missing residual", () => {
    const startsOn = new CalendarDate(2026, 3, 1);
    const payments = Array.from({ length: 36 }, (_, index) => ({ dueDate: startsOn.add({ months: index }), amount: "450.00" }));
    const residualOn = startsOn.add({ months: 36 });
    const lease = leaseFinanceRate({ value: "20000", startsOn, payments, residual: { amount: "7000", dueDate: residualOn }, periodsPerYear: 12 });
    const loan = valueOf({ advanced: "20000", advancedOn: startsOn, payments: [...payments, { dueDate: residualOn, amount: "7000" }], periodsPerYear: 12 });
    expect(lease.ok && lease.value.implicitRate.toFixed(2)).toBe(loan.apr.toFixed(2));
    expect(loan.apr.gt(0)).toBe(true);
    expect(leaseFinanceRate({ value: 1000, startsOn, payments, residual: undefined as never, periodsPerYear: 12 })).toEqual({ ok: false, reason: "invalidResidual" });
    expect(leaseFinanceRate({ value: 1000, startsOn, payments, residual: { amount: -1, dueDate: residualOn }, periodsPerYear: 12 })).toEqual({ ok: false, reason: "invalidResidual" });
  });
});
