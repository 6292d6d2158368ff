import { isAdmin, isCustomerRole, isExternalPartner, isStaff, Role, roleIds, type RoleId } from "../access/roles.js";
import { canReviewBankStatements } from "../bankVerification/manualReview.js";
import { checklistAccess } from "../checklist/roles.js";
import { contractOriginatorRoles, contractStatusMoverRoles } from "../contracts/workflow.js";
import { documentReaderRoles } from "../documents/readers.js";
import { canDecideDeferral, canRequestDeferral } from "../deferral/roles.js";
import {
  canAdjustOrWriteOff,
  canAssignCollector,
  canChargeOrWaiveFees,
  canImportProcessorFiles,
  canOpenAccountOnline,
  canRecordPayments,
  canRunServicing,
  canWorkCollections,
  isLenderStaff,
} from "../payments/servicingRoles.js";

/**
 * Who may call a route. `public`: anyone (a valid session, when sent, is
 * still read, e.g. for the tenant). `roles`: a live session whose role is
 * listed. There is no other way in.
 */
export type RouteAccess = { readonly public: true } | { readonly roles: readonly RoleId[] };

const rolesWhere = (rule: (role: RoleId) => boolean): RouteAccess => ({ roles: roleIds.filter(rule) });

/** Anyone. */
export const publicRoute: RouteAccess = { public: true };

/** Any signed-in role. */
export const anyRole: RouteAccess = { roles: roleIds };

/** Staff roles only (every role but Client and ClientC). */
export const staffOnly: RouteAccess = rolesWhere(isStaff);

/**
 * The access of every route that takes a flow slug (flows, bank providers,
 * file drop): a live session, so the guard answers a slug alone 401 (audited
 * `access.unauthenticated`) before anything is read. Which sessions may use
 * which flow is the server's `callerMayUseContract`: the flow customer's own
 * (opened by the one-time code, or by the staff's ByPassOTP) or staff of its
 * tenant. Its own object (the roles of `anyRole`), so a client can tell
 * these routes from the table (`isFlowSessionCall`).
 */
export const flowSessionRoute: RouteAccess = { roles: anyRole.roles };

/** Who creates and edits a contract (core's `contractOriginatorRoles`). */
export const contractOriginators: RouteAccess = { roles: contractOriginatorRoles };

/** Whoever has a move in core's workflow (`contractStatusMoverRoles`); `checkContractStatusChange` says which. */
export const contractStatusMovers: RouteAccess = { roles: contractStatusMoverRoles };

/** The roles core lets act on a checklist item (A §6: Admin, Merchant, FAndI, AdminRep). */
export const checklistEditors: RouteAccess = rolesWhere((role) => checklistAccess(role) !== "readOnly");

/** Only admins may reach the checklist's completion switch; core then checks the tenant (A §2). */
export const admins: RouteAccess = rolesWhere(isAdmin);

/**
 * Staff who add and delete files: everyone but collectors, who only read
 * (A §6 gives no file rights; collections work from the file, it does not
 * build it). Customers use the slug-bound fileDrop only.
 */
export const fileUploaders: RouteAccess = { roles: [Role.Merchant, Role.FAndI, Role.AdminRep, Role.Admin, Role.LeadCrm, Role.AdminCRM] };

const customerRoles = roleIds.filter(isCustomerRole);
const lenderStaffRoles = roleIds.filter((role) => isStaff(role) && !isExternalPartner(role));

/** Customers: Client and ClientC, on their own account only. */
export const customers: RouteAccess = { roles: customerRoles };

/** The lender's own staff: Admin, LeadCrm, AdminCRM, RegCollector, AdminCollector. */
export const lenderStaff: RouteAccess = { roles: lenderStaffRoles };

/** Who reads a customer's profile, payments and grid info: the customer and the lender's staff. */
export const customerReaders: RouteAccess = { roles: [...customerRoles, ...lenderStaffRoles] };

/** Who asks for a deferral: core's rule (the customer, or the lender's staff on their behalf). */
export const deferralRequesters: RouteAccess = rolesWhere(canRequestDeferral);

/** Who approves or refuses a deferral (SECURITY 16 checker, core's `canDecideDeferral`): administrators and collections administrators. */
export const deferralDeciders: RouteAccess = rolesWhere(canDecideDeferral);

/**
 * Who opens a customer's online account without the one-time code (C §7
 * ByPassOTP, core's `canOpenAccountOnline`): the lender's staff who serve
 * existing customers; not LeadCrm, whose work is leads, not accounts.
 */
export const otpBypassers: RouteAccess = rolesWhere(canOpenAccountOnline);

/** Who asks for a print ticket: core's `documentReaderRoles` (customers for their own contracts, the lender's staff). */
export const documentReaders: RouteAccess = { roles: documentReaderRoles };

/** The lender's statement reviewers (core's `canReviewBankStatements`). */
export const statementReviewers: RouteAccess = rolesWhere(canReviewBankStatements);

/** Who reads a ledger and a payoff: the lender's staff (customers and dealer partners never call these routes). */
export const ledgerReaders: RouteAccess = rolesWhere(isLenderStaff);

/** Who records and returns payments (core's `canRecordPayments`): Admin, RegCollector, AdminCollector. */
export const paymentRecorders: RouteAccess = rolesWhere(canRecordPayments);

/** Who charges and waives fees (core's `canChargeOrWaiveFees`): Admin, AdminCollector. */
export const feeCharges: RouteAccess = rolesWhere(canChargeOrWaiveFees);

/** Who adjusts a balance or writes it off (core's `canAdjustOrWriteOff`): Admin, AdminCollector. */
export const balanceAdjusters: RouteAccess = rolesWhere(canAdjustOrWriteOff);

/** Who approves or rejects a correction kept for approval: those who may both waive fees and adjust balances (Admin, AdminCollector). */
export const correctionApprovers: RouteAccess = rolesWhere((role) => canChargeOrWaiveFees(role) && canAdjustOrWriteOff(role));

/** Who imports a payment processor's file (core's `canImportProcessorFiles`): Admin. */
export const processorImporters: RouteAccess = rolesWhere(canImportProcessorFiles);

/** Who runs a servicing day (core's `canRunServicing`): Admin. */
export const servicingRunners: RouteAccess = rolesWhere(canRunServicing);

/** Who works the collections queue (core's `canWorkCollections`): Admin, RegCollector, AdminCollector. */
export const collectionsWorkers: RouteAccess = rolesWhere(canWorkCollections);

/** Who assigns a contract to a collector (core's `canAssignCollector`): Admin, AdminCollector. */
export const collectorAssigners: RouteAccess = rolesWhere(canAssignCollector);
