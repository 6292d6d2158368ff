import { option, type CodeOption } from "./option.js";

/**
 * Contract status codes. The spec fixes 0 (draft, B §3.1), 1 (active) and
 * 9 (closed after renewal, C §3.4); the rest of the workflow is Lendkit's
 * (docs/spec-decisions.md).
 *
 * @example
 * ContractStatus.ClosedAfterRenewal // 9
 */
export const ContractStatus = {
  Draft: 0,
  Active: 1,
  Submitted: 2,
  InAnalysis: 3,
  Approved: 4,
  SignedAwaitingFunding: 5,
  Refused: 6,
  Cancelled: 7,
  PaidOut: 8,
  ClosedAfterRenewal: 9,
  Terminated: 10,
} as const;

/** A contract status code. */
export type ContractStatusCode = (typeof ContractStatus)[keyof typeof ContractStatus];

/**
 * A status option with the stepper level it belongs to (B §3.1 `recordLevel`):
 * 0 application, 1 analysis, 2 decision, 3 signature and funding, 4 active, 5 closed.
 */
export interface ContractStatusOption extends CodeOption<ContractStatusCode> {
  readonly recordLevel: number;
}

/**
 * The highest stepper level a contract can reach (B §3.1 `MaxRecordLevel`).
 *
 * @example
 * contractStatusMaxRecordLevel // 5
 */
export const contractStatusMaxRecordLevel = 5;

const status = (value: ContractStatusCode, recordLevel: number, en: string, fr: string): ContractStatusOption => ({
  ...option(value, en, fr),
  recordLevel,
});

/**
 * The contract statuses in workflow order, draft first (the default entry of
 * `statusOptions`, B §3.1). Labels are upper-case like the spec's DRAFT / BROUILLON.
 *
 * @example
 * contractStatusOptions[0] // { value: 0, recordLevel: 0, label: { fr: "BROUILLON", en: "DRAFT" } }
 */
export const contractStatusOptions: readonly ContractStatusOption[] = [
  status(ContractStatus.Draft, 0, "DRAFT", "BROUILLON"),
  status(ContractStatus.Submitted, 1, "SUBMITTED", "SOUMIS"),
  status(ContractStatus.InAnalysis, 1, "IN ANALYSIS", "EN ANALYSE"),
  status(ContractStatus.Approved, 2, "APPROVED", "APPROUVÉ"),
  status(ContractStatus.Refused, 2, "REFUSED", "REFUSÉ"),
  status(ContractStatus.SignedAwaitingFunding, 3, "SIGNED, AWAITING FUNDING", "SIGNÉ, EN ATTENTE DE DÉBOURSEMENT"),
  status(ContractStatus.Active, 4, "ACTIVE", "ACTIF"),
  status(ContractStatus.PaidOut, 5, "PAID OUT", "PAYÉ EN TOTALITÉ"),
  status(ContractStatus.ClosedAfterRenewal, 5, "CLOSED AFTER RENEWAL", "FERMÉ APRÈS RENOUVELLEMENT"),
  status(ContractStatus.Terminated, 5, "TERMINATED", "RÉSILIÉ"),
  status(ContractStatus.Cancelled, 5, "CANCELLED", "ANNULÉ"),
];

/**
 * The stepper level of a status, or undefined for an unknown status.
 *
 * @example
 * contractStatusRecordLevelOf(ContractStatus.Active) // 4
 */
export const contractStatusRecordLevelOf = (value: unknown): number | undefined =>
  contractStatusOptions.find((entry) => entry.value === value)?.recordLevel;

/**
 * True for a status after which the contract no longer changes: paid out,
 * closed after renewal, terminated, cancelled or refused.
 *
 * @example
 * isFinalContractStatus(ContractStatus.ClosedAfterRenewal) // true
 * isFinalContractStatus(ContractStatus.Active) // false
 */
export const isFinalContractStatus = (value: unknown): boolean =>
  value === ContractStatus.PaidOut ||
  value === ContractStatus.ClosedAfterRenewal ||
  value === ContractStatus.Terminated ||
  value === ContractStatus.Cancelled ||
  value === ContractStatus.Refused;

/** A status option as the contract carries it in `statusOptions` (B §3.1). */
export interface ContractStatusWireOption extends ContractStatusOption {
  readonly isDisabled: boolean;
}

/**
 * The status list in the contract's `statusOptions` shape (B §3.1), each
 * option disabled when `isDisabled(status)` says so (by default none is).
 * Which statuses a user may pick depends on the contract and the role, so
 * that rule is the caller's.
 *
 * @example
 * contractStatusWireOptions((status) => status !== ContractStatus.Draft)[0]
 * // { value: 0, label: { fr: "BROUILLON", en: "DRAFT" }, recordLevel: 0, isDisabled: false }
 */
export const contractStatusWireOptions = (
  isDisabled: (status: ContractStatusCode) => boolean = () => false,
): readonly ContractStatusWireOption[] =>
  contractStatusOptions.map((entry) => ({ ...entry, isDisabled: isDisabled(entry.value) }));
