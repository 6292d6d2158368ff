import { ContractStatus, isCollectorRole, roleIds } from "@lendkit/core";
import type { Knex } from "knex";
import { lockedFor } from "../db/sql.js";

/**
 * Collections' storage (migration 0031): a contract's assigned collector,
 * the tenant's collectors, the active contracts the queue replays and the
 * last contact note of each. Every query names the tenant (SECURITY 14).
 */

/** A collector as the screens name them. */
export interface Collector {
  readonly id: number;
  readonly name: string;
}

/** The role ids a contract may be assigned to (core's `isCollectorRole`). */
const collectorRoleIds = roleIds.filter(isCollectorRole);

/** A user's name as staff read it: first and last name, else the username. */
const userName = (row: { first_name: string; last_name: string; username: string }): string =>
  `${row.first_name} ${row.last_name}`.trim() || row.username;

const userColumns = ["users.id", "users.first_name", "users.last_name", "users.username"];

type UserRow = { id: number; first_name: string; last_name: string; username: string };

/** The tenant's collectors who may still sign in, by name. */
export const tenantCollectors = async (db: Knex, tenantId: number): Promise<Collector[]> => {
  const rows = (await db("users").where({ tenant_id: tenantId, disabled: false }).whereIn("role_id", collectorRoleIds).select(userColumns)) as UserRow[];
  return rows.map((row) => ({ id: Number(row.id), name: userName(row) })).sort((left, right) => left.name.localeCompare(right.name, "fr") || left.id - right.id);
};

/** The names of these users of the tenant, whatever became of them since (a collector assigned, then disabled, keeps a name). */
export const userNames = async (db: Knex, tenantId: number, userIds: readonly number[]): Promise<Map<number, string>> => {
  if (userIds.length === 0) return new Map();
  const rows = (await db("users").where({ tenant_id: tenantId }).whereIn("id", [...new Set(userIds)]).select(userColumns)) as UserRow[];
  return new Map(rows.map((row) => [Number(row.id), userName(row)]));
};

/** The tenant's collector with this id (a disabled one or another role is none), or null. */
export const findCollector = async (db: Knex, tenantId: number, userId: number): Promise<Collector | null> =>
  (await tenantCollectors(db, tenantId)).find((collector) => collector.id === userId) ?? null;

/** The name of the user a contract is assigned to, whatever became of them since; null when none is. */
export const assignedCollectorName = async (db: Knex, tenantId: number, contractId: number): Promise<string | null> => {
  const row = (await db("contracts")
    .join("users", function joinUser() {
      this.on("users.id", "=", "contracts.collector_user_id").andOn("users.tenant_id", "=", "contracts.tenant_id");
    })
    .where({ "contracts.tenant_id": tenantId, "contracts.id": contractId })
    .first(userColumns)) as UserRow | undefined;
  return row ? userName(row) : null;
};

/** The contract's assigned collector's user id (null: none), locked for the write; undefined when the tenant has no such contract. */
export const lockedCollectorOf = async (trx: Knex.Transaction, tenantId: number, contractId: number): Promise<number | null | undefined> => {
  const query = trx("contracts").where({ tenant_id: tenantId, id: contractId }).first("collector_user_id");
  const row = (await lockedFor(trx, query)) as { collector_user_id: number | null } | undefined;
  if (!row) return undefined;
  return row.collector_user_id === null ? null : Number(row.collector_user_id);
};

/** Sets (or clears, with null) the contract's collector. */
export const setCollector = async (trx: Knex.Transaction, tenantId: number, contractId: number, userId: number | null, at: string): Promise<void> => {
  await trx("contracts").where({ tenant_id: tenantId, id: contractId }).update({ collector_user_id: userId, updated_at: at });
};

/** An active contract as the queue reads it before its replay. */
export interface QueueContract {
  readonly id: number;
  readonly amountCents: number;
  readonly contractNumber: string;
  readonly customerId: number | null;
  readonly customerName: string;
  readonly collectorUserId: number | null;
}

const customerNameOf = (row: Record<string, unknown>): string =>
  row.last_name === null || row.last_name === undefined ? String(row.lessee_name ?? "") : [row.last_name, row.first_name].filter(Boolean).join(", ");

/** The tenant's ACTIVE contracts, with their customer's name ("Last, First"; the contract's lessee name without a customer). */
export const activeContracts = async (db: Knex, tenantId: number): Promise<QueueContract[]> => {
  const rows = (await db("contracts")
    .leftJoin("customers", function joinCustomer() {
      this.on("customers.id", "=", "contracts.customer_id").andOn("customers.tenant_id", "=", "contracts.tenant_id");
    })
    .where({ "contracts.tenant_id": tenantId, "contracts.status_id": ContractStatus.Active })
    .select(
      "contracts.id",
      "contracts.amount_cents",
      "contracts.contract_number",
      "contracts.customer_id",
      "contracts.lessee_name",
      "contracts.collector_user_id",
      "customers.first_name",
      "customers.last_name",
    )) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    id: Number(row.id),
    amountCents: Number(row.amount_cents),
    contractNumber: String(row.contract_number),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    customerName: customerNameOf(row),
    collectorUserId: row.collector_user_id === null ? null : Number(row.collector_user_id),
  }));
};

/** A contract's last contact note: its text, when and by whom, and the promise to pay it took. */
export interface ContactNote {
  readonly text: string;
  readonly at: string;
  readonly promiseToPayOn: string | null;
}

/** The newest active note of each of these contracts (one query). */
export const lastNotes = async (db: Knex, tenantId: number, contractIds: readonly number[]): Promise<Map<number, ContactNote>> => {
  if (contractIds.length === 0) return new Map();
  const rows = (await db("notes")
    .where({ tenant_id: tenantId, is_active: true })
    .whereIn("contract_id", contractIds)
    .orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }])
    .select("contract_id", "text", "created_at", "promise_to_pay_on")) as Array<{ contract_id: number; text: string; created_at: string; promise_to_pay_on: string | null }>;
  const notes = new Map<number, ContactNote>();
  for (const row of rows) {
    const contractId = Number(row.contract_id);
    if (!notes.has(contractId)) notes.set(contractId, { text: row.text, at: String(row.created_at), promiseToPayOn: row.promise_to_pay_on });
  }
  return notes;
};
