import type { CalendarDate } from "@internationalized/date";
import type { FrequencyCode } from "../codes/frequency.js";
import { asPaymentLines, type ServicedPaymentLine } from "../servicing/lines.js";
import { DEFAULT_BUSINESS_TIME_ZONE, hoursBeforeDay } from "../servicing/time.js";
import { deferralDateRefusal, deferralDateRule, deferralHorizon } from "./dates.js";
import { DEFERRAL_MIN_NOTICE_HOURS, isDeferralEligible } from "./eligibility.js";

/**
 * The server's check of a deferral request (A §5, §7, §9): the modal's rules
 * (eligibility, dates) applied to the stored schedule, plus what only the server
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
 * A §5 words the default date (`deferralHorizon`: one period
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
 * (`deferralDateRule` and `deferralDateRefusal`): a past date
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
  // The picker's own rule (`deferralDateRule`); never null here: the line is a scheduled payment.
  const rule = deferralDateRule(shown, facts.index, facts.frequency, facts.ediExceptionDays, facts.today);
  const refusal = rule === null ? "notEligible" : deferralDateRefusal(date, rule);
  return refusal === null ? { ok: true } : refuse(refusal);
};

/**
 * A request for a payment that already has one pending (one pending request
 * per payment): the same new date is the same request, answered as the
 * first was and stored once; another date is refused until the first is
 * decided (text: `payments.deferral.refused.alreadyPending`).
 *
 * @example
 * repeatedDeferralRequest(new CalendarDate(2026, 12, 18), new CalendarDate(2026, 12, 18)) // "sameRequest"
 * repeatedDeferralRequest(new CalendarDate(2026, 12, 18), new CalendarDate(2026, 12, 19)) // "alreadyPending"
 */
export const repeatedDeferralRequest = (pendingDate: CalendarDate, requestedDate: CalendarDate): "sameRequest" | "alreadyPending" =>
  pendingDate.compare(requestedDate) === 0 ? "sameRequest" : "alreadyPending";
