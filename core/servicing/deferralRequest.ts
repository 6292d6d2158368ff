import type { CalendarDate } from "@internationalized/date";
import type { FrequencyCode } from "../codes/frequency.js";
import { DEFERRAL_MIN_NOTICE_HOURS, deferralDateRefusal, deferralDateRule, deferralHorizon, isDeferralEligible } from "../payments/deferral.js";
import { asPaymentLines, type ServicedPaymentLine } from "./lines.js";
import { DEFAULT_BUSINESS_TIME_ZONE, hoursBeforeDay } from "./time.js";

/**
 * The server's check of a deferral request (A §5, §7, §9): the modal's rules
 * (core/payments) applied to the stored schedule, plus what only the server
 * can know for sure (the contract is active, the 72-hour notice against the
 * real clock, the date the customer saw is still the due date).
 */

/** Why a deferral request is refused (texts: `payments.deferral.refused.<reason>`). */
export type DeferralRefusal =
  | "contractNotActive"
  | "notEligible"
  | "noticeTooShort"
  | "scheduleChanged"
  | "dateRequired"
  | "dateNotAllowed"
  | "dateNotAfterDue"
  | "dateTooLate";

/** What the server knows when a deferral request arrives. */
export interface DeferralRequestFacts {
  /** The contract's list, as `servicedPaymentLines` gives it for today. */
  readonly lines: readonly ServicedPaymentLine[];
  /** Index in `lines` of the payment to defer. */
  readonly index: number;
  /** The contract is active (status 1): only a running schedule is deferred. */
  readonly contractActive: boolean;
  readonly frequency: FrequencyCode;
  readonly ediExceptionDays: readonly CalendarDate[];
  /** The due date the customer saw (optional in the body); null when not sent. */
  readonly dueDateSeen: CalendarDate | null;
  /** The date asked for; null when none was chosen. */
  readonly requestedDate: CalendarDate | null;
  readonly today: CalendarDate;
  readonly now: Date;
  readonly timeZone?: string;
}

/**
 * The latest date a payment may be deferred to: the end of the schedule as
 * A §5 words the default date (core/payments `deferralHorizon`: one period
 * after the last scheduled payment, or the first exception day after it). A deferral moves a payment to the end of the
 * schedule at most; it does not extend the loan further.
 *
 * @example
 * const line = (id, day) => ({ id, seq: id, kind: "scheduled", dueDate: new CalendarDate(2026, 12, day), amountCents: 100, principalCents: 0, isFromOriginalSchedule: true, paid: false, nsfReturnable: false, isPaid: false, isLate: false, canReturnNsf: false, isCheckboxDisabled: false });
 * latestDeferralDate([line(1, 4), line(2, 18)], 1, [])?.toString() // "2027-01-01"
 */
export const latestDeferralDate = (
  lines: readonly ServicedPaymentLine[],
  frequency: FrequencyCode,
  ediExceptionDays: readonly CalendarDate[],
): CalendarDate | null => deferralHorizon(asPaymentLines(lines), frequency, ediExceptionDays);

/**
 * Checks a deferral request; `{ ok: true }` or the first reason it is
 * refused, in this order: the contract is not active; the payment is not
 * eligible (A §5: paid, late, first of the list, today or past, within 3
 * days in the current month — or a fee line); less than 72 hours before the
 * payment day starts (A §9, in the lender's time zone); the due date the
 * customer saw has changed; no date chosen; then the picker's own date rule
 * (core/payments `deferralDateRule` and `deferralDateRefusal`): a past date
 * or not an exception day when there are some, a date not after the
 * payment's due date, a date after {@link latestDeferralDate}.
 *
 * @example
 * const line = (id, day, paid) => ({ id, seq: id, kind: "scheduled", dueDate: new CalendarDate(2026, 12, day), amountCents: 100, principalCents: 0, isFromOriginalSchedule: true, paid, nsfReturnable: false, isPaid: paid, isLate: false, canReturnNsf: false, isCheckboxDisabled: paid });
 * const facts = { lines: [line(1, 4, true), line(2, 18, false)], index: 1, contractActive: true, frequency: 1, ediExceptionDays: [], dueDateSeen: null, requestedDate: new CalendarDate(2026, 12, 30), today: new CalendarDate(2026, 11, 22), now: new Date("2026-11-22T12:00:00Z") };
 * checkDeferralRequest(facts) // { ok: true }
 * checkDeferralRequest({ ...facts, index: 0 }) // { ok: false, reason: "notEligible" }
 * checkDeferralRequest({ ...facts, requestedDate: new CalendarDate(2026, 12, 10) }) // { ok: false, reason: "dateNotAfterDue" }
 */
export const checkDeferralRequest = (
  facts: DeferralRequestFacts,
): { readonly ok: true } | { readonly ok: false; readonly reason: DeferralRefusal } => {
  const refuse = (reason: DeferralRefusal) => ({ ok: false as const, reason });
  const line = facts.lines[facts.index];
  // The lines as the payments list shows them, so the modal's rules read exactly what the server reads.
  const shown = asPaymentLines(facts.lines);
  if (!facts.contractActive) return refuse("contractNotActive");
  if (!line || line.kind !== "scheduled" || !isDeferralEligible(shown, facts.index, facts.today)) return refuse("notEligible");
  if (hoursBeforeDay(line.dueDate, facts.now, facts.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE) < DEFERRAL_MIN_NOTICE_HOURS)
    return refuse("noticeTooShort");
  if (facts.dueDateSeen !== null && facts.dueDateSeen.compare(line.dueDate) !== 0) return refuse("scheduleChanged");
  const date = facts.requestedDate;
  if (date === null) return refuse("dateRequired");
  // The picker's own rule (core/payments `deferralDateRule`); never null here: the line is a scheduled payment.
  const rule = deferralDateRule(shown, facts.index, facts.frequency, facts.ediExceptionDays, facts.today);
  const refusal = rule === null ? "notEligible" : deferralDateRefusal(date, rule);
  return refusal === null ? { ok: true } : refuse(refusal);
};

/** Why an approval can no longer apply (the request must be refused instead). */
export type DeferralApprovalProblem = "paymentPaid" | "paymentMoved" | "paymentDatePassed";

/**
 * Whether a pending request can still be approved on `today`: its payment
 * is unpaid, still due on the date the request deferred from, and that date
 * is after today (the fee is due on it, A §5 "applies only after the fee is
 * received"). Null when it can.
 *
 * @example
 * deferralApprovalProblem({ paid: false, dueDate: new CalendarDate(2026, 12, 18) }, new CalendarDate(2026, 12, 18), new CalendarDate(2026, 11, 22)) // null
 * deferralApprovalProblem({ paid: false, dueDate: new CalendarDate(2026, 12, 18) }, new CalendarDate(2026, 12, 18), new CalendarDate(2026, 12, 18)) // "paymentDatePassed"
 */
export const deferralApprovalProblem = (
  payment: { readonly paid: boolean; readonly dueDate: CalendarDate },
  fromDate: CalendarDate,
  today: CalendarDate,
): DeferralApprovalProblem | null => {
  if (payment.paid) return "paymentPaid";
  if (payment.dueDate.compare(fromDate) !== 0) return "paymentMoved";
  if (payment.dueDate.compare(today) <= 0) return "paymentDatePassed";
  return null;
};

/**
 * The fee line an approved deferral adds (A §5, §9): the next free `seq`,
 * due on the date the payment was moved from — the fee is withdrawn where
 * the payment would have been, so the deferral applies once it is received.
 *
 * @example
 * deferralFeeLine([{ seq: 1 }, { seq: 4 }], new CalendarDate(2026, 12, 18), 2500) // { seq: 5, dueDate: "2026-12-18", amountCents: 2500 }
 */
export const deferralFeeLine = (
  lines: readonly { readonly seq: number }[],
  fromDate: CalendarDate,
  feeCents: number,
): { readonly seq: number; readonly dueDate: CalendarDate; readonly amountCents: number } => ({
  seq: lines.reduce((highest, line) => Math.max(highest, line.seq), 0) + 1,
  dueDate: fromDate,
  amountCents: feeCents,
});
