import { Decimal } from "../money/decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  otpCodeError,
  otpDigits,
  otpExpiredRedirect,
  otpExpiredReturnMs,
  otpExpiredReturnPath,
  otpExpiryMs,
  otpFormat,
  otpIsSubmitKey,
  otpRefusalOf,
  otpSentToKey,
  otpStart,
  otpTransition,
  otpView,
  type OtpEvent,
  type OtpRefusal,
  type OtpState,
} from "./otp.js";
import { tBoth } from "../i18n/translate.js";
import { apiFailureCodes, failureOf, type ApiFailure, type ApiFailureCode } from "../api/failure.js";
import { renewalFormatPhone, renewalOverdueView } from "./overdue.js";

const run = (state: OtpState, events: readonly OtpEvent[]): OtpState => events.reduce(otpTransition, state);

describe("OTP helpers", () => {
  it("strips the mask and formats ### ###", () => {
    expect(otpDigits("123 456")).toBe("123456");
    expect(otpDigits("12a3 4567")).toBe("123456");
    expect(otpFormat("123456")).toBe("123 456");
    expect(otpFormat("12")).toBe("12");
    expect(otpCodeError("")).toBe("renewal.otp.required");
    expect(otpCodeError("123 45")).toBe("renewal.otp.sixDigits");
    expect(otpCodeError("123 456")).toBeNull();
    expect(otpIsSubmitKey("Enter")).toBe(true);
    expect(otpIsSubmitKey("a")).toBe(false);
  });
});

describe("OTP screen (C §2, §4, §8)", () => {
  it("keeps CONTINUE disabled until the form is touched", () => {
    const start = otpStart(0);
    expect(otpView(start, 0)).toEqual({ formDisabled: false, canContinue: false, msLeft: otpExpiryMs });
    const touched = otpTransition(start, { type: "typed", value: "1" });
    expect(otpView(touched, 0).canContinue).toBe(true);
    expect(otpTransition(start, { type: "submit", now: 1 }).error).toBe("renewal.otp.required");
    const short = otpTransition(touched, { type: "submit", now: 1 });
    expect(short.status).toBe("entering");
    expect(short.error).toBe("renewal.otp.sixDigits");
  });

  it("wrong code: alert, form re-enabled, timer cleared", () => {
    const wrong = run(otpStart(0), [
      { type: "typed", value: "123456" },
      { type: "submit", now: 1000 },
      { type: "rejected" },
    ]);
    expect(wrong.status).toBe("wrong");
    expect(wrong.alert).toEqual({ kind: "error", key: "renewal.otp.invalid" });
    expect(wrong.expiresAt).toBeNull();
    expect(otpView(wrong, 10 * otpExpiryMs)).toEqual({ formDisabled: false, canContinue: true, msLeft: null });
    expect(otpTransition(wrong, { type: "tick", now: 10 * otpExpiryMs }).status).toBe("wrong");
    const retyped = otpTransition(wrong, { type: "typed", value: "654 321" });
    expect(retyped.status).toBe("entering");
    expect(otpTransition(retyped, { type: "submit", now: 5 }).status).toBe("submitting");
  });

  it("expires 10 minutes after the code was sent", () => {
    const start = otpStart(1_000);
    expect(otpTransition(start, { type: "tick", now: 1_000 + otpExpiryMs - 1 }).status).toBe("entering");
    const expired = otpTransition(start, { type: "tick", now: 1_000 + otpExpiryMs });
    expect(expired.status).toBe("expired");
    expect(expired.alert).toEqual({ kind: "error", key: "renewal.otp.expired" });
    const late = run(start, [{ type: "typed", value: "123456" }, { type: "submit", now: 1_000 + otpExpiryMs }]);
    expect(late.status).toBe("expired");
  });

  it("resend by email or call restarts the timer and alerts", () => {
    const start = otpStart(0);
    const email = run(start, [
      { type: "resendRequested", method: "EMAIL" },
      { type: "resendSucceeded", now: 500_000 },
    ]);
    expect(email.alert).toEqual({ kind: "success", key: "renewal.otp.emailSent" });
    expect(otpSentToKey(email)).toBe("renewal.otp.sentToEmail");
    expect(email.expiresAt).toBe(500_000 + otpExpiryMs);
    expect(otpTransition(email, { type: "tick", now: otpExpiryMs + 1 }).status).toBe("entering");
    const call = run(start, [{ type: "resendRequested", method: "CALL" }, { type: "resendSucceeded", now: 1 }]);
    expect(call.alert?.key).toBe("renewal.otp.callSent");
    const failed = run(start, [{ type: "resendRequested", method: "CALL" }, { type: "resendFailed" }]);
    expect(failed.alert?.key).toBe("common.genericError");
    expect(failed.expiresAt).toBe(otpExpiryMs);
    expect(otpTransition(failed, { type: "alertShown" }).alert).toBeNull();
  });

  it("valid and expired are final", () => {
    const eventArb: fc.Arbitrary<OtpEvent> = fc.oneof(
      fc.record({ type: fc.constant("typed" as const), value: fc.string() }),
      fc.record({ type: fc.constant("submit" as const), now: fc.nat() }),
      fc.constant({ type: "rejected" as const }),
      fc.constant({ type: "accepted" as const }),
      fc.record({ type: fc.constant("tick" as const), now: fc.nat({ max: 3 * otpExpiryMs }) }),
      fc.record({ type: fc.constant("resendRequested" as const), method: fc.constantFrom("EMAIL" as const, "CALL" as const) }),
      fc.record({ type: fc.constant("resendSucceeded" as const), now: fc.nat({ max: 3 * otpExpiryMs }) }),
      fc.constant({ type: "resendFailed" as const }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = otpStart(0);
        for (const event of events) {
          const before = state;
          state = otpTransition(state, event);
          if (before.status === "valid" || before.status === "expired") expect(state.status).toBe(before.status);
          if (state.status === "valid") expect(before.status === "submitting" || before.status === "valid").toBe(true);
          if (state.status === "submitting") expect(otpDigits(state.code)).toHaveLength(6);
        }
      }),
    );
  });
});

describe("a refused code check: a wrong code is not every refusal (issue 14 §4)", () => {
  const both = (key: Parameters<typeof tBoth>[0]): string => `${tBoth(key).fr} / ${tBoth(key).en}`;
  const pending = both("payments.renew.refused.renewalPending");

  it.each([
    [400, both("renewal.otp.invalid"), { reason: "wrongCode", key: "renewal.otp.invalid" }],
    [400, tBoth("renewal.otp.invalid").en, { reason: "wrongCode", key: "renewal.otp.invalid" }],
    [200, "INVALID", { reason: "wrongCode", key: "renewal.otp.invalid" }],
    [400, null, { reason: "wrongCode", key: "renewal.otp.invalid" }],
    [400, both("renewal.otp.expired"), { reason: "expired", key: "renewal.otp.expired" }],
    [400, both("account.otp.tooManyTries"), { reason: "throttled", key: "account.otp.tooManyTries" }],
    [429, both("account.otp.locked"), { reason: "throttled", key: "account.otp.locked" }],
    [429, both("account.otp.lookupLimit"), { reason: "throttled", key: "account.otp.lookupLimit" }],
    [429, "LIMIT", { reason: "throttled", key: null }],
    [409, pending, { reason: "refused", key: null }],
    [409, both("account.error.callUs"), { reason: "refused", key: "account.error.callUs" }],
    [503, null, { reason: "refused", key: null }],
  ] as const)("a body with no code (an older server): status %i with %j reads as %j", (status, message, refusal) => {
    expect(otpRefusalOf(status, message)).toEqual(refusal);
    // Read through failureOf, such a body is `unknown`, and reads the same.
    expect(otpRefusalOf(status, failureOf({ Success: false, Result: null, ErrorMessage: message }, status))).toEqual(refusal);
  });

  const submitted = (now = 1000): OtpState => run(otpStart(0), [{ type: "typed", value: "123456" }, { type: "submit", now }]);

  it.each([
    // refusal, status, alert key, wrong tries, timer kept
    [undefined, "wrong", "renewal.otp.invalid", 1, false],
    [{ reason: "wrongCode", key: "renewal.otp.invalid" }, "wrong", "renewal.otp.invalid", 1, false],
    [{ reason: "refused", key: null }, "refused", null, 0, true],
    [{ reason: "refused", key: "account.error.callUs" }, "refused", "account.error.callUs", 0, true],
    [{ reason: "throttled", key: "account.otp.locked" }, "refused", "account.otp.locked", 0, true],
    [{ reason: "throttled", key: null }, "refused", null, 0, true],
    [{ reason: "expired", key: "renewal.otp.expired" }, "expired", "renewal.otp.expired", 0, true],
    [{ reason: "expired", key: null }, "expired", null, 0, true],
  ] as const)("a check refused with %j: status %s, alert %s, %i wrong tries", (refusal, status, alertKey, wrongTries, timerKept) => {
    const after = otpTransition(submitted(), refusal === undefined ? { type: "rejected" } : { type: "rejected", refusal });
    expect(after.status).toBe(status);
    expect(after.alert?.key ?? null).toBe(alertKey);
    expect(after.wrongTries).toBe(wrongTries);
    expect(after.expiresAt).toBe(timerKept ? otpExpiryMs : null);
    expect(after.refusal?.reason).toBe(refusal?.reason ?? "wrongCode");
  });

  it("after a 409 the form is usable again, the reason stands until the next submit, and a next wrong code counts one try", () => {
    const refused = otpTransition(submitted(), { type: "rejected", refusal: otpRefusalOf(409, pending) });
    expect(otpView(refused, 2000)).toEqual({ formDisabled: false, canContinue: true, msLeft: otpExpiryMs - 2000 });
    expect(otpTransition(refused, { type: "tick", now: otpExpiryMs }).status).toBe("expired");
    const retyped = otpTransition(refused, { type: "typed", value: "654321" });
    expect(retyped.refusal).toEqual({ reason: "refused", key: null });
    expect(otpTransition(retyped, { type: "submit", now: 3000 }).refusal).toBeNull();
    const wrong = run(retyped, [{ type: "submit", now: 3000 }, { type: "rejected", refusal: otpRefusalOf(400, both("renewal.otp.invalid")) }]);
    expect(wrong.status).toBe("wrong");
    expect(wrong.wrongTries).toBe(1);
  });

  it("only wrong codes show the wrong-code text and count tries, whatever the mix of answers", () => {
    const refusalArb: fc.Arbitrary<OtpRefusal | undefined> = fc.oneof(
      fc.constant(undefined),
      fc.constant({ reason: "wrongCode" as const, key: "renewal.otp.invalid" as const }),
      fc.constant(otpRefusalOf(409, pending)),
      fc.constant(otpRefusalOf(429, both("account.otp.locked"))),
      fc.constant(otpRefusalOf(429, "LIMIT")),
      fc.constant(otpRefusalOf(400, both("renewal.otp.expired"))),
    );
    const eventArb: fc.Arbitrary<OtpEvent> = fc.oneof(
      fc.record({ type: fc.constant("typed" as const), value: fc.constantFrom("123456", "654 321", "12") }),
      fc.record({ type: fc.constant("submit" as const), now: fc.nat({ max: 2 * otpExpiryMs }) }),
      refusalArb.map((refusal): OtpEvent => (refusal === undefined ? { type: "rejected" } : { type: "rejected", refusal })),
      fc.record({ type: fc.constant("tick" as const), now: fc.nat({ max: 2 * otpExpiryMs }) }),
      fc.constant({ type: "alertShown" as const }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = otpStart(0);
        let wrongCodes = 0;
        for (const event of events) {
          const before = state;
          state = otpTransition(state, event);
          const wrongAnswer = event.type === "rejected" && before.status === "submitting" && (event.refusal === undefined || event.refusal.reason === "wrongCode");
          if (wrongAnswer) wrongCodes += 1;
          expect(state.wrongTries).toBe(wrongCodes);
          // The wrong-code text appears on a wrong code only.
          if (state.alert?.key === "renewal.otp.invalid" && before.alert?.key !== "renewal.otp.invalid") expect(wrongAnswer).toBe(true);
          if (event.type === "rejected" && before.status === "submitting" && !wrongAnswer) {
            expect(state.alert?.key).not.toBe("renewal.otp.invalid");
            expect(state.status).not.toBe("wrong");
          }
        }
      }),
    );
  });
});

describe("a refused code check decides on the failure's code, not its words", () => {
  const both = (key: Parameters<typeof tBoth>[0]): string => `${tBoth(key).fr} / ${tBoth(key).en}`;
  const failure = (code: ApiFailureCode, message: string): ApiFailure => ({ code, message, fields: [] });

  it.each([
    [400, failure("otpInvalid", tBoth("renewal.otp.invalid").en), { reason: "wrongCode", key: "renewal.otp.invalid" }],
    [400, failure("otpExpired", tBoth("renewal.otp.expired").fr), { reason: "expired", key: "renewal.otp.expired" }],
    [400, failure("rateLimited", tBoth("account.otp.tooManyTries").en), { reason: "throttled", key: "account.otp.tooManyTries" }],
    [429, failure("rateLimited", tBoth("account.otp.locked").fr), { reason: "throttled", key: "account.otp.locked" }],
    [429, failure("rateLimited", tBoth("server.tooManyRequests").en), { reason: "throttled", key: null }],
    [409, failure("conflict", tBoth("account.error.callUs").en), { reason: "refused", key: "account.error.callUs" }],
    [409, failure("conflict", both("payments.renew.refused.renewalPending")), { reason: "refused", key: null }],
    [400, failure("invalidRequest", ""), { reason: "refused", key: null }],
    [503, failure("unavailable", ""), { reason: "refused", key: null }],
  ] as const)("status %i with %j reads as %j", (status, answer, refusal) => {
    expect(otpRefusalOf(status, answer)).toEqual(refusal);
  });

  it("the same words with another code give another refusal", () => {
    const invalid = tBoth("renewal.otp.invalid").en;
    expect(otpRefusalOf(400, failure("otpInvalid", invalid)).reason).toBe("wrongCode");
    expect(otpRefusalOf(400, failure("otpExpired", invalid)).reason).toBe("expired");
    expect(otpRefusalOf(400, failure("rateLimited", invalid)).reason).toBe("throttled");
    expect(otpRefusalOf(400, failure("conflict", invalid))).toEqual({ reason: "refused", key: null });
    // Without a code, the same words are a wrong code (an older server).
    expect(otpRefusalOf(400, failure("unknown", invalid)).reason).toBe("wrongCode");
  });

  it("a known code's reason follows the code alone, whatever the words and the status", () => {
    const reasonOfCode = (code: ApiFailureCode): OtpRefusal["reason"] =>
      code === "otpInvalid" ? "wrongCode" : code === "otpExpired" ? "expired" : code === "rateLimited" ? "throttled" : "refused";
    const texts = fc.oneof(
      fc.string(),
      fc.constantFrom("renewal.otp.invalid", "renewal.otp.expired", "account.otp.locked", "account.otp.tooManyTries", "account.error.callUs").map(both),
    );
    const known = fc.constantFrom(...apiFailureCodes.filter((code) => code !== "unknown"));
    fc.assert(
      fc.property(known, texts, fc.integer({ min: 200, max: 599 }), (code, message, status) => {
        const refusal = otpRefusalOf(status, failure(code, message));
        expect(refusal.reason).toBe(reasonOfCode(code));
        // Only a wrong code shows the wrong-code text; a throttle or refusal shows one of the account catalog's or none.
        if (refusal.reason !== "wrongCode") expect(refusal.key).not.toBe("renewal.otp.invalid");
      }),
    );
  });

  it("reads a server body's Code through failureOf", () => {
    const body = (Code: string, key: Parameters<typeof tBoth>[0]) => ({ Success: false, Result: null, ErrorMessage: tBoth(key).en, Code });
    expect(otpRefusalOf(400, failureOf(body("otpExpired", "renewal.otp.expired"), 400))).toEqual({ reason: "expired", key: "renewal.otp.expired" });
    expect(otpRefusalOf(400, failureOf(body("rateLimited", "account.otp.tooManyTries"), 400))).toEqual({ reason: "throttled", key: "account.otp.tooManyTries" });
    expect(otpRefusalOf(400, failureOf(body("invalidRequest", "renewal.otp.invalid"), 400))).toEqual({ reason: "refused", key: null });
  });
});

describe("overdue stop", () => {
  it("formats the collections number", () => {
    expect(renewalFormatPhone("5145551234")).toBe("(514) 555-1234");
    expect(renewalFormatPhone("1-514-555-1234")).toBe("(514) 555-1234");
    expect(renewalFormatPhone("555")).toBe("555");
    expect(renewalFormatPhone(null)).toBeNull();
    expect(renewalOverdueView("5145551234")).toEqual({
      titleKey: "renewal.overdue.title",
      textKey: "renewal.overdue.textWithPhone",
      params: { phone: "(514) 555-1234" },
      amountLate: null,
      amountKey: "renewal.overdue.amountLate",
      actionKey: "renewal.overdue.goToClientSpace",
      redirectTo: "/cl",
    });
    expect(renewalOverdueView(null).textKey).toBe("renewal.overdue.text");
    expect(renewalOverdueView(null, new Decimal("1240.85")).amountLate?.toFixed(2)).toBe("1240.85");
    expect(renewalOverdueView(null, new Decimal(0)).amountLate).toBeNull();
  });
});

describe("an expired code returns to /go/renew by itself (C §8)", () => {
  it("in the applicant's language, after time to read the alert", () => {
    expect(otpExpiredReturnPath("en")).toBe("/go/renew?lang=en");
    expect(otpExpiredReturnPath("fr")).toBe("/go/renew?lang=fr");
    expect(otpExpiredReturnPath("fr").startsWith(otpExpiredRedirect)).toBe(true);
    expect(otpExpiredReturnMs).toBeGreaterThanOrEqual(3_000);
    expect(otpExpiredReturnMs).toBeLessThan(otpExpiryMs);
  });
});
