import { Role } from "@lendkit/core";
import type { Knex } from "knex";
import { createSession } from "../src/auth/sessions.js";
import { sessionPolicy } from "../src/auth/policy.js";
import { isoTime, type Clock } from "../src/infra/clock.js";

/**
 * Rows written straight into the lending tables, for suites that need a
 * customer, a contract or a schedule without going through the contracts
 * API. Each returns the new id.
 */

export interface CustomerFixture {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly birthDate?: string;
  readonly email?: string;
  readonly cellPhone?: string;
  readonly language?: 0 | 1;
}

export const insertCustomer = async (db: Knex, clock: Clock, tenantId: number, fields: CustomerFixture = {}): Promise<number> => {
  const now = isoTime(clock.now());
  const [row] = (await db("customers")
    .insert({
      tenant_id: tenantId,
      first_name: fields.firstName ?? "Julie",
      last_name: fields.lastName ?? "Tremblay",
      birth_date: fields.birthDate ?? "1985-04-12",
      email: (fields.email ?? "julie.tremblay@example.com").toLowerCase(),
      cell_phone: fields.cellPhone ?? "5145550123",
      language: fields.language ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: number }>;
  return Number(row?.id);
};

export interface ContractFixture {
  /** The dealership the contract is filed under; by default the tenant's test dealership (null: the lender's own). */
  readonly dealershipId?: number | null;
  readonly customerId?: number | null;
  readonly contractNumber?: string;
  readonly statusId?: number;
  readonly recordLevel?: number;
  readonly product?: "lease" | "finance" | "microCredit";
  readonly isTraining?: boolean;
  readonly lesseeName?: string;
  readonly amountCents?: number;
  readonly frequency?: number;
  readonly numberOfPayments?: number;
  readonly firstPaymentDate?: string;
  readonly annualRate?: string;
  readonly originalContractId?: number | null;
  readonly body?: Record<string, unknown>;
}

/**
 * The tenant's test dealership: its partners (Merchant, FAndI, AdminRep)
 * belong to it, and fixture contracts are filed under it unless a test says
 * otherwise, so the partners reach them (core's contract scope).
 */
export const testDealershipOf = async (db: Knex, tenantId: number): Promise<number | null> => {
  const row = (await db("dealerships").where({ tenant_id: tenantId }).orderBy("id").first("id")) as { id: number } | undefined;
  return row ? Number(row.id) : null;
};

let contractCounter = 0;

export const insertContract = async (db: Knex, clock: Clock, tenantId: number, fields: ContractFixture = {}): Promise<number> => {
  const now = isoTime(clock.now());
  contractCounter += 1;
  const [row] = (await db("contracts")
    .insert({
      tenant_id: tenantId,
      customer_id: fields.customerId ?? null,
      contract_number: fields.contractNumber ?? `T-${String(contractCounter).padStart(6, "0")}`,
      status_id: fields.statusId ?? 0,
      record_level: fields.recordLevel ?? 0,
      product: fields.product ?? "microCredit",
      is_training: fields.isTraining ?? false,
      lessee_name: fields.lesseeName ?? "Tremblay, Julie",
      amount_cents: fields.amountCents ?? 50_000,
      frequency: fields.frequency ?? 1,
      number_of_payments: fields.numberOfPayments ?? 12,
      first_payment_date: fields.firstPaymentDate ?? "2026-12-04",
      annual_rate: fields.annualRate ?? "27.15",
      original_contract_id: fields.originalContractId ?? null,
      dealership_id: fields.dealershipId === undefined ? await testDealershipOf(db, tenantId) : fields.dealershipId,
      body_json: JSON.stringify(fields.body ?? {}),
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: number }>;
  return Number(row?.id);
};

export interface PaymentFixture {
  readonly dueDate: string;
  readonly amountCents: number;
  readonly paidAt?: string | null;
  readonly kind?: "scheduled" | "deferralFee";
}

/** A payment on a contract's ledger, written straight into the table (as a bank's file would arrive); returns its event id. */
export const recordPayment = async (
  db: Knex,
  tenantId: number,
  contractId: number,
  payment: { readonly amountCents: number; readonly valueDate: string; readonly method?: string },
): Promise<number> => {
  const [row] = (await db("ledger_events")
    .insert({
      tenant_id: tenantId,
      contract_id: contractId,
      kind: "paymentReceived",
      amount_cents: payment.amountCents,
      value_date: payment.valueDate,
      method: payment.method ?? "pad",
      created_at: `${payment.valueDate}T12:00:00.000Z`,
    })
    .returning("id")) as Array<{ id: number }>;
  return Number(row?.id);
};

/**
 * Pays a contract's lines up to and including `lineId` (in due-date order)
 * with one payment on its ledger of what they still owe after the payments
 * already recorded (none returned): the waterfall pays the oldest first.
 */
export const payThrough = async (db: Knex, tenantId: number, contractId: number, lineId: number, valueDate: string): Promise<void> => {
  const lines = (await db("payments").where({ tenant_id: tenantId, contract_id: contractId }).orderBy(["due_date", "seq"]).select("id", "amount_cents")) as Array<{ id: number; amount_cents: unknown }>;
  const through = lines.slice(0, lines.findIndex((line) => Number(line.id) === lineId) + 1).reduce((sum, line) => sum + Number(line.amount_cents), 0);
  const paid = (await db("ledger_events").where({ tenant_id: tenantId, contract_id: contractId, kind: "paymentReceived" }).sum({ total: "amount_cents" }).first()) as { total: unknown };
  const owed = through - Number(paid.total ?? 0);
  if (owed > 0) await recordPayment(db, tenantId, contractId, { amountCents: owed, valueDate });
};

/** Pays every line of a contract on its ledger (see {@link payThrough}). */
export const payAllLines = async (db: Knex, tenantId: number, contractId: number, valueDate: string): Promise<void> => {
  const last = (await db("payments").where({ tenant_id: tenantId, contract_id: contractId }).orderBy([{ column: "due_date", order: "desc" }, { column: "seq", order: "desc" }]).first("id")) as { id: number } | undefined;
  if (last) await payThrough(db, tenantId, contractId, Number(last.id), valueDate);
};

/**
 * Payment lines numbered 1, 2, 3… in the order given; returns their ids. A
 * line with `paidAt` was paid that day: a payment of its amount on the
 * contract's ledger (the waterfall pays the oldest line first, so paid
 * lines come before unpaid ones).
 */
export const insertPayments = async (db: Knex, tenantId: number, contractId: number, lines: readonly PaymentFixture[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const [index, line] of lines.entries()) {
    const [row] = (await db("payments")
      .insert({
        tenant_id: tenantId,
        contract_id: contractId,
        seq: index + 1,
        kind: line.kind ?? "scheduled",
        due_date: line.dueDate,
        original_due_date: line.dueDate,
        amount_cents: line.amountCents,
        paid_at: line.paidAt ?? null,
      })
      .returning("id")) as Array<{ id: number }>;
    ids.push(Number(row?.id));
    if (line.paidAt) await recordPayment(db, tenantId, contractId, { amountCents: line.amountCents, valueDate: line.paidAt.slice(0, 10) });
  }
  return ids;
};

/** A customer session (role Client) as the OTP login would open it; returns the bearer token. */
export const customerToken = async (db: Knex, clock: Clock, tenantId: number, customerId: number): Promise<string> => {
  const { token } = await createSession(db, clock, sessionPolicy(), { kind: "customer", tenantId, customerId, roleId: Role.Client });
  return token;
};
