import type { RenewalStepEffect } from "../renewal/flow.js";
import { frameMessage, type FrameMessage } from "./messages.js";

/**
 * The messages a renewal step effect sends to the parent page (C §3.10,
 * C §7): `tellParent` → the step reached, the slug and the flow letter;
 * `scrollToTop` → scrollUp with the frame's height and offset 0; the other
 * effects (saving the step, rewriting the address) send nothing.
 *
 * @example
 * renewalEffectFrameMessages({ type: "tellParent", slug: "ab", step: 21, flow: "n" }).map((message) => message.type)
 * // ["onboardingStepAttained", "onboardingSlug", "onboardingFlow"]
 * renewalEffectFrameMessages({ type: "scrollToTop" }, 900) // [{ type: "scrollUp", value: { height: 900, offset: 0 } }]
 */
export const renewalEffectFrameMessages = (effect: RenewalStepEffect, frameHeight = 0): readonly FrameMessage[] => {
  switch (effect.type) {
    case "tellParent":
      return [
        frameMessage.onboardingStepAttained(effect.step),
        frameMessage.onboardingSlug(effect.slug),
        frameMessage.onboardingFlow(effect.flow),
      ];
    case "scrollToTop":
      return [frameMessage.scrollUp(Number.isFinite(frameHeight) ? frameHeight : 0, 0)];
    default:
      return [];
  }
};
