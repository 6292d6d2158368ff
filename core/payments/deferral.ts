import { CalendarDate, isSameMonth } from "@internationalized/date";
import { Frequency, type FrequencyCode } from "../codes/frequency.js";
import * as paymentsCatalog from "../i18n/catalog/payments.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { formatPaymentDate, paymentStatus, type PaymentLineLike } from "./status.js";

/** The keys of the texts this module shows. */
type PaymentsTextKey = keyof typeof paymentsCatalog.en;
/** `t` over the payments catalog only, so a page does not ship every catalog. */
const t = translator<PaymentsTextKey>(paymentsCatalog);

/** Days a deferral needs in the current month: the due date must be MORE than this many days away (A §5, §9). */
export const DEFERRAL_MIN_DAYS_IN_CURRENT_MONTH = 3;
/** Minimum notice the modal states: requests made less than 72 hours before the payment date are ignored (A §9). */
export const DEFERRAL_MIN_NOTICE_HOURS = 72;

/**
 * Whether a line may be deferred at all, whatever its date (issue 15 §5): a
 * schedule payment (not a fee line) with no deferral request waiting for a
 * decision.
 *
 * @example
 * mayDeferLine({ dueDate: new CalendarDate(2026, 3, 20) }) // true
 * mayDeferLine({ dueDate: new CalendarDate(2026, 3, 20), lineKind: "fee" }) // false
 * mayDeferLine({ dueDate: new CalendarDate(2026, 3, 20), hasPendingDeferral: true }) // false
 */
export const mayDeferLine = (line: PaymentLineLike): boolean => (line.lineKind ?? "payment") === "payment" && line.hasPendingDeferral !== true;

/**
 * Whether the Defer button shows on the payment at `index` (A §5): the
 * payment is upcoming (neither paid nor late), is a schedule payment with
 * no pending request ({@link mayDeferLine}), is not the first of the list,
 * falls after `today`, and is either in another month than today or more
 * than 3 days away (today + 4 days or later: today + 3 is refused).
 *
 * @example
 * const today = new CalendarDate(2026, 3, 10);
 * const paid = { dueDate: new CalendarDate(2026, 3, 6), isPaid: true };
 * isDeferralEligible([paid, { dueDate: new CalendarDate(2026, 3, 13) }], 1, today) // false
 * isDeferralEligible([paid, { dueDate: new CalendarDate(2026, 3, 14) }], 1, today) // true
 */
export const isDeferralEligible = (lines: readonly PaymentLineLike[], index: number, today: CalendarDate): boolean => {
  const line = lines[index];
  if (!line || index <= 0 || paymentStatus(line) !== "upcoming") return false;
  if (!mayDeferLine(line)) return false;
  if (line.dueDate.compare(today) <= 0) return false;
  return !isSameMonth(line.dueDate, today) || line.dueDate.compare(today.add({ days: DEFERRAL_MIN_DAYS_IN_CURRENT_MONTH })) > 0;
};

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

/**
 * The `Deferalmessage` of the deferral request (A §7): the customer asks, in
 * their language, to defer the payment from its due date to the new date
 * (both yyyy-MM-dd).
 *
 * @example
 * deferralMessage("en", new CalendarDate(2026, 3, 13), new CalendarDate(2026, 3, 27))
 * // "I am asking to defer my payment from 2026-03-13 to 2026-03-27."
 * deferralMessage("fr", new CalendarDate(2026, 3, 13), new CalendarDate(2026, 3, 27))
 * // "Je demande de reporter mon paiement du 2026-03-13 au 2026-03-27."
 */
export const deferralMessage = (lang: Lang, fromDate: CalendarDate, toDate: CalendarDate): string =>
  t(lang, "payments.deferral.message", { from: formatPaymentDate(fromDate), to: formatPaymentDate(toDate) });

/** The texts of the deferral modal in one language, the fee already formatted by the caller. */
export interface DeferralModalTexts {
  readonly title: string;
  readonly dueDateLabel: string;
  readonly newDateLabel: string;
  readonly noticeRule: string;
  readonly feeRule: string;
  readonly chooseDate: string;
  readonly submit: string;
  readonly cancel: string;
}

/**
 * Every text of the deferral modal (A §5): the 72-hour rule and the fee rule
 * (`fee` as the caller formats money, e.g. "25.00 $").
 *
 * @example
 * deferralModalTexts("en", "25.00 $").feeRule // "The deferral applies only after the fee of 25.00 $ is received."
 */
export const deferralModalTexts = (lang: Lang, fee: string): DeferralModalTexts => ({
  title: t(lang, "payments.deferral.title"),
  dueDateLabel: t(lang, "payments.deferral.dueDate"),
  newDateLabel: t(lang, "payments.deferral.newDate"),
  noticeRule: t(lang, "payments.deferral.noticeRule", { hours: DEFERRAL_MIN_NOTICE_HOURS }),
  feeRule: t(lang, "payments.deferral.feeRule", { fee }),
  chooseDate: t(lang, "payments.deferral.chooseDate"),
  submit: t(lang, "payments.deferral.submit"),
  cancel: t(lang, "payments.deferral.cancel"),
});
