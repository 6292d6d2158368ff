import type { CalendarDate } from "@internationalized/date";
import type { Lang } from "../i18n/translate.js";
import type { DeferPaymentRequest } from "../models/customerPayments.js";
import { deferralMessage, isDeferralDateAllowed } from "./deferral.js";

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
}

/** Why a deferral request cannot be sent (words: `payments.deferral.chooseDate`, `payments.deferral.dateNotAllowed`). */
export type DeferralRequestProblem = "dateRequired" | "dateNotAllowed";

/**
 * The body of POST /api/customer/{id}/DeferPaymentRequest (A §7), or why it
 * cannot be sent: no date chosen, or a date the picker would refuse (in the
 * past, or not an exception day when there are some). Encode it with
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
  if (!isDeferralDateAllowed(requestedDate, input.today, input.ediExceptionDays))
    return { ok: false, reason: "dateNotAllowed" };
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
