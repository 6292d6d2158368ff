/**
 * @module documents
 * What goes on each printable document of a contract (C §7): the contract
 * print, the paid-out report, the payments schedule, the account statement,
 * the payment receipt, and the signed copy of a cash-loan contract with its
 * confirmation email. The rules (running amount due, payout, schedule
 * totals, disclosed terms) are pure functions over integer cents; the
 * `*Document` functions turn them into words and figures in French or
 * English, for a PDF writer to lay out.
 */
export * from "./kinds.js";
export * from "./readers.js";
export type * from "./facts.js";
export * from "./layout.js";
export { byDueDate, lineStatus, hasSplit } from "./lines.js";
export * from "./statement.js";
export * from "./payout.js";
export * from "./scheduleReport.js";
export * from "./terms.js";
export { addressLines, customerName, methodText } from "./text.js";
export { contractDocument } from "./contractDocument.js";
export { allTermsDocument, paidOutDocument, statementDocument } from "./reportDocuments.js";
export { receiptDocument } from "./receiptDocument.js";
export { composeDocument } from "./composeDocument.js";
export { signedConfirmationEmail, signedContractPrint, wallClockIn, type SignedConfirmationEmail, type SignedCopy } from "./signedContract.js";
