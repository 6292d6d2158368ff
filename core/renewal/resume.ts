import type { Features } from "../access/features.js";
import { nextRenewalStep, RenewalStep, type RenewalBankNextReading } from "./steps.js";

/**
 * Where a flow resumes (C §3.10 "the server's attained step"): the path a
 * flow takes with its tenant's features, what the server knows is done, and
 * the step an applicant who signs in again, reloads or follows a link back
 * lands on — never step 1 then the bank verification again when both are
 * done, never a step whose earlier work is missing.
 */

/**
 * The steps of a flow in order (the "fixed" reading of C §3.10 unless told:
 * 0 → 1 → 2 → 21 → 23 → 24 → 3; 0 → 1 → 3 with isBlockLoans).
 *
 * @example
 * renewalFlowPath(defaultFeatures) // [0, 1, 2, 21, 23, 24, 3]
 */
export const renewalFlowPath = (features: Features, bankNext: RenewalBankNextReading = "fixed"): RenewalStep[] => {
  const path: RenewalStep[] = [RenewalStep.TAC];
  let current: RenewalStep = RenewalStep.TAC;
  for (let guard = 0; guard < 20; guard++) {
    // Past step 0 the code was accepted without arrears (the server checks them on every request).
    const next = nextRenewalStep(current, features, { bankNext, amountLate: 0 });
    if (next.kind !== "step") break;
    path.push(next.step);
    current = next.step;
  }
  return path;
};

/** What the server knows is done in a flow (its stored state). */
export interface RenewalFlowFacts {
  readonly phoneVerified: boolean;
  readonly loanSaved: boolean;
  readonly bankVerified: boolean;
  readonly addressSaved: boolean;
  readonly incomeSaved: boolean;
  readonly referencesSaved: boolean;
  readonly signed: boolean;
}

/** Nothing done (a fresh flow). */
export const noRenewalFlowFacts: RenewalFlowFacts = {
  phoneVerified: false,
  loanSaved: false,
  bankVerified: false,
  addressSaved: false,
  incomeSaved: false,
  referencesSaved: false,
  signed: false,
};

/**
 * True when `step`'s own work is done (Photo and Cheque belong to the
 * "byFeatures" reading, which no flow path here holds: never done).
 *
 * @example
 * renewalStepDone(2, { ...noRenewalFlowFacts, bankVerified: true }) // true
 */
export const renewalStepDone = (step: RenewalStep, facts: RenewalFlowFacts): boolean => {
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
      return false;
  }
};

/**
 * The step a flow resumes at: the stored attained step (the furthest step
 * entered), but never past the first step on the path whose work is not
 * done (a bank verification refused on review sends the applicant back to
 * it), and never before step 1 once the phone is verified. A stored step off
 * the path counts as the first step. Step 0 until the phone is verified; the
 * signature once signed.
 *
 * @example
 * const path = [0, 1, 2, 21, 23, 24, 3];
 * renewalResumeStep(path, 23, { ...noRenewalFlowFacts, phoneVerified: true, loanSaved: true, bankVerified: true, addressSaved: true }) // 23
 * renewalResumeStep(path, 23, { ...noRenewalFlowFacts, phoneVerified: true, loanSaved: true }) // 2
 * renewalResumeStep(path, 0, { ...noRenewalFlowFacts, phoneVerified: true }) // 1
 */
export const renewalResumeStep = (path: readonly RenewalStep[], attained: unknown, facts: RenewalFlowFacts): RenewalStep => {
  if (!facts.phoneVerified || path.length === 0) return RenewalStep.TAC;
  const stored = path.indexOf(attained as RenewalStep);
  const firstUndone = path.findIndex((step) => step !== RenewalStep.TAC && !renewalStepDone(step, facts));
  const last = path.length - 1;
  const capped = Math.min(stored === -1 ? 0 : stored, firstUndone === -1 ? last : firstUndone);
  return path[Math.max(capped, Math.min(1, last))] as RenewalStep;
};

/**
 * True when `step` is on the path and not after `reached`: the applicant may
 * go back (or forward again) to it, as the browser's Back and Forward do.
 *
 * @example
 * renewalStepReachable([0, 1, 2, 21, 23, 24, 3], 21, 2) // true
 * renewalStepReachable([0, 1, 2, 21, 23, 24, 3], 21, 23) // false
 */
export const renewalStepReachable = (path: readonly RenewalStep[], reached: RenewalStep, step: RenewalStep): boolean => {
  const at = path.indexOf(step);
  const furthest = path.indexOf(reached);
  return at > 0 && furthest !== -1 && at <= furthest;
};
