import { t, type Lang } from "../i18n/translate.js";
import { formatMoney } from "../masks/money.js";
import type { CalculatorModel } from "../models/calculatorModel.js";

/**
 * The text-only variant of the calculator (C §2): one sentence stating the
 * amount, the instalment, the frequency and the duration in days.
 *
 * @example
 * calculatorSummary(model, "en") // "You borrow $1 000.00, repaid in 52 weekly instalments of $28.76, over 365 days."
 * calculatorSummary(model, "fr") // "Vous empruntez 1 000,00 $, remboursés en 52 versements hebdomadaires de 28,76 $, sur 365 jours."
 */
export const calculatorSummary = (model: CalculatorModel, lang: Lang): string =>
  t(lang, "calculator.summary", {
    amount: formatMoney(model.loanAmount, lang),
    count: model.numberOfPayments,
    frequency: t(lang, `calculator.frequency.${model.loanFrequency}`),
    payment: formatMoney(model.payment, lang),
    days: model.lenghtInDays,
  });
