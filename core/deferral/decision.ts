import type { CalendarDate } from "@internationalized/date";

/**
 * A staff member's decision on a pending deferral request (A §5, §9;
 * SECURITY 16): who may take it and when, whether an approval still
 * applies, and the fee line it adds.
 */

/** Why a staff member may not decide a request now (texts: `payments.deferral.decision.<reason>`). */
export type DeferralDecisionRefusal = "alreadyDecided" | "sameUser";

/**
 * Why `deciderUserId` may not take `decision` on the request, or null when
 * they may: a request is decided once, while it is pending; the staff user
 * who asked may not approve it (maker-checker), though they may refuse it.
 * A customer's request has no staff asker. Who may decide at all is
 * `canDecideDeferral`.
 *
 * @example
 * deferralDecisionRefusal({ status: "pending", requestedByUserId: 7 }, "approve", 7) // "sameUser"
 * deferralDecisionRefusal({ status: "pending", requestedByUserId: 7 }, "refuse", 7) // null
 * deferralDecisionRefusal({ status: "approved", requestedByUserId: null }, "refuse", 7) // "alreadyDecided"
 */
export const deferralDecisionRefusal = (
  request: { readonly status: string; readonly requestedByUserId: number | null },
  decision: "approve" | "refuse",
  deciderUserId: number | null,
): DeferralDecisionRefusal | null => {
  if (request.status !== "pending") return "alreadyDecided";
  if (decision === "approve" && request.requestedByUserId !== null && request.requestedByUserId === deciderUserId) return "sameUser";
  return null;
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
