import type { CalendarDate } from "@internationalized/date";
import { Frequency } from "../codes/frequency.js";
import { isSemiMonthlyDayPair, LAST_DAY_OF_MONTH } from "../codes/semiMonthlyDays.js";
import { scheduleDueDate } from "./dueDates.js";

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
