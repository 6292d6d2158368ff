import type { CostRatioBounds } from "../access/tenants.js";
import type { PeriodsPerYear } from "../codes/frequency.js";
import { decimalOrNaN } from "../money/amount.js";
import { Decimal, type DecimalInput } from "../money/decimal.js";
import { halfUpQuotient, ratioOf } from "../money/rational.js";
import { annuityCents } from "./annuity.js";
import { costRatioRaiseRule, percentageFeeCountDivisor, percentageFeeCountRule } from "./rules.js";

/** The fewest and most payments of the automatic modes (C §3.6, C §9). */
export const minPayments = 2;
export const maxPayments = 261;

const clampCount = (count: number) => (Number.isNaN(count) ? minPayments : Math.min(maxPayments, Math.max(minPayments, count)));

/**
 * Number of payments when the fee is a percentage (C §3.6): 0.012 × base + 9
 * for weekly, halved for bi-weekly and semi-monthly, quartered for monthly,
 * rounded half-up, then kept within 2..261.
 *
 * With a base of 1000: 21 weekly, 10.5 → 11 bi-weekly, 5.25 → 5 monthly.
 *
 * @example
 * percentageFeePaymentCount(1000, 52) // 21
 * percentageFeePaymentCount(1000, 26) // 11
 * percentageFeePaymentCount(1000, 12) // 5
 */
export const percentageFeePaymentCount = (base: DecimalInput, periodsPerYear: PeriodsPerYear): number => {
  const divisor = BigInt(percentageFeeCountDivisor(periodsPerYear));
  const { perThousand, plus } = percentageFeeCountRule;
  // (0.012 × base + 9) ÷ divisor = (12 × base + 9,000) ÷ (1,000 × divisor), one exact half-up division
  const amount = ratioOf(decimalOrNaN(base));
  if (amount === null) return minPayments;
  const count = halfUpQuotient(BigInt(perThousand) * amount.numerator + BigInt(plus * 1_000) * amount.denominator, 1_000n * divisor * amount.denominator);
  return clampCount(Number(count));
};

/**
 * The total-cost ratio bounds for an amount: the tenant's bounds plus 0.05
 * per complete 500 $ above 800 $ (C §3.6).
 *
 * @example
 * costRatioBoundsFor({ lower: 2.19, upper: 2.45 }, 1300).lower.toString() // "2.24"
 * costRatioBoundsFor({ lower: 2.19, upper: 2.45 }, 1300).upper.toString() // "2.5"
 */
export const costRatioBoundsFor = (
  tenantBounds: CostRatioBounds,
  amount: DecimalInput,
): { readonly lower: Decimal; readonly upper: Decimal } => {
  const { stepHundredths, perCents, aboveCents } = costRatioRaiseRule;
  const steps = Decimal.max(decimalOrNaN(amount).minus(aboveCents / 100), 0).div(perCents / 100).floor();
  const raise = steps.mul(stepHundredths).div(100);
  return { lower: raise.plus(tenantBounds.lower), upper: raise.plus(tenantBounds.upper) };
};

/** What the cost-ratio search needs. */
export interface CostRatioSearch {
  /** The financed principal (the annuity's principal and the ratio's denominator). */
  readonly principal: DecimalInput;
  readonly annualRatePercent: DecimalInput;
  readonly periodsPerYear: PeriodsPerYear;
  /** The brokerage fee per period, in cents. */
  readonly feePerPeriodCents: number;
  readonly lower: DecimalInput;
  readonly upper: DecimalInput;
}

/** The result of the cost-ratio search. */
export interface CostRatioChoice {
  readonly numberOfPayments: number;
  /** True when the ratio of the chosen count lies within the bounds. */
  readonly withinBounds: boolean;
}

/**
 * Number of payments by total-cost ratio (C §3.6). The ratio of a count n is
 * n × (annuity payment + fee per period) ÷ principal, the total repaid per
 * dollar financed. Chosen: the smallest n in 2..261 whose ratio lies within
 * [lower, upper] (the cheapest loan that meets the lender's minimum); when no
 * n does, the n whose ratio is nearest to the interval (the smaller on a tie).
 * A zero principal gives 2. Compared exactly, in scaled integers.
 *
 * @example
 * chooseCountByCostRatio({ principal: 500, annualRatePercent: 19.99, periodsPerYear: 52, feePerPeriodCents: 800, lower: 2.19, upper: 2.45 })
 * // { numberOfPayments: 67, withinBounds: true }
 */
export const chooseCountByCostRatio = (search: CostRatioSearch): CostRatioChoice => {
  const principal = decimalOrNaN(search.principal);
  const principalCents = principal.mul(100);
  if (!principalCents.gt(0)) return { numberOfPayments: minPayments, withinBounds: false };
  const annual = decimalOrNaN(search.annualRatePercent);
  const lowScaled = principalCents.mul(decimalOrNaN(search.lower));
  const highScaled = principalCents.mul(decimalOrNaN(search.upper));
  const scale = 10 ** Math.max(lowScaled.decimalPlaces(), highScaled.decimalPlaces());
  return scanCountByCostRatio(
    principal,
    principal.toNumber(),
    annual,
    annual.toNumber(),
    search.periodsPerYear,
    search.feePerPeriodCents,
    lowScaled.mul(scale).toNumber(),
    highScaled.mul(scale).toNumber(),
    scale,
  );
};

/**
 * Internal: the search behind `chooseCountByCostRatio`, in exact integers:
 * with `scale` such that lower × principal in cents × scale (`lowScaled`) and
 * upper × … (`highScaled`) are integers, the smallest count whose
 * scale × total lies in [lowScaled, highScaled], else the count nearest to
 * that interval (the smaller on a tie).
 *
 * Fast but equal to a scan of every count: the unrounded total
 * T(n) = n × (A(n) + fee) grows with n (n / (1 − (1 + r)^−n) is increasing),
 * and the rounded total is at most T(n) + n/2 cents, so every count whose
 * T(n) + n/2 (plus a float margin) is below minTotal is out of bounds, and so
 * is every smaller count. A bisection finds the last such count; the exact
 * scan starts after it. When no count is in bounds, the full scan decides.
 */
export const scanCountByCostRatio = (
  principal: Decimal,
  principalFloat: number,
  annual: Decimal,
  annualFloat: number,
  periodsPerYear: PeriodsPerYear,
  feePerPeriodCents: number,
  lowScaled: number,
  highScaled: number,
  scale: number,
): CostRatioChoice => {
  const floatRate = annualFloat / (100 * periodsPerYear);
  // A positive rate too small for a float takes the exact path (NaN forces it).
  const rate = !annual.isZero() && !(floatRate > 1e-280) ? Number.NaN : floatRate;
  const logOnePlusRate = Math.log1p(rate);
  const principalCents = principalFloat * 100;
  const isSurelyBelow = (count: number): boolean => {
    const payment = rate === 0 ? principalCents / count : (principalCents * rate) / -Math.expm1(-count * logOnePlusRate);
    const bound = count * (payment + feePerPeriodCents) + count / 2;
    return (bound * (1 + 1e-9) + 1) * scale < lowScaled;
  };
  // Bisection for the last count surely below the interval (minPayments − 1 when none).
  let below = minPayments - 1;
  let notBelow = maxPayments + 1;
  if (!Number.isNaN(rate)) {
    while (notBelow - below > 1) {
      const middle = (below + notBelow) >> 1;
      if (isSurelyBelow(middle)) below = middle;
      else notBelow = middle;
    }
  }
  for (let count = below + 1; count <= maxPayments; count++) {
    const payment = annuityCents(principalFloat, annual, periodsPerYear, count, rate, logOnePlusRate, principal);
    const total = scale * count * (payment + feePerPeriodCents);
    if (total >= lowScaled && total <= highScaled) return { numberOfPayments: count, withinBounds: true };
  }
  let best = minPayments;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let count = minPayments; count <= maxPayments; count++) {
    const payment = annuityCents(principalFloat, annual, periodsPerYear, count, rate, logOnePlusRate, principal);
    const total = scale * count * (payment + feePerPeriodCents);
    const distance = total < lowScaled ? lowScaled - total : total - highScaled;
    if (distance < bestDistance) {
      best = count;
      bestDistance = distance;
    }
  }
  return { numberOfPayments: best, withinBounds: false };
};

/**
 * Duration of a loan in days: 365 × payments / periods per year, rounded
 * half-up to a whole day.
 *
 * 15 weekly payments are 105.29 days → 105; 3 semi-monthly 45.625 → 46.
 *
 * @example
 * loanLengthInDays(52, 52) // 365
 * loanLengthInDays(15, 52) // 105
 * loanLengthInDays(3, 24) // 46
 */
export const loanLengthInDays = (numberOfPayments: number, periodsPerYear: PeriodsPerYear): number =>
  Math.floor((2 * 365 * numberOfPayments + periodsPerYear) / (2 * periodsPerYear));
