import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures } from "../access/features.js";
import { renewalFlowEffects, renewalFlowStart, renewalFlowTransition, type RenewalFlowEvent, type RenewalFlowState } from "./flow.js";
import { renewalPath } from "./navigation.js";
import { otpExpiryMs } from "./otp.js";
import { renewalSteps, type RenewalStep } from "./steps.js";

const otpTyped: readonly RenewalFlowEvent[] = [
  { type: "started", step: 0 },
  { type: "codeSent", userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321", now: 0 },
  { type: "otp", event: { type: "typed", value: "123 456" } },
  { type: "otp", event: { type: "submit", now: 1000 } },
];

/** Every (state, effects) pair along `events`. */
const walk = (events: readonly RenewalFlowEvent[]) => {
  let state = renewalFlowStart(defaultFeatures);
  const seen: { state: RenewalFlowState; effects: ReturnType<typeof renewalFlowEffects> }[] = [];
  for (const event of events) {
    const next = renewalFlowTransition(state, event);
    seen.push({ state: next, effects: renewalFlowEffects(state, next) });
    state = next;
  }
  return seen;
};

describe("renewalFlowEffects (C §3.10)", () => {
  it("runs the step effects for every step entered after the OTP, none for the start and the end", () => {
    const seen = walk([
      ...otpTyped,
      { type: "otpAccepted", slug: "s1", amountLate: 0, collectionsPhoneNumber: null },
      ...Array.from({ length: 6 }, () => ({ type: "stepCompleted" }) as const),
    ]);
    const saved = seen.flatMap(({ effects }) => effects.filter((effect) => effect.type === "saveStepAttained").map((effect) => effect.step));
    expect(saved).toEqual([1, 2, 21, 23, 24, 3]);
    expect(seen[0]!.effects).toEqual([]);
    expect(seen.at(-1)!.state.phase).toBe("completed");
    expect(seen.at(-1)!.effects).toEqual([]);
    const atAddress = seen.find(({ state }) => state.step === 21)!.effects;
    expect(atAddress.map((effect) => effect.type)).toEqual(["saveStepAttained", "tellParent", "scrollToTop", "pushAddress"]);
    // The step after the code replaces the code screen's entry; every later step is a new history entry.
    expect(seen.find(({ state }) => state.step === 1)!.effects.at(-1)).toEqual({ type: "replaceAddress", path: "/go/renew/s1/s1" });
    expect(atAddress).toContainEqual({ type: "tellParent", slug: "s1", step: 21, flow: "n" });
  });

  it("runs nothing for the overdue stop and the expiry", () => {
    const overdue = walk([...otpTyped, { type: "otpAccepted", slug: "s1", amountLate: "12", collectionsPhoneNumber: null }]);
    expect(overdue.at(-1)!.state.phase).toBe("overdue");
    expect(overdue.every(({ effects }) => effects.length === 0)).toBe(true);
    const expired = walk([otpTyped[0]!, otpTyped[1]!, { type: "otp", event: { type: "tick", now: otpExpiryMs } }]);
    expect(expired.at(-1)!.state.phase).toBe("expired");
    expect(expired.every(({ effects }) => effects.length === 0)).toBe(true);
  });

  it("property: any event sequence gives effects only on a new step, with the slug's address", () => {
    const event = fc.oneof(
      fc.constant<RenewalFlowEvent>({ type: "stepCompleted" }),
      fc.record({ type: fc.constant("addressStep" as const), step: fc.constantFrom<RenewalStep>(...renewalSteps) }),
      fc.constantFrom<RenewalFlowEvent>(...otpTyped),
      fc.record({ type: fc.constant("otpAccepted" as const), slug: fc.string({ minLength: 1 }), amountLate: fc.constantFrom(0, "5", null), collectionsPhoneNumber: fc.constant(null) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        for (const { state, effects } of walk(events)) {
          if (effects.length === 0) continue;
          expect(state.phase).toBe("step");
          const address = effects.find((effect) => effect.type === "replaceAddress" || effect.type === "pushAddress");
          if (state.entered === "address") expect(address).toBeUndefined();
          else expect(address).toEqual({ type: state.entered === "next" ? "pushAddress" : "replaceAddress", path: renewalPath(state.step, state.slug!) });
        }
      }),
    );
  });
});
