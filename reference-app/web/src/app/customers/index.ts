/**
 * The customers area of the reference app: the staff's customers list, the
 * customer payments profile (also the customer's own view, which the lead
 * app's account entry mounts in embedded mode) and the deferral requests
 * queue.
 */
export { CustomerProfile } from "./CustomerProfile.js";
export type { CustomerProfileProps } from "./CustomerProfile.js";
export type { RenewalTarget } from "./ProfileRenew.js";
export { leadRenewalPath } from "./ProfileRenew.js";
