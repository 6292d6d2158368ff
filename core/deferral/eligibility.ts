import { isSameMonth, type CalendarDate } from "@internationalized/date";
import { paymentStatus, type PaymentLineLike } from "../payments/status.js";

/**
 * Which payment may be deferred at all, and how long before it (A §5, §9):
 * the Defer button shows for these lines, and the server refuses the others.
 */

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
