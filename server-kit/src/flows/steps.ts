import { nextRenewalStep, RenewalStep, type Features } from "@lendkit/core";

/**
 * The server's side of core/renewal's step machine (C §3.10): the path a
 * flow takes with its tenant's features ("fixed" reading: 0 → 1 → 2 → 21 →
 * 23 → 24 → 3; 1 → 3 with isBlockLoans), what completes each step, and
 * which moves are allowed. The browser runs the same `nextRenewalStep`; the
 * server refuses anything that skips ahead.
 */

/** The steps of a flow in order, from 0 (identification) to 3 (signature). */
export const flowPath = (features: Features): RenewalStep[] => {
  const path: RenewalStep[] = [RenewalStep.TAC];
  let current: RenewalStep = RenewalStep.TAC;
  // A renewal reaching these routes has passed the OTP without arrears (checked per request).
  for (let guard = 0; guard < 20; guard++) {
    const next = nextRenewalStep(current, features, { bankNext: "fixed", amountLate: 0 });
    if (next.kind !== "step") break;
    path.push(next.step);
    current = next.step;
  }
  return path;
};

/** What the server knows has been done in a flow. */
export interface FlowFacts {
  readonly phoneVerified: boolean;
  readonly loanSaved: boolean;
  readonly bankVerified: boolean;
  readonly addressSaved: boolean;
  readonly incomeSaved: boolean;
  readonly referencesSaved: boolean;
  readonly signed: boolean;
}

/** True when `step`'s own work is done. */
export const stepCompleted = (step: RenewalStep, facts: FlowFacts): boolean => {
  switch (step) {
    case RenewalStep.TAC:
      return facts.phoneVerified;
    case RenewalStep.Basic:
      return facts.loanSaved;
    case RenewalStep.IBV:
      return facts.bankVerified;
    case RenewalStep.Address:
      return facts.addressSaved;
    case RenewalStep.Job:
      return facts.incomeSaved;
    case RenewalStep.Refs:
      return facts.referencesSaved;
    case RenewalStep.Signature:
      return facts.signed;
    default:
      // Photo and Cheque belong to the "byFeatures" reading, which this server does not run.
      return false;
  }
};

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
export const noFacts: FlowFacts = {
  phoneVerified: false,
  loanSaved: false,
  bankVerified: false,
  addressSaved: false,
  incomeSaved: false,
  referencesSaved: false,
  signed: false,
};
