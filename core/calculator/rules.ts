import type { PeriodsPerYear } from "../codes/frequency.js";

/**
 * The calculator's fee, count and ratio rules (C §3.6) as whole numbers:
 * cents, hundredths and counts. Both money engines read them: the decimal
 * one (fees.ts, count.ts) and the integer-cents fast path (fastLoan.ts), so
 * a rule changed here changes in both; a property test keeps them in step.
 */

/**
 * Weeks in a year: a weekly fee × 52 ÷ periods per year is the fee per period.
 *
 * @example
 * weeksPerYear // 52
 */
export const weeksPerYear = 52;

/**
 * RestOfCanada's weekly fee: 35 $ plus 10 $ per complete 250 $ above 500 $ (in cents).
 *
 * @example
 * restOfCanadaFeeRule.baseCents // 3500
 */
export const restOfCanadaFeeRule = { baseCents: 3_500, stepCents: 1_000, perCents: 25_000, aboveCents: 50_000 } as const;

/**
 * The percentage fee's payment count: (perThousand ÷ 1000 × base + plus) ÷
 * the frequency's divisor, rounded half-up (0.012 × base + 9).
 *
 * @example
 * percentageFeeCountRule.perThousand // 12
 */
export const percentageFeeCountRule = { perThousand: 12, plus: 9 } as const;

/**
 * The divisor of the percentage fee's count: 1 weekly, 4 monthly, 2 bi-weekly and semi-monthly.
 *
 * @example
 * percentageFeeCountDivisor(12) // 4
 */
export const percentageFeeCountDivisor = (periodsPerYear: PeriodsPerYear): number =>
  periodsPerYear === 52 ? 1 : periodsPerYear === 12 ? 4 : 2;

/**
 * The cost-ratio bounds' raise: 0.05 (5 hundredths) per complete 500 $ above 800 $ (in cents).
 *
 * @example
 * costRatioRaiseRule.stepHundredths // 5
 */
export const costRatioRaiseRule = { stepHundredths: 5, perCents: 50_000, aboveCents: 80_000 } as const;
