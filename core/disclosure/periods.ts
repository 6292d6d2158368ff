import type { CalendarDate } from "@internationalized/date";
import { dayNumberOf } from "../calculator/dayNumber.js";

/** The payment frequencies a disclosure counts in whole periods: weekly, bi-weekly, semi-monthly, monthly. */
export type DisclosurePeriodsPerYear = 52 | 26 | 24 | 12;

/** True when `value` is 52, 26, 24 or 12. */
export const isDisclosurePeriodsPerYear = (value: unknown): value is DisclosurePeriodsPerYear =>
  value === 52 || value === 26 || value === 24 || value === 12;

/**
 * A length of time in years as an exact fraction with a fixed denominator:
 * `units ÷ perYear` years (perYear is the same for every interval of one
 * measure, so the equation of value stays in integers).
 */
export interface YearFraction {
  readonly units: bigint;
  readonly perYear: bigint;
}

const dayNumber = (date: CalendarDate): number => dayNumberOf(date.year, date.month, date.day);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => dayNumber(to) - dayNumber(from);

const daysInMonth = (year: number, month: number): number => dayNumberOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - dayNumberOf(year, month, 1);

/**
 * `date` moved back `months` whole months. A day that the earlier month lacks
 * becomes its last day. A date on the last day of its month stands for the
 * schedule's day of the month, `seriesDay` (Regulation Z Appendix J
 * (b)(5)(iii)): a schedule on month-ends (31) goes to the last day of the
 * earlier month (February 28 back one month is January 31), one on the 30th
 * goes to the 30th, one on the 28th to the 28th.
 */
const monthsBack = (date: CalendarDate, months: number, seriesDay: number): { year: number; month: number; day: number } => {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  const isMonthEnd = date.day === daysInMonth(date.year, date.month);
  return { year, month, day: Math.min(isMonthEnd ? Math.max(seriesDay, date.day) : date.day, last) };
};

/**
 * Whole periods and odd days from `start` to `due`, counted back from the due
 * date (the actuarial method's unit-period count, as in US Regulation Z
 * Appendix J (b)(5)): weekly and bi-weekly periods are 7 and 14 days; monthly
 * periods are calendar months (month-end to month-end); semi-monthly periods
 * are half-months: whole months count two, and what remains counts one more
 * when it is 15 days or more (its days beyond 15 are odd days). `due` must not
 * be before `start`. `seriesDay` is the schedule's latest day of the month
 * (31, the default, for a schedule on month-ends): it tells what a due date on
 * the last day of a short month stands for.
 *
 * @example
 * periodsAndOddDays(new CalendarDate(2026, 1, 10), new CalendarDate(2026, 3, 15), 12) // { periods: 2, oddDays: 5 }
 * periodsAndOddDays(new CalendarDate(2026, 1, 1), new CalendarDate(2026, 1, 19), 52) // { periods: 2, oddDays: 4 }
 */
export const periodsAndOddDays = (
  start: CalendarDate,
  due: CalendarDate,
  periodsPerYear: DisclosurePeriodsPerYear,
  seriesDay = 31,
): { periods: number; oddDays: number } => {
  const days = daysBetween(start, due);
  if (periodsPerYear === 52 || periodsPerYear === 26) {
    const length = periodsPerYear === 52 ? 7 : 14;
    return { periods: Math.floor(days / length), oddDays: days % length };
  }
  const startNumber = dayNumber(start);
  // Whole months back from the due date while still on or after the start (at most days / 28 + 1 of them).
  let months = Math.floor(days / 31);
  while (true) {
    const back = monthsBack(due, months + 1, seriesDay);
    if (dayNumberOf(back.year, back.month, back.day) < startNumber) break;
    months += 1;
  }
  const back = monthsBack(due, months, seriesDay);
  const rest = dayNumberOf(back.year, back.month, back.day) - startNumber;
  if (periodsPerYear === 12) return { periods: months, oddDays: rest };
  return rest >= 15 ? { periods: 2 * months + 1, oddDays: rest - 15 } : { periods: 2 * months, oddDays: rest };
};

/** lcm(periodsPerYear, 365): the denominator of every federal interval of one frequency. */
export const federalPerYear = (periodsPerYear: DisclosurePeriodsPerYear): bigint => {
  const p = BigInt(periodsPerYear);
  let [a, b] = [p, 365n];
  while (b !== 0n) [a, b] = [b, a % b];
  return (p * 365n) / a;
};

/**
 * The federal time from `start` to `due` in years: whole periods count
 * 1/periodsPerYear each (a week 1/52, two weeks 1/26, a half-month 1/24, a
 * month 1/12, Cost of Borrowing Regulations), odd days count 1/365 each
 * (`seriesDay` as for `periodsAndOddDays`).
 *
 * @example
 * federalYears(new CalendarDate(2026, 1, 1), new CalendarDate(2026, 1, 15), 26) // { units: 365n, perYear: 9490n }
 */
export const federalYears = (start: CalendarDate, due: CalendarDate, periodsPerYear: DisclosurePeriodsPerYear, seriesDay = 31): YearFraction => {
  const perYear = federalPerYear(periodsPerYear);
  const { periods, oddDays } = periodsAndOddDays(start, due, periodsPerYear, seriesDay);
  return { units: BigInt(periods) * (perYear / BigInt(periodsPerYear)) + BigInt(oddDays) * (perYear / 365n), perYear };
};

/**
 * The Québec time from `start` to `due` in years: its days ÷ 365 (Regulation
 * respecting the application of the Consumer Protection Act, s. 52).
 *
 * @example
 * quebecYears(new CalendarDate(2026, 1, 1), new CalendarDate(2026, 1, 15)) // { units: 14n, perYear: 365n }
 */
export const quebecYears = (start: CalendarDate, due: CalendarDate): YearFraction => ({ units: BigInt(daysBetween(start, due)), perYear: 365n });
