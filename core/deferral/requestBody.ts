import type { CalendarDate } from "@internationalized/date";
import type { Lang } from "../i18n/translate.js";
import type { DeferPaymentRequest } from "../models/customerPayments.js";
import { deferralDateRefusal, type DeferralDateRefusal } from "./dates.js";
import { deferralMessage } from "./texts.js";

/** What the deferral modal knows when the customer submits. */
export interface DeferralRequestInput {
  readonly lang: Lang;
  readonly contractId: number;
  readonly paymentId: number;
  /** The payment's due date (deferred from). */
  readonly dueDate: CalendarDate;
  /** The chosen date (deferred to); null while none is chosen. */
  readonly requestedDate: CalendarDate | null;
  readonly today: CalendarDate;
  readonly ediExceptionDays: readonly CalendarDate[];
  /** The end of the schedule (core's `deferralDateRule(...).latest`); when absent, no latest date is checked. */
  readonly latestDate?: CalendarDate | null | undefined;
}

/**
 * Why a deferral request cannot be sent (words: `payments.deferral.chooseDate`,
 * `payments.deferral.dateNotAllowed`, `payments.deferral.refused.dateNotAfterDue`,
 * `payments.deferral.refused.dateTooLate`).
 */
export type DeferralRequestProblem = "dateRequired" | DeferralDateRefusal;

/**
 * The body of POST /api/customer/{id}/DeferPaymentRequest (A §7), or why it
 * cannot be sent: no date chosen, or a date the picker refuses (core's
 * `deferralDateRefusal`, the server's own rule: in the past, not an exception
 * day when there are some, not after the due date, after `latestDate`). Encode it with
 * `encodeDeferPaymentRequest`.
 *
 * @example
 * buildDeferralRequest({ lang: "en", contractId: 12, paymentId: 3, dueDate: new CalendarDate(2026, 3, 20), requestedDate: new CalendarDate(2026, 4, 3), today: new CalendarDate(2026, 3, 10), ediExceptionDays: [] })
 * // { ok: true, body: { Deferalmessage: "I am asking to defer my payment from 2026-03-20 to 2026-04-03.", contractId: 12, lang: "en", paymentId: 3, dueDate, requestedDate } }
 */
export const buildDeferralRequest = (
  input: DeferralRequestInput,
):
  | { readonly ok: true; readonly body: DeferPaymentRequest }
  | { readonly ok: false; readonly reason: DeferralRequestProblem } => {
  const { requestedDate } = input;
  if (requestedDate === null) return { ok: false, reason: "dateRequired" };
  const refusal = deferralDateRefusal(requestedDate, {
    today: input.today,
    dueDate: input.dueDate,
    latest: input.latestDate ?? requestedDate,
    ediExceptionDays: input.ediExceptionDays,
  });
  if (refusal !== null) return { ok: false, reason: refusal };
  return {
    ok: true,
    body: {
      Deferalmessage: deferralMessage(input.lang, input.dueDate, requestedDate),
      contractId: input.contractId,
      lang: input.lang,
      paymentId: input.paymentId,
      dueDate: input.dueDate,
      requestedDate,
    },
  };
};
