import { isExternalPartner, type RoleId } from "./roles.js";

/**
 * Which of a tenant's contracts a staff user may open (issue 15 §1; A §6,
 * C §6). The lender's own staff work on every file of their tenant; the
 * partners (Merchant, FAndI, AdminRep) work on their own files only: those
 * of their dealership, and those they originated themselves. The server
 * applies the scope to every contract route and query; the app only lists
 * what the server answers. See docs/spec-decisions.md.
 */
export type ContractScope =
  | { readonly kind: "tenant" }
  | { readonly kind: "own"; readonly dealershipId: number | null; readonly userId: number | null };

/** Who is asking: the session's role, user and the user's dealership. */
export interface ScopeActor {
  readonly roleId: RoleId;
  readonly userId: number | null;
  readonly dealershipId: number | null;
}

/** What the scope reads of a contract: whose dealership it is and who created it. */
export interface ScopedContract {
  readonly dealershipId: number | null;
  readonly createdByUserId: number | null;
}

/**
 * The contracts `actor` may open.
 *
 * @example
 * contractScopeOf({ roleId: Role.Admin, userId: 1, dealershipId: null }) // { kind: "tenant" }
 * contractScopeOf({ roleId: Role.Merchant, userId: 2, dealershipId: 5 }) // { kind: "own", dealershipId: 5, userId: 2 }
 */
export const contractScopeOf = (actor: ScopeActor): ContractScope =>
  isExternalPartner(actor.roleId) ? { kind: "own", dealershipId: actor.dealershipId, userId: actor.userId } : { kind: "tenant" };

/**
 * True when a contract is within the scope: any contract for the tenant's
 * staff; for a partner, a contract of their dealership or one they created.
 * A partner with no dealership sees only what they created.
 */
export const isContractInScope = (scope: ContractScope, contract: ScopedContract): boolean =>
  scope.kind === "tenant" ||
  (scope.dealershipId !== null && contract.dealershipId === scope.dealershipId) ||
  (scope.userId !== null && contract.createdByUserId === scope.userId);

/**
 * The dealership a new contract belongs to: the partner's own (so their
 * colleagues of the same dealership see it); none when the lender's staff
 * create it.
 */
export const dealershipOfNewContract = (actor: ScopeActor): number | null =>
  isExternalPartner(actor.roleId) ? actor.dealershipId : null;
