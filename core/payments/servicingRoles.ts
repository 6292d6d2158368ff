import { isCustomerRole, isExternalPartner, isRoleId, Role, type RoleId } from "../access/roles.js";

/**
 * Who serves a customer's account (A §6, C §3.4, C §7; SECURITY 16): the
 * lender's own staff find customers and read their profiles; four open a
 * customer's online account without the one-time code; three record
 * payments and returns, two of them also assess and waive fees (who decides
 * a deferral is core/deferral's `canDecideDeferral`). Dealer partners (Merchant, FAndI, AdminRep) sell
 * contracts and have none of these.
 */

/**
 * The lender's own staff: Admin, LeadCrm, AdminCRM, RegCollector and
 * AdminCollector (not customers, not dealer partners, not an unknown id).
 *
 * @example
 * isLenderStaff(Role.RegCollector) // true
 * isLenderStaff(Role.Merchant) // false
 * isLenderStaff(Role.Client) // false
 */
export const isLenderStaff = (role: RoleId | number | null | undefined): boolean =>
  isRoleId(role) && !isCustomerRole(role) && !isExternalPartner(role);

/**
 * Who opens a customer's online account without the one-time code (C §7
 * ByPassOTP, the profile's "Open my account online"): the lender's staff who
 * serve existing customers — not LeadCrm, whose work is leads.
 *
 * @example
 * canOpenAccountOnline(Role.AdminCRM) // true
 * canOpenAccountOnline(Role.LeadCrm) // false
 */
export const canOpenAccountOnline = (role: RoleId | number | null | undefined): boolean =>
  isLenderStaff(role) && role !== Role.LeadCrm;

/**
 * Who records money on a contract's ledger and takes a bounced payment
 * back (issue 22 §2): administrators and the collectors. The lender's
 * other staff read the ledger only.
 *
 * @example
 * canRecordPayments(Role.RegCollector) // true
 * canRecordPayments(Role.AdminCRM) // false
 */
export const canRecordPayments = (role: RoleId | number | null | undefined): boolean =>
  role === Role.Admin || role === Role.RegCollector || role === Role.AdminCollector;

/**
 * Who charges a fee to a contract or waives one (issue 22 §2): only
 * administrators and collections administrators, as for deferral decisions.
 *
 * @example
 * canChargeOrWaiveFees(Role.AdminCollector) // true
 * canChargeOrWaiveFees(Role.RegCollector) // false
 */
export const canChargeOrWaiveFees = (role: RoleId | number | null | undefined): boolean => role === Role.Admin || role === Role.AdminCollector;

/**
 * Who corrects a contract's balance (an adjustment, credit or debit) or
 * writes it off (issue 22 §2: "waivers and adjustments need AdminCollector
 * or Admin"): the same people who waive fees, named apart so a lender's
 * policy can part them.
 *
 * @example
 * canAdjustOrWriteOff(Role.Admin) // true
 * canAdjustOrWriteOff(Role.RegCollector) // false
 */
export const canAdjustOrWriteOff = (role: RoleId | number | null | undefined): boolean => canChargeOrWaiveFees(role);

/**
 * Who imports a payment processor's file of collected and returned debits
 * (issue 22 §2): administrators only, as one file moves the money of many
 * contracts at once.
 *
 * @example
 * canImportProcessorFiles(Role.Admin) // true
 * canImportProcessorFiles(Role.AdminCollector) // false
 */
export const canImportProcessorFiles = (role: RoleId | number | null | undefined): boolean => role === Role.Admin;

/**
 * Who runs a servicing day by hand (issue 22 §2, `POST /api/servicing/run`):
 * administrators only, as the run charges late fees on every active
 * contract of the lender.
 *
 * @example
 * canRunServicing(Role.Admin) // true
 * canRunServicing(Role.AdminCollector) // false
 */
export const canRunServicing = (role: RoleId | number | null | undefined): boolean => role === Role.Admin;

/**
 * Who works the collections queue (issue 22 §5, `GET /api/collections`):
 * the collectors and administrators, the people who record payments.
 *
 * @example
 * canWorkCollections(Role.RegCollector) // true
 * canWorkCollections(Role.AdminCRM) // false
 */
export const canWorkCollections = (role: RoleId | number | null | undefined): boolean => canRecordPayments(role);

/**
 * Who a contract can be assigned to for collection: a user with a
 * collector's role (RegCollector or AdminCollector).
 *
 * @example
 * isCollectorRole(Role.AdminCollector) // true
 * isCollectorRole(Role.Admin) // false
 */
export const isCollectorRole = (role: RoleId | number | null | undefined): boolean => role === Role.RegCollector || role === Role.AdminCollector;

/**
 * Who assigns a contract to a collector or takes it back (issue 22 §5):
 * administrators and collections administrators.
 *
 * @example
 * canAssignCollector(Role.AdminCollector) // true
 * canAssignCollector(Role.RegCollector) // false
 */
export const canAssignCollector = (role: RoleId | number | null | undefined): boolean => role === Role.Admin || role === Role.AdminCollector;
