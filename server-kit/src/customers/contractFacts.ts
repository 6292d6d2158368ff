import { ContractStatus, contractStatusOptions, ediExceptionDates, labelOf, parseIsoDate, type Lang, type ServicedPaymentLine } from "@lendkit/core";
import type { CalendarDate, ContractRecord } from "../data/customerContracts.js";

/**
 * Facts about a stored contract that several routes of this area read: its
 * product, its body's few fields this area uses, its EDI dates and which
 * contract is "current" — always through core's rules. Its frequency and
 * its lines and balances from its ledger are read with the contract, in
 * data/customerContracts.ts (`frequencyOf`, `servicedContract`).
 */

/** Statuses whose capital was lent out (they count in the customer's capital total). */
const fundedStatuses: readonly number[] = [
  ContractStatus.Active,
  ContractStatus.PaidOut,
  ContractStatus.ClosedAfterRenewal,
  ContractStatus.Terminated,
];

/** Statuses that never became a loan (not "current", not a renewal that happened). */
const neverLentStatuses: readonly number[] = [ContractStatus.Draft, ContractStatus.Cancelled, ContractStatus.Refused];

export const isMicroCredit = (contract: ContractRecord): boolean => contract.product === "microCredit";
export const isFunded = (contract: ContractRecord): boolean => fundedStatuses.includes(contract.statusId);

/** The contract body as an object (an unreadable body reads as empty rather than failing the answer). */
const bodyOf = (contract: ContractRecord): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(contract.bodyJson);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The EDI exception-day code of the finance block (B §3.4 `ediExceptionDays`), or null. */
export const ediCodeOf = (contract: ContractRecord): number | null => {
  const finance = bodyOf(contract).financeLease;
  const code = finance && typeof finance === "object" ? (finance as Record<string, unknown>).ediExceptionDays : null;
  return typeof code === "number" ? code : null;
};

/** B §3.1 `BankruptcyDate` of the body, or null. */
export const bankruptcyDateOf = (contract: ContractRecord): CalendarDate | null => {
  const value = bodyOf(contract).BankruptcyDate;
  return typeof value === "string" ? parseIsoDate(value) : null;
};

/** Months of EDI dates listed past the last payment, so the default deferral date (A §5) exists. */
const ediMonthsAfterSchedule = 3;

/** The EDI exception dates from today to a little after the schedule's last payment (A §3 `EdiExceptionDays`). */
export const ediDatesOf = (contract: ContractRecord, lines: readonly ServicedPaymentLine[], today: CalendarDate): CalendarDate[] => {
  const last = lines.at(-1)?.dueDate;
  return last ? ediExceptionDates(ediCodeOf(contract), today, last.add({ months: ediMonthsAfterSchedule })) : [];
};

/** The selector's label of a contract: its number and status, e.g. "T-000012 — ACTIVE". */
export const contractLabel = (contract: ContractRecord, lang: Lang): string => {
  const status = labelOf(contractStatusOptions, contract.statusId as (typeof contractStatusOptions)[number]["value"], lang);
  return status ? `${contract.contractNumber} — ${status}` : contract.contractNumber;
};

/**
 * The customer's current contract (C §3.1 grid info): the newest one that
 * became a loan (not a draft, cancelled or refused), or null.
 */
export const currentContractOf = (contracts: readonly ContractRecord[]): ContractRecord | null =>
  [...contracts].reverse().find((contract) => !neverLentStatuses.includes(contract.statusId)) ?? null;

/** A renewal of `contract` that became a loan: the contract "has renewed" (C §3.4 hasRenew). */
export const hasRenewal = (contract: ContractRecord, contracts: readonly ContractRecord[]): boolean =>
  contracts.some((other) => other.originalContractId === contract.id && !neverLentStatuses.includes(other.statusId));
