import { Role } from "@lendkit/core";
import type { Knex } from "knex";
import { createSession } from "../src/auth/sessions.js";
import { sessionPolicy } from "../src/auth/policy.js";
import { isoTime, type Clock } from "../src/infra/clock.js";
import { contractRow, insertContractRow, insertPaymentLines, paymentLineRows, type ContractFields, type PaymentLineFields } from "../src/seed/builders.js";

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

/** A contract's fields (the seed's builder, server-kit/src/seed/builders.ts): each has a default. */
export type ContractFixture = ContractFields;

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
  const contractNumber = fields.contractNumber ?? `T-${String(contractCounter).padStart(6, "0")}`;
  const dealershipId = fields.dealershipId === undefined ? await testDealershipOf(db, tenantId) : fields.dealershipId;
  return insertContractRow(db, contractRow(tenantId, now, { ...fields, contractNumber, dealershipId }));
};

/** A schedule line: its due day and amount, optionally its split, kind and the day it was paid (the seed's builder's fields). */
export type PaymentFixture = Pick<PaymentLineFields, "dueDate" | "amountCents" | "principalCents" | "interestCents" | "paidAt" | "kind">;

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
  for (const [index, row] of paymentLineRows(tenantId, contractId, lines).entries()) {
    ids.push(...(await insertPaymentLines(db, [row])));
    const line = lines[index]!;
    if (line.paidAt) await recordPayment(db, tenantId, contractId, { amountCents: line.amountCents, valueDate: line.paidAt.slice(0, 10) });
  }
  return ids;
};

/** A customer session (role Client) as the OTP login would open it; returns the bearer token. */
export const customerToken = async (db: Knex, clock: Clock, tenantId: number, customerId: number): Promise<string> => {
  const { token } = await createSession(db, clock, sessionPolicy(), { kind: "customer", tenantId, customerId, roleId: Role.Client });
  return token;
};
