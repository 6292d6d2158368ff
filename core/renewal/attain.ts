import { RenewalStep } from "./steps.js";
import { renewalStepDone, type RenewalFlowFacts } from "./resume.js";

/**
 * The server's guards on a flow's steps (C §3.10): which step's data may be
 * (re)written, which moves of the attained step are allowed, and what is
 * still missing before the signature. The browser runs the same
 * `nextRenewalStep`; the server refuses anything that skips ahead.
 */

/**
 * True when `step` is on the path and not after the attained step: its data
 * may be (re)written (step 0 included, unlike `renewalStepReachable`).
 *
 * @example
 * renewalStepOpen([0, 1, 2, 21, 23, 24, 3], 21, 2) // true
 * renewalStepOpen([0, 1, 2, 21, 23, 24, 3], 21, 23) // false
 */
export const renewalStepOpen = (path: readonly RenewalStep[], attained: number, step: RenewalStep): boolean => {
  const at = path.indexOf(step);
  const reached = path.indexOf(attained as RenewalStep);
  return at !== -1 && reached !== -1 && at <= reached;
};

/** The answer to "set the attained step to `target`". */
export type RenewalAttainDecision =
  | { readonly kind: "unchanged" }
  | { readonly kind: "advance"; readonly step: RenewalStep }
  | { readonly kind: "refused"; readonly reason: "notOnPath" | "skipsAhead" | "incomplete" };

/**
 * A step already reached (going back, reloading) changes nothing; the step
 * right after the attained one is allowed once the attained step is
 * complete; anything further, or off the path, is refused.
 *
 * @example
 * decideRenewalAttain([0, 1, 2, 21, 23, 24, 3], 1, 2, { ...noRenewalFlowFacts, loanSaved: true }) // { kind: "advance", step: 2 }
 * decideRenewalAttain([0, 1, 2, 21, 23, 24, 3], 1, 21, { ...noRenewalFlowFacts, loanSaved: true }) // { kind: "refused", reason: "skipsAhead" }
 */
export const decideRenewalAttain = (
  path: readonly RenewalStep[],
  attained: number,
  target: number,
  facts: RenewalFlowFacts,
): RenewalAttainDecision => {
  const at = path.indexOf(target as RenewalStep);
  const reached = path.indexOf(attained as RenewalStep);
  if (at === -1 || reached === -1) return { kind: "refused", reason: "notOnPath" };
  if (at <= reached) return { kind: "unchanged" };
  if (at > reached + 1) return { kind: "refused", reason: "skipsAhead" };
  return renewalStepDone(path[reached] as RenewalStep, facts) ? { kind: "advance", step: target as RenewalStep } : { kind: "refused", reason: "incomplete" };
};

/**
 * The steps before the signature whose work is not done, in path order:
 * the flow may be signed only when this is empty.
 *
 * @example
 * renewalStepsBeforeSignatureMissing([0, 1, 3], { ...noRenewalFlowFacts, phoneVerified: true }) // [1]
 */
export const renewalStepsBeforeSignatureMissing = (path: readonly RenewalStep[], facts: RenewalFlowFacts): RenewalStep[] =>
  path.filter((step) => step !== RenewalStep.Signature && !renewalStepDone(step, facts));
