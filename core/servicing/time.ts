import { fromAbsolute, toCalendarDate, toZoned, type CalendarDate } from "@internationalized/date";

/**
 * The time zone a lender's business days are counted in when none is
 * configured: Eastern time, where Québec and Ontario lenders work.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = "America/Toronto";

/**
 * The calendar date of an instant in a time zone: the "today" every
 * servicing rule takes (late payments, deferral notice, EDI days).
 *
 * @example
 * businessDateOf(new Date("2026-11-22T03:00:00Z"), "America/Toronto").toString() // "2026-11-21"
 * businessDateOf(new Date("2026-11-22T12:00:00Z"), "America/Toronto").toString() // "2026-11-22"
 */
export const businessDateOf = (instant: Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): CalendarDate =>
  toCalendarDate(fromAbsolute(instant.getTime(), timeZone));

/**
 * Hours from `now` to the start (00:00) of `date` in a time zone; negative
 * once that day has begun. A payment is withdrawn on its due date, so this
 * is the notice a request made `now` gives (A §9: 72 hours).
 *
 * @example
 * hoursBeforeDay(new CalendarDate(2026, 11, 26), new Date("2026-11-22T12:00:00Z"), "America/Toronto") // 89
 */
export const hoursBeforeDay = (date: CalendarDate, now: Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): number =>
  (toZoned(date, timeZone).toDate().getTime() - now.getTime()) / 3_600_000;

/**
 * True when `timeZone` is an IANA zone this runtime knows (for checking a
 * configuration at start).
 *
 * @example
 * isKnownTimeZone("America/Toronto") // true
 * isKnownTimeZone("Mars/Olympus") // false
 */
export const isKnownTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
};
