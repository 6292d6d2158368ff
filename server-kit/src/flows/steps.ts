import { noRenewalFlowFacts, renewalFlowPath, renewalStepDone, RenewalStep, type Features, type RenewalFlowFacts } from "@lendkit/core";

/**
 * The server's side of core/renewal's step machine (C §3.10): the path a
 * flow takes with its tenant's features ("fixed" reading: 0 → 1 → 2 → 21 →
 * 23 → 24 → 3; 1 → 3 with isBlockLoans), what completes each step, and
 * which moves are allowed (the path, the facts and where a flow resumes are
 * core's, core/renewal/resume.ts). The browser runs the same
 * `nextRenewalStep`; the server refuses anything that skips ahead.
 */

/** The steps of a flow in order, from 0 (identification) to 3 (signature): core's `renewalFlowPath`. */
export const flowPath = (features: Features): RenewalStep[] => renewalFlowPath(features);

/** What the server knows has been done in a flow (core's `RenewalFlowFacts`). */
export type FlowFacts = RenewalFlowFacts;

/** True when `step`'s own work is done (core's `renewalStepDone`). */
export const stepCompleted = renewalStepDone;

/** True when `step` is on the path and not after the attained step: its data may be (re)written. */
export const stepOpen = (path: readonly RenewalStep[], attained: number, step: RenewalStep): boolean => {
  const at = path.indexOf(step);
  const reached = path.indexOf(attained as RenewalStep);
  return at !== -1 && reached !== -1 && at <= reached;
};

/** The answer to "set the attained step to `target`". */
export type AttainDecision =
  | { readonly kind: "unchanged" }
  | { readonly kind: "advance"; readonly step: RenewalStep }
  | { readonly kind: "refused"; readonly reason: "notOnPath" | "skipsAhead" | "incomplete" };

/**
 * A step already reached (going back, reloading) changes nothing; the step
 * right after the attained one is allowed once the attained step is
 * complete; anything further, or off the path, is refused.
 *
 * @example
 * decideAttain([0, 1, 2, 21, 23, 24, 3], 1, 2, { ...noFacts, loanSaved: true }) // { kind: "advance", step: 2 }
 * decideAttain([0, 1, 2, 21, 23, 24, 3], 1, 21, { ...noFacts, loanSaved: true }) // { kind: "refused", reason: "skipsAhead" }
 */
export const decideAttain = (path: readonly RenewalStep[], attained: number, target: number, facts: FlowFacts): AttainDecision => {
  const at = path.indexOf(target as RenewalStep);
  const reached = path.indexOf(attained as RenewalStep);
  if (at === -1 || reached === -1) return { kind: "refused", reason: "notOnPath" };
  if (at <= reached) return { kind: "unchanged" };
  if (at > reached + 1) return { kind: "refused", reason: "skipsAhead" };
  return stepCompleted(path[reached] as RenewalStep, facts) ? { kind: "advance", step: target as RenewalStep } : { kind: "refused", reason: "incomplete" };
};

/** No fact known (a fresh flow). */
export const noFacts: FlowFacts = noRenewalFlowFacts;
