import type { Knex } from "knex";
import { isoTime } from "../infra/clock.js";
import { insertReturningId } from "./sql.js";

/**
 * The idempotency keys of money-moving requests (migration 0001), each in
 * its tenant: a key taken while its request runs (`in_flight`), then the
 * answer stored (`done`) for a retry to replay.
 */

/** A stored key. */
export interface StoredIdempotencyKey {
  readonly id: number;
  /** SHA-256 (hex) of the request the key was taken for. */
  readonly requestHash: string;
  readonly status: "in_flight" | "done";
  /** The answer's status and JSON body once done. */
  readonly responseStatus: number | null;
  readonly responseBody: string | null;
  /** When the key was taken (or taken over), as stored. */
  readonly createdAt: string;
}

/** Takes `key` in the tenant for a request now running; its row's id. A key the tenant already has is refused by the unique index (`isUniqueViolation` tells the caller). */
export const takeIdempotencyKey = async (db: Knex, tenantId: number, key: string, requestHash: string, at: Date): Promise<number> => {
  return insertReturningId(db, "idempotency_keys", { tenant_id: tenantId, key, request_hash: requestHash, status: "in_flight", created_at: isoTime(at) });
};

/** The tenant's stored `key`, or undefined. */
export const findIdempotencyKey = async (db: Knex, tenantId: number, key: string): Promise<StoredIdempotencyKey | undefined> => {
  const row = (await db("idempotency_keys").where({ tenant_id: tenantId, key }).first()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    id: Number(row.id),
    requestHash: String(row.request_hash),
    status: row.status === "done" ? "done" : "in_flight",
    responseStatus: row.response_status === null || row.response_status === undefined ? null : Number(row.response_status),
    responseBody: row.response_body === null || row.response_body === undefined ? null : String(row.response_body),
    createdAt: String(row.created_at),
  };
};

/** Takes over a key still in flight as it was read (its request taken to be dead), from `at`; false when another request changed it first. */
export const retakeIdempotencyKey = async (db: Knex, stored: Pick<StoredIdempotencyKey, "id" | "createdAt">, at: Date): Promise<boolean> =>
  (await db("idempotency_keys").where({ id: stored.id, status: "in_flight", created_at: stored.createdAt }).update({ created_at: isoTime(at) })) > 0;

/** Stores a key's answer: a retry replays it. */
export const finishIdempotencyKey = async (db: Knex, id: number, answer: { readonly status: number; readonly body: string; readonly at: Date }): Promise<void> => {
  await db("idempotency_keys").where({ id }).update({ status: "done", response_status: answer.status, response_body: answer.body, completed_at: isoTime(answer.at) });
};

/** Gives a key back (its request failed on the server's side), so a retry runs. */
export const releaseIdempotencyKey = async (db: Knex, id: number): Promise<void> => {
  await db("idempotency_keys").where({ id }).delete();
};

/** Deletes keys taken before `before` (housekeeping): a retry after that runs again. */
export const pruneIdempotencyKeys = async (db: Knex, before: Date): Promise<number> =>
  db("idempotency_keys").where("created_at", "<", isoTime(before)).delete();
