import { quoteLoan, type LoanContext, type LoanQuote } from "../calculator/loan.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import { refusedByCap } from "./caps.js";
import { prepareLoan } from "./input.js";
import { quoteDisclosure, quoteLoanInput, type DisclosurePolicy, type QuotedLoanTerms } from "./statement.js";

/**
 * The disclosure terms of a calculator model: the new money is the amount,
 * the carried balance is the model's previous balance, the rate is the
 * lender's (the context's) and the frequency the model's.
 *
 * @example
 * calculatorQuoteTerms({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000) }, context).requested.toString() // "1000"
 */
export const calculatorQuoteTerms = (model: CalculatorModel, context: LoanContext): QuotedLoanTerms => ({
  requested: model.loanAmount,
  carriedBalance: model.previousBalance,
  annualRatePercent: context.feeConstants.interestRate,
  periodsPerYear: model.loanFrequency,
});

/**
 * The statement of what a calculator shows: core's quote of the model and
 * its disclosure under the lender's policy (the calculator, the lead app and
 * the server's check of a saved choice call this one function).
 *
 * @example
 * const { statement } = calculatorDisclosure({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000) }, context, { contractDate: context.today });
 * statement.ok && statement.value.apr // "80.09": 118 weekly payments of 18.56 $ from the deposit date
 */
export const calculatorDisclosure = (model: CalculatorModel, context: LoanContext, policy: DisclosurePolicy) => {
  const quote: LoanQuote = quoteLoan(model, context);
  return { quote, statement: quoteDisclosure(quote, calculatorQuoteTerms(model, context), policy) };
};

/** The payment counts a rate-cap search looks at. */
export interface PaymentCountRange {
  readonly min: number;
  readonly max: number;
}

export type PaymentCountsWithinCapResult =
  | { readonly ok: true; readonly counts: readonly number[] }
  | { readonly ok: false; readonly reason: string };

/**
 * The numbers of payments of a calculator model that a lender's `refuse`
 * cap lets it offer: each count from `range.min` to `range.max` (by default
 * from 1 to the count the lender's pricing chooses, so the calculator never
 * offers a loan longer than the lender's own) is quoted as a forced count
 * and kept when its APR is not above the cap (exactly; a payday loan under a
 * declared exemption is kept). Without a cap, or with `warn`, every count in
 * the range is kept. An empty list means no count fits: the calculator says
 * so plainly.
 *
 * @example
 * const fit = paymentCountsWithinCap(model, context, { contractDate: context.today, rateCap: { action: "refuse" } });
 * fit.ok && fit.counts // [1, 2, 3] for a 3,000 $ weekly loan at 8 $ a week
 */
export const paymentCountsWithinCap = (
  model: CalculatorModel,
  context: LoanContext,
  policy: DisclosurePolicy,
  range?: PaymentCountRange,
): PaymentCountsWithinCapResult => {
  const min = Math.max(1, Math.floor(range?.min ?? 1));
  const max = Math.floor(range?.max ?? quoteLoan({ ...model, forcedNumberOfPayments: null }, context).numberOfPayments);
  const all = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
  const cap = policy.rateCap;
  if (!cap || cap.action !== "refuse") return { ok: true, counts: all };
  const terms = calculatorQuoteTerms(model, context);
  const province = policy.province?.trim().toUpperCase() || undefined;
  const counts: number[] = [];
  for (const count of all) {
    const input = quoteLoanInput(quoteLoan({ ...model, forcedNumberOfPayments: count }, context), terms);
    if (!input.ok) return input;
    const prepared = prepareLoan(input.value);
    if (!prepared.ok) return prepared;
    const refused = refusedByCap(prepared.loan, { contractDate: policy.contractDate, config: cap, ...(province ? { province } : {}) });
    if (typeof refused === "string") return { ok: false, reason: refused };
    if (!refused) counts.push(count);
  }
  return { ok: true, counts };
};
