/**
 * @module deferral
 * A payment deferral from the customer's request to staff's decision
 * (A §5, §6, §7, §9; issue 15 §5): which payment may be deferred, to which
 * dates, the request the modal sends and the server's check of it, the
 * answer's notice, who may ask and who decides, the decision's rules and
 * the fee line it adds, and the words of a request's record. Every rule
 * takes `today`/`now` as a parameter.
 */
export * from "./eligibility.js";
export * from "./dates.js";
export * from "./texts.js";
export * from "./requestBody.js";
export * from "./answer.js";
export * from "./roles.js";
export * from "./check.js";
export * from "./decision.js";
export * from "./record.js";
