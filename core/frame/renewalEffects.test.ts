import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renewalStepEffects } from "../renewal/flow.js";
import { renewalSteps } from "../renewal/steps.js";
import { parseFrameMessage } from "./messages.js";
import { renewalEffectFrameMessages } from "./renewalEffects.js";

describe("renewalEffectFrameMessages (C §3.10, C §7)", () => {
  it("tells the parent the step, the slug and the flow, and asks it to scroll", () => {
    const messages = renewalStepEffects(23, "ab12").flatMap((effect) => renewalEffectFrameMessages(effect, 840));
    expect(messages).toEqual([
      { type: "onboardingStepAttained", value: 23 },
      { type: "onboardingSlug", value: "ab12" },
      { type: "onboardingFlow", value: "n" },
      { type: "scrollUp", value: { height: 840, offset: 0 } },
    ]);
  });

  it("sends nothing for saving the step or rewriting the address, and a 0 height for a bad one", () => {
    expect(renewalEffectFrameMessages({ type: "saveStepAttained", slug: "a", step: 1 })).toEqual([]);
    expect(renewalEffectFrameMessages({ type: "replaceAddress", path: "/go/renew/s1/a" })).toEqual([]);
    expect(renewalEffectFrameMessages({ type: "scrollToTop" }, Number.NaN)).toEqual([{ type: "scrollUp", value: { height: 0, offset: 0 } }]);
  });

  it("property: every message built is one the parent's parser accepts", () => {
    fc.assert(
      fc.property(fc.constantFrom(...renewalSteps), fc.string({ minLength: 1, maxLength: 200 }), fc.nat(), (step, slug, height) => {
        for (const message of renewalStepEffects(step, slug).flatMap((effect) => renewalEffectFrameMessages(effect, height))) {
          expect(parseFrameMessage(message)).toEqual(message);
        }
      }),
    );
  });
});
