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
  otpSentToKey,
  otpStart,
  otpTransition,
  otpView,
  type OtpEvent,
  type OtpState,
} from "./otp.js";
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
