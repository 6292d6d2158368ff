import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveRenewalStartStep } from "./navigation.js";
import { renewalStartNeedsAttained, renewalStartPlan } from "./start.js";
import { renewalSteps } from "./steps.js";

describe("renewal start (C §3.10)", () => {
  it("asks the server whenever a flow token is given, except at step 0 or with onboardingFlow=t", () => {
    expect(renewalStartNeedsAttained({ routeStep: null, token: "ab12" })).toBe(true);
    // A reload at a step still asks: the server's step caps the address's.
    expect(renewalStartNeedsAttained({ routeStep: 23, token: "ab12" })).toBe(true);
    expect(renewalStartNeedsAttained({ routeStep: 0, token: "u1" })).toBe(false);
    expect(renewalStartNeedsAttained({ routeStep: null, token: "ab12", jumpToSignature: true })).toBe(false);
    expect(renewalStartNeedsAttained({ routeStep: null, token: "-1" })).toBe(false);
    expect(renewalStartNeedsAttained({ routeStep: null, token: " " })).toBe(false);
  });

  it("starts at the server's step, the address step or 0", () => {
    expect(renewalStartPlan({ routeStep: null, token: "ab12", attained: 24 })).toEqual({ step: 24, slug: "ab12", codeSentByParent: null });
    expect(renewalStartPlan({ routeStep: null, token: "ab12", attained: "24" }).step).toBe(0);
    expect(renewalStartPlan({ routeStep: 2, token: " ab12 " })).toEqual({ step: 2, slug: "ab12", codeSentByParent: null });
    // A reload keeps the address's step; an address ahead of the server's step starts at the server's.
    expect(renewalStartPlan({ routeStep: 21, token: "ab12", attained: 23 }).step).toBe(21);
    expect(renewalStartPlan({ routeStep: 24, token: "ab12", attained: 21 }).step).toBe(21);
    expect(renewalStartPlan({ routeStep: 24, token: "ab12", attained: null }).step).toBe(24);
    // Without a flow token no step was asked of the server: an attained step given anyway caps nothing (the property's counterexample).
    expect(resolveRenewalStartStep({ routeStep: 25, token: "", attained: 0 })).toBe(25);
    expect(renewalStartPlan({ routeStep: null, token: "ab12", jumpToSignature: true }).step).toBe(3);
  });

  it("without a token, starts at step 0 on the renewal path and at Basic on the basic path", () => {
    expect(renewalStartPlan({ routeStep: 21, token: "-1" })).toEqual({ step: 0, slug: null, codeSentByParent: null });
    expect(renewalStartPlan({ routeStep: null, token: "-1", jumpToSignature: true }).step).toBe(0);
    expect(renewalStartPlan({ routeStep: null, token: "-1", path: "basic" }).step).toBe(1);
  });

  it("opens the OTP screen when the parent page already asked for the code", () => {
    const query = { lastFourDigitsOfPhoneNumber: "4321" };
    expect(renewalStartPlan({ routeStep: 0, token: "u1", query }).codeSentByParent).toEqual({ userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" });
    expect(renewalStartPlan({ routeStep: 1, token: "u1", query }).codeSentByParent).toBeNull();
    expect(renewalStartPlan({ routeStep: 0, token: "-1", query }).codeSentByParent).toBeNull();
    expect(renewalStartPlan({ routeStep: 0, token: "u1", query: { lastFourDigitsOfPhoneNumber: null } }).codeSentByParent).toBeNull();
  });

  const inputs = fc.record({
    routeStep: fc.option(fc.constantFrom(...renewalSteps), { nil: null }),
    token: fc.oneof(fc.constant("-1"), fc.constant(""), fc.string({ maxLength: 12 })),
    jumpToSignature: fc.boolean(),
    attained: fc.anything(),
  });

  it("property: when the server's step is not needed, it changes nothing", () => {
    fc.assert(
      fc.property(inputs, fc.anything(), (input, other) => {
        if (renewalStartNeedsAttained(input)) return;
        expect(resolveRenewalStartStep({ ...input, attained: other })).toBe(resolveRenewalStartStep(input));
      }),
    );
  });

  it("property: a plan past step 0 always has a slug, and a code sent by the parent only at step 0", () => {
    fc.assert(
      fc.property(inputs, fc.option(fc.stringMatching(/^\d{4}$/), { nil: null }), (input, lastFour) => {
        const plan = renewalStartPlan({ ...input, query: { lastFourDigitsOfPhoneNumber: lastFour } });
        if (plan.step !== 0) expect(plan.slug).not.toBeNull();
        if (plan.codeSentByParent) expect(plan.step).toBe(0);
      }),
    );
  });
});
