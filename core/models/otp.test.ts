import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import {
  decodeOnboardingStepAttained,
  decodeOtpForm,
  decodeOtpValidationRequest,
  decodeOtpValidationResult,
  decodeRenewContractResult,
  decodeStepperStep,
  encodeOtpValidationRequest,
  encodeOtpValidationResult,
  encodeRenewContractResult,
  encodeStepperStep,
} from "./otp.js";

describe("OTP models (C §3.9, C §7)", () => {
  it("decodes the form with a default", () => {
    expect(decodeOtpForm({})).toEqual({ ok: true, value: { OTP: "" } });
  });

  it("accepts only a 6-digit code and a slug in the validation request", () => {
    const bad = decodeOtpValidationRequest({ OTP: "123 456", userSlug: "", leadSourceId: "x" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((error) => error.path)).toEqual(["OTP", "userSlug", "leadSourceId"]);
    const good = decodeOtpValidationRequest({ OTP: "123456", userSlug: "ab" });
    expect(good).toEqual({ ok: true, value: { OTP: "123456", userSlug: "ab", leadSourceId: null } });
    if (good.ok) expect(encodeOtpValidationRequest(good.value)).toEqual({ OTP: "123456", userSlug: "ab", leadSourceId: null });
  });

  it("reads amountLate as a Decimal and round-trips the result", () => {
    const decoded = decodeOtpValidationResult({ slug: "s1", amountLate: "12.50", collectionsPhoneNumber: "5145551234" });
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.amountLate).toBeInstanceOf(Decimal);
    expect(decoded.value.amountLate.toNumber()).toBe(12.5);
    expect(encodeOtpValidationResult(decoded.value)).toEqual({ slug: "s1", amountLate: 12.5, collectionsPhoneNumber: "5145551234", step: null });
    const defaults = decodeOtpValidationResult({ slug: "s1" });
    expect(defaults.ok && defaults.value.amountLate.isZero()).toBe(true);
    expect(defaults.ok && defaults.value.step).toBe(null);
    const resumed = decodeOtpValidationResult({ slug: "s1", step: 23 });
    expect(resumed.ok && resumed.value.step).toBe(23);
    const bad = decodeOtpValidationResult({ amountLate: "abc" });
    expect(!bad.ok && bad.errors.map((error) => error.path)).toEqual(["slug", "amountLate"]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.option(fc.string(), { nil: null }), fc.option(fc.constantFrom(1, 2, 21, 23, 24, 3), { nil: null }), (cents, phone, step) => {
        const wire = { slug: "s", amountLate: cents / 100, collectionsPhoneNumber: phone, step };
        const again = decodeOtpValidationResult(wire);
        expect(again.ok && encodeOtpValidationResult(again.value)).toEqual(wire);
      }),
    );
  });

  it("decodes the step attained, renewContract result and stepper step", () => {
    expect(decodeOnboardingStepAttained(21)).toEqual({ ok: true, value: 21 });
    expect(decodeOnboardingStepAttained(null)).toEqual({ ok: true, value: null });
    expect(decodeOnboardingStepAttained("21").ok).toBe(false);
    const renew = decodeRenewContractResult({ renewId: 7, slug: "x1" });
    expect(renew.ok && encodeRenewContractResult(renew.value)).toEqual({ renewId: 7, slug: "x1" });
    const badRenew = decodeRenewContractResult({ renewId: "7" });
    expect(!badRenew.ok && badRenew.errors.map((error) => error.path)).toEqual(["renewId", "slug"]);
    const step = decodeStepperStep({ label: "Signatures", number: 3 });
    expect(step.ok && encodeStepperStep(step.value)).toEqual({ label: "Signatures", number: 3 });
  });
});
