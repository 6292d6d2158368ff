import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { annuityPaymentExact } from "./annuity.js";
import { chooseCountByCostRatio, costRatioBoundsFor, loanLengthInDays, percentageFeePaymentCount } from "./count.js";

describe("percentageFeePaymentCount", () => {
  it("follows 0.012 × base + 9, halved or quartered, rounded half-up", () => {
    expect(percentageFeePaymentCount(1000, 52)).toBe(21);
    expect(percentageFeePaymentCount(1000, 26)).toBe(11); // 10.5
    expect(percentageFeePaymentCount(1000, 24)).toBe(11);
    expect(percentageFeePaymentCount(1000, 12)).toBe(5); // 5.25
    expect(percentageFeePaymentCount(500, 52)).toBe(15);
    expect(percentageFeePaymentCount(500, 26)).toBe(8); // 7.5
    expect(percentageFeePaymentCount(500, 12)).toBe(4); // 3.75
  });

  it("stays within 2..261", () => {
    expect(percentageFeePaymentCount(0, 12)).toBe(2); // 2.25
    expect(percentageFeePaymentCount(25_000, 52)).toBe(261); // 309
  });
});

describe("costRatioBoundsFor", () => {
  it("adds 0.05 per complete 500 $ above 800 $", () => {
    const at = (amount: number) => {
      const bounds = costRatioBoundsFor({ lower: 2.19, upper: 2.45 }, amount);
      return [bounds.lower.toString(), bounds.upper.toString()];
    };
    expect(at(500)).toEqual(["2.19", "2.45"]);
    expect(at(1299.99)).toEqual(["2.19", "2.45"]);
    expect(at(1300)).toEqual(["2.24", "2.5"]);
    expect(at(1800)).toEqual(["2.29", "2.55"]);
    expect(costRatioBoundsFor({ lower: 2.41, upper: 2.57 }, 2300).lower.toString()).toBe("2.56");
  });
});

/** The spec's rule, written independently and slowly: every count, exact decimals. */
const bruteForce = (principal: Decimal, annual: Decimal, perYear: 52 | 26 | 24 | 12, fee: Decimal, lower: Decimal, upper: Decimal) => {
  let best = 2;
  let bestDistance: Decimal | null = null;
  for (let n = 2; n <= 261; n++) {
    const ratio = annuityPaymentExact(principal, annual, perYear, n).plus(fee).mul(n).div(principal);
    if (ratio.gte(lower) && ratio.lte(upper)) return { n, inBounds: true };
    const distance = ratio.lt(lower) ? lower.minus(ratio) : ratio.minus(upper);
    if (bestDistance === null || distance.lt(bestDistance)) {
      best = n;
      bestDistance = distance;
    }
  }
  return { n: best, inBounds: false };
};

describe("chooseCountByCostRatio", () => {
  it("picks the smallest count in bounds: 500 $ weekly at 19.99 % with 8 $ a week → 67", () => {
    // 67 × (annuity + 8) ÷ 500 is the first ratio ≥ 2.19 (checked against the exact scan below)
    expect(chooseCountByCostRatio({ principal: 500, annualRatePercent: 19.99, periodsPerYear: 52, feePerPeriodCents: 800, lower: 2.19, upper: 2.45 })).toEqual({
      numberOfPayments: 67,
      withinBounds: true,
    });
    expect(bruteForce(new Decimal(500), new Decimal("19.99"), 52, new Decimal(8), new Decimal("2.19"), new Decimal("2.45")).n).toBe(67);
  });

  it("takes the nearest count when the bounds are out of reach", () => {
    // no fee, 0 %: every total is about the principal (ratio ≈ 1); the nearest is the count
    // whose rounded-up payment overshoots most (246 × 4.07 = 1001.22), as the exact scan finds
    expect(chooseCountByCostRatio({ principal: 1000, annualRatePercent: 0, periodsPerYear: 52, feePerPeriodCents: 0, lower: 2.19, upper: 2.45 })).toEqual({
      numberOfPayments: 246,
      withinBounds: false,
    });
    expect(bruteForce(new Decimal(1000), new Decimal(0), 52, new Decimal(0), new Decimal("2.19"), new Decimal("2.45")).n).toBe(246);
    // a huge fee: even 2 payments cost too much
    expect(chooseCountByCostRatio({ principal: 500, annualRatePercent: 19.99, periodsPerYear: 52, feePerPeriodCents: 100_000, lower: 2.19, upper: 2.45 })).toEqual({
      numberOfPayments: 2,
      withinBounds: false,
    });
    // zero principal
    expect(chooseCountByCostRatio({ principal: 0, annualRatePercent: 19.99, periodsPerYear: 52, feePerPeriodCents: 800, lower: 2.19, upper: 2.45 }).numberOfPayments).toBe(2);
  });

  it("always lies in 2..261, inside the bounds whenever some count is, and equals the exact scan (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 4_000 }),
        fc.constantFrom(52, 26, 24, 12) as fc.Arbitrary<52 | 26 | 24 | 12>,
        fc.integer({ min: 0, max: 6_000 }),
        fc.constantFrom([2.19, 2.45], [2.3, 2.45], [2.41, 2.57], [1.05, 1.1], [3, 3.02]),
        (principalCents, rateHundredths, perYear, feeCents, [lower, upper]) => {
          const principal = new Decimal(principalCents).div(100);
          const annual = new Decimal(rateHundredths).div(100);
          const choice = chooseCountByCostRatio({
            principal,
            annualRatePercent: annual,
            periodsPerYear: perYear,
            feePerPeriodCents: feeCents,
            lower: lower!,
            upper: upper!,
          });
          expect(choice.numberOfPayments).toBeGreaterThanOrEqual(2);
          expect(choice.numberOfPayments).toBeLessThanOrEqual(261);
          const expected = bruteForce(principal, annual, perYear, new Decimal(feeCents).div(100), new Decimal(lower!), new Decimal(upper!));
          expect(choice).toEqual({ numberOfPayments: expected.n, withinBounds: expected.inBounds });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("loanLengthInDays", () => {
  it("is 365 × payments / periods per year, rounded half-up to a day", () => {
    expect(loanLengthInDays(52, 52)).toBe(365);
    expect(loanLengthInDays(26, 26)).toBe(365);
    expect(loanLengthInDays(15, 52)).toBe(105); // 105.29
    expect(loanLengthInDays(3, 24)).toBe(46); // 45.625
    expect(loanLengthInDays(1, 24)).toBe(15); // 15.208
    expect(loanLengthInDays(2, 8 as 12)).toBe(91); // 91.25
    expect(loanLengthInDays(1, 8 as 12)).toBe(46); // 45.625 → 46
  });
});
