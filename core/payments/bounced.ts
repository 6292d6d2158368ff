import type { CalendarDate } from "@internationalized/date";
import * as paymentsCatalog from "../i18n/catalog/payments.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { formatMoney } from "../masks/money.js";
import type { DecimalInput } from "../money/decimal.js";
import { formatPaymentDate, returnReasonText, type LineReturnReason } from "./status.js";

/** The keys of the texts this module shows. */
type PaymentsTextKey = keyof typeof paymentsCatalog.en;
const t = translator<PaymentsTextKey>(paymentsCatalog);

/** The bounced-payment notice as the customer's screen reads it (the payments model's `bouncedPayment`). */
export interface BouncedPaymentLike {
  readonly amount: DecimalInput;
  readonly paidOn: CalendarDate;
  readonly returnedOn: CalendarDate;
  readonly reason: LineReturnReason;
  /** The NSF fee it added; null when none applies. */
  readonly fee: DecimalInput | null;
}

/**
 * The words of the bounced-payment notice at the top of the customer's
 * payments (core/servicing `bouncedPaymentNotice` says when it shows):
 * the payment, its day, the return's day and reason, then the fee when one
 * applies, money written the way the screens write it in each language.
 *
 * @example
 * const notice = { amount: 147, paidOn: new CalendarDate(2026, 11, 13), returnedOn: new CalendarDate(2026, 11, 20), reason: "nsf", fee: 45 };
 * bouncedPaymentText("en", notice) // "Your payment of $147.00 on 2026-11-13 was returned on 2026-11-20 by your financial institution (insufficient funds). A $45.00 fee applies."
 * bouncedPaymentText("fr", { ...notice, fee: null }) // "Votre paiement de 147,00 $ du 2026-11-13 a été refusé le 2026-11-20 par votre institution financière (provision insuffisante)."
 */
export const bouncedPaymentText = (lang: Lang, notice: BouncedPaymentLike): string => {
  const text = t(lang, "payments.bounced.notice", {
    amount: formatMoney(notice.amount, lang),
    paidOn: formatPaymentDate(notice.paidOn),
    returnedOn: formatPaymentDate(notice.returnedOn),
    reason: returnReasonText(lang, notice.reason),
  });
  return notice.fee === null ? text : `${text} ${t(lang, "payments.bounced.fee", { fee: formatMoney(notice.fee, lang) })}`;
};

/**
 * The notice's heading.
 *
 * @example
 * bouncedPaymentTitle("en") // "A payment was returned"
 */
export const bouncedPaymentTitle = (lang: Lang): string => t(lang, "payments.bounced.title");
