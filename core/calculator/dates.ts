import type { CalendarDate } from "@internationalized/date";
import type { PeriodsPerYear } from "../codes/frequency.js";
import { Frequency } from "../codes/frequency.js";
import { isSemiMonthlyDayPair, LAST_DAY_OF_MONTH } from "../codes/semiMonthlyDays.js";
import { scheduleDueDate } from "../schedule/dueDates.js";
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

/** The two days of the month of semi-monthly payments (B §5 `biMonthlyFirstDay` < `biMonthlySecondDay`; 31 = the month's last day). */
export interface SemiMonthlyDays {
  readonly firstDay: number;
  readonly secondDay: number;
}

/** Half a month: how far apart the two days of the month are when the applicant chose only the first payment date. */
const halfMonthDays = 15;

/** A date's day as a semi-monthly day: the month's last day (28th to 31st) is 31, "the last day" (LAST_DAY_OF_MONTH). */
const semiMonthlyKeyOf = (date: CalendarDate): number =>
  date.day === date.calendar.getDaysInMonth(date) ? LAST_DAY_OF_MONTH : date.day;

const pairFrom = (a: number, b: number): SemiMonthlyDays => ({ firstDay: Math.min(a, b), secondDay: Math.max(a, b) });

/**
 * The two days of the month of semi-monthly payments (frequency code 3),
 * from what the applicant chose in the calculator (C §3.6): the first
 * payment falls on the date the calculator shows (the chosen date when
 * within the range, else the recommended one), so that date's day is one
 * of the two. When the applicant also chose the second payment date
 * (`customerSelectedSecondPaymentDate`) and it is the next payment of a
 * valid pair, its day is the other; otherwise the other day is half a month
 * (15 days) away: a first payment on the 1st–15th pairs with the day 15
 * later (the 15th with the last day of the month), one on the 16th or later
 * with the day 15 before it (the last day of a month with the 15th). A
 * month's last day counts as 31, so it stays the last day in every month.
 * Every pair is a valid one (`isSemiMonthlyDayPair`) and core's schedule
 * dates its first line on the first payment date itself; the payments
 * are 13 to 16 days apart.
 *
 * @example
 * semiMonthlyDaysOf(new CalendarDate(2026, 12, 4)) // { firstDay: 4, secondDay: 19 }
 * semiMonthlyDaysOf(new CalendarDate(2026, 12, 15)) // { firstDay: 15, secondDay: 31 }
 * semiMonthlyDaysOf(new CalendarDate(2026, 12, 18)) // { firstDay: 3, secondDay: 18 }
 * semiMonthlyDaysOf(new CalendarDate(2027, 2, 28)) // { firstDay: 15, secondDay: 31 }
 * semiMonthlyDaysOf(new CalendarDate(2026, 12, 4), new CalendarDate(2026, 12, 31)) // { firstDay: 4, secondDay: 31 }
 */
export const semiMonthlyDaysOf = (firstPayment: CalendarDate, secondPayment?: CalendarDate | null): SemiMonthlyDays => {
  const key = semiMonthlyKeyOf(firstPayment);
  if (secondPayment && secondPayment.compare(firstPayment) > 0) {
    const chosen = pairFrom(key, semiMonthlyKeyOf(secondPayment));
    if (
      isSemiMonthlyDayPair(chosen.firstDay, chosen.secondDay) &&
      scheduleDueDate({ first: firstPayment, frequency: Frequency.SemiMonthly, ...chosen }, 1).compare(secondPayment) === 0
    ) {
      return chosen;
    }
  }
  if (key <= halfMonthDays) return { firstDay: key, secondDay: key + halfMonthDays >= 30 ? LAST_DAY_OF_MONTH : key + halfMonthDays };
  return { firstDay: key === LAST_DAY_OF_MONTH ? halfMonthDays : key - halfMonthDays, secondDay: key };
};
