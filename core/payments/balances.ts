import * as paymentsCatalog from "../i18n/catalog/payments.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";

/** The keys of the texts this module shows. */
type PaymentsTextKey = keyof typeof paymentsCatalog.en;
/** `t` over the payments catalog only, so a page does not ship every catalog. */
const t = translator<PaymentsTextKey>(paymentsCatalog);

/**
 * The balance figures of a contract, each with one definition in core
 * (core/servicing) and one label shown on every screen and printed
 * document that shows it:
 * - `capitalRemaining` (wire `capitalRemaining`): capital still owed —
 *   `capitalStillOwedCents`;
 * - `totalUnpaid` (wire `totalUnpaid`, grid info `amountLate`): total
 *   overdue — the late lines;
 * - `SoldeFinPeriodeCourante` (wire `SoldeFinPeriodeCourante`): balance at
 *   the next withdrawal — `settlementCents` on the next withdrawal date;
 * - `payoutAmount` (the paid-out report, the statement's last line): the
 *   amount to pay off the contract on a day — `payoutAmountCents`.
 */
export type BalanceFigure = "capitalRemaining" | "totalUnpaid" | "SoldeFinPeriodeCourante" | "payoutAmount";

/**
 * The label of a balance figure, the same on the payments profile, the
 * customer's own view and the printed documents. The payout amount names
 * the day it holds for (`date`, yyyy-MM-dd); a renewed contract's capital is
 * its transferred balance (C §2).
 *
 * @example
 * balanceFigureLabel("en", "capitalRemaining") // "Capital still owed"
 * balanceFigureLabel("fr", "SoldeFinPeriodeCourante") // "Solde au prochain prélèvement"
 * balanceFigureLabel("fr", "payoutAmount", { date: "2026-11-22" }) // "Montant pour solder le contrat au 2026-11-22"
 */
export const balanceFigureLabel = (
  lang: Lang,
  figure: BalanceFigure,
  options: { readonly date?: string; readonly hasRenew?: boolean } = {},
): string => {
  switch (figure) {
    case "capitalRemaining":
      return t(lang, options.hasRenew ? "payments.card.transferredBalance" : "payments.card.remainingCapital");
    case "totalUnpaid":
      return t(lang, "payments.card.totalOverdue");
    case "SoldeFinPeriodeCourante":
      return t(lang, "payments.card.balance");
    case "payoutAmount":
      return t(lang, "payments.card.payoutAmount", { date: options.date ?? "" });
  }
};
