import { t, type Lang } from "../i18n/translate.js";
import { formatMoney } from "../masks/money.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import type { LoanTermsProblem } from "./annuity.js";

/**
 * The text-only variant of the calculator (C §2): one sentence stating the
 * amount, the instalment, the frequency and the duration in days.
 *
 * @example
 * // 1,000 $ weekly at 19.99 %, 52 payments of 21.25 + an 8 $ fee
 * calculatorSummary(model, "en") // "You borrow $1 000.00, repaid in 52 weekly instalments of $29.25, over 365 days."
 * calculatorSummary(model, "fr") // "Vous empruntez 1 000,00 $, remboursés en 52 versements hebdomadaires de 29,25 $, sur 365 jours."
 */
export const calculatorSummary = (model: CalculatorModel, lang: Lang): string =>
  t(lang, "calculator.summary", {
    amount: formatMoney(model.loanAmount, lang),
    count: model.numberOfPayments,
    frequency: t(lang, `calculator.frequency.${model.loanFrequency}`),
    payment: formatMoney(model.payment, lang),
    days: model.lenghtInDays,
  });

/**
 * The words for a `checkLoanTerms` problem in a language.
 *
 * @example
 * loanTermsMessage("rateNegative", "fr") // "Le taux d'intérêt ne peut pas être négatif."
 */
export const loanTermsMessage = (problem: LoanTermsProblem, lang: Lang): string => t(lang, `calculator.terms.${problem}`);
