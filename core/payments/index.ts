/**
 * @module payments
 * The customer payments list and profile: payment status, the embedded
 * layout's window, deferral eligibility, default and allowed dates, the
 * deferral message, and the profile's card and renewal rules.
 */
export * from "./status.js";
export * from "./window.js";
export * from "./deferral.js";
export * from "./profile.js";
export * from "./balances.js";
export * from "./renewal.js";
export * from "./card.js";
export * from "./request.js";
export * from "./tableForm.js";
export * from "./deferralAnswer.js";
export * from "./deferralRole.js";
export * from "./servicingRoles.js";
export * from "./deferralRecord.js";
export * from "./bounced.js";
