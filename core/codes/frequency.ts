import { option, type CodeOption } from "./option.js";

/**
 * Repayment frequency codes (A §9, B §9, C §9). The codes are not in period
 * order: 2 is monthly and 3 semi-monthly.
 */
export const Frequency = { Weekly: 0, BiWeekly: 1, Monthly: 2, SemiMonthly: 3 } as const;

/** A frequency code as the contract carries it. */
export type FrequencyCode = (typeof Frequency)[keyof typeof Frequency];

/** Periods per year as the calculator model carries them. */
export type PeriodsPerYear = 52 | 26 | 24 | 12;

/** The frequency table in the spec's display order. */
export const frequencyOptions: readonly CodeOption<FrequencyCode>[] = [
  option(Frequency.Weekly, "Weekly", "Hebdomadaire"),
  option(Frequency.BiWeekly, "Bi-weekly", "Aux deux semaines"),
  option(Frequency.SemiMonthly, "Semi-monthly", "Bimensuel"),
  option(Frequency.Monthly, "Monthly", "Mensuel"),
];

const periodsByCode: Record<FrequencyCode, PeriodsPerYear> = { 0: 52, 1: 26, 2: 12, 3: 24 };

/** True when `value` is a frequency code (0, 1, 2, 3). */
export const isFrequencyCode = (value: unknown): value is FrequencyCode =>
  value === 0 || value === 1 || value === 2 || value === 3;

/** True when `value` is 52, 26, 24 or 12. */
export const isPeriodsPerYear = (value: unknown): value is PeriodsPerYear =>
  value === 52 || value === 26 || value === 24 || value === 12;

/**
 * Periods per year of a frequency code.
 *
 * @example
 * periodsPerYearOf(Frequency.SemiMonthly) // 24
 */
export const periodsPerYearOf = (code: FrequencyCode): PeriodsPerYear => periodsByCode[code];

/**
 * The frequency code of a number of periods per year.
 *
 * @example
 * frequencyCodeOf(12) // 2
 */
export const frequencyCodeOf = (periods: PeriodsPerYear): FrequencyCode =>
  (Object.keys(periodsByCode).map(Number) as FrequencyCode[]).find((code) => periodsByCode[code] === periods)!;
