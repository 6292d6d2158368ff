import { en, fr } from "../i18n/catalog/calculator.js";
import type { Lang } from "../i18n/translate.js";
import { formatMoney } from "../masks/money.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import type { LoanTermsProblem } from "./annuity.js";

/**
 * Reads the calculator's own catalog (not the whole `t`), so a page that
 * imports only the calculator does not bundle every screen's texts; `{name}`
 * placeholders are filled the way `interpolate` does.
 */
const text = (lang: Lang, key: keyof typeof en, params: Readonly<Record<string, string | number>> = {}): string =>
  (lang === "fr" ? fr : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

/**
 * The text-only variant of the calculator (C §2): one sentence stating the
 * amount, the instalment, the frequency and the duration in days.
 *
 * @example
 * const context = {
 *   today: new CalendarDate(2026, 11, 22),
 *   tenant: "LENDER09",
 *   features: { RestOfCanada: false, useBankHolidays: false },
 *   feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
 * };
 * // 1,000 $ weekly at 19.99 %, 52 payments of 21.25 + an 8 $ fee
 * const model = computeLoan({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000), forcedNumberOfPayments: 52 }, context);
 * calculatorSummary(model, "en") // "You borrow $1 000.00, repaid in 52 weekly instalments of $29.25, over 365 days."
 * calculatorSummary(model, "fr") // "Vous empruntez 1 000,00 $, remboursés en 52 paiements hebdomadaires de 29,25 $, sur 365 jours."
 */
export const calculatorSummary = (model: CalculatorModel, lang: Lang): string =>
  text(lang, "calculator.summary", {
    amount: formatMoney(model.loanAmount, lang),
    count: model.numberOfPayments,
    frequency: text(lang, `calculator.frequency.${model.loanFrequency}`),
    payment: formatMoney(model.payment, lang),
    days: model.lengthInDays,
  });

/**
 * The words for a `checkLoanTerms` problem in a language.
 *
 * @example
 * loanTermsMessage("rateNegative", "fr") // "Le taux d'intérêt ne peut pas être négatif."
 */
export const loanTermsMessage = (problem: LoanTermsProblem, lang: Lang): string => text(lang, `calculator.terms.${problem}`);
