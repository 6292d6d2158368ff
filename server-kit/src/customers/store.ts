import { parseIsoDate, type StoredLineKind, type StoredPaymentLine } from "@lendkit/core";
import type { Knex } from "knex";

/** core's calendar date (server-kit names it through core, not the date library). */
export type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/**
 * Reads of the lending tables for this area. Every query names the tenant
 * (SECURITY 14); money comes back as integer cents (PostgreSQL sends bigint
 * as text, hence `Number`), booleans through `Boolean` (SQLite sends 0/1).
 */

/** A customers row. */
export interface CustomerRecord {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly email: string;
  readonly cellPhone: string;
  /** 0 French, 1 English (B §9). */
  readonly language: number;
  readonly profileJson: string;
}

/** A contracts row, as far as this area reads it. */
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
 * (contractFacts' `servicedContract`).
 */
export interface PaymentRecord extends Omit<StoredPaymentLine, "paid" | "nsfReturnable"> {
  readonly version: number;
  readonly originalDueDate: CalendarDate;
}

const cents = (value: unknown): number => Number(value ?? 0);
const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A stored `yyyy-mm-dd`; a corrupt one reads as the epoch rather than crashing the whole list. */
const storedDate = (value: unknown): CalendarDate => parseIsoDate(String(value ?? "")) ?? (parseIsoDate("1970-01-01") as CalendarDate);

const customerColumns = ["id", "first_name", "last_name", "birth_date", "email", "cell_phone", "language", "profile_json"];

const toCustomer = (row: Record<string, unknown>): CustomerRecord => ({
  id: Number(row.id),
  firstName: String(row.first_name ?? ""),
  lastName: String(row.last_name ?? ""),
  birthDate: row.birth_date === null || row.birth_date === undefined ? null : String(row.birth_date),
  email: String(row.email ?? ""),
  cellPhone: String(row.cell_phone ?? ""),
  language: Number(row.language ?? 0),
  profileJson: String(row.profile_json ?? "{}"),
});

/** The customer `id` of the tenant, or null. */
export const findCustomer = async (db: Knex, tenantId: number, id: number): Promise<CustomerRecord | null> => {
  const row = (await db("customers").where({ tenant_id: tenantId, id }).first(customerColumns)) as Record<string, unknown> | undefined;
  return row ? toCustomer(row) : null;
};

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

export const toContract = (row: Record<string, unknown>): ContractRecord => ({
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
