import { Role, type RoleId } from "../access/roles.js";
import {
  ContractStatus,
  contractStatusMaxRecordLevel,
  contractStatusOptions,
  contractStatusRecordLevelOf,
  contractStatusWireOptions,
  isFinalContractStatus,
  type ContractStatusCode,
  type ContractStatusWireOption,
} from "../codes/contractStatus.js";

/**
 * The contract status workflow (B §3.1, §4; A §6): which status may follow
 * which, and who may make each move. The spec fixes only DRAFT 0, ACTIVE 1
 * and CLOSED AFTER RENEWAL 9; the rest is a lender's usual path, recorded in
 * docs/spec-decisions.md. Moves only go forward: a move never lowers the
 * stepper's record level, and nothing leaves a final status.
 */

/**
 * Who originates contracts and submits them: dealers, F&I, agents, CRM lead
 * staff and admins (A §6, C §6).
 *
 * @example
 * contractOriginatorRoles // [3, 4, 5, 9, 10, 7]
 */
export const contractOriginatorRoles: readonly RoleId[] = [
  Role.Merchant,
  Role.FAndI,
  Role.AdminRep,
  Role.LeadCrm,
  Role.AdminCRM,
  Role.Admin,
];

/** Who gets a contract signed with the customer: the dealer side and admins. */
const signingRoles: readonly RoleId[] = [Role.Merchant, Role.FAndI, Role.AdminRep, Role.Admin];

/** Who decides, funds and closes: the provider's administrators only. */
const adminRoles: readonly RoleId[] = [Role.Admin];

/** One allowed move of the workflow and the roles that may make it. */
export interface ContractStatusMove {
  readonly from: ContractStatusCode;
  readonly to: ContractStatusCode;
  readonly roles: readonly RoleId[];
}

const move = (from: ContractStatusCode, to: ContractStatusCode, roles: readonly RoleId[]): ContractStatusMove => ({ from, to, roles });

const S = ContractStatus;

/**
 * Every allowed move, in workflow order. A dealer withdraws a file before
 * analysis or after approval (the customer walked away); during analysis and
 * once signed only an admin cancels; collections administrators may also
 * terminate an active contract (default). CLOSED AFTER RENEWAL (9) is no
 * move anyone makes: funding a micro-credit renewal closes the loan it
 * renews (C §3.4, `renewalClosure`), so no contract is ever offered it.
 *
 * @example
 * contractStatusMoves.length // 13
 */
export const contractStatusMoves: readonly ContractStatusMove[] = [
  move(S.Draft, S.Submitted, contractOriginatorRoles),
  move(S.Draft, S.Cancelled, contractOriginatorRoles),
  move(S.Submitted, S.InAnalysis, adminRoles),
  move(S.Submitted, S.Cancelled, contractOriginatorRoles),
  move(S.InAnalysis, S.Approved, adminRoles),
  move(S.InAnalysis, S.Refused, adminRoles),
  move(S.InAnalysis, S.Cancelled, adminRoles),
  move(S.Approved, S.SignedAwaitingFunding, signingRoles),
  move(S.Approved, S.Cancelled, contractOriginatorRoles),
  move(S.SignedAwaitingFunding, S.Active, adminRoles),
  move(S.SignedAwaitingFunding, S.Cancelled, adminRoles),
  move(S.Active, S.PaidOut, adminRoles),
  move(S.Active, S.Terminated, [Role.Admin, Role.AdminCollector]),
];

/**
 * Every role that can make at least one move.
 *
 * @example
 * contractStatusMoverRoles.includes(12) // true
 * contractStatusMoverRoles.includes(11) // false
 */
export const contractStatusMoverRoles: readonly RoleId[] = [...new Set(contractStatusMoves.flatMap((entry) => entry.roles))];

/**
 * True for one of the contract status codes.
 *
 * @example
 * isContractStatusCode(9) // true
 * isContractStatusCode(11) // false
 */
export const isContractStatusCode = (value: unknown): value is ContractStatusCode =>
  contractStatusOptions.some((entry) => entry.value === value);

/** Why a status change is refused (a code; the words are in the contracts catalog). */
export type ContractStatusRefusal = "unknownStatus" | "sameStatus" | "finalStatus" | "moveNotAllowed" | "roleNotAllowed";

/** The result of {@link checkContractStatusChange}. */
export type ContractStatusCheck = { readonly ok: true } | { readonly ok: false; readonly reason: ContractStatusRefusal };

/**
 * Checks a status change for a role: unknown codes, staying put, leaving a
 * final status, a move the workflow does not have, or a role the move does
 * not admit, in that order.
 *
 * @example
 * checkContractStatusChange(0, 2, 3) // { ok: true }
 * checkContractStatusChange(3, 4, 3) // { ok: false, reason: "roleNotAllowed" }
 * checkContractStatusChange(0, 1, 7) // { ok: false, reason: "moveNotAllowed" }
 * checkContractStatusChange(7, 0, 7) // { ok: false, reason: "finalStatus" }
 */
export const checkContractStatusChange = (from: unknown, to: unknown, role: RoleId): ContractStatusCheck => {
  if (!isContractStatusCode(from) || !isContractStatusCode(to)) return { ok: false, reason: "unknownStatus" };
  if (from === to) return { ok: false, reason: "sameStatus" };
  if (isFinalContractStatus(from)) return { ok: false, reason: "finalStatus" };
  const found = contractStatusMoves.find((entry) => entry.from === from && entry.to === to);
  if (!found) return { ok: false, reason: "moveNotAllowed" };
  return found.roles.includes(role) ? { ok: true } : { ok: false, reason: "roleNotAllowed" };
};

/**
 * True when `role` may move a contract from `from` to `to`.
 *
 * @example
 * canChangeContractStatus(5, 1, 7) // true
 * canChangeContractStatus(5, 1, 3) // false
 */
export const canChangeContractStatus = (from: unknown, to: unknown, role: RoleId): boolean =>
  checkContractStatusChange(from, to, role).ok;

/**
 * The statuses `role` may move a contract to from `from`, in workflow order.
 *
 * @example
 * nextContractStatuses(0, 3) // [2, 7]
 * nextContractStatuses(1, 12) // [10]
 * nextContractStatuses(9, 7) // []
 */
export const nextContractStatuses = (from: unknown, role: RoleId): readonly ContractStatusCode[] =>
  contractStatusOptions.map((entry) => entry.value).filter((to) => canChangeContractStatus(from, to, role));

/**
 * The contract's `statusOptions` (B §3.1) for a role: the current status and
 * the statuses the role may move to are enabled, every other is disabled.
 *
 * @example
 * contractStatusOptionsFor(0, 3).filter((entry) => !entry.isDisabled).map((entry) => entry.value) // [0, 2, 7]
 */
export const contractStatusOptionsFor = (current: unknown, role: RoleId): readonly ContractStatusWireOption[] => {
  const next = nextContractStatuses(current, role);
  return contractStatusWireOptions((status) => status !== current && !next.includes(status));
};

/**
 * The stepper of a contract at `status` (B §3.1): its record level, and the
 * highest level any contract reaches. An unknown status reads as level 0.
 *
 * @example
 * contractStepper(1) // { RecordLevel: 4, MaxRecordLevel: 5 }
 */
export const contractStepper = (status: unknown): { readonly RecordLevel: number; readonly MaxRecordLevel: number } => ({
  RecordLevel: contractStatusRecordLevelOf(status) ?? 0,
  MaxRecordLevel: contractStatusMaxRecordLevel,
});

/**
 * True when an approval would be made by the person who created or submitted
 * the contract (maker-checker, SECURITY 16). Only the move to APPROVED is
 * checked; a user id of null (a system action) never conflicts.
 *
 * @example
 * isSelfApproval(4, 12, { createdByUserId: 12, submittedByUserId: 30 }) // true
 * isSelfApproval(4, 40, { createdByUserId: 12, submittedByUserId: 30 }) // false
 * isSelfApproval(6, 12, { createdByUserId: 12, submittedByUserId: 12 }) // false
 */
export const isSelfApproval = (
  to: unknown,
  actorUserId: number | null,
  makers: { readonly createdByUserId: number | null; readonly submittedByUserId: number | null },
): boolean =>
  to === ContractStatus.Approved &&
  actorUserId !== null &&
  (actorUserId === makers.createdByUserId || actorUserId === makers.submittedByUserId);

/** Why an edit of the contract's blocks is refused. */
export type ContractEditRefusal = "unknownStatus" | "finalStatus" | "roleNotAllowed";

const originatorEditable: readonly number[] = [S.Draft, S.Submitted];

/**
 * Who may edit a contract's blocks at its status: the originating roles while
 * it is a draft or waiting for analysis; from analysis to active, admins only
 * (an active contract's finance terms are then locked, see
 * `contractFinanceTermsChanged`); nobody once it is final.
 *
 * @example
 * checkContractEdit(2, 3) // { ok: true }
 * checkContractEdit(3, 3) // { ok: false, reason: "roleNotAllowed" }
 * checkContractEdit(1, 7) // { ok: true }
 * checkContractEdit(8, 7) // { ok: false, reason: "finalStatus" }
 */
export const checkContractEdit = (
  status: unknown,
  role: RoleId,
): { readonly ok: true } | { readonly ok: false; readonly reason: ContractEditRefusal } => {
  if (!isContractStatusCode(status)) return { ok: false, reason: "unknownStatus" };
  if (isFinalContractStatus(status)) return { ok: false, reason: "finalStatus" };
  if (role === Role.Admin) return { ok: true };
  return originatorEditable.includes(status) && contractOriginatorRoles.includes(role)
    ? { ok: true }
    : { ok: false, reason: "roleNotAllowed" };
};

/**
 * The catalog key of a status refusal's words (translate with `t(lang, key)`).
 *
 * @example
 * contractStatusRefusalKey("roleNotAllowed") // "contracts.status.roleNotAllowed"
 */
export const contractStatusRefusalKey = (reason: ContractStatusRefusal | "selfApproval"): `contracts.status.${ContractStatusRefusal | "selfApproval"}` =>
  `contracts.status.${reason}`;

/**
 * The catalog key of an edit refusal's words.
 *
 * @example
 * contractEditRefusalKey("finalStatus") // "contracts.edit.finalStatus"
 */
export const contractEditRefusalKey = (reason: ContractEditRefusal): `contracts.edit.${ContractEditRefusal}` =>
  `contracts.edit.${reason}`;
