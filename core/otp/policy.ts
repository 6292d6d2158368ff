import { otpDigitCount } from "../masks/otp.js";
import { otpExpiryMs } from "../renewal/otp.js";

/**
 * The server's one-time-password rules (C §2, C §9; SECURITY 1–6) as pure
 * functions over plain data. Time is an argument (`now`, ms since the
 * epoch); the server passes its clock's value, the random source and the
 * database counters stay on the server.
 */

const minute = 60_000;

/** Every figure of the OTP rules. A deployment may tighten them, never loosen the fixed ones. */
export interface OtpPolicy {
  /** Digits of a code (C §9: 6). */
  readonly digits: number;
  /** How long a code lives after it is sent, by the server clock (C §9: 10 minutes; at most that). */
  readonly ttlMs: number;
  /** Wrong codes that kill a code (at most 5). */
  readonly maxFailedAttempts: number;
  /** Consecutive wrong codes over every code of one person before a delay (about 10). */
  readonly accountFailureCap: number;
  /** The delay once the account cap is reached. */
  readonly accountLockMs: number;
  /** Codes sent for one challenge (tenant, flow, person) per `sendWindowMs` (at most 5). */
  readonly maxSendsPerChallenge: number;
  readonly sendWindowMs: number;
  /** Codes sent per client IP per day (SMS toll fraud). */
  readonly dailySendsPerIp: number;
  /** Codes sent per tenant per day. */
  readonly dailySendsPerTenant: number;
  /** Customer look-ups per client IP and per email in `lookupWindowMs`. */
  readonly maxLookups: number;
  readonly lookupWindowMs: number;
  /** Code checks per client IP in `lookupWindowMs` (a flood of unknown slugs). */
  readonly maxChecksPerIp: number;
}

/**
 * The shipped policy: 6 digits, 10 minutes, 5 tries per code, 10
 * consecutive failures then 15 minutes' delay, 5 sends per challenge per 10
 * minutes, 200 sends per IP and 2000 per tenant per day, 5 look-ups per IP
 * and per email per 15 minutes, 300 code checks per IP per 15 minutes. The
 * per-IP figures leave room for many people behind one shared address (a
 * mobile carrier, an office); the per-person figures are the tight ones.
 *
 * @example
 * defaultOtpPolicy.ttlMs // 600000
 */
export const defaultOtpPolicy: OtpPolicy = Object.freeze({
  digits: otpDigitCount,
  ttlMs: otpExpiryMs,
  maxFailedAttempts: 5,
  accountFailureCap: 10,
  accountLockMs: 15 * minute,
  maxSendsPerChallenge: 5,
  sendWindowMs: 10 * minute,
  dailySendsPerIp: 200,
  dailySendsPerTenant: 2000,
  maxLookups: 5,
  lookupWindowMs: 15 * minute,
  maxChecksPerIp: 300,
});

const ceilings: Partial<Record<keyof OtpPolicy, number>> = {
  ttlMs: otpExpiryMs,
  maxFailedAttempts: 5,
  maxSendsPerChallenge: 5,
};

/**
 * What is wrong with a policy: every figure a positive whole number, 6
 * digits, and the fixed figures (10 minutes, 5 tries, 5 sends) not loosened.
 * An empty list means usable.
 *
 * @example
 * otpPolicyProblems({ ...defaultOtpPolicy, ttlMs: 900000 }) // ["ttlMs must be at most 600000"]
 * otpPolicyProblems(defaultOtpPolicy) // []
 */
export const otpPolicyProblems = (policy: OtpPolicy): string[] => {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(policy) as Array<[keyof OtpPolicy, number]>) {
    if (!Number.isSafeInteger(value) || value <= 0) problems.push(`${name} must be a positive whole number`);
    const ceiling = ceilings[name];
    if (ceiling !== undefined && value > ceiling) problems.push(`${name} must be at most ${ceiling}`);
  }
  if (policy.digits !== otpDigitCount) problems.push(`digits must be ${otpDigitCount}`);
  return problems;
};

/**
 * The code for a whole number drawn uniformly from 0 to 10^digits − 1 (the
 * server draws it with `crypto.randomInt`), zero-padded; null for anything
 * outside that range.
 *
 * @example
 * otpCodeFromNumber(42) // "000042"
 * otpCodeFromNumber(1000000) // null
 */
export const otpCodeFromNumber = (value: number, digits: number = otpDigitCount): string | null =>
  Number.isSafeInteger(value) && value >= 0 && value < 10 ** digits ? String(value).padStart(digits, "0") : null;

/**
 * True for exactly `digits` ASCII digits (no mask, no space).
 *
 * @example
 * isOtpCode("012345") // true
 * isOtpCode("123 456") // false
 */
export const isOtpCode = (text: unknown, digits: number = otpDigitCount): text is string =>
  typeof text === "string" && text.length === digits && /^[0-9]+$/.test(text);

/**
 * When a code sent at `sentAt` stops being accepted.
 *
 * @example
 * otpCodeExpiresAt(0) // 600000
 */
export const otpCodeExpiresAt = (sentAt: number, policy: OtpPolicy = defaultOtpPolicy): number => sentAt + policy.ttlMs;

/** What the server keeps of one code, as times in ms (null when it did not happen). */
export interface OtpChallengeFacts {
  readonly expiresAt: number;
  readonly usedAt: number | null;
  readonly voidedAt: number | null;
  readonly failedAttempts: number;
}

/**
 * Where a code stands: `used` (consumed once), `voided` (a resend replaced
 * it), `exhausted` (too many wrong tries), `expired` (its time is over; at
 * exactly `expiresAt` it is over), else `alive`. Checked in that order.
 */
export type OtpChallengeStatus = "alive" | "used" | "voided" | "exhausted" | "expired";

/**
 * The status of a code at `now`.
 *
 * @example
 * otpChallengeStatus({ expiresAt: 600000, usedAt: null, voidedAt: null, failedAttempts: 0 }, 599000) // "alive"
 * otpChallengeStatus({ expiresAt: 600000, usedAt: null, voidedAt: null, failedAttempts: 0 }, 601000) // "expired"
 * otpChallengeStatus({ expiresAt: 600000, usedAt: null, voidedAt: null, failedAttempts: 5 }, 1000) // "exhausted"
 */
export const otpChallengeStatus = (
  challenge: OtpChallengeFacts,
  now: number,
  policy: OtpPolicy = defaultOtpPolicy,
): OtpChallengeStatus => {
  if (challenge.usedAt !== null) return "used";
  if (challenge.voidedAt !== null) return "voided";
  if (challenge.failedAttempts >= policy.maxFailedAttempts) return "exhausted";
  return now >= challenge.expiresAt ? "expired" : "alive";
};

/**
 * True when a code can still be accepted at `now`.
 *
 * @example
 * isOtpChallengeAlive({ expiresAt: 600000, usedAt: 1000, voidedAt: null, failedAttempts: 0 }, 2000) // false
 */
export const isOtpChallengeAlive = (challenge: OtpChallengeFacts, now: number, policy: OtpPolicy = defaultOtpPolicy): boolean =>
  otpChallengeStatus(challenge, now, policy) === "alive";

/**
 * The failure count a new code starts with when it replaces `previous`: a
 * resend never resets the count of a live code (NIST 3.2.2); a code that is
 * dead (used, exhausted, expired) or absent gives a fresh start, bounded by
 * the account cap.
 *
 * @example
 * otpInheritedFailures({ expiresAt: 600000, usedAt: null, voidedAt: null, failedAttempts: 3 }, 1000) // 3
 * otpInheritedFailures(null, 1000) // 0
 */
export const otpInheritedFailures = (
  previous: OtpChallengeFacts | null,
  now: number,
  policy: OtpPolicy = defaultOtpPolicy,
): number => (previous && isOtpChallengeAlive(previous, now, policy) ? previous.failedAttempts : 0);

/**
 * True when `consecutiveFailures` wrong codes (across every code of one
 * person, reset by a success) reach the account cap, so a delay starts.
 *
 * @example
 * otpAccountCapReached(10) // true
 * otpAccountCapReached(9) // false
 */
export const otpAccountCapReached = (consecutiveFailures: number, policy: OtpPolicy = defaultOtpPolicy): boolean =>
  consecutiveFailures >= policy.accountFailureCap;

/**
 * Whole seconds until `until` (for Retry-After), at least 1; 0 when `until`
 * is null or past, meaning no wait.
 *
 * @example
 * otpRetryAfterSeconds(90500, 0) // 91
 * otpRetryAfterSeconds(null, 0) // 0
 */
export const otpRetryAfterSeconds = (until: number | null, now: number): number =>
  until === null || until <= now ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
