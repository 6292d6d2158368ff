/**
 * The two days of the month of semi-monthly payments (frequency code 3,
 * B §3.4, §5). The spec allows 1 to 27 for both; the second day may also be
 * 28 to 31, clamped to the month's end, so the most common Canadian pay
 * pattern — the 15th and the last day of the month — can be written:
 * 31 means "the last day of every month" (January 31, February 28 or 29,
 * April 30). The first day stays 1 to 27, so it is always before the second
 * day, even in February (see docs/spec-decisions.md).
 */

/** The second day that means "the last day of the month" (31, clamped to each month's end). */
export const LAST_DAY_OF_MONTH = 31;

/** The latest first day (B §5: 1 to 27): it stays before any clamped second day, February included. */
export const SEMI_MONTHLY_FIRST_DAY_MAX = 27;

const isWholeBetween = (day: unknown, min: number, max: number): day is number =>
  Number.isInteger(day) && (day as number) >= min && (day as number) <= max;

/**
 * Whether `day` can be the first day of semi-monthly payments: 1 to 27.
 *
 * @example
 * isSemiMonthlyFirstDay(15) // true
 * isSemiMonthlyFirstDay(28) // false
 */
export const isSemiMonthlyFirstDay = (day: unknown): day is number => isWholeBetween(day, 1, SEMI_MONTHLY_FIRST_DAY_MAX);

/**
 * Whether `day` can be the second day of semi-monthly payments: 1 to 31,
 * where 28 to 31 are clamped to the month's end (31 = the last day). Alone
 * it only has to be a day; {@link isSemiMonthlyDayPair} puts it after the
 * first day.
 *
 * @example
 * isSemiMonthlySecondDay(31) // true
 * isSemiMonthlySecondDay(32) // false
 */
export const isSemiMonthlySecondDay = (day: unknown): day is number => isWholeBetween(day, 1, LAST_DAY_OF_MONTH);

/**
 * Whether two days make a semi-monthly pair: a first day of 1 to 27, a
 * second day after it, up to 31.
 *
 * @example
 * isSemiMonthlyDayPair(15, 31) // true
 * isSemiMonthlyDayPair(1, 15) // true
 * isSemiMonthlyDayPair(15, 15) // false
 * isSemiMonthlyDayPair(28, 31) // false
 */
export const isSemiMonthlyDayPair = (first: unknown, second: unknown): boolean =>
  isSemiMonthlyFirstDay(first) && isSemiMonthlySecondDay(second) && first < second;

/**
 * The day a semi-monthly day falls on in a month of `daysInMonth` days:
 * clamped to the month's end.
 *
 * @example
 * semiMonthlyDayIn(31, 28) // 28
 * semiMonthlyDayIn(30, 29) // 29
 * semiMonthlyDayIn(15, 30) // 15
 */
export const semiMonthlyDayIn = (day: number, daysInMonth: number): number => Math.min(day, daysInMonth);
