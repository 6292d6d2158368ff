import type { Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { prunePrintTickets } from "../documents/tickets.js";
import { pruneOtpData } from "../data/otpCodes.js";
import { pruneEndedSessions } from "../data/sessions.js";
import { pruneRateLimits } from "../db/rateLimits.js";
import { pruneIdempotencyKeys } from "../db/idempotencyKeys.js";

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
export const pruneExpired = async (db: Plumbing["db"], clock: Clock, retention: Partial<Retention> = {}) => {
  const keep = { ...defaultRetention, ...retention };
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const rateLimits = await pruneRateLimits(db, before(keep.rateLimitsMs));
  const idempotencyKeys = await pruneIdempotencyKeys(db, before(keep.idempotencyKeysMs));
  const sessions = await pruneEndedSessions(db, before(keep.sessionsMs));
  const printTickets = await prunePrintTickets(db, clock, keep.printTicketsMs);
  const otp = await pruneOtpData(db, before(keep.otpMs));
  return { rateLimits, idempotencyKeys, sessions, printTickets, otpChallenges: otp.challenges, outbox: otp.outbox };
};
