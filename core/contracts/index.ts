/**
 * @module contracts
 * Contract rules for the server and the screens (B §3, §4; A §4, §6, §7):
 * the status workflow and who may make each move, editing rights, the table
 * query, the columns kept beside a contract's body, what a client may write,
 * and activation with its payment schedule.
 */
export * from "./workflow.js";
export * from "./tableQuery.js";
export * from "./search.js";
export * from "./columns.js";
export * from "./activation.js";
export * from "./update.js";
export * from "./requests.js";
export * from "./renewalDraft.js";
export * from "./signedTerms.js";
export * from "./renewalClosure.js";
export * from "./fieldChecks.js";
