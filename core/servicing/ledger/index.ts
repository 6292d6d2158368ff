/**
 * The servicing ledger: a contract's schedule and its append-only money
 * events replayed at a date (docs/servicing.md).
 */
export * from "./types.js";
export { defaultLedgerSettings, replayLedger } from "./replay.js";
export { delinquencyBucket, payoffOn } from "./figures.js";
export { balanceSeries, type BalancePoint, type BalanceSeriesInput, type SeriesLine, type SeriesPayment, type SeriesWaiver } from "./balanceSeries.js";
export { ledgerRefusalKey } from "./messages.js";
export { bouncedPaymentNotice, lineReturns, type BouncedPaymentNotice, type LineReturn } from "./customerView.js";
export { checkLedgerPosting, postingNeedsActiveContract, returnAddsFee, returnReasons, type PostingFacts, type PostingKind, type PostingRefusal } from "./posting.js";
export { adjustmentCents, isPostingAmountText, maxPostingAmount, postingAmountProblem, postingCents, type PostingAmountProblem } from "./amount.js";
export { dayOfText, externalIdPattern, isDayText, isExternalIdText } from "./fields.js";
export { defaultLateFeeGraceDays, lateFeeCatchUpDays, lateFeeDay, lateFeeDueDates, lateFeesDue, type LateFeeBook, type LateFeeRule, type LateFeesResult } from "./lateFees.js";
