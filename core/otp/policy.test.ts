import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultOtpPolicy,
  isOtpChallengeAlive,
  isOtpCode,
  otpAccountCapReached,
  otpChallengeStatus,
  otpCodeExpiresAt,
  otpCodeFromNumber,
  otpInheritedFailures,
  otpPolicyProblems,
  otpRetryAfterSeconds,
  type OtpChallengeFacts,
} from "./policy.js";

const minute = 60_000;
const fresh = (sentAt = 0): OtpChallengeFacts => ({ expiresAt: otpCodeExpiresAt(sentAt), usedAt: null, voidedAt: null, failedAttempts: 0 });

describe("OTP policy (SECURITY 1–6)", () => {
  it("ships 6 digits, 10 minutes, 5 tries, a cap of 10 and 5 sends per 10 minutes", () => {
    expect(defaultOtpPolicy).toMatchObject({
      digits: 6,
      ttlMs: 10 * minute,
      maxFailedAttempts: 5,
      accountFailureCap: 10,
      maxSendsPerChallenge: 5,
      sendWindowMs: 10 * minute,
      maxLookups: 5,
      lookupWindowMs: 15 * minute,
    });
    expect(otpPolicyProblems(defaultOtpPolicy)).toEqual([]);
  });

  it("lets a deployment tighten the figures but not loosen the fixed ones", () => {
    expect(otpPolicyProblems({ ...defaultOtpPolicy, ttlMs: 5 * minute, maxFailedAttempts: 3 })).toEqual([]);
    expect(otpPolicyProblems({ ...defaultOtpPolicy, maxFailedAttempts: 6 })).toEqual(["maxFailedAttempts must be at most 5"]);
    expect(otpPolicyProblems({ ...defaultOtpPolicy, maxSendsPerChallenge: 9 })).toEqual(["maxSendsPerChallenge must be at most 5"]);
    expect(otpPolicyProblems({ ...defaultOtpPolicy, digits: 4 })).toEqual(["digits must be 6"]);
    expect(otpPolicyProblems({ ...defaultOtpPolicy, maxLookups: 0 })).toEqual(["maxLookups must be a positive whole number"]);
    expect(otpPolicyProblems({ ...defaultOtpPolicy, accountLockMs: 1.5 })).toEqual(["accountLockMs must be a positive whole number"]);
  });

  it("zero-pads codes and refuses numbers out of range", () => {
    expect(otpCodeFromNumber(0)).toBe("000000");
    expect(otpCodeFromNumber(999_999)).toBe("999999");
    expect(otpCodeFromNumber(-1)).toBeNull();
    expect(otpCodeFromNumber(1.5)).toBeNull();
    expect(otpCodeFromNumber(Number.NaN)).toBeNull();
    expect(isOtpCode("000000")).toBe(true);
    for (const bad of ["12345", "1234567", "12345a", "١٢٣٤٥٦", 123456, null]) expect(isOtpCode(bad)).toBe(false);
  });

  it("accepts a code at 9:59 and refuses it at 10:00 and 10:01", () => {
    const challenge = fresh(0);
    expect(otpChallengeStatus(challenge, 9 * minute + 59_000)).toBe("alive");
    expect(otpChallengeStatus(challenge, 10 * minute)).toBe("expired");
    expect(otpChallengeStatus(challenge, 10 * minute + 1000)).toBe("expired");
  });

  it("orders the statuses used, voided, exhausted, expired", () => {
    const late = 11 * minute;
    expect(otpChallengeStatus({ ...fresh(), usedAt: 1, voidedAt: 2, failedAttempts: 5 }, late)).toBe("used");
    expect(otpChallengeStatus({ ...fresh(), voidedAt: 2, failedAttempts: 5 }, late)).toBe("voided");
    expect(otpChallengeStatus({ ...fresh(), failedAttempts: 5 }, late)).toBe("exhausted");
    expect(otpChallengeStatus({ ...fresh(), failedAttempts: 4 }, 1000)).toBe("alive");
  });

  it("keeps the failure count of a live code across a resend, and starts afresh after a dead one", () => {
    expect(otpInheritedFailures({ ...fresh(), failedAttempts: 4 }, 1000)).toBe(4);
    expect(otpInheritedFailures({ ...fresh(), failedAttempts: 5 }, 1000)).toBe(0);
    expect(otpInheritedFailures({ ...fresh(), failedAttempts: 2 }, 11 * minute)).toBe(0);
    expect(otpInheritedFailures({ ...fresh(), failedAttempts: 2, usedAt: 5 }, 1000)).toBe(0);
  });

  it("reaches the account cap at 10 consecutive failures and says how long to wait", () => {
    expect(otpAccountCapReached(9)).toBe(false);
    expect(otpAccountCapReached(10)).toBe(true);
    expect(otpRetryAfterSeconds(1001, 0)).toBe(2);
    expect(otpRetryAfterSeconds(1, 0)).toBe(1);
    expect(otpRetryAfterSeconds(5, 5)).toBe(0);
  });
});

describe("OTP policy properties", () => {
  it("turns every number in range into 6 digits that read back as the same number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (value) => {
        const code = otpCodeFromNumber(value);
        expect(isOtpCode(code)).toBe(true);
        expect(Number(code)).toBe(value);
      }),
    );
  });

  const facts = fc.record({
    expiresAt: fc.integer({ min: 0, max: 10 ** 9 }),
    usedAt: fc.option(fc.nat(), { nil: null }),
    voidedAt: fc.option(fc.nat(), { nil: null }),
    failedAttempts: fc.integer({ min: 0, max: 20 }),
  });

  it("is alive exactly before expiry, unused, not voided and under 5 failures", () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 10 ** 9 }), (challenge, now) => {
        const expected =
          challenge.usedAt === null && challenge.voidedAt === null && challenge.failedAttempts < 5 && now < challenge.expiresAt;
        expect(isOtpChallengeAlive(challenge, now)).toBe(expected);
      }),
    );
  });

  it("never comes back to life as time passes", () => {
    fc.assert(
      fc.property(facts, fc.nat(), fc.nat(), (challenge, now, later) => {
        if (!isOtpChallengeAlive(challenge, now)) expect(isOtpChallengeAlive(challenge, now + later)).toBe(false);
      }),
    );
  });

  it("never gives a new code more tries than the policy, nor more than the code it replaces had left", () => {
    fc.assert(
      fc.property(facts, fc.nat(), (previous, now) => {
        const inherited = otpInheritedFailures(previous, now);
        expect(inherited).toBeGreaterThanOrEqual(0);
        expect(inherited).toBeLessThan(defaultOtpPolicy.maxFailedAttempts);
        if (isOtpChallengeAlive(previous, now)) expect(inherited).toBe(previous.failedAttempts);
      }),
    );
  });
});
