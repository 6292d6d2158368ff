import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { prunePrintTickets } from "../documents/tickets.js";
import { pruneOtpData } from "../data/otpCodes.js";

/** How long finished rows are kept. */
export interface Retention {
  /** Rate-limit windows that started longer ago than this. Default 1 day. */
  readonly rateLimitsMs: number;
  /** Idempotency keys created longer ago than this (a retry after that runs again). Default 24 h. */
  readonly idempotencyKeysMs: number;
  /** Sessions that ended (expired or revoked) longer ago than this. Default 30 days. */
  readonly sessionsMs: number;
  /** Print tickets that expired longer ago than this. Default 1 day. */
  readonly printTicketsMs: number;
  /** OTP challenges and outbox messages created longer ago than this. Default 30 days. */
  readonly otpMs: number;
}

const day = 24 * 60 * 60_000;

export const defaultRetention: Retention = { rateLimitsMs: day, idempotencyKeysMs: day, sessionsMs: 30 * day, printTicketsMs: day, otpMs: 30 * day };

/**
 * Deletes rows nobody needs any more: old rate-limit windows, old idempotency
 * keys, long-ended sessions, expired print tickets, old OTP challenges and
 * outbox messages. The audit log is never pruned here. Safe to run
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
  const printTickets = await prunePrintTickets(db, clock, keep.printTicketsMs);
  const otp = await pruneOtpData(db, new Date(now - keep.otpMs));
  return { rateLimits, idempotencyKeys, sessions, printTickets, otpChallenges: otp.challenges, outbox: otp.outbox };
};
