import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures, type Features } from "../access/features.js";
import { Decimal } from "../money/decimal.js";
import {
  isRenewalStep,
  nextRenewalStep,
  renewalDefaultPath,
  renewalIsOverdue,
  renewalStage,
  renewalStages,
  renewalSteps,
  RenewalStep,
  type RenewalBankNextReading,
} from "./steps.js";

const features = (overrides: Partial<Features> = {}): Features => ({ ...defaultFeatures, ...overrides });

describe("step numbers (C §3.9)", () => {
  it("pairs the names with the numbers", () => {
    expect(RenewalStep).toEqual({ TAC: 0, Basic: 1, IBV: 2, Address: 21, Photo: 22, Job: 23, Refs: 24, Cheque: 25, Signature: 3 });
    expect(renewalDefaultPath).toEqual([0, 1, 2, 21, 23, 24, 3]);
    expect(isRenewalStep(21)).toBe(true);
    expect(isRenewalStep("21")).toBe(false);
    expect(isRenewalStep(4)).toBe(false);
  });
});

describe("nextRenewalStep (C §3.10)", () => {
  it("0 → 1 after the OTP, or the overdue stop", () => {
    expect(nextRenewalStep(0, features())).toEqual({ kind: "step", step: 1 });
    expect(nextRenewalStep(0, features(), { amountLate: 0 })).toEqual({ kind: "step", step: 1 });
    expect(nextRenewalStep(0, features(), { amountLate: "40.00", collectionsPhoneNumber: "5145551234" })).toEqual({
      kind: "overdue",
      collectionsPhoneNumber: "5145551234",
    });
    expect(nextRenewalStep(0, features(), { amountLate: new Decimal("0.01"), collectionsPhoneNumber: " " })).toEqual({
      kind: "overdue",
      collectionsPhoneNumber: null,
    });
  });

  it("1 → 2, or → 3 with isBlockLoans", () => {
    expect(nextRenewalStep(1, features())).toEqual({ kind: "step", step: 2 });
    expect(nextRenewalStep(1, features({ isBlockLoans: true }))).toEqual({ kind: "step", step: 3 });
  });

  it("reading (a), the default: 2 → 21 → 23 → 24 → 3 whatever the flags", () => {
    const all = features({ CLSPhoto: true, CLSCheque: true, CLSJob: true, CLSRefs: false, useFlinksIBV: true });
    for (const flags of [features(), all]) {
      expect(nextRenewalStep(2, flags)).toEqual({ kind: "step", step: 21 });
      expect(nextRenewalStep(21, flags)).toEqual({ kind: "step", step: 23 });
      expect(nextRenewalStep(23, flags)).toEqual({ kind: "step", step: 24 });
      expect(nextRenewalStep(24, flags)).toEqual({ kind: "step", step: 3 });
    }
    expect(nextRenewalStep(3, features())).toEqual({ kind: "end" });
  });

  it("reading (b): Signature by default, else Photo, Cheque, Job, Refs in priority order", () => {
    const b = { bankNext: "byFeatures" } as const;
    expect(nextRenewalStep(2, features(), b)).toEqual({ kind: "step", step: 3 });
    expect(nextRenewalStep(2, features({ CLSRefs: true }), b)).toEqual({ kind: "step", step: 24 });
    expect(nextRenewalStep(2, features({ CLSJob: true, CLSRefs: true }), b)).toEqual({ kind: "step", step: 23 });
    expect(nextRenewalStep(2, features({ CLSCheque: true, CLSJob: true }), b)).toEqual({ kind: "step", step: 25 });
    expect(nextRenewalStep(2, features({ CLSPhoto: true, CLSCheque: true }), b)).toEqual({ kind: "step", step: 22 });
    // income step: Signature by default, Refs when CLSRefs is on
    expect(nextRenewalStep(23, features({ CLSJob: true }), b)).toEqual({ kind: "step", step: 3 });
    expect(nextRenewalStep(23, features({ CLSJob: true, CLSRefs: true }), b)).toEqual({ kind: "step", step: 24 });
    expect(nextRenewalStep(22, features({ CLSPhoto: true, CLSRefs: true }), b)).toEqual({ kind: "step", step: 24 });
  });

  it("always stays in the step set and ends only at 3", () => {
    const flagArb = fc.record({
      CLSPhoto: fc.boolean(),
      CLSCheque: fc.boolean(),
      CLSJob: fc.boolean(),
      CLSRefs: fc.boolean(),
      isBlockLoans: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...renewalSteps),
        flagArb,
        fc.constantFrom<RenewalBankNextReading>("fixed", "byFeatures"),
        (step, flags, bankNext) => {
          const next = nextRenewalStep(step, features(flags), { bankNext });
          if (step === 3) expect(next).toEqual({ kind: "end" });
          else {
            expect(next.kind).toBe("step");
            if (next.kind === "step") expect(isRenewalStep(next.step)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("renewalIsOverdue", () => {
  it("counts only amounts above 0", () => {
    expect(renewalIsOverdue(0.01)).toBe(true);
    expect(renewalIsOverdue("0")).toBe(false);
    expect(renewalIsOverdue(-5)).toBe(false);
    expect(renewalIsOverdue("abc")).toBe(false);
    expect(renewalIsOverdue(undefined)).toBe(false);
  });
});

describe("renewalStage (C §2 progress bar)", () => {
  it("uses the first digit of the step", () => {
    expect(renewalSteps.map(renewalStage)).toEqual([1, 1, 2, 2, 2, 2, 3, 2, 2]);
    expect(renewalStages.map((stage) => stage.labelKey)).toEqual([
      "renewal.stage.application",
      "renewal.stage.verifications",
      "renewal.stage.signatures",
    ]);
  });
});
