import type { CalendarDate } from "@internationalized/date";
import * as paymentsCatalog from "../i18n/catalog/payments.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { formatPaymentDate } from "../payments/status.js";
import type { DeferralRefusal } from "./check.js";
import { DEFERRAL_MIN_NOTICE_HOURS } from "./eligibility.js";

/** The keys of the texts this module shows. */
type PaymentsTextKey = keyof typeof paymentsCatalog.en;
/** `t` over the payments catalog only, so a page does not ship every catalog. */
const t = translator<PaymentsTextKey>(paymentsCatalog);

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

/**
 * Why a deferral is refused, in `lang` (C §3.1): the modal's own words
 * where it says it already (no date chosen, a date the calendar does not
 * offer), the notice in hours, and the latest date allowed when the one
 * chosen is after it (`latest`, null when unknown). The server's 422 and the
 * modal's problem read the same words.
 *
 * @example
 * deferralRefusalText("en", "dateRequired", null) // "Choose the date to defer the payment to."
 * deferralRefusalText("fr", "noticeTooShort", null).includes("72") // true
 */
export const deferralRefusalText = (lang: Lang, reason: DeferralRefusal, latest: CalendarDate | null): string => {
  switch (reason) {
    case "dateRequired":
      return t(lang, "payments.deferral.chooseDate");
    case "dateNotAllowed":
      return t(lang, "payments.deferral.dateNotAllowed");
    case "noticeTooShort":
      return t(lang, "payments.deferral.refused.noticeTooShort", { hours: DEFERRAL_MIN_NOTICE_HOURS });
    case "dateTooLate":
      return t(lang, "payments.deferral.refused.dateTooLate", { date: latest === null ? "" : formatPaymentDate(latest) });
    default:
      return t(lang, `payments.deferral.refused.${reason}`);
  }
};
