import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { padExternalId } from "../src/servicing/processor/adapter.js";
import { paymentProcessorFromEnv, resolvePaymentProcessor } from "../src/servicing/processor/config.js";
import { sandboxPaymentProcessor, sandboxReturnsDebit } from "../src/servicing/processor/sandbox.js";

/**
 * The sandbox processor's decision and its configuration: which debit
 * comes back NSF depends on its external id and the share only; a larger
 * share returns every debit a smaller one does, and over many debits the
 * share returned is close to the share asked.
 */

const externalIds = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 9_999_999 })), { minLength: 1_000, maxLength: 1_000, selector: ([contract, line]) => `${contract}/${line}` }).map((pairs) =>
  pairs.map(([contract, line]) => padExternalId(`M-${String(contract).padStart(6, "0")}`, `s${line}`, 1)),
);

describe("the sandbox processor's NSF decision", () => {
  it("is the same every time, none at 0 and all at 1, and a debit returned at a share is returned at every larger one", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (externalId, first, second) => {
        const [low, high] = first <= second ? [first, second] : [second, first];
        expect(sandboxReturnsDebit(externalId, low)).toBe(sandboxReturnsDebit(externalId, low));
        expect(sandboxReturnsDebit(externalId, 0)).toBe(false);
        expect(sandboxReturnsDebit(externalId, 1)).toBe(true);
        if (sandboxReturnsDebit(externalId, low)) expect(sandboxReturnsDebit(externalId, high)).toBe(true);
      }),
    );
  });

  it("returns close to the share of 1,000 distinct debits (within 5 standard deviations)", () => {
    fc.assert(
      fc.property(externalIds, fc.double({ min: 0, max: 1, noNaN: true }), (ids, share) => {
        const returned = ids.filter((id) => sandboxReturnsDebit(id, share)).length / ids.length;
        expect(Math.abs(returned - share)).toBeLessThanOrEqual(5 * Math.sqrt((share * (1 - share)) / ids.length) + 0.002);
      }),
      { numRuns: 30 },
    );
  });
});

describe("the payment processor's configuration", () => {
  it("reads none by default, the sandbox with its share and delay, and refuses a bad value", () => {
    expect(paymentProcessorFromEnv({})).toEqual({ mode: "none" });
    expect(paymentProcessorFromEnv({ LENDKIT_PAYMENT_PROCESSOR: "none" })).toEqual({ mode: "none" });
    expect(paymentProcessorFromEnv({ LENDKIT_PAYMENT_PROCESSOR: "Sandbox", LENDKIT_SANDBOX_NSF_SHARE: "0.1", LENDKIT_SANDBOX_RETURN_DAYS: "3" })).toEqual({
      mode: "sandbox",
      allowSandboxInProduction: false,
      nsfShare: 0.1,
      returnBusinessDays: 3,
    });
    expect(() => paymentProcessorFromEnv({ LENDKIT_PAYMENT_PROCESSOR: "live" })).toThrow(/sandbox or none/);
    expect(() => paymentProcessorFromEnv({ LENDKIT_PAYMENT_PROCESSOR: "sandbox", LENDKIT_SANDBOX_NSF_SHARE: "5%" })).toThrow(/LENDKIT_SANDBOX_NSF_SHARE/);
    expect(() => sandboxPaymentProcessor({ nsfShare: 1.5 })).toThrow(/nsfShare/);
    expect(() => sandboxPaymentProcessor({ returnBusinessDays: 0 })).toThrow(/returnBusinessDays/);
  });

  it("refuses the sandbox in production unless allowed, as the bank sandbox", () => {
    expect(resolvePaymentProcessor(undefined, true)).toBeNull();
    expect(resolvePaymentProcessor({ mode: "sandbox" }, false)?.mode).toBe("sandbox");
    expect(() => resolvePaymentProcessor({ mode: "sandbox" }, true)).toThrow(/refusing to start: the payment processor sandbox/);
    expect(resolvePaymentProcessor(paymentProcessorFromEnv({ LENDKIT_PAYMENT_PROCESSOR: "sandbox", LENDKIT_PAYMENT_SANDBOX_IN_PRODUCTION: "allow" }), true)?.mode).toBe("sandbox");
  });
});
