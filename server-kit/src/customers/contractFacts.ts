import {
  BALANCE_ZERO_ON_RENEW,
  ContractStatus,
  contractStatusOptions,
  ediExceptionDates,
  Frequency,
  isFrequencyCode,
  labelOf,
  parseIsoDate,
  type FrequencyCode,
  type Lang,
  type LedgerLine,
  type LedgerSettings,
  type ServicedPaymentLine,
} from "@lendkit/core";
import type { Plumbing } from "../infra/plumbing.js";
import { scheduleLineId } from "../data/ledgerEvents.js";
import { ledgerOf } from "../data/servicingBooks.js";
import { paymentsOf, type CalendarDate, type ContractRecord, type PaymentRecord } from "../data/customerContracts.js";

/**
 * Facts about a stored contract that several routes read: its product,
 * its body's few fields this area uses, its EDI dates, which contract is
 * "current", and its lines and balances from its ledger — always through
 * core's rules.
 */

/** The close reason of a contract closed by a renewal that took over its balance (C §3.4). */
export const balanceZeroOnRenew = BALANCE_ZERO_ON_RENEW;

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

/** The contract's frequency code; weekly (code 0) when the row has none yet. */
export const frequencyOf = (contract: ContractRecord): FrequencyCode =>
  isFrequencyCode(contract.frequency) ? contract.frequency : Frequency.Weekly;

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

/** A line of the schedule as the payments list shows it on a day, with what a write checks. */
export type ServicedLine = ServicedPaymentLine & Pick<PaymentRecord, "version" | "originalDueDate">;

/** A schedule row with the state its ledger line has on the day: paid once nothing is owed and something was paid. */
const servicedLine = (row: PaymentRecord, line: LedgerLine): ServicedLine => ({
  ...row,
  paid: line.isPaid,
  nsfReturnable: line.canReturnNsf,
  isPaid: line.isPaid,
  isLate: line.isLate,
  canReturnNsf: line.canReturnNsf,
  isCheckboxDisabled: line.isCheckboxDisabled,
});

/**
 * A contract's schedule lines on `today` in the list's order (due date,
 * then `seq`), each flagged by its ledger (core's replay of the schedule
 * and the money events: a partly paid line is late while it owes
 * something), and the contract's balances from the same replay (amount
 * late, capital remaining, balance at the next withdrawal, next payment).
 * `settings`: the tenant's, where the NSF window shows; core's default
 * otherwise.
 */
export const servicedContract = async (db: Plumbing["db"], tenantId: number, contract: ContractRecord, today: CalendarDate, settings?: LedgerSettings) => {
  const rows = new Map((await paymentsOf(db, tenantId, contract.id)).map((row) => [scheduleLineId(row.id), row]));
  const { ledger, events } = await ledgerOf(db, tenantId, contract, today, settings);
  const lines = ledger.lines.flatMap((line) => {
    const row = rows.get(line.id);
    return row ? [servicedLine(row, line)] : [];
  });
  return { lines, balances: ledger.balances, ledger, events };
};
