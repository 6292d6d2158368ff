import { canRequestDeferral, isCustomerRole, isExternalPartner, isStaff, Role, roleIds, type RoleId } from "@lendkit/core";
import type { SessionInfo } from "../auth/sessions.js";

/**
 * Who may do what in this area (A §6, C §3.4, C §6). Dealer partners
 * (Merchant, FAndI, AdminRep) work on contracts, not on a customer's
 * account: none of these routes is theirs.
 */

/** Customers: Client and ClientC, on their own account only. */
export const customerRoles: readonly RoleId[] = roleIds.filter(isCustomerRole);

/** The lender's own staff: Admin, LeadCrm, AdminCRM, RegCollector, AdminCollector. */
export const lenderStaffRoles: readonly RoleId[] = roleIds.filter((role) => isStaff(role) && !isExternalPartner(role));

/** Who reads a customer's profile, payments and grid info: the customer and the lender's staff. */
export const customerReaderRoles: readonly RoleId[] = [...customerRoles, ...lenderStaffRoles];

/** Who asks for a deferral: core's rule (the customer, or the lender's staff on their behalf). */
export const deferralRequesterRoles: readonly RoleId[] = roleIds.filter((role) => canRequestDeferral(role));

/** Who approves or refuses a deferral (SECURITY 16 checker): administrators and collections administrators. */
export const deferralDeciderRoles: readonly RoleId[] = [Role.Admin, Role.AdminCollector];

/**
 * Who opens a customer's online account without the one-time code (C §7
 * ByPassOTP): the lender's staff who serve existing customers; not LeadCrm,
 * whose work is leads, not accounts.
 */
export const otpBypassRoles: readonly RoleId[] = [Role.Admin, Role.AdminCRM, Role.RegCollector, Role.AdminCollector];

/** True for a customer's own session (whatever its role id says, a customer session never acts as staff). */
export const isCustomerSession = (auth: SessionInfo): boolean => auth.kind === "customer" || isCustomerRole(auth.roleId);
