import type { OtpChallengeFacts } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { insertReturningId } from "../db/sql.js";

/**
 * One-time codes' storage (`otp_challenges`) and each subject's failure
 * count and lock (`otp_lockouts`). Every statement names the tenant
 * (SECURITY 14), but the housekeeping's prune, which runs over all of them.
 */

/**
 * Which public flow a code opens (SECURITY 4: a code of one flow is refused
 * by the others): the account page, the renewal, or a new applicant's phone
 * check (`lead`, bound to the lead's contract).
 */
export type OtpFlow = "account" | "renewal" | "lead";

/** One row of `otp_challenges` as read back. */
export interface ChallengeRow {
  id: number;
  tenant_id: number;
  customer_id: number | null;
  contract_id: number | null;
  subject: string;
  flow: string;
  channel: string;
  user_slug_hash: string;
  code_hmac: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  voided_at: string | null;
  failed_attempts: number;
}

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** The facts core's rules read from a row. */
export const challengeFacts = (row: ChallengeRow): OtpChallengeFacts => ({
  expiresAt: Date.parse(row.expires_at),
  usedAt: ms(row.used_at),
  voidedAt: ms(row.voided_at),
  failedAttempts: Number(row.failed_attempts),
});

/** Who a challenge is for. `customerId` null: a decoy (nothing is sent, no code can open it). */
export interface ChallengeSubject {
  readonly tenantId: number;
  readonly customerId: number | null;
  readonly subject: string;
  readonly flow: OtpFlow;
  /** The lead a `lead` code is bound to. */
  readonly contractId?: number | null;
}

/**
 * Takes the per-subject row lock for the rest of the transaction (an upsert
 * on `otp_lockouts`): PostgreSQL makes concurrent issues and failures of one
 * subject wait for each other; SQLite runs one write transaction at a time.
 */
export const lockOtpSubject = async (trx: Knex.Transaction, tenantId: number, subject: string, now: string): Promise<void> => {
  await trx("otp_lockouts")
    .insert({ tenant_id: tenantId, subject, consecutive_failures: 0, updated_at: now })
    .onConflict(["tenant_id", "subject"])
    .merge({ updated_at: now });
};

const liveRows = (db: Knex | Knex.Transaction, who: ChallengeSubject) =>
  db("otp_challenges").where({ tenant_id: who.tenantId, flow: who.flow, subject: who.subject }).whereNull("used_at").whereNull("voided_at");

/** The subject's newest live code of the flow (the one a resend replaces), or undefined. */
export const latestLiveChallenge = async (trx: Knex.Transaction, who: ChallengeSubject): Promise<ChallengeRow | undefined> =>
  (await liveRows(trx, who).orderBy("id", "desc").first()) as ChallengeRow | undefined;

/** Voids every live code of the subject's flow (a resend). */
export const voidLiveChallenges = async (trx: Knex.Transaction, who: ChallengeSubject, now: string): Promise<void> => {
  await liveRows(trx, who).update({ voided_at: now });
};

/** A code to store: its keyed hashes (never the code or the userSlug), its times and the failures it carries over. */
export interface NewChallenge {
  readonly channel: string;
  readonly userSlugHash: string;
  readonly codeHmac: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly failedAttempts: number;
}

/** Stores a new code for `who`; answers its id. */
export const insertChallenge = async (trx: Knex.Transaction, who: ChallengeSubject, challenge: NewChallenge): Promise<number> => {
  return insertReturningId(trx, "otp_challenges", {
    tenant_id: who.tenantId,
    customer_id: who.customerId,
    contract_id: who.contractId ?? null,
    subject: who.subject,
    flow: who.flow,
    channel: challenge.channel,
    user_slug_hash: challenge.userSlugHash,
    code_hmac: challenge.codeHmac,
    created_at: challenge.createdAt,
    expires_at: challenge.expiresAt,
    failed_attempts: challenge.failedAttempts,
  });
};

/** Voids one code (its message could not be sent). */
export const voidChallenge = async (db: Knex, clock: Clock, tenantId: number, id: number): Promise<void> => {
  await db("otp_challenges").where({ tenant_id: tenantId, id }).whereNull("voided_at").update({ voided_at: isoTime(clock.now()) });
};

/** The code a userSlug names within a tenant and flow, or undefined. */
export const findChallenge = async (db: Knex, tenantId: number, flow: OtpFlow, userSlugHash: string): Promise<ChallengeRow | undefined> =>
  (await db("otp_challenges").where({ tenant_id: tenantId, flow, user_slug_hash: userSlugHash }).first()) as ChallengeRow | undefined;

/**
 * Counts one wrong code, inside the transaction holding the subject's lock:
 * on the subject's live code (whichever code a concurrent resend left live)
 * and on its consecutive failures. Answers the failures of the code `id`
 * (undefined if it is gone) and the subject's consecutive failures.
 */
export const countWrongCode = async (
  trx: Knex.Transaction,
  who: ChallengeSubject,
  id: number,
  now: string,
): Promise<{ failedAttempts: number | undefined; consecutiveFailures: number }> => {
  await liveRows(trx, who).update({ failed_attempts: trx.raw("?? + 1", ["failed_attempts"]) });
  const current = (await trx("otp_challenges").where({ tenant_id: who.tenantId, id }).first("failed_attempts")) as { failed_attempts: number } | undefined;
  await trx("otp_lockouts")
    .where({ tenant_id: who.tenantId, subject: who.subject })
    .update({ consecutive_failures: trx.raw("?? + 1", ["consecutive_failures"]), updated_at: now });
  const counter = (await trx("otp_lockouts").where({ tenant_id: who.tenantId, subject: who.subject }).first("consecutive_failures")) as {
    consecutive_failures: number;
  };
  return { failedAttempts: current === undefined ? undefined : Number(current.failed_attempts), consecutiveFailures: Number(counter.consecutive_failures) };
};

/** Locks the subject until `until` (ISO instant), its count of consecutive failures starting over. */
export const lockSubjectUntil = async (trx: Knex.Transaction, tenantId: number, subject: string, until: string): Promise<void> => {
  await trx("otp_lockouts").where({ tenant_id: tenantId, subject }).update({ consecutive_failures: 0, locked_until: until });
};

/**
 * Consumes a code exactly once: the update only matches while the code is
 * unused, not voided, under the failure limit and unexpired, so of any
 * number of concurrent submits one gets `true` (SECURITY 3).
 */
export const consumeChallenge = async (db: Knex, clock: Clock, maxFailedAttempts: number, tenantId: number, id: number): Promise<boolean> => {
  const nowIso = isoTime(clock.now());
  const changed = await db("otp_challenges")
    .where({ tenant_id: tenantId, id })
    .whereNull("used_at")
    .whereNull("voided_at")
    .where("failed_attempts", "<", maxFailedAttempts)
    .where("expires_at", ">", nowIso)
    .update({ used_at: nowIso });
  return Number(changed) === 1;
};

/** The end of the subject's last lock (ms), or null when it was never locked. */
export const subjectLockEnd = async (db: Knex, tenantId: number, subject: string): Promise<number | null> => {
  const row = (await db("otp_lockouts").where({ tenant_id: tenantId, subject }).first("locked_until")) as { locked_until: string | null } | undefined;
  return row?.locked_until ? Date.parse(row.locked_until) : null;
};

/** A success resets the subject's consecutive failures. */
export const clearFailures = async (db: Knex, clock: Clock, tenantId: number, subject: string): Promise<void> => {
  await db("otp_lockouts")
    .where({ tenant_id: tenantId, subject })
    .update({ consecutive_failures: 0, locked_until: null, updated_at: isoTime(clock.now()) });
};

/**
 * Deletes codes created before `before` and outbox rows older than it
 * (housekeeping; neither is needed once its 10 minutes are over). Returns
 * how many rows went.
 */
export const pruneOtpData = async (db: Knex, before: Date): Promise<{ challenges: number; outbox: number }> => {
  const cutoff = isoTime(before);
  const challenges = await db("otp_challenges").where("created_at", "<", cutoff).delete();
  const outbox = await db("message_outbox").where("created_at", "<", cutoff).delete();
  return { challenges, outbox };
};
