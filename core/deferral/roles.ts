import { isExternalPartner, isRoleId, Role, type RoleId } from "../access/roles.js";

/** Who asks for a payment deferral, and who decides on it (A §6, SECURITY 16). */

/**
 * Whether a signed-in role may request a payment deferral (A §6): the
 * customer (Client, ClientC) for their own schedule, and the provider's own
 * staff (Admin, AdminCRM, LeadCrm, RegCollector, AdminCollector) on a
 * customer's behalf, as when the customer calls. Dealer partners (Merchant,
 * FAndI, AdminRep) may not. No role at all is the customer view (the embedded
 * page), as for the profile; an unknown role id may not.
 *
 * @example
 * canRequestDeferral(1) // true
 * canRequestDeferral(7) // true
 * canRequestDeferral(3) // false
 * canRequestDeferral(null) // true
 */
export const canRequestDeferral = (role: RoleId | number | null | undefined): boolean =>
  role === null || role === undefined || (isRoleId(role) && !isExternalPartner(role));

/**
 * Who approves or refuses a payment deferral request (the checker of
 * SECURITY 16): administrators and collections administrators.
 *
 * @example
 * canDecideDeferral(Role.Admin) // true
 * canDecideDeferral(Role.AdminCollector) // true
 * canDecideDeferral(Role.RegCollector) // false
 */
export const canDecideDeferral = (role: RoleId | number | null | undefined): boolean =>
  role === Role.Admin || role === Role.AdminCollector;
