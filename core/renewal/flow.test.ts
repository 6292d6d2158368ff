import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures, type Features } from "../access/features.js";
import { otpExpiryMs } from "./otp.js";
import {
  renewalFlowStart,
  renewalFlowTransition,
  renewalStepEffects,
  type RenewalFlowEvent,
  type RenewalFlowState,
} from "./flow.js";
import { isRenewalStep, nextRenewalStep, renewalDefaultPath, renewalIsOverdue, type RenewalBankNextReading } from "./steps.js";

const run = (state: RenewalFlowState, events: readonly RenewalFlowEvent[]) => events.reduce(renewalFlowTransition, state);

const otpOk: readonly RenewalFlowEvent[] = [
  { type: "codeSent", userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321", now: 0 },
  { type: "otp", event: { type: "typed", value: "123 456" } },
  { type: "otp", event: { type: "submit", now: 1000 } },
];

describe("renewal flow (fixed cases)", () => {
  it("visits 0, 1, 2, 21, 23, 24, 3 with the default features", () => {
    const done = run(renewalFlowStart(defaultFeatures), [
      { type: "started", step: 0 },
      ...otpOk,
      { type: "otpAccepted", slug: "s1", amountLate: 0, collectionsPhoneNumber: null },
      ...Array.from({ length: 6 }, () => ({ type: "stepCompleted" }) as const),
    ]);
    expect(done.phase).toBe("completed");
    expect(done.visited).toEqual(renewalDefaultPath);
    expect(done.slug).toBe("s1");
    expect(renewalFlowTransition(done, { type: "stepCompleted" })).toBe(done);
  });

  it("stops at the overdue screen", () => {
    const overdue = run(renewalFlowStart(defaultFeatures), [
      { type: "started", step: 0 },
      ...otpOk,
      { type: "otpAccepted", slug: "s1", amountLate: "25.10", collectionsPhoneNumber: "5145551234" },
      { type: "stepCompleted" },
    ]);
    expect(overdue.phase).toBe("overdue");
    expect(overdue.step).toBe(0);
    expect(overdue.collectionsPhoneNumber).toBe("5145551234");
    expect(overdue.amountLate?.toFixed(2)).toBe("25.10");
  });

  it("ends on expiry and ignores an accept that comes too late", () => {
    const expired = run(renewalFlowStart(defaultFeatures), [
      { type: "started", step: 0 },
      otpOk[0]!,
      { type: "otp", event: { type: "tick", now: otpExpiryMs } },
      { type: "otpAccepted", slug: "s1", amountLate: 0, collectionsPhoneNumber: null },
    ]);
    expect(expired.phase).toBe("expired");
    expect(expired.visited).toEqual([0]);
  });

  it("resumes at a server step and goes straight to signature with isBlockLoans", () => {
    const blocked = run(renewalFlowStart({ ...defaultFeatures, isBlockLoans: true }), [
      { type: "started", step: 1, slug: "s1" },
      { type: "stepCompleted" },
    ]);
    expect(blocked.visited).toEqual([1, 3]);
  });

  it("describes the effects of a step change", () => {
    expect(renewalStepEffects(21, "ab")).toEqual([
      { type: "saveStepAttained", slug: "ab", step: 21 },
      { type: "tellParent", slug: "ab", step: 21, flow: "n" },
      { type: "scrollToTop" },
      { type: "replaceAddress", path: "/go/renew/s21/ab" },
    ]);
  });
});

const eventArb: fc.Arbitrary<RenewalFlowEvent> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ type: "codeSent", userSlug: "u", lastFourDigitsOfPhoneNumber: "4321", now: 0 } as const) },
  { weight: 2, arbitrary: fc.constantFrom("123 456", "12", "").map((value) => ({ type: "otp", event: { type: "typed", value } }) as const) },
  { weight: 3, arbitrary: fc.nat({ max: 2 * otpExpiryMs }).map((now) => ({ type: "otp", event: { type: "submit", now } }) as const) },
  { weight: 1, arbitrary: fc.constant({ type: "otp", event: { type: "rejected" } } as const) },
  { weight: 1, arbitrary: fc.nat({ max: 2 * otpExpiryMs }).map((now) => ({ type: "otp", event: { type: "tick", now } }) as const) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("EMAIL" as const, "CALL" as const)
      .map((method) => ({ type: "otp", event: { type: "resendRequested", method } }) as const),
  },
  { weight: 1, arbitrary: fc.nat({ max: 2 * otpExpiryMs }).map((now) => ({ type: "otp", event: { type: "resendSucceeded", now } }) as const) },
  {
    weight: 3,
    arbitrary: fc
      .record({
        amountLate: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -100, max: 100_000 }).map((cents) => cents / 100)),
        collectionsPhoneNumber: fc.option(fc.constant("5145551234"), { nil: null }),
      })
      .map((result) => ({ type: "otpAccepted", slug: "s", ...result }) as const),
  },
  { weight: 8, arbitrary: fc.constant({ type: "stepCompleted" } as const) },
);

const featuresArb: fc.Arbitrary<Features> = fc
  .record({
    CLSPhoto: fc.boolean(),
    CLSCheque: fc.boolean(),
    CLSJob: fc.boolean(),
    CLSRefs: fc.boolean(),
    isBlockLoans: fc.boolean(),
    RestOfCanada: fc.boolean(),
    useFlinksIBV: fc.boolean(),
  })
  .map((flags) => ({ ...defaultFeatures, ...flags }));

describe("renewal flow (model test)", () => {
  it("never skips a step, never leaves the step set, stops at 3 and at the overdue stop", () => {
    const reached = { completed: 0, overdue: 0, defaultCompleted: 0 };
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(defaultFeatures), featuresArb),
        fc.constantFrom<RenewalBankNextReading>("fixed", "byFeatures"),
        fc.constantFrom("none", "codeEntered", "accepted"),
        fc.array(eventArb, { maxLength: 60 }),
        fc.boolean(),
        (features, bankNext, start, randomEvents, finish) => {
          // half of the runs end with enough step completions to finish any path
          const noise = finish ? [...randomEvents, ...Array.from({ length: 8 }, () => ({ type: "stepCompleted" }) as const)] : randomEvents;
          // two runs in three begin with a correct code entered in time (then maybe accepted), so completions are common
          const accepted: RenewalFlowEvent = { type: "otpAccepted", slug: "s", amountLate: 0, collectionsPhoneNumber: null };
          const events: readonly RenewalFlowEvent[] =
            start === "none" ? noise : start === "codeEntered" ? [...otpOk, ...noise] : [...otpOk, accepted, ...noise];
          let state = renewalFlowTransition(renewalFlowStart(features, { bankNext }), { type: "started", step: 0 });
          let sawOverdueAmount = false;
          for (const event of events) {
            const before = state;
            state = renewalFlowTransition(state, event);
            expect(isRenewalStep(state.step)).toBe(true);
            if (before.phase === "completed" || before.phase === "overdue" || before.phase === "expired") {
              expect(state).toBe(before);
            }
            if (
              event.type === "otpAccepted" &&
              before.phase === "otp" &&
              before.otp?.status === "submitting" &&
              renewalIsOverdue(event.amountLate)
            ) {
              sawOverdueAmount = true;
              expect(state.phase).toBe("overdue");
            }
            if (state.phase === "overdue") expect(state.visited).toEqual([0]);
          }
          if (sawOverdueAmount) expect(state.visited).toEqual([0]);
          // every consecutive pair of visited steps is a transition of nextRenewalStep
          for (let index = 1; index < state.visited.length; index += 1) {
            const from = state.visited[index - 1]!;
            const expected = nextRenewalStep(from, features, { bankNext });
            expect(expected).toEqual({ kind: "step", step: state.visited[index] });
          }
          expect(state.visited[0]).toBe(0);
          if (state.phase === "overdue") reached.overdue += 1;
          if (state.phase === "completed") {
            reached.completed += 1;
            if (features === defaultFeatures && bankNext === "fixed") reached.defaultCompleted += 1;
            expect(state.visited.at(-1)).toBe(3);
            if (features === defaultFeatures && bankNext === "fixed") expect(state.visited).toEqual(renewalDefaultPath);
          }
          if (state.visited.includes(3)) expect(state.visited.at(-1)).toBe(3);
        },
      ),
      { numRuns: 1000 },
    );
    expect(reached).toMatchObject({
      completed: expect.any(Number),
      overdue: expect.any(Number),
      defaultCompleted: expect.any(Number),
    });
    expect(Math.min(reached.completed, reached.overdue, reached.defaultCompleted), JSON.stringify(reached)).toBeGreaterThan(0);
  });

  it("completes the default flow under any interleaving of OTP noise", () => {
    fc.assert(
      fc.property(fc.array(eventArb.filter((event) => event.type === "otp"), { maxLength: 10 }), (noise) => {
        const state = run(renewalFlowStart(defaultFeatures), [
          { type: "started", step: 0 },
          otpOk[0]!,
          ...noise.filter((event) => event.type === "otp" && event.event.type !== "tick" && event.event.type !== "submit"),
          { type: "otp", event: { type: "resendFailed" } },
          { type: "otp", event: { type: "alertShown" } },
          ...otpOk.slice(1),
          { type: "otpAccepted", slug: "s", amountLate: 0, collectionsPhoneNumber: null },
          ...Array.from({ length: 6 }, () => ({ type: "stepCompleted" }) as const),
        ]);
        expect(state.phase).toBe("completed");
        expect(state.visited).toEqual(renewalDefaultPath);
      }),
    );
  });
});
