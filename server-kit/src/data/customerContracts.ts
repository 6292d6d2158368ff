import {
  Frequency,
  isFrequencyCode,
  parseIsoDate,
  type FrequencyCode,
  type LedgerLine,
  type LedgerSettings,
  type ServicedPaymentLine,
  type StoredLineKind,
  type StoredPaymentLine,
} from "@lendkit/core";
import type { Knex } from "knex";
import { scheduleLineId } from "./ledgerEvents.js";
import { ledgerOf } from "./servicingBooks.js";

/**
 * A customer's contracts and their schedule rows (`contracts`, `payments`)
 * as the customers area, the renewal's start and the demo read them, and a
 * contract's schedule lines flagged by its ledger (`servicedContract`). Every
 * query names the tenant (SECURITY 14); money comes back as integer cents
 * (PostgreSQL sends bigint as text, hence `Number`), booleans through
 * `Boolean` (SQLite sends 0/1).
 */

/** core's calendar date (server-kit names it through core, not the date library). */
export type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A contracts row, as far as the customers area reads it. */
export interface ContractRecord {
  readonly id: number;
  readonly customerId: number | null;
  readonly contractNumber: string;
  readonly statusId: number;
  readonly product: string;
  readonly isTraining: boolean;
  readonly lesseeName: string;
  readonly amountCents: number;
  readonly frequency: number | null;
  readonly originalContractId: number | null;
  readonly closeReason: string | null;
  readonly bodyJson: string;
  readonly slug: string | null;
  readonly slugExpiresAt: string | null;
}

/**
 * A payments row: a line of the schedule as stored, plus what a write
 * checks. Whether it is paid is not here: the contract's ledger says
 * (`servicedContract`, below).
 */
export interface PaymentRecord extends Omit<StoredPaymentLine, "paid" | "nsfReturnable"> {
  readonly version: number;
  readonly originalDueDate: CalendarDate;
}

const cents = (value: unknown): number => Number(value ?? 0);
const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A stored `yyyy-mm-dd`; a corrupt one reads as the epoch rather than crashing the whole list. */
const storedDate = (value: unknown): CalendarDate => parseIsoDate(String(value ?? "")) ?? (parseIsoDate("1970-01-01") as CalendarDate);

const contractColumns = [
  "id",
  "customer_id",
  "contract_number",
  "status_id",
  "product",
  "is_training",
  "lessee_name",
  "amount_cents",
  "frequency",
  "original_contract_id",
  "close_reason",
  "body_json",
  "slug",
  "slug_expires_at",
];

const toContract = (row: Record<string, unknown>): ContractRecord => ({
  id: Number(row.id),
  customerId: nullableNumber(row.customer_id),
  contractNumber: String(row.contract_number ?? ""),
  statusId: Number(row.status_id ?? 0),
  product: String(row.product ?? ""),
  isTraining: Boolean(row.is_training),
  lesseeName: String(row.lessee_name ?? ""),
  amountCents: cents(row.amount_cents),
  frequency: nullableNumber(row.frequency),
  originalContractId: nullableNumber(row.original_contract_id),
  closeReason: row.close_reason === null || row.close_reason === undefined ? null : String(row.close_reason),
  bodyJson: String(row.body_json ?? "{}"),
  slug: row.slug === null || row.slug === undefined ? null : String(row.slug),
  slugExpiresAt: row.slug_expires_at === null || row.slug_expires_at === undefined ? null : String(row.slug_expires_at),
});

/** Every contract of a customer, oldest first. */
export const contractsOfCustomer = async (db: Knex, tenantId: number, customerId: number): Promise<ContractRecord[]> => {
  const rows = (await db("contracts").where({ tenant_id: tenantId, customer_id: customerId }).orderBy("id").select(contractColumns)) as Record<
    string,
    unknown
  >[];
  return rows.map(toContract);
};

/**
 * The contracts of several customers (a page of the customers list), by
 * customer id, oldest first: only what the list shows of them (number,
 * status, product, training), the other fields empty.
 */
export const contractsOfCustomers = async (db: Knex, tenantId: number, customerIds: readonly number[]): Promise<Map<number, ContractRecord[]>> => {
  const grouped = new Map<number, ContractRecord[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return grouped;
  const rows = (await db("contracts")
    .where("tenant_id", tenantId)
    .whereIn("customer_id", [...customerIds])
    .orderBy("id")
    .select("id", "customer_id", "contract_number", "status_id", "product", "is_training")) as Record<string, unknown>[];
  for (const contract of rows.map(toContract)) grouped.get(contract.customerId ?? 0)?.push(contract);
  return grouped;
};

/** One contract of the tenant, or null. */
export const findContract = async (db: Knex, tenantId: number, id: number): Promise<ContractRecord | null> => {
  const row = (await db("contracts").where({ tenant_id: tenantId, id }).first(contractColumns)) as Record<string, unknown> | undefined;
  return row ? toContract(row) : null;
};

/** Contracts that renew `contractId` (C §3.4 leaContracts_Id_Original), oldest first. */
export const renewalsOf = async (db: Knex, tenantId: number, contractId: number): Promise<ContractRecord[]> => {
  const rows = (await db("contracts").where({ tenant_id: tenantId, original_contract_id: contractId }).orderBy("id").select(contractColumns)) as Record<
    string,
    unknown
  >[];
  return rows.map(toContract);
};

const toPayment = (row: Record<string, unknown>): PaymentRecord => ({
  id: Number(row.id),
  seq: Number(row.seq),
  kind: (row.kind === "deferralFee" ? "deferralFee" : "scheduled") as StoredLineKind,
  dueDate: storedDate(row.due_date),
  originalDueDate: storedDate(row.original_due_date),
  amountCents: cents(row.amount_cents),
  principalCents: cents(row.principal_cents),
  isFromOriginalSchedule: Boolean(row.is_from_original_schedule),
  version: Number(row.version ?? 1),
});

/** Every line of a contract's schedule (in `seq` order; the list order is core's). */
export const paymentsOf = async (db: Knex, tenantId: number, contractId: number): Promise<PaymentRecord[]> => {
  const rows = (await db("payments")
    .where({ tenant_id: tenantId, contract_id: contractId })
    .orderBy("seq")
    .select(
      "id",
      "seq",
      "kind",
      "due_date",
      "original_due_date",
      "amount_cents",
      "principal_cents",
      "is_from_original_schedule",
      "version",
    )) as Record<string, unknown>[];
  return rows.map(toPayment);
};

/** The contract's frequency code; weekly (code 0) when the row has none yet. */
export const frequencyOf = (contract: ContractRecord): FrequencyCode =>
  isFrequencyCode(contract.frequency) ? contract.frequency : Frequency.Weekly;

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
export const servicedContract = async (db: Knex, tenantId: number, contract: ContractRecord, today: CalendarDate, settings?: LedgerSettings) => {
  const rows = new Map((await paymentsOf(db, tenantId, contract.id)).map((row) => [scheduleLineId(row.id), row]));
  const { ledger, events } = await ledgerOf(db, tenantId, contract, today, settings);
  const lines = ledger.lines.flatMap((line) => {
    const row = rows.get(line.id);
    return row ? [servicedLine(row, line)] : [];
  });
  return { lines, balances: ledger.balances, ledger, events };
};
