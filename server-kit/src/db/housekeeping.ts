import type { Knex } from "knex";
import { isoTime, type Clock } from "../clock.js";

/** How long finished rows are kept. */
export interface Retention {
  /** Rate-limit windows that started longer ago than this. Default 1 day. */
  readonly rateLimitsMs: number;
  /** Idempotency keys created longer ago than this (a retry after that runs again). Default 24 h. */
  readonly idempotencyKeysMs: number;
  /** Sessions that ended (expired or revoked) longer ago than this. Default 30 days. */
  readonly sessionsMs: number;
}

const day = 24 * 60 * 60_000;

export const defaultRetention: Retention = { rateLimitsMs: day, idempotencyKeysMs: day, sessionsMs: 30 * day };

/**
 * Deletes rows nobody needs any more: old rate-limit windows, old idempotency
 * keys, long-ended sessions. The audit log is never pruned here. Safe to run
 * from any instance at any time (`lendkit prune`).
 */
export const pruneExpired = async (db: Knex, clock: Clock, retention: Partial<Retention> = {}) => {
  const keep = { ...defaultRetention, ...retention };
  const now = clock.now().getTime();
  const before = (ms: number) => isoTime(new Date(now - ms));
  const rateLimits = await db("rate_limits").where("window_start", "<", before(keep.rateLimitsMs)).delete();
  const idempotencyKeys = await db("idempotency_keys").where("created_at", "<", before(keep.idempotencyKeysMs)).delete();
  const sessionCutoff = before(keep.sessionsMs);
  const sessions = await db("sessions")
    .where((ended) => ended.where("expires_at", "<", sessionCutoff).orWhere("revoked_at", "<", sessionCutoff))
    .delete();
  return { rateLimits, idempotencyKeys, sessions };
};
