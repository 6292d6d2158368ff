import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { quebecHighCostCheck, rateCapCheck, type RateCapConfig } from "./caps.js";
import type { CostOfBorrowingInput } from "./input.js";

const advancedOn = new CalendarDate(2026, 3, 2);
const contractDate = advancedOn;

/** One payment a year after the advance: the APR is exactly cost ÷ advance (12 whole months), and so is the credit rate (365 days). */
const oneYear = (advance: string, repaid: string): CostOfBorrowingInput => ({
  advanced: advance,
  advancedOn,
  payments: [{ dueDate: advancedOn.add({ years: 1 }), amount: repaid }],
  periodsPerYear: 12,
});

/** The calculator's example: 1,000 $ in 118 weekly payments of 18.56 $ (APR 80.90 %, effective 123.17 %). */
const weekly: CostOfBorrowingInput = {
  advanced: 1000,
  advancedOn,
  payments: Array.from({ length: 118 }, (_, index) => ({ dueDate: advancedOn.add({ weeks: index + 1 }), amount: "18.56" })),
  periodsPerYear: 52,
};

/** 500 $ for 14 days: 70 $ of charges is 14 % of the advance. */
const payday = (charges: string, days = 14): CostOfBorrowingInput => ({
  advanced: "500",
  advancedOn,
  payments: [{ dueDate: advancedOn.add({ days }), amount: String(500 + Number(charges)), otherFees: charges }],
  periodsPerYear: 26,
});

const refuse: RateCapConfig = { action: "refuse" };

describe("rateCapCheck (Criminal Code s. 347 and s. 347.1)", () => {
  it("measures a contract dated from 2025-01-01 by its APR against 35 %", () => {
    const check = rateCapCheck({ loan: oneYear("1000", "1100"), contractDate, config: refuse });
    expect(check.ok && { ...check.value, figure: check.value.figure.toFixed(2), cap: check.value.cap.toFixed(2) }).toEqual({
      outcome: "within",
      measure: "apr",
      figure: "10.00",
      cap: "35.00",
      rule: "criminalRateApr",
    });
  });

  it("answers the tenant's action above the cap: refuse or warn, with the figure", () => {
    const refused = rateCapCheck({ loan: weekly, contractDate, config: refuse });
    expect(refused.ok && [refused.value.outcome, refused.value.figure.toFixed(2)]).toEqual(["refuse", "80.90"]);
    const warned = rateCapCheck({ loan: weekly, contractDate, config: { action: "warn" } });
    expect(warned.ok && warned.value.outcome).toBe("warn");
  });

  it("compares the exact rate, not its rounded figure: 35.004 % is above 35 %, 35 % exactly is not", () => {
    const above = rateCapCheck({ loan: oneYear("100000", "135004"), contractDate, config: refuse });
    expect(above.ok && [above.value.figure.toFixed(2), above.value.outcome]).toEqual(["35.00", "refuse"]);
    const at = rateCapCheck({ loan: oneYear("100000", "135000"), contractDate, config: refuse });
    expect(at.ok && at.value.outcome).toBe("within");
  });

  it("applies a tenant's lower cap, and refuses a cap above the law's", () => {
    const lower = rateCapCheck({ loan: oneYear("1000", "1320"), contractDate, config: { action: "refuse", maxApr: 30 } });
    expect(lower.ok && [lower.value.outcome, lower.value.cap.toFixed(2)]).toEqual(["refuse", "30.00"]);
    expect(rateCapCheck({ loan: oneYear("1000", "1320"), contractDate, config: { action: "refuse", maxApr: "35.01" } })).toEqual({ ok: false, reason: "invalidCap" });
    expect(rateCapCheck({ loan: weekly, contractDate, config: { action: "block" as "warn" } })).toEqual({ ok: false, reason: "invalidAction" });
    expect(rateCapCheck({ loan: weekly, contractDate: undefined as never, config: refuse })).toEqual({ ok: false, reason: "invalidContractDate" });
  });

  it("measures a contract dated before 2025-01-01 by its effective annual rate against 60 %", () => {
    const older = new CalendarDate(2024, 12, 31);
    const weeklyCheck = rateCapCheck({ loan: weekly, contractDate: older, config: refuse });
    expect(weeklyCheck.ok && [weeklyCheck.value.measure, weeklyCheck.value.figure.toFixed(2), weeklyCheck.value.cap.toFixed(2), weeklyCheck.value.rule]).toEqual([
      "effectiveAnnualRate",
      "123.17",
      "60.00",
      "criminalRateEffective",
    ]);
    expect(weeklyCheck.ok && weeklyCheck.value.outcome).toBe("refuse");
    // 45 % APR compounded monthly is 55.5 % effective: within the old cap, above the new one.
    const loan = oneYear("1000", "1450");
    const before = rateCapCheck({ loan, contractDate: older, config: refuse });
    expect(before.ok && [before.value.outcome, before.value.figure.toFixed(2)]).toEqual(["within", "55.55"]);
    const after = rateCapCheck({ loan, contractDate: new CalendarDate(2025, 1, 1), config: refuse });
    expect(after.ok && after.value.outcome).toBe("refuse");
  });

  describe("the payday exemption", () => {
    const exempt: RateCapConfig = { action: "refuse", paydayExemption: { licence: "PDL-1234", province: "ON" } };
    it("makes a loan within when the tenant declared a licence for the borrower's province and the loan meets every s. 347.1 condition", () => {
      const check = rateCapCheck({ loan: payday("70"), contractDate, province: "on", config: exempt });
      expect(check.ok && [check.value.outcome, check.value.rule, check.value.figure.toFixed(2)]).toEqual(["within", "paydayExemption", "364.00"]);
    });
    it.each([
      ["costs more than 14 % of the advance", payday("70.01"), "ON"],
      ["lasts more than 62 days", payday("70", 63), "ON"],
      ["is for more than 1,500 $", { ...payday("70"), advanced: "1500.01", payments: [{ dueDate: advancedOn.add({ days: 14 }), amount: "1600" }] }, "ON"],
      ["is made in another province", payday("70"), "QC"],
    ])("does not apply to a loan that %s", (_, loan, province) => {
      const check = rateCapCheck({ loan, contractDate, province, config: exempt });
      expect(check.ok && [check.value.outcome, check.value.rule]).toEqual(["refuse", "criminalRateApr"]);
    });
    it("does not apply without a declared licence", () => {
      const check = rateCapCheck({ loan: payday("70"), contractDate, province: "ON", config: { action: "warn", paydayExemption: { licence: " ", province: "ON" } } });
      expect(check.ok && check.value.outcome).toBe("warn");
    });
  });
});

describe("quebecHighCostCheck", () => {
  it("marks a loan high-cost when its credit rate exceeds the Bank Rate by more than 22 points, comparing the exact rate", () => {
    // 365 days, so the credit rate is exactly cost ÷ advance: 24.75 % equals 2.75 + 22 and is not above it.
    const at = quebecHighCostCheck({ loan: oneYear("100000", "124750"), bankRate: "2.75" });
    expect(at.ok && [at.value.highCost, at.value.creditRate.toFixed(2), at.value.threshold.toFixed(2)]).toEqual([false, "24.75", "24.75"]);
    const above = quebecHighCostCheck({ loan: oneYear("100000", "124751"), bankRate: "2.75" });
    expect(above.ok && [above.value.highCost, above.value.creditRate.toFixed(2)]).toEqual([true, "24.75"]);
    const weeklyCheck = quebecHighCostCheck({ loan: weekly, bankRate: 3 });
    expect(weeklyCheck.ok && weeklyCheck.value.highCost).toBe(true);
  });

  it("flags a budget debt ratio above 45 %, and says nothing when none is given", () => {
    const flag = (debtRatio?: string) => {
      const check = quebecHighCostCheck({ loan: weekly, bankRate: 3, ...(debtRatio === undefined ? {} : { debtRatio }) });
      return check.ok ? check.value.debtRatioAboveLimit : "refused";
    };
    expect([flag("45"), flag("45.01"), flag()]).toEqual([false, true, null]);
  });

  it("refuses a Bank Rate or a debt ratio that is not a percentage", () => {
    expect(quebecHighCostCheck({ loan: weekly, bankRate: "abc" })).toEqual({ ok: false, reason: "invalidBankRate" });
    expect(quebecHighCostCheck({ loan: weekly, bankRate: -1 })).toEqual({ ok: false, reason: "invalidBankRate" });
    expect(quebecHighCostCheck({ loan: weekly, bankRate: 3, debtRatio: "x" })).toEqual({ ok: false, reason: "invalidDebtRatio" });
    expect(quebecHighCostCheck({ loan: { ...weekly, advanced: 0 }, bankRate: 3 })).toEqual({ ok: false, reason: "invalidAdvanced" });
  });
});
