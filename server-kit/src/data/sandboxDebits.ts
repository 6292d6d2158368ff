import type { Knex } from "knex";

/**
 * The local sandbox processor's own records (`sandbox_pad_debits`,
 * migration 0030): each debit it was asked to collect, with the return it
 * decided for it, if any. Every query names the tenant.
 */

/** A debit as the sandbox keeps it; days are yyyy-mm-dd. */
export interface SandboxDebit {
  readonly externalId: string;
  readonly contractNumber: string;
  readonly amountCents: number;
  /** The day it is collected. */
  readonly dueDate: string;
  /** The day the bank returns it, or null: it stays paid. */
  readonly returnedOn: string | null;
  readonly reason: string | null;
}

/** A debit to keep, asked at `createdAt` (ISO instant). */
export interface NewSandboxDebit extends SandboxDebit {
  readonly createdAt: string;
}

/** Keeps the tenant's debits; one submitted before keeps its first row. In slices: SQLite caps the values one statement binds. */
export const storeSandboxDebits = async (db: Knex, tenantId: number, debits: readonly NewSandboxDebit[]): Promise<void> => {
  const rows = debits.map((debit) => ({
    tenant_id: tenantId,
    external_id: debit.externalId,
    contract_number: debit.contractNumber,
    amount_cents: debit.amountCents,
    due_date: debit.dueDate,
    returned_on: debit.returnedOn,
    reason: debit.reason,
    created_at: debit.createdAt,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await db("sandbox_pad_debits").insert(rows.slice(start, start + 100)).onConflict(["tenant_id", "external_id"]).ignore();
  }
};

interface DebitRow {
  external_id: string;
  contract_number: string;
  amount_cents: number | string;
  due_date: string;
  returned_on: string | null;
  reason: string | null;
}

/** The tenant's debits collected or returned on `day` (yyyy-mm-dd), in the order they were kept. */
export const sandboxDebitsOn = async (db: Knex, tenantId: number, day: string): Promise<SandboxDebit[]> => {
  const rows = (await db("sandbox_pad_debits")
    .where({ tenant_id: tenantId })
    .andWhere((where) => where.where({ due_date: day }).orWhere({ returned_on: day }))
    .orderBy("id")) as DebitRow[];
  return rows.map((row) => ({
    externalId: row.external_id,
    contractNumber: row.contract_number,
    amountCents: Number(row.amount_cents),
    dueDate: row.due_date,
    returnedOn: row.returned_on,
    reason: row.reason,
  }));
};
