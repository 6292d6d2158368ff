/**
 * @module calculator
 * The loan calculator of C §3.6.
 */
export { annuityPayment, annuityPaymentExact, annuityFloatErrorBound, checkLoanTerms } from "./annuity.js";
export type { LoanTermsCheck, LoanTermsProblem } from "./annuity.js";
