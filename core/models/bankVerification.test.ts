import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeAggregatorInstanceName,
  decodeAlternateCompletionData,
  decodeAlternateInstanceName,
  decodeBankStepCompletion,
  decodeBankVerificationRequestResult,
  encodeBankStepCompletion,
} from "./bankVerification.js";

describe("bank verification models (C §3.9, C §7)", () => {
  it("request result: requestCode and an http(s) redirectUrl", () => {
    expect(decodeBankVerificationRequestResult({ requestCode: "X1", redirectUrl: "https://widget.example/v?c=X1" })).toEqual({
      ok: true,
      value: { requestCode: "X1", redirectUrl: "https://widget.example/v?c=X1" },
    });
    expect(decodeBankVerificationRequestResult({ requestCode: "X1", redirectUrl: "javascript:alert(1)" }).ok).toBe(false);
    expect(decodeBankVerificationRequestResult({ requestCode: "", redirectUrl: "https://a.example" }).ok).toBe(false);
  });

  it("instance names must be one host-name label", () => {
    expect(decodeAggregatorInstanceName({ flinksInstanceName: "lendkit-prod" }).ok).toBe(true);
    for (const bad of ["", "a.b", "evil.example/x", "-a", "a b", "a#b"]) {
      expect(decodeAggregatorInstanceName({ flinksInstanceName: bad }).ok).toBe(false);
    }
    expect(decodeAlternateInstanceName({ zumRailsUsername: "cust-1", zumRailsInstanceName: "lendkit" }).ok).toBe(true);
    expect(decodeAlternateInstanceName({ zumRailsUsername: "" , zumRailsInstanceName: "x" }).ok).toBe(false);
  });

  it("step completion round trip", () => {
    const payload = { slug: "abc-123", currentStep: 21 };
    const decoded = decodeBankStepCompletion(encodeBankStepCompletion(payload));
    expect(decoded).toEqual({ ok: true, value: payload });
    expect(decodeBankStepCompletion({ slug: "abc", currentStep: "21" }).ok).toBe(false);
  });

  it("alternate completion data: a flat record of primitives", () => {
    expect(decodeAlternateCompletionData({ requestid: "r", cardid: 3, ok: true, none: null }).ok).toBe(true);
    expect(decodeAlternateCompletionData({ nested: { a: 1 } }).ok).toBe(false);
    expect(decodeAlternateCompletionData([1, 2]).ok).toBe(false);
    expect(decodeAlternateCompletionData("text").ok).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`k${index}`, index]));
    expect(decodeAlternateCompletionData(many).ok).toBe(false);
  });

  it("property: decoders never throw on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const decode of [
          decodeAggregatorInstanceName,
          decodeAlternateCompletionData,
          decodeAlternateInstanceName,
          decodeBankStepCompletion,
          decodeBankVerificationRequestResult,
        ]) {
          expect(typeof decode(value).ok).toBe("boolean");
        }
      }),
    );
  });

  it("property: any flat record of primitives decodes to itself", () => {
    const primitive = fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), primitive, { maxKeys: 20 }), (record) => {
        const decoded = decodeAlternateCompletionData(record);
        expect(decoded).toEqual({ ok: true, value: record });
      }),
    );
  });
});
