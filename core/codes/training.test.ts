import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeLoan } from "../calculator/loan.js";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { Decimal } from "../money/decimal.js";
import type { PeriodsPerYear } from "./frequency.js";
import {
  isTrainingAmount,
  trainingCalculatorModel,
  trainingFeeConstants,
  trainingInterestRate,
  trainingNumberOfPayments,
  trainingProgramOptions,
  trainingTermsProblem,
  type TrainingAmount,
} from "./training.js";

describe("training programmes", () => {
  it("offers 500, 750 and 1000 $ with 3, 4 and 5 months of access, as cashback", () => {
    expect(trainingProgramOptions.map((entry) => [entry.value, entry.monthsOfAccess, entry.isCashback])).toEqual([
      [500, 3, true],
      [750, 4, true],
      [1000, 5, true],
    ]);
    expect(trainingProgramOptions[2]!.label.fr).toContain("5 mois");
    expect(trainingProgramOptions[0]!.label.en).toContain("3 months");
  });

  it("repays 750 in 18 payments, 1000 in 24, anything else in 12", () => {
    expect(trainingNumberOfPayments(750)).toBe(18);
    expect(trainingNumberOfPayments(1000)).toBe(24);
    expect(trainingNumberOfPayments(500)).toBe(12);
    expect(trainingNumberOfPayments(0)).toBe(12);
  });

  it("uses 0.000001 % by default, 0.00001 % as the alternate reading", () => {
    expect(trainingInterestRate().toString()).toBe("0.000001");
    expect(trainingInterestRate("alternate").toString()).toBe("0.00001");
  });
});

describe("training mode (C §3.6)", () => {
  const base = emptyCalculatorModel();
  const context = { today: new CalendarDate(2026, 11, 25), tenant: "RENT" as const, features: { RestOfCanada: false, useBankHolidays: false }, feeConstants: trainingFeeConstants() };

  it("knows the three programme amounts, and nothing else", () => {
    expect([500, 750, 1000].every((amount) => isTrainingAmount(amount))).toBe(true);
    expect(isTrainingAmount(new Decimal("750.00"))).toBe(true);
    for (const other of [0, 499.99, 750.01, 1250, Number.NaN, "750", null]) expect(isTrainingAmount(other)).toBe(false);
  });

  it("computes a course's loan with its count, no fee and the training rate", () => {
    const model = computeLoan(trainingCalculatorModel({ ...base, loanFrequency: 26 }, 750), context);
    expect(model.numberOfPayments).toBe(18);
    expect(model.interestRate.toString()).toBe("0.000001");
    // 750 $ over 18 payments at a near-zero rate and no fee: 41.67 $ each.
    expect(model.payment.toFixed(2)).toBe("41.67");
    expect(trainingFeeConstants("alternate").interestRate.toString()).toBe("0.00001");
  });

  it("checks training terms: a programme's amount and its number of payments", () => {
    expect(trainingTermsProblem({ amount: new Decimal(500), numberOfPayments: 12 })).toBeNull();
    expect(trainingTermsProblem({ amount: new Decimal(1000), numberOfPayments: 24 })).toBeNull();
    expect(trainingTermsProblem({ amount: new Decimal(1000), numberOfPayments: 18 })).toBe("paymentsMismatch");
    expect(trainingTermsProblem({ amount: new Decimal(600), numberOfPayments: 12 })).toBe("notAProgramme");
  });

  it("property: every course at every frequency gives its own count, and terms pass only for that count", () => {
    fc.assert(
      fc.property(fc.constantFrom(500, 750, 1000) as fc.Arbitrary<TrainingAmount>, fc.constantFrom(52, 26, 24, 12) as fc.Arbitrary<PeriodsPerYear>, fc.integer({ min: 1, max: 300 }), (course, frequency, count) => {
        const model = computeLoan(trainingCalculatorModel({ ...base, loanFrequency: frequency }, course), context);
        expect(model.numberOfPayments).toBe(trainingNumberOfPayments(course));
        expect([12, 18, 24]).toContain(model.numberOfPayments);
        expect(model.loanAmount.eq(course)).toBe(true);
        expect(trainingTermsProblem({ amount: model.loanAmount, numberOfPayments: count }) === null).toBe(count === trainingNumberOfPayments(course));
      }),
      { numRuns: 60 },
    );
  });
});
