import { isExternalPartner, isRoleId, roleIds, type RoleId } from "../access/roles.js";

/**
 * Whether a role may print a contract's documents: the customer (Client,
 * ClientC; the server also checks the contract is theirs) and the lender's
 * own staff. Dealer partners (Merchant, FAndI, AdminRep) may not: statements,
 * payouts and receipts are the lender's business with its customer, as for
 * deferrals. Unknown role ids may not.
 *
 * @example
 * canReadDocuments(1) // true
 * canReadDocuments(11) // true
 * canReadDocuments(3) // false
 */
export const canReadDocuments = (role: RoleId | number): boolean => isRoleId(role) && !isExternalPartner(role);

/**
 * The roles `canReadDocuments` admits, for an access table.
 *
 * @example
 * documentReaderRoles // [1, 2, 7, 9, 10, 11, 12]
 */
export const documentReaderRoles: readonly RoleId[] = roleIds.filter(canReadDocuments);
