import { otpAccountCapReached, otpCodeExpiresAt, otpInheritedFailures, type OtpChallengeFacts, type OtpPolicy } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { codeHmac, handleHash, newHandle, newOtpCode } from "./crypto.js";

/**
 * The database side of one-time codes: issuing (a resend voids the live
 * code and keeps its failure count), finding a code by its userSlug,
 * counting a wrong code, consuming a right one exactly once, and the
 * account-level lock. Every statement is scoped by tenant.
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
const lockSubject = async (trx: Knex.Transaction, tenantId: number, subject: string, now: string): Promise<void> => {
  await trx("otp_lockouts")
    .insert({ tenant_id: tenantId, subject, consecutive_failures: 0, updated_at: now })
    .onConflict(["tenant_id", "subject"])
    .merge({ updated_at: now });
};

const liveRows = (db: Knex | Knex.Transaction, who: ChallengeSubject) =>
  db("otp_challenges").where({ tenant_id: who.tenantId, flow: who.flow, subject: who.subject }).whereNull("used_at").whereNull("voided_at");

/**
 * Issues a new code for `who` by `channel`: voids the live one (a resend)
 * and carries its failure count over. Returns the code (to be sent, never
 * stored) and the userSlug (handed to the caller; only its hash is stored).
 */
export const issueChallenge = async (
  db: Knex,
  clock: Clock,
  key: Buffer,
  policy: OtpPolicy,
  who: ChallengeSubject,
  channel: string,
): Promise<{ id: number; code: string; userSlug: string; expiresAt: string }> => {
  const code = newOtpCode();
  const userSlug = newHandle();
  const userSlugHash = handleHash(userSlug);
  const now = clock.now();
  const nowIso = isoTime(now);
  const expiresAt = isoTime(new Date(otpCodeExpiresAt(now.getTime(), policy)));
  return db.transaction(async (trx) => {
    await lockSubject(trx, who.tenantId, who.subject, nowIso);
    const previous = (await liveRows(trx, who).orderBy("id", "desc").first()) as ChallengeRow | undefined;
    const inherited = otpInheritedFailures(previous ? challengeFacts(previous) : null, now.getTime(), policy);
    await liveRows(trx, who).update({ voided_at: nowIso });
    const [row] = (await trx("otp_challenges")
      .insert({
        tenant_id: who.tenantId,
        customer_id: who.customerId,
        contract_id: who.contractId ?? null,
        subject: who.subject,
        flow: who.flow,
        channel,
        user_slug_hash: userSlugHash,
        code_hmac: codeHmac(key, { tenantId: who.tenantId, flow: who.flow, subject: who.subject, userSlugHash }, code),
        created_at: nowIso,
        expires_at: expiresAt,
        failed_attempts: inherited,
      })
      .returning("id")) as Array<{ id: number }>;
    return { id: Number(row?.id), code, userSlug, expiresAt };
  });
};

/** Voids one code (its message could not be sent). */
export const voidChallenge = async (db: Knex, clock: Clock, id: number): Promise<void> => {
  await db("otp_challenges").where({ id }).whereNull("voided_at").update({ voided_at: isoTime(clock.now()) });
};

/** The code a userSlug names within a tenant and flow, or undefined. */
export const findChallenge = async (db: Knex, tenantId: number, flow: OtpFlow, userSlugHash: string): Promise<ChallengeRow | undefined> =>
  (await db("otp_challenges").where({ tenant_id: tenantId, flow, user_slug_hash: userSlugHash }).first()) as ChallengeRow | undefined;

/**
 * Counts one wrong code: on the challenge's live code (whichever code a
 * concurrent resend left live) and on the subject's consecutive failures;
 * at the account cap the subject is locked for `accountLockMs`. Returns the
 * code's failures and whether the lock started.
 */
export const recordWrongCode = async (
  db: Knex,
  clock: Clock,
  policy: OtpPolicy,
  row: ChallengeRow,
): Promise<{ failedAttempts: number; locked: boolean }> => {
  const now = clock.now();
  const nowIso = isoTime(now);
  const who: ChallengeSubject = { tenantId: Number(row.tenant_id), customerId: row.customer_id, subject: row.subject, flow: row.flow as OtpFlow };
  return db.transaction(async (trx) => {
    await lockSubject(trx, who.tenantId, who.subject, nowIso);
    await liveRows(trx, who).update({ failed_attempts: trx.raw("?? + 1", ["failed_attempts"]) });
    const current = (await trx("otp_challenges").where({ id: row.id }).first("failed_attempts")) as { failed_attempts: number } | undefined;
    await trx("otp_lockouts")
      .where({ tenant_id: who.tenantId, subject: who.subject })
      .update({ consecutive_failures: trx.raw("?? + 1", ["consecutive_failures"]), updated_at: nowIso });
    const counter = (await trx("otp_lockouts").where({ tenant_id: who.tenantId, subject: who.subject }).first("consecutive_failures")) as {
      consecutive_failures: number;
    };
    const locked = otpAccountCapReached(Number(counter.consecutive_failures), policy);
    if (locked) {
      await trx("otp_lockouts")
        .where({ tenant_id: who.tenantId, subject: who.subject })
        .update({ consecutive_failures: 0, locked_until: isoTime(new Date(now.getTime() + policy.accountLockMs)) });
    }
    return { failedAttempts: Number(current?.failed_attempts ?? row.failed_attempts), locked };
  });
};

/**
 * Consumes a code exactly once: the update only matches while the code is
 * unused, not voided, under the failure limit and unexpired, so of any
 * number of concurrent submits one gets `true` (SECURITY 3).
 */
export const consumeChallenge = async (db: Knex, clock: Clock, policy: OtpPolicy, id: number): Promise<boolean> => {
  const nowIso = isoTime(clock.now());
  const changed = await db("otp_challenges")
    .where({ id })
    .whereNull("used_at")
    .whereNull("voided_at")
    .where("failed_attempts", "<", policy.maxFailedAttempts)
    .where("expires_at", ">", nowIso)
    .update({ used_at: nowIso });
  return Number(changed) === 1;
};

/** The end of a subject's lock (ms), or null when it is not locked at `now`. */
export const lockedUntil = async (db: Knex, clock: Clock, tenantId: number, subject: string): Promise<number | null> => {
  const row = (await db("otp_lockouts").where({ tenant_id: tenantId, subject }).first("locked_until")) as { locked_until: string | null } | undefined;
  const until = row?.locked_until ? Date.parse(row.locked_until) : null;
  return until !== null && until > clock.now().getTime() ? until : null;
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
