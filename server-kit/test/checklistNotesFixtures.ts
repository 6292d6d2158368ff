import type { TenantCode } from "@lendkit/core";
import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { loginAs } from "./app.js";

/**
 * Helpers shared by the checklist and notes suites (the common fixtures in
 * fixtures.ts stay untouched).
 */

/** The Authorization header of a bearer token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** One token per username, logged in through the API. */
export const tokensFor = async (app: Express, tenant: TenantCode, usernames: readonly string[]) => {
  const tokens: Record<string, string> = {};
  for (const username of usernames) tokens[username] = await loginAs(app, username, tenant);
  return tokens;
};

/** An audit row with its JSON parsed. */
export interface AuditRow {
  readonly action: string;
  readonly tenant_id: number | null;
  readonly actor_user_id: number | null;
  readonly actor_customer_id: number | null;
  readonly entity: string | null;
  readonly entity_id: string | null;
  readonly request_id: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

/** The audit rows of `action` (and `entityId` when given), oldest first. */
export const auditRows = async (db: Knex, action: string, entityId?: number): Promise<AuditRow[]> => {
  const query = db("audit_log").where({ action }).orderBy("id");
  if (entityId !== undefined) query.andWhere({ entity_id: String(entityId) });
  const rows = (await query.select()) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    action: String(row.action),
    tenant_id: row.tenant_id === null ? null : Number(row.tenant_id),
    actor_user_id: row.actor_user_id === null ? null : Number(row.actor_user_id),
    actor_customer_id: row.actor_customer_id === null ? null : Number(row.actor_customer_id),
    entity: (row.entity as string | null) ?? null,
    entity_id: (row.entity_id as string | null) ?? null,
    request_id: (row.request_id as string | null) ?? null,
    before: row.before_json === null ? null : JSON.parse(String(row.before_json)),
    after: row.after_json === null ? null : JSON.parse(String(row.after_json)),
  }));
};

/** A snapshot of a table's rows (sorted by a key), to prove a refused request changed nothing. */
export const snapshot = async (db: Knex, table: string, orderBy: string) => db(table).orderBy(orderBy).select();

/** Sends a raw (not JSON-encoded) body with a JSON content type. */
export const sendRaw = (app: Express, method: "put" | "post", path: string, token: string, body: string) =>
  request(app)[method](path).set(bearer(token)).set("Content-Type", "application/json").send(body);
