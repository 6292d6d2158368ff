/**
 * @module servicing
 * Loan servicing rules a server applies to a contract's stored schedule:
 * the payments list's flags for a day, the cards' balances, EDI exception
 * dates, and the checks of a renewal (a deferral request's check and its
 * approval, re-exported here, live in core/deferral).
 * Every rule takes `today`/`now` as a parameter. The ledger (./ledger)
 * replays a contract's money events at a date; ./imports reads a payment
 * processor's CSV file and says what each of its lines does; ./approvals
 * says when a correction waits for a second person.
 */
export * from "./time.js";
export * from "./lines.js";
export * from "./ediDates.js";
export * from "./renewalRequest.js";
export * from "./ledger/index.js";
export * from "./imports/index.js";
export * from "./approvals/index.js";
export * from "./collections/index.js";
// Deferral, re-exported from its home so existing imports keep working.
export { checkDeferralRequest, latestDeferralDate, type DeferralRefusal, type DeferralRequestFacts } from "../deferral/check.js";
export { deferralApprovalProblem, deferralFeeLine, type DeferralApprovalProblem } from "../deferral/decision.js";
