import type { Knex } from "knex";
import request from "supertest";
import type { Express } from "express";
import type { Clock } from "../src/infra/clock.js";
import { insertPaymentLines, paymentLineRow } from "../src/seed/builders.js";
import { customerToken, insertContract, insertCustomer, recordPayment, type ContractFixture } from "./fixtures.js";

/**
 * Accounts for the customers and deferrals suites: a customer with a
 * micro-credit contract and a schedule whose lines carry principal, paid
 * and NSF flags (test/fixtures.ts's insertPayments has amounts only).
 * The suites' clock starts at 2026-11-22 12:00 UTC: 07:00 on the 22nd in
 * Toronto, the lender's default zone.
 */

export interface LineFixture {
  readonly dueDate: string;
  readonly amountCents?: number;
  readonly principalCents?: number;
  /** Paid: a payment of its amount on the contract's ledger, on `paidOn` (default its due date). */
  readonly paid?: boolean;
  readonly paidOn?: string;
  readonly canReturnNsf?: boolean;
  readonly kind?: "scheduled" | "deferralFee";
}

/** Schedule lines numbered 1, 2, 3… in the order given; returns their ids. */
export const insertLines = async (db: Knex, tenantId: number, contractId: number, lines: readonly LineFixture[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const [index, line] of lines.entries()) {
    const kind = line.kind ?? "scheduled";
    const row = paymentLineRow(tenantId, contractId, index + 1, {
      kind,
      dueDate: line.dueDate,
      amountCents: line.amountCents ?? 2125,
      principalCents: line.principalCents ?? 1800,
      isFromOriginalSchedule: kind === "scheduled",
      paidAt: line.paid ? `${line.dueDate}T12:00:00.000Z` : null,
      canReturnNsf: line.canReturnNsf ?? false,
    });
    ids.push(...(await insertPaymentLines(db, [row])));
    if (line.paid) await recordPayment(db, tenantId, contractId, { amountCents: line.amountCents ?? 2125, valueDate: line.paidOn ?? line.dueDate });
  }
  return ids;
};

/**
 * The standard bi-weekly schedule on the suites' clock (today 2026-11-22):
 * line 1 paid (by a debit of Friday Nov 20: NSF still returnable), line 2
 * late, line 3 upcoming in the current month (Nov 27, eligible), lines 4–6
 * in December and January.
 */
export const standardLines: readonly LineFixture[] = [
  { dueDate: "2026-10-30", paid: true, paidOn: "2026-11-20", canReturnNsf: true },
  { dueDate: "2026-11-13" },
  { dueDate: "2026-11-27" },
  { dueDate: "2026-12-11" },
  { dueDate: "2026-12-25" },
  { dueDate: "2027-01-08" },
];

/** Same schedule with nothing late (line 2 paid). */
export const upToDateLines: readonly LineFixture[] = standardLines.map((line, index) => (index === 1 ? { ...line, paid: true } : line));

export interface Account {
  readonly customerId: number;
  readonly contractId: number;
  readonly paymentIds: number[];
  /** A customer session (role Client) of this customer. */
  readonly token: string;
}

/** A customer, an active micro-credit contract of 500.00 $ with `lines`, and the customer's session. */
export const insertAccount = async (
  db: Knex,
  clock: Clock,
  tenantId: number,
  options: { readonly lines?: readonly LineFixture[]; readonly contract?: ContractFixture; readonly language?: 0 | 1; readonly email?: string } = {},
): Promise<Account> => {
  const customerId = await insertCustomer(db, clock, tenantId, {
    email: options.email ?? `client${Math.random().toString(36).slice(2)}@example.com`,
    ...(options.language === undefined ? {} : { language: options.language }),
  });
  const contractId = await insertContract(db, clock, tenantId, { customerId, statusId: 1, product: "microCredit", amountCents: 50_000, frequency: 1, ...options.contract });
  const paymentIds = await insertLines(db, tenantId, contractId, options.lines ?? standardLines);
  return { customerId, contractId, paymentIds, token: await customerToken(db, clock, tenantId, customerId) };
};

/** A receipt on a contract: a payment received on its ledger (the waterfall applies it). Returns the event id. */
export const insertReceipt = async (db: Knex, _clock: Clock, tenantId: number, contractId: number, paidOn: string, amountCents: number, method = "etransfer") =>
  recordPayment(db, tenantId, contractId, { amountCents, valueDate: paidOn, method });

/** Audit rows of one action, oldest first, with their JSON read. */
export const auditRows = async (db: Knex, action: string): Promise<Array<Record<string, unknown> & { after: any; before: any }>> =>
  ((await db("audit_log").where({ action }).orderBy("id")) as Array<Record<string, unknown>>).map((row) => ({
    ...row,
    after: row.after_json ? JSON.parse(String(row.after_json)) : null,
    before: row.before_json ? JSON.parse(String(row.before_json)) : null,
  }));

/** A counter of rows, as a number on both engines. */
export const countRows = async (db: Knex, table: string, where: Record<string, unknown> = {}): Promise<number> => {
  const row = (await db(table).where(where).count({ count: "*" }).first()) as { count: unknown } | undefined;
  return Number(row?.count ?? 0);
};

/** A request with a bearer token. */
export const as = (app: Express, token: string | null) => {
  const auth = <T extends request.Test>(test: T): T => (token === null ? test : (test.set("Authorization", `Bearer ${token}`) as T));
  return {
    get: (path: string) => auth(request(app).get(path)),
    post: (path: string, body?: unknown, key?: string) => {
      const call = auth(request(app).post(path));
      const keyed = key ? call.set("Idempotency-Key", key) : call;
      return body === undefined ? keyed : keyed.send(body as object);
    },
    put: (path: string, body: unknown) => auth(request(app).put(path)).send(body as object),
  };
};

let keyCounter = 0;
/** A fresh Idempotency-Key. */
export const newKey = (): string => `test-key-${Date.now()}-${(keyCounter += 1)}`;
