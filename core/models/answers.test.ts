import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeRenewalCalculatorData } from "./calculatorModel.js";
import { readEnvelopeAnswer, readEnvelopeDone } from "./envelope.js";
import { decodeOnboardingStepAttained, decodeOtpValidationResult } from "./otp.js";

describe("readEnvelopeAnswer (C §7)", () => {
  it("is a success only for an OK status, Success true and a Result that decodes", () => {
    expect(readEnvelopeAnswer(true, { Success: true, Result: { slug: "s1" } }, decodeOtpValidationResult)).toMatchObject({
      ok: true,
      value: { slug: "s1", collectionsPhoneNumber: null },
    });
    expect(readEnvelopeAnswer(true, { Success: true, Result: { slug: 4 } }, decodeOtpValidationResult)).toEqual({ ok: false, errorMessage: null });
    expect(readEnvelopeAnswer(false, { Success: true, Result: 2 }, decodeOnboardingStepAttained)).toEqual({ ok: false, errorMessage: null });
    expect(readEnvelopeAnswer(true, { Success: false, Result: null, ErrorMessage: "NOT_FOUND" }, decodeOnboardingStepAttained)).toEqual({
      ok: false,
      errorMessage: "NOT_FOUND",
    });
    expect(readEnvelopeAnswer(true, { Success: true }, decodeOnboardingStepAttained)).toEqual({ ok: true, value: null });
    expect(readEnvelopeAnswer(true, [1], decodeOnboardingStepAttained)).toEqual({ ok: false, errorMessage: null });
  });

  it("reads a save as done unless the status failed or the envelope says Success false", () => {
    expect(readEnvelopeDone(true, { Success: true })).toEqual({ ok: true, value: null });
    expect(readEnvelopeDone(true, "")).toEqual({ ok: true, value: null });
    expect(readEnvelopeDone(false, null)).toEqual({ ok: false, errorMessage: null });
    expect(readEnvelopeDone(true, { Success: false, ErrorMessage: "x" })).toEqual({ ok: false, errorMessage: "x" });
  });

  it("property: never throws and never succeeds without Success true and an OK status", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.anything(), (httpOk, body) => {
        const answer = readEnvelopeAnswer(httpOk, body, decodeOnboardingStepAttained);
        if (answer.ok) expect(httpOk && (body as { Success?: unknown }).Success === true).toBe(true);
        const done = readEnvelopeDone(httpOk, body);
        if (done.ok) expect(httpOk).toBe(true);
      }),
    );
  });
});

describe("decodeRenewalCalculatorData (C §7)", () => {
  it("reads the balance as money and the frequency as a number or null", () => {
    const decoded = decodeRenewalCalculatorData({ previousBalance: "312.40", loanFrequency: 26 });
    expect(decoded.ok && decoded.value.previousBalance.toFixed(2)).toBe("312.40");
    expect(decoded.ok && decoded.value.loanFrequency).toBe(26);
    const empty = decodeRenewalCalculatorData({});
    expect(empty.ok && [empty.value.previousBalance.toNumber(), empty.value.loanFrequency]).toEqual([0, null]);
    expect(decodeRenewalCalculatorData({ loanFrequency: "26" }).ok).toBe(false);
  });
});
