import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures } from "../access/features.js";
import { decideRenewalAttain, renewalStepOpen, renewalStepsBeforeSignatureMissing } from "./attain.js";
import { noRenewalFlowFacts, renewalFlowPath, renewalStepDone, type RenewalFlowFacts } from "./resume.js";
import { renewalSteps, RenewalStep } from "./steps.js";

const factsArb: fc.Arbitrary<RenewalFlowFacts> = fc.record({
  phoneVerified: fc.boolean(),
  loanSaved: fc.boolean(),
  bankVerified: fc.boolean(),
  addressSaved: fc.boolean(),
  incomeSaved: fc.boolean(),
  referencesSaved: fc.boolean(),
  signed: fc.boolean(),
});
const pathArb = fc.boolean().map((isBlockLoans) => renewalFlowPath({ ...defaultFeatures, isBlockLoans }));
/** Any step number, on the path or not, and a few that are no step at all. */
const stepArb = fc.oneof(fc.constantFrom(...renewalSteps), fc.integer({ min: -2, max: 40 }));

describe("the step machine (pure)", () => {
  const path = renewalFlowPath(defaultFeatures);
  const noFacts = noRenewalFlowFacts;
  it("follows core's nextRenewalStep: 0 → 1 → 2 → 21 → 23 → 24 → 3, and 1 → 3 with isBlockLoans", () => {
    expect(path).toEqual([0, 1, 2, 21, 23, 24, 3]);
    expect(renewalFlowPath({ ...defaultFeatures, isBlockLoans: true })).toEqual([0, 1, 3]);
  });
  it("allows going back and the next step once the current one is done, nothing further", () => {
    const done = { ...noFacts, phoneVerified: true, loanSaved: true };
    expect(decideRenewalAttain(path, 2, 1, noFacts)).toEqual({ kind: "unchanged" });
    expect(decideRenewalAttain(path, 1, 2, done)).toEqual({ kind: "advance", step: 2 });
    expect(decideRenewalAttain(path, 1, 2, noFacts)).toEqual({ kind: "refused", reason: "incomplete" });
    expect(decideRenewalAttain(path, 1, 21, done)).toEqual({ kind: "refused", reason: "skipsAhead" });
    expect(decideRenewalAttain(path, 1, 22, done)).toEqual({ kind: "refused", reason: "notOnPath" });
    expect(renewalStepOpen(path, 21, 2)).toBe(true);
    expect(renewalStepOpen(path, 21, 23)).toBe(false);
  });
});

describe("decideRenewalAttain and renewalStepOpen (properties)", () => {
  it("advances only to the very next step on the path, and only when the attained step is done", () => {
    fc.assert(
      fc.property(pathArb, stepArb, stepArb, factsArb, (path, attained, target, facts) => {
        const decision = decideRenewalAttain(path, attained, target, facts);
        if (decision.kind !== "advance") return;
        expect(decision.step).toBe(target);
        expect(path.indexOf(target as RenewalStep)).toBe(path.indexOf(attained as RenewalStep) + 1);
        expect(renewalStepDone(attained as RenewalStep, facts)).toBe(true);
      }),
    );
  });
  it("leaves the flow unchanged exactly for the steps that are open", () => {
    fc.assert(
      fc.property(pathArb, stepArb, stepArb, factsArb, (path, attained, target, facts) => {
        const unchanged = decideRenewalAttain(path, attained, target, facts).kind === "unchanged";
        expect(unchanged).toBe(renewalStepOpen(path, attained, target as RenewalStep));
      }),
    );
  });
  it("never opens a step off the path or past the attained one", () => {
    fc.assert(
      fc.property(pathArb, stepArb, stepArb, (path, attained, step) => {
        if (!renewalStepOpen(path, attained, step as RenewalStep)) return;
        expect(path.indexOf(step as RenewalStep)).toBeGreaterThanOrEqual(0);
        expect(path.indexOf(step as RenewalStep)).toBeLessThanOrEqual(path.indexOf(attained as RenewalStep));
      }),
    );
  });
});

describe("renewalStepsBeforeSignatureMissing", () => {
  it("lists, in path order, every step before the signature whose work is not done", () => {
    fc.assert(
      fc.property(pathArb, factsArb, (path, facts) => {
        const missing = renewalStepsBeforeSignatureMissing(path, facts);
        expect(missing).toEqual(path.filter((step) => step !== RenewalStep.Signature && !renewalStepDone(step, facts)));
        expect(missing).not.toContain(RenewalStep.Signature);
      }),
    );
  });
  it("is empty once every step before the signature is done", () => {
    const all = { ...noRenewalFlowFacts, phoneVerified: true, loanSaved: true, bankVerified: true, addressSaved: true, incomeSaved: true, referencesSaved: true };
    expect(renewalStepsBeforeSignatureMissing(renewalFlowPath(defaultFeatures), all)).toEqual([]);
    expect(renewalStepsBeforeSignatureMissing(renewalFlowPath(defaultFeatures), noRenewalFlowFacts)).toEqual([0, 1, 2, 21, 23, 24]);
  });
});
