import { otpAccountCapReached, otpCodeExpiresAt, otpInheritedFailures, type OtpPolicy } from "@lendkit/core";
import {
  challengeFacts,
  countWrongCode,
  insertChallenge,
  latestLiveChallenge,
  lockOtpSubject,
  lockSubjectUntil,
  subjectLockEnd,
  voidLiveChallenges,
  type ChallengeRow,
  type ChallengeSubject,
  type OtpFlow,
} from "../data/otpCodes.js";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { codeHmac, handleHash, newHandle, newOtpCode } from "./crypto.js";

/**
 * One-time codes as the routes use them: issuing (a resend voids the live
 * code and keeps its failure count), counting a wrong code and the
 * account-level lock, each in the transaction that holds the subject's
 * lock, by core's rules (the rows are data/otpCodes.ts's).
 */

/**
 * Issues a new code for `who` by `channel`: voids the live one (a resend)
 * and carries its failure count over. Returns the code (to be sent, never
 * stored) and the userSlug (handed to the caller; only its hash is stored).
 */
export const issueChallenge = async (
  db: Plumbing["db"],
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
  const hmac = codeHmac(key, { tenantId: who.tenantId, flow: who.flow, subject: who.subject, userSlugHash }, code);
  return db.transaction(async (trx) => {
    await lockOtpSubject(trx, who.tenantId, who.subject, nowIso);
    const previous = await latestLiveChallenge(trx, who);
    const inherited = otpInheritedFailures(previous ? challengeFacts(previous) : null, now.getTime(), policy);
    await voidLiveChallenges(trx, who, nowIso);
    const id = await insertChallenge(trx, who, { channel, userSlugHash, codeHmac: hmac, createdAt: nowIso, expiresAt, failedAttempts: inherited });
    return { id, code, userSlug, expiresAt };
  });
};

/**
 * Counts one wrong code: on the challenge's live code (whichever code a
 * concurrent resend left live) and on the subject's consecutive failures;
 * at the account cap the subject is locked for `accountLockMs`. Returns the
 * code's failures and whether the lock started.
 */
export const recordWrongCode = async (
  db: Plumbing["db"],
  clock: Clock,
  policy: OtpPolicy,
  row: ChallengeRow,
): Promise<{ failedAttempts: number; locked: boolean }> => {
  const now = clock.now();
  const nowIso = isoTime(now);
  const who: ChallengeSubject = { tenantId: Number(row.tenant_id), customerId: row.customer_id, subject: row.subject, flow: row.flow as OtpFlow };
  return db.transaction(async (trx) => {
    await lockOtpSubject(trx, who.tenantId, who.subject, nowIso);
    const counted = await countWrongCode(trx, who, row.id, nowIso);
    const locked = otpAccountCapReached(counted.consecutiveFailures, policy);
    if (locked) await lockSubjectUntil(trx, who.tenantId, who.subject, isoTime(new Date(now.getTime() + policy.accountLockMs)));
    return { failedAttempts: Number(counted.failedAttempts ?? row.failed_attempts), locked };
  });
};

/** The end of a subject's lock (ms), or null when it is not locked at `now`. */
export const lockedUntil = async (db: Plumbing["db"], clock: Clock, tenantId: number, subject: string): Promise<number | null> => {
  const until = await subjectLockEnd(db, tenantId, subject);
  return until !== null && until > clock.now().getTime() ? until : null;
};
