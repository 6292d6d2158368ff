import type { CalendarDate } from "@internationalized/date";
import { dateOfDayNumber, dayNumberOfDate, weekdayOfDayNumber } from "./dayNumber.js";

/** Which days money moves: the calculator's dates skip the others. */
export interface BusinessCalendar {
  isBusinessDay(date: CalendarDate): boolean;
}

const monthOffsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/**
 * Day of the week of a Gregorian date, 0 = Sunday … 6 = Saturday, computed
 * (Sakamoto's method) so it never depends on the host's locale.
 * November 22, 2026 is a Sunday.
 *
 * @example
 * weekdayOfDate(2026, 11, 22) // 0
 */
export const weekdayOfDate = (year: number, month: number, day: number): number => {
  const y = month < 3 ? year - 1 : year;
  const value = y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + monthOffsets[month - 1]! + day;
  return ((value % 7) + 7) % 7;
};

/**
 * Day of the week of a CalendarDate, 0 = Sunday … 6 = Saturday
 * (November 27, 2026 is a Friday).
 *
 * @example
 * weekdayOf(new CalendarDate(2026, 11, 27)) // 5
 */
export const weekdayOf = (date: CalendarDate): number => weekdayOfDate(date.year, date.month, date.day);

/**
 * True on Saturdays and Sundays.
 *
 * @example
 * isWeekend(new CalendarDate(2026, 11, 22)) // true
 */
export const isWeekend = (date: CalendarDate): boolean => {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
};

/**
 * The spec's calendar (C §3.6): every weekday is a business day, holidays
 * included (Christmas 2026 is a Friday; see canadianBankHolidays).
 *
 * @example
 * weekendsOnly.isBusinessDay(new CalendarDate(2026, 12, 25)) // true
 */
export const weekendsOnly: BusinessCalendar = { isBusinessDay: (date) => !isWeekend(date) };

/** Internal: is this day number a business day of `calendar` (weekends-only answered without a CalendarDate). */
export const isBusinessDayNumber = (dayNumber: number, calendar: BusinessCalendar): boolean => {
  if (calendar === weekendsOnly) {
    const weekday = weekdayOfDayNumber(dayNumber);
    return weekday !== 0 && weekday !== 6;
  }
  return calendar.isBusinessDay(dateOfDayNumber(dayNumber));
};

/** Internal: the first business day number after `dayNumber` in `direction` (+1 or −1). */
export const stepBusinessDay = (dayNumber: number, calendar: BusinessCalendar, direction: 1 | -1): number => {
  let next = dayNumber + direction;
  // A real calendar closes a handful of days in a row at most; 366 keeps a broken one from looping forever.
  for (let guard = 0; guard < 366 && !isBusinessDayNumber(next, calendar); guard++) next += direction;
  return next;
};

/**
 * The first business day strictly after `date` (Friday → Monday).
 *
 * @example
 * nextBusinessDay(new CalendarDate(2026, 11, 20)).toString() // "2026-11-23"
 */
export const nextBusinessDay = (date: CalendarDate, calendar: BusinessCalendar = weekendsOnly): CalendarDate =>
  dateOfDayNumber(stepBusinessDay(dayNumberOfDate(date), calendar, 1));

/**
 * The last business day strictly before `date` (Monday → Friday).
 *
 * @example
 * previousBusinessDay(new CalendarDate(2026, 11, 23)).toString() // "2026-11-20"
 */
export const previousBusinessDay = (date: CalendarDate, calendar: BusinessCalendar = weekendsOnly): CalendarDate =>
  dateOfDayNumber(stepBusinessDay(dayNumberOfDate(date), calendar, -1));
