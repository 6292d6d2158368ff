import type { Knex } from "knex";
import type { ContractRef } from "../checklist/scope.js";
import { ensureContractChecklist, type AuditActor } from "../checklist/store.js";
import { loadChecklistItems, type StoredChecklistItem } from "../data/checklists.js";
import type { Clock } from "../infra/clock.js";
import { insertReturningId } from "../db/sql.js";

/**
 * The rows the demo seed and the server's test fixtures write straight into
 * the lending tables, built in one place: a contract row, a contract's
 * schedule (payment) lines, a contract's checklist items. The builders are
 * pure (fields in, a row out; a column the table would default is written
 * with that same default, but for the later ones left out until given);
 * the inserts beside them write the rows in order and answer their ids. Not part of the package's entry: the seed imports
 * them, and the suites by path.
 */

/** A contract row's fields; each has a default, so a suite names only what it tests. */
export interface ContractFields {
  /** The dealership the contract is filed under (null: the lender's own file). */
  readonly dealershipId?: number | null;
  readonly customerId?: number | null;
  readonly contractNumber?: string;
  readonly statusId?: number;
  readonly recordLevel?: number;
  readonly product?: "lease" | "finance" | "microCredit";
  readonly isTraining?: boolean;
  readonly lesseeName?: string;
  readonly vehicleLabel?: string;
  /** The table call's search text (core's `contractSearchText`); left to the table when not given. */
  readonly searchText?: string;
  readonly amountCents?: number;
  readonly frequency?: number;
  readonly numberOfPayments?: number;
  readonly firstPaymentDate?: string | null;
  readonly annualRate?: string;
  readonly originalContractId?: number | null;
  readonly closeReason?: string | null;
  /** The lender's day it was funded (what the servicing ledger starts from); left to the table (none) when not given. */
  readonly fundedOn?: string | null;
  /** The stored body (`body_json`), `{}` by default. */
  readonly body?: Record<string, unknown>;
}

/**
 * A `contracts` row: by default a DRAFT micro-credit of 500.00 $ to Julie
 * Tremblay, 12 bi-weekly payments from 2026-12-04 at 27.15 %, no customer,
 * no dealership; `fields` override any of it and give its number. `at`
 * stamps its creation and last change.
 */
export const contractRow = (tenantId: number, at: string, fields: ContractFields & { readonly contractNumber: string }): Record<string, unknown> => ({
  tenant_id: tenantId,
  customer_id: fields.customerId ?? null,
  contract_number: fields.contractNumber,
  status_id: fields.statusId ?? 0,
  record_level: fields.recordLevel ?? 0,
  product: fields.product ?? "microCredit",
  is_training: fields.isTraining ?? false,
  lessee_name: fields.lesseeName ?? "Tremblay, Julie",
  vehicle_label: fields.vehicleLabel ?? "",
  ...(fields.searchText === undefined ? {} : { search_text: fields.searchText }),
  amount_cents: fields.amountCents ?? 50_000,
  frequency: fields.frequency ?? 1,
  number_of_payments: fields.numberOfPayments ?? 12,
  first_payment_date: fields.firstPaymentDate === undefined ? "2026-12-04" : fields.firstPaymentDate,
  annual_rate: fields.annualRate ?? "27.15",
  original_contract_id: fields.originalContractId ?? null,
  close_reason: fields.closeReason ?? null,
  // A later column than the others (the ledger's): written only when given, so the suites of the migrations before it can use the builder.
  ...(fields.fundedOn === undefined ? {} : { funded_on: fields.fundedOn }),
  dealership_id: fields.dealershipId ?? null,
  body_json: JSON.stringify(fields.body ?? {}),
  created_at: at,
  updated_at: at,
});

/** Inserts a contract row; answers its id. */
export const insertContractRow = async (db: Knex, row: Record<string, unknown>): Promise<number> => {
  return insertReturningId(db, "contracts", row);
};

/** One line of a contract's schedule (`payments`); unpaid, scheduled and from the original schedule unless said otherwise. */
export interface PaymentLineFields {
  readonly dueDate: string;
  readonly amountCents: number;
  /** Its place in the schedule; by default the line's position in the list from `firstSeq`. */
  readonly seq?: number;
  readonly kind?: "scheduled" | "deferralFee";
  /** The due date before a deferral moved it; the due date by default. */
  readonly originalDueDate?: string;
  readonly principalCents?: number;
  readonly interestCents?: number;
  readonly feeCents?: number;
  readonly isFromOriginalSchedule?: boolean;
  /** The column of the tables before the ledger: when the line was marked paid. */
  readonly paidAt?: string | null;
  readonly canReturnNsf?: boolean;
}

/** One `payments` row of a contract. */
export const paymentLineRow = (tenantId: number, contractId: number, seq: number, line: PaymentLineFields): Record<string, unknown> => ({
  tenant_id: tenantId,
  contract_id: contractId,
  seq: line.seq ?? seq,
  kind: line.kind ?? "scheduled",
  due_date: line.dueDate,
  original_due_date: line.originalDueDate ?? line.dueDate,
  amount_cents: line.amountCents,
  principal_cents: line.principalCents ?? 0,
  interest_cents: line.interestCents ?? 0,
  fee_cents: line.feeCents ?? 0,
  is_from_original_schedule: line.isFromOriginalSchedule ?? true,
  paid_at: line.paidAt ?? null,
  can_return_nsf: line.canReturnNsf ?? false,
});

/** A contract's schedule lines, numbered `firstSeq`, `firstSeq + 1`… in the order given. */
export const paymentLineRows = (tenantId: number, contractId: number, lines: readonly PaymentLineFields[], firstSeq = 1): Array<Record<string, unknown>> =>
  lines.map((line, index) => paymentLineRow(tenantId, contractId, firstSeq + index, line));

/** Inserts schedule lines one after the other (their ids in the same order); answers the ids. */
export const insertPaymentLines = async (db: Knex, rows: ReadonlyArray<Record<string, unknown>>): Promise<number[]> => {
  const ids: number[] = [];
  for (const row of rows) {
    const [inserted] = (await db("payments").insert(row).returning("id")) as Array<{ id: number | string }>;
    ids.push(Number(inserted?.id));
  }
  return ids;
};

/**
 * A contract's checklist items, in the order the panel shows them: copied
 * from the tenant's template for the contract's product the first time
 * (audited as `checklist.created` by `actor`, as the first read through
 * the API is), then read as stored.
 */
export const contractChecklistItems = async (db: Knex, clock: Clock, contract: ContractRef, actor: AuditActor): Promise<StoredChecklistItem[]> => {
  await ensureContractChecklist(db, clock, contract, actor);
  return loadChecklistItems(db, contract);
};
