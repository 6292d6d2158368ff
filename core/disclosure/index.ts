/**
 * @module disclosure
 * The cost of borrowing a quote or a contract states: the APR and Québec's
 * credit rate by the actuarial rule, in exact rational arithmetic; the
 * criminal-rate cap and Québec's high-cost credit check.
 */
export { costOfBorrowing } from "./costOfBorrowing.js";
export type { CostOfBorrowing, CostOfBorrowingResult, CreditCharges } from "./costOfBorrowing.js";
export { DISCLOSURE_MAX_PAYMENTS } from "./input.js";
export type { CostOfBorrowingInput, DisclosurePayment, DisclosureRefusal } from "./input.js";
export { isDisclosurePeriodsPerYear, periodsAndOddDays } from "./periods.js";
export type { DisclosurePeriodsPerYear } from "./periods.js";
export { leaseFinanceRate } from "./lease.js";
export type { LeaseRate, LeaseRateInput, LeaseRateResult } from "./lease.js";
export {
  APR_CAP_FROM,
  LEGAL_MAX_APR,
  LEGAL_MAX_EFFECTIVE_ANNUAL_RATE,
  PAYDAY_MAX_AMOUNT,
  PAYDAY_MAX_COST_PERCENT,
  PAYDAY_MAX_DAYS,
  QUEBEC_DEBT_RATIO_LIMIT,
  QUEBEC_HIGH_COST_MARGIN,
  quebecHighCostCheck,
  rateCapCheck,
} from "./caps.js";
export type {
  PaydayExemption,
  QuebecHighCost,
  QuebecHighCostInput,
  QuebecHighCostResult,
  RateCapAction,
  RateCapAnswer,
  RateCapConfig,
  RateCapInput,
  RateCapRefusal,
  RateCapResult,
  RateCapRule,
} from "./caps.js";
export { loanDisclosure, quoteDisclosure, scheduledLoanInput } from "./statement.js";
export type { DisclosedScheduleLine, DisclosurePolicy, QuotedLoanTerms, LoanDisclosureRefusal, LoanDisclosureResult, ScheduledLoan } from "./statement.js";
export type { DisclosureCap, DisclosureHighCost, DisclosureStatement } from "../models/disclosureStatement.js";
export { calculatorDisclosure, calculatorQuoteTerms, paymentCountsWithinCap } from "./fit.js";
export type { PaymentCountRange, PaymentCountsWithinCapResult } from "./fit.js";

export { bankRateHistoryProblem, bankRateOn } from "./bankRate.js";
export type { BankRateChange } from "./bankRate.js";
