import type { CalendarDate } from "@internationalized/date";
import type { PeriodsPerYear } from "../codes/frequency.js";
import { isBusinessDayNumber, stepBusinessDay, weekendsOnly, type BusinessCalendar } from "./businessDays.js";
import { dateOfDayNumber, dayNumberOfDate, weekdayOfDayNumber } from "./dayNumber.js";

/** The dates a first payment may take (C §3.6). */
export interface FirstPaymentDateRange {
  readonly min: CalendarDate;
  readonly recommended: CalendarDate;
  readonly max: CalendarDate;
}

const friday = 5;

/**
 * The day the money is deposited: the first business day strictly after
 * `today` (a loan settled on a Friday is deposited on Monday).
 *
 * @example
 * depositDate(new CalendarDate(2026, 11, 20)).toString() // "2026-11-23"
 */
export const depositDate = (today: CalendarDate, calendar: BusinessCalendar = weekendsOnly): CalendarDate =>
  dateOfDayNumber(stepBusinessDay(dayNumberOfDate(today), calendar, 1));

/**
 * The allowed first payment dates after a deposit (C §3.6): the minimum is
 * the next business day; the recommendation the first Friday at least 7 days
 * after the deposit (the business day before it when that Friday is a
 * holiday, never before the minimum); the maximum 28 days after the deposit
 * for monthly payments, 13 days otherwise.
 *
 * @example
 * const range = firstPaymentDateRange(new CalendarDate(2026, 11, 23), 52);
 * [range.min, range.recommended, range.max].map(String) // ["2026-11-24", "2026-12-04", "2026-12-06"]
 */
export const firstPaymentDateRange = (
  deposit: CalendarDate,
  periodsPerYear: PeriodsPerYear,
  calendar: BusinessCalendar = weekendsOnly,
): FirstPaymentDateRange => {
  const depositDay = dayNumberOfDate(deposit);
  const min = stepBusinessDay(depositDay, calendar, 1);
  const max = depositDay + (periodsPerYear === 12 ? 28 : 13);
  const weekAfter = depositDay + 7;
  let recommended = weekAfter + ((friday - weekdayOfDayNumber(weekAfter) + 7) % 7);
  if (!isBusinessDayNumber(recommended, calendar)) recommended = stepBusinessDay(recommended, calendar, -1);
  recommended = Math.min(Math.max(recommended, min), max);
  return { min: dateOfDayNumber(min), recommended: dateOfDayNumber(recommended), max: dateOfDayNumber(max) };
};

/**
 * The customer's chosen first payment date if it lies within the range
 * (bounds included), else null: a date outside is discarded (C §3.6).
 *
 * @example
 * const range = firstPaymentDateRange(new CalendarDate(2026, 11, 23), 52);
 * acceptFirstPaymentDate(range, new CalendarDate(2026, 12, 1))?.toString() // "2026-12-01"
 * acceptFirstPaymentDate(range, new CalendarDate(2027, 1, 1)) // null
 */
export const acceptFirstPaymentDate = (
  range: FirstPaymentDateRange,
  chosen: CalendarDate | null | undefined,
): CalendarDate | null => {
  if (!chosen) return null;
  const day = dayNumberOfDate(chosen);
  return day >= dayNumberOfDate(range.min) && day <= dayNumberOfDate(range.max) ? chosen : null;
};
