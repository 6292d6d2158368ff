import type { CalendarDate } from "@internationalized/date";
import { Frequency, type FrequencyCode } from "../codes/frequency.js";
import type { PaymentLineLike } from "../payments/status.js";

/**
 * Which dates a payment may be deferred to (A §5): the end of the schedule,
 * the date the modal proposes, and the one rule the picker and the server
 * both judge a date with.
 */

const stepAfterLastPayment: Record<FrequencyCode, { days?: number; months?: number }> = {
  [Frequency.Weekly]: { days: 7 },
  [Frequency.BiWeekly]: { days: 14 },
  [Frequency.Monthly]: { months: 1 },
  // The spec says 2 months for semi-monthly (code 3); kept as written (see the spec decisions).
  [Frequency.SemiMonthly]: { months: 2 },
};

const latest = (dates: readonly CalendarDate[]): CalendarDate | null =>
  dates.reduce<CalendarDate | null>((best, date) => (best === null || date.compare(best) > 0 ? date : best), null);

/**
 * The end of the schedule as A §5 words the default date: the earliest EDI
 * exception day after the last scheduled payment; otherwise the last due
 * date plus 7 days (weekly), 14 days (bi-weekly), 1 month (monthly) or
 * 2 months (semi-monthly, code 3 — as the spec says). The last scheduled
 * payment is the latest due date of the list; null for an empty list.
 * The server refuses a deferral past this date; the modal proposes it only
 * when the picker allows it ({@link defaultDeferralDate}).
 *
 * @example
 * const lines = [{ dueDate: new CalendarDate(2026, 3, 20) }, { dueDate: new CalendarDate(2026, 3, 27) }];
 * deferralHorizon(lines, 0, [])?.toString() // "2026-04-03"
 * deferralHorizon(lines, 3, [])?.toString() // "2026-05-27"
 * deferralHorizon(lines, 0, [new CalendarDate(2026, 4, 15), new CalendarDate(2026, 3, 1)])?.toString() // "2026-04-15"
 */
export const deferralHorizon = (
  lines: readonly PaymentLineLike[],
  frequency: FrequencyCode,
  ediExceptionDays: readonly CalendarDate[],
): CalendarDate | null => {
  // Fee lines are not scheduled payments: the schedule ends with its last payment.
  const last = latest(lines.filter((line) => (line.lineKind ?? "payment") === "payment").map((line) => line.dueDate));
  if (last === null) return null;
  const exceptionDay = ediExceptionDays
    .filter((day) => day.compare(last) > 0)
    .reduce<CalendarDate | null>((best, day) => (best === null || day.compare(best) < 0 ? day : best), null);
  return exceptionDay ?? last.add(stepAfterLastPayment[frequency] ?? { days: 7 });
};

/**
 * The date the deferral modal proposes (A §5), or null when it proposes
 * none: the {@link deferralHorizon} when {@link isDeferralDateAllowed}
 * allows it on `today`, otherwise null. The spec's two rules clash when a
 * contract has exception days but none after its last payment: "last due
 * date plus one period" is then not an exception day, and the picker
 * refuses it. The modal then starts empty and says why
 * (`payments.deferral.noDefault`) rather than propose a date it refuses or
 * guess another one (see the spec decisions).
 *
 * @example
 * const lines = [{ dueDate: new CalendarDate(2026, 3, 20) }, { dueDate: new CalendarDate(2026, 3, 27) }];
 * const today = new CalendarDate(2026, 3, 10);
 * defaultDeferralDate(lines, 0, [], today)?.toString() // "2026-04-03"
 * defaultDeferralDate(lines, 0, [new CalendarDate(2026, 4, 15)], today)?.toString() // "2026-04-15"
 * defaultDeferralDate(lines, 0, [new CalendarDate(2026, 3, 25)], today) // null
 */
export const defaultDeferralDate = (
  lines: readonly PaymentLineLike[],
  frequency: FrequencyCode,
  ediExceptionDays: readonly CalendarDate[],
  today: CalendarDate,
): CalendarDate | null => {
  const horizon = deferralHorizon(lines, frequency, ediExceptionDays);
  return horizon !== null && isDeferralDateAllowed(horizon, today, ediExceptionDays) ? horizon : null;
};

/**
 * Whether the date picker lets the customer choose `date` (A §5): never a
 * date before `today` (today itself is allowed), and only an EDI exception
 * day when the contract has some.
 *
 * @example
 * isDeferralDateAllowed(new CalendarDate(2026, 3, 9), new CalendarDate(2026, 3, 10), []) // false
 * isDeferralDateAllowed(new CalendarDate(2026, 3, 20), new CalendarDate(2026, 3, 10), [new CalendarDate(2026, 3, 27)]) // false
 */
export const isDeferralDateAllowed = (
  date: CalendarDate,
  today: CalendarDate,
  ediExceptionDays: readonly CalendarDate[],
): boolean =>
  date.compare(today) >= 0 && (ediExceptionDays.length === 0 || ediExceptionDays.some((day) => day.compare(date) === 0));

/**
 * Everything that decides which dates one payment may be deferred to
 * (A §5): the picker and the server build it with {@link deferralDateRule}
 * and judge a date with {@link deferralDateRefusal}, so a date the picker
 * offers is a date the server accepts.
 */
export interface DeferralDateRule {
  /** The lender's day (the tenant's time zone). */
  readonly today: CalendarDate;
  /** The payment's due date: the new date must be later. */
  readonly dueDate: CalendarDate;
  /** The latest date: the end of the schedule ({@link deferralHorizon}). */
  readonly latest: CalendarDate;
  /** The contract's EDI exception days: when there are some, only those. */
  readonly ediExceptionDays: readonly CalendarDate[];
}

/** Why a date is not one a payment may be deferred to (texts: `payments.deferral.dateNotAllowed`, `payments.deferral.refused.<reason>`). */
export type DeferralDateRefusal = "dateNotAllowed" | "dateNotAfterDue" | "dateTooLate";

/**
 * The date rule of the payment at `index` of `lines`, or null when there is
 * no such line or the list has no schedule payment.
 *
 * @example
 * const lines = [{ dueDate: new CalendarDate(2026, 3, 20) }, { dueDate: new CalendarDate(2026, 3, 27) }];
 * deferralDateRule(lines, 0, 0, [], new CalendarDate(2026, 3, 10))?.latest.toString() // "2026-04-03"
 */
export const deferralDateRule = (
  lines: readonly PaymentLineLike[],
  index: number,
  frequency: FrequencyCode,
  ediExceptionDays: readonly CalendarDate[],
  today: CalendarDate,
): DeferralDateRule | null => {
  const line = lines[index];
  const horizon = deferralHorizon(lines, frequency, ediExceptionDays);
  return line && horizon ? { today, dueDate: line.dueDate, latest: horizon, ediExceptionDays } : null;
};

/**
 * Why `date` cannot be the new date of a payment, or null when it can: a
 * date the picker refuses ({@link isDeferralDateAllowed}: past, or not an
 * exception day when there are some); a date not after the payment's due
 * date; a date after the end of the schedule. The picker disables every day
 * this refuses and the server refuses the same days with the same reason.
 *
 * @example
 * const rule = { today: new CalendarDate(2026, 3, 10), dueDate: new CalendarDate(2026, 3, 20), latest: new CalendarDate(2026, 4, 3), ediExceptionDays: [] };
 * deferralDateRefusal(new CalendarDate(2026, 3, 27), rule) // null
 * deferralDateRefusal(new CalendarDate(2026, 3, 15), rule) // "dateNotAfterDue"
 * deferralDateRefusal(new CalendarDate(2026, 4, 4), rule) // "dateTooLate"
 */
export const deferralDateRefusal = (date: CalendarDate, rule: DeferralDateRule): DeferralDateRefusal | null => {
  if (!isDeferralDateAllowed(date, rule.today, rule.ediExceptionDays)) return "dateNotAllowed";
  if (date.compare(rule.dueDate) <= 0) return "dateNotAfterDue";
  if (date.compare(rule.latest) > 0) return "dateTooLate";
  return null;
};
