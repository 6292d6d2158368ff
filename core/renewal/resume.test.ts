import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures } from "../access/features.js";
import { renewalFlowEffects, renewalFlowStart, renewalFlowTransition, type RenewalFlowEvent, type RenewalFlowState } from "./flow.js";
import { noRenewalFlowFacts, renewalFlowPath, renewalResumeStep, renewalStepDone, renewalStepReachable, type RenewalFlowFacts } from "./resume.js";
import { renewalSteps, type RenewalStep } from "./steps.js";

const path = renewalFlowPath(defaultFeatures);
const verified: RenewalFlowFacts = { ...noRenewalFlowFacts, phoneVerified: true };
/** The facts of a flow whose steps up to `step` (excluded) are done. */
const doneBefore = (step: RenewalStep): RenewalFlowFacts => {
  const upTo = path.indexOf(step);
  const done = (s: RenewalStep) => path.indexOf(s) < upTo;
  return {
    phoneVerified: true,
    loanSaved: done(1),
    bankVerified: done(2),
    addressSaved: done(21),
    incomeSaved: done(23),
    referencesSaved: done(24),
    signed: false,
  };
};

const factsArb: fc.Arbitrary<RenewalFlowFacts> = fc.record({
  phoneVerified: fc.boolean(),
  loanSaved: fc.boolean(),
  bankVerified: fc.boolean(),
  addressSaved: fc.boolean(),
  incomeSaved: fc.boolean(),
  referencesSaved: fc.boolean(),
  signed: fc.boolean(),
});

describe("renewalFlowPath (C §3.10)", () => {
  it("is the fixed path, shortened by isBlockLoans", () => {
    expect(path).toEqual([0, 1, 2, 21, 23, 24, 3]);
    expect(renewalFlowPath({ ...defaultFeatures, isBlockLoans: true })).toEqual([0, 1, 3]);
    expect(renewalFlowPath({ ...defaultFeatures, CLSPhoto: true }, "byFeatures")).toEqual([0, 1, 2, 22, 3]);
  });
});

describe("renewalResumeStep (C §3.10: the server's attained step)", () => {
  it("resumes a customer who passed the bank and the address at the income step, not at step 1", () => {
    expect(renewalResumeStep(path, 23, doneBefore(23))).toBe(23);
    expect(renewalResumeStep(path, 21, doneBefore(23))).toBe(21);
    expect(renewalResumeStep(path, 3, doneBefore(3))).toBe(3);
  });

  it("never resumes past a step whose work is missing (a bank review refused)", () => {
    expect(renewalResumeStep(path, 23, { ...doneBefore(23), bankVerified: false })).toBe(2);
    expect(renewalResumeStep(path, 24, verified)).toBe(1);
  });

  it("is step 0 before the phone is verified, step 1 at least after, and treats a step off the path as the first", () => {
    expect(renewalResumeStep(path, 21, { ...doneBefore(23), phoneVerified: false })).toBe(0);
    expect(renewalResumeStep(path, 0, verified)).toBe(1);
    expect(renewalResumeStep(path, 99, doneBefore(24))).toBe(1);
    expect(renewalResumeStep(path, "23", doneBefore(24))).toBe(1);
    expect(renewalResumeStep(renewalFlowPath({ ...defaultFeatures, isBlockLoans: true }), 3, { ...verified, loanSaved: true })).toBe(3);
  });

  it("property: the step is on the path, at most the stored one, and every step before it is done", () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom<unknown>(...renewalSteps, null, "x", 7), (facts, attained) => {
        const step = renewalResumeStep(path, attained, facts);
        expect(path).toContain(step);
        if (!facts.phoneVerified) {
          expect(step).toBe(0);
          return;
        }
        expect(step).not.toBe(0);
        const at = path.indexOf(step);
        const stored = path.indexOf(attained as RenewalStep);
        expect(at <= Math.max(stored, 1)).toBe(true);
        for (const before of path.slice(1, at)) expect(renewalStepDone(before, facts)).toBe(true);
      }),
    );
  });
});

describe("renewalStepReachable", () => {
  it("allows a step up to the furthest reached, never step 0 or a step off the path", () => {
    expect(renewalStepReachable(path, 21, 1)).toBe(true);
    expect(renewalStepReachable(path, 21, 21)).toBe(true);
    expect(renewalStepReachable(path, 21, 23)).toBe(false);
    expect(renewalStepReachable(path, 21, 0)).toBe(false);
    expect(renewalStepReachable(path, 21, 22)).toBe(false);
  });
});

describe("the flow resumes, goes back and forward (C §3.10)", () => {
  const run = (events: readonly RenewalFlowEvent[]): RenewalFlowState =>
    events.reduce((state, event) => renewalFlowTransition(state, event), renewalFlowStart(defaultFeatures));
  const code: readonly RenewalFlowEvent[] = [
    { type: "started", step: 0 },
    { type: "codeSent", userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321", now: 0 },
    { type: "otp", event: { type: "typed", value: "123 456" } },
    { type: "otp", event: { type: "submit", now: 1000 } },
  ];

  it("lands on the server's step after the code, replacing the code screen's address", () => {
    const before = run(code);
    const after = renewalFlowTransition(before, { type: "otpAccepted", slug: "ab", amountLate: 0, collectionsPhoneNumber: null, step: 23 });
    expect(after).toMatchObject({ phase: "step", step: 23, reached: 23, entered: "code" });
    expect(renewalFlowEffects(before, after)).toContainEqual({ type: "replaceAddress", path: "/go/renew/s23/ab" });
    const noStep = renewalFlowTransition(before, { type: "otpAccepted", slug: "ab", amountLate: 0, collectionsPhoneNumber: null, step: 0 });
    expect(noStep.step).toBe(1);
    const overdue = renewalFlowTransition(before, { type: "otpAccepted", slug: "ab", amountLate: "5", collectionsPhoneNumber: null, step: 23 });
    expect(overdue.phase).toBe("overdue");
  });

  it("goes back one step by the address and forward again, but never past the furthest step", () => {
    const at23 = run([{ type: "started", step: 2, slug: "ab" }, { type: "stepCompleted" }, { type: "stepCompleted" }]);
    expect(at23.step).toBe(23);
    const back = renewalFlowTransition(at23, { type: "addressStep", step: 21 });
    expect(back).toMatchObject({ step: 21, reached: 23, entered: "address" });
    expect(renewalFlowEffects(at23, back).map((effect) => effect.type)).toEqual(["tellParent", "scrollToTop"]);
    expect(renewalFlowTransition(back, { type: "addressStep", step: 23 }).step).toBe(23);
    expect(renewalFlowTransition(back, { type: "addressStep", step: 24 })).toBe(back);
    expect(renewalFlowTransition(back, { type: "addressStep", step: 0 })).toBe(back);
    // Completing the step gone back to moves on, with a new history entry.
    const next = renewalFlowTransition(back, { type: "stepCompleted" });
    expect(next).toMatchObject({ step: 23, entered: "next" });
    expect(renewalFlowEffects(back, next)).toContainEqual({ type: "pushAddress", path: "/go/renew/s23/ab" });
  });
});
