import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { brokerageFeePerPeriod, feeBase, restOfCanadaWeeklyFee, weeklyBrokerageFee, type BrokerageFeeTerms } from "./fees.js";

const terms = (overrides: Partial<BrokerageFeeTerms>): BrokerageFeeTerms => ({
  amount: 1000,
  previousBalance: 0,
  fileOpeningFee: 0,
  periodsPerYear: 52,
  weeklyFee: 10,
  isWeeklyFeePercentage: false,
  restOfCanada: false,
  ...overrides,
});

describe("brokerage fee", () => {
  it("base = amount + previous balance + file fee", () => {
    expect(feeBase(1000, "250.50", 50).toString()).toBe("1300.5");
  });

  it("RestOfCanada: 35 $ plus 10 $ per complete 250 $ above 500 $", () => {
    expect(restOfCanadaWeeklyFee(0).toString()).toBe("35");
    expect(restOfCanadaWeeklyFee(500).toString()).toBe("35");
    expect(restOfCanadaWeeklyFee("749.99").toString()).toBe("35");
    expect(restOfCanadaWeeklyFee(750).toString()).toBe("45");
    expect(restOfCanadaWeeklyFee(1000).toString()).toBe("55");
    expect(restOfCanadaWeeklyFee(1500).toString()).toBe("75");
  });

  it("a percentage fee applies to the whole base", () => {
    // (1000 + 250 + 50) × 2 % = 26 $ a week
    expect(weeklyBrokerageFee(terms({ previousBalance: 250, fileOpeningFee: 50, weeklyFee: 2, isWeeklyFeePercentage: true })).toString()).toBe("26");
  });

  it("converts the weekly fee by frequency (× 52 / periods per year) and rounds half-up to cents", () => {
    expect(brokerageFeePerPeriod(terms({ periodsPerYear: 52 })).toFixed(2)).toBe("10.00");
    expect(brokerageFeePerPeriod(terms({ periodsPerYear: 26 })).toFixed(2)).toBe("20.00");
    expect(brokerageFeePerPeriod(terms({ periodsPerYear: 24 })).toFixed(2)).toBe("21.67"); // 21.666…
    expect(brokerageFeePerPeriod(terms({ periodsPerYear: 12 })).toFixed(2)).toBe("43.33"); // 43.333…
    // 26 $ a week, monthly: 26 × 52 / 12 = 112.666… → 112.67
    expect(
      brokerageFeePerPeriod(terms({ previousBalance: 250, fileOpeningFee: 50, weeklyFee: 2, isWeeklyFeePercentage: true, periodsPerYear: 12 })).toFixed(2),
    ).toBe("112.67");
    // RestOfCanada 1000 $ → 55 $ a week → bi-weekly 110 $
    expect(brokerageFeePerPeriod(terms({ restOfCanada: true, weeklyFee: 999, periodsPerYear: 26 })).toFixed(2)).toBe("110.00");
  });

  it("a forced fee per period wins, rounded half-up", () => {
    expect(brokerageFeePerPeriod(terms({ forcedPerPeriod: "12.345", restOfCanada: true })).toFixed(2)).toBe("12.35");
    expect(brokerageFeePerPeriod(terms({ forcedPerPeriod: 0 })).toFixed(2)).toBe("0.00");
  });

  it("fee per period × periods per year equals weekly fee × 52 within rounding (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(52, 26, 24, 12) as fc.Arbitrary<52 | 26 | 24 | 12>,
        (weeklyCents, perYear) => {
          const weekly = new Decimal(weeklyCents).div(100);
          const fee = brokerageFeePerPeriod(terms({ weeklyFee: weekly, periodsPerYear: perYear }));
          expect(fee.mul(perYear).minus(weekly.mul(52)).abs().lte(new Decimal("0.005").mul(perYear))).toBe(true);
        },
      ),
    );
  });
});
