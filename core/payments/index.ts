/**
 * @module payments
 * The customer payments list and profile: payment status, the embedded
 * layout's window, and the profile's card and renewal rules. The deferral
 * rules live in core/deferral (`@lendkit/core/deferral`); the names this
 * subpath has always exported are re-exported from there.
 */
export * from "./status.js";
export * from "./window.js";
export * from "./profile.js";
export * from "./balances.js";
export * from "./renewal.js";
export * from "./card.js";
export * from "./tableForm.js";
export * from "./servicingRoles.js";
export * from "./bounced.js";
// Deferral, re-exported from its home so existing imports keep working.
export * from "../deferral/eligibility.js";
export * from "../deferral/dates.js";
export * from "../deferral/texts.js";
export * from "../deferral/requestBody.js";
export * from "../deferral/answer.js";
export * from "../deferral/roles.js";
export {
  deferralAskerText,
  deferralRecordLines,
  deferralRequestMessageIn,
  staffDeferralMessage,
  type DeferralAsker,
} from "../deferral/record.js";
