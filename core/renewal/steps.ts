import { Decimal } from "../money/decimal.js";
import type { Features } from "../access/features.js";

/**
 * The steps of the renewal flow (C §3.9, C §3.10). The spec shows the numbers
 * 0, 1, 2, 21, 23, 24, 3 and the names TAC, Basic, IBV, Signature, Refs,
 * Photo, Cheque, Job without pairing them; the pairing below is recorded in
 * docs/spec-decisions.md. Every number in 20–29 is a "Verifications"
 * screen, so the progress bar (first digit) stays right for the extra steps.
 */
export const RenewalStep = {
  /** 0: existing-client form and OTP. */
  TAC: 0,
  /** 1: renewal amount (calculator). */
  Basic: 1,
  /** 2: bank verification. */
  IBV: 2,
  /** 21: confirm the address (no name in the spec). */
  Address: 21,
  /** 22: photo upload, only in the feature-driven reading of C §3.10. */
  Photo: 22,
  /** 23: source of current income. */
  Job: 23,
  /** 24: personal references. */
  Refs: 24,
  /** 25: cheque upload, only in the feature-driven reading of C §3.10. */
  Cheque: 25,
  /** 3: signature, then the completion screen. */
  Signature: 3,
} as const;

/** A step number of the renewal flow. */
export type RenewalStep = (typeof RenewalStep)[keyof typeof RenewalStep];

/** Every step number, in the order of the default flow, then the optional ones. */
export const renewalSteps: readonly RenewalStep[] = [0, 1, 2, 21, 23, 24, 3, 22, 25];

/** The default flow, in order: what every completed renewal visits with the default features. */
export const renewalDefaultPath: readonly RenewalStep[] = [0, 1, 2, 21, 23, 24, 3];

/**
 * True when `value` is one of the renewal step numbers.
 *
 * @example
 * isRenewalStep(21) // true
 * isRenewalStep(22.5) // false
 */
export const isRenewalStep = (value: unknown): value is RenewalStep =>
  typeof value === "number" && (renewalSteps as readonly number[]).includes(value);

/**
 * Which reading of C §3.10 decides the step after the bank verification:
 * - "fixed" (default): 2 → 21 → 23 → 24 → 3 for every provider;
 * - "byFeatures": after IBV, the first of Photo, Cheque, Job, Refs whose
 *   flag (CLSPhoto, CLSCheque, CLSJob, CLSRefs) is on, else Signature; each
 *   of those steps is followed by the next enabled one in the same order
 *   (so the income step goes to Refs when CLSRefs is on, else Signature).
 */
export type RenewalBankNextReading = "fixed" | "byFeatures";

/** Options of `nextRenewalStep`. */
export interface RenewalNextOptions {
  /** Reading of C §3.10 for the steps after IBV; "fixed" when absent. */
  readonly bankNext?: RenewalBankNextReading;
  /** The OTP validation result's overdue amount (step 0 only). */
  readonly amountLate?: Decimal | number | string | null;
  /** The OTP validation result's collections number (step 0 only). */
  readonly collectionsPhoneNumber?: string | null;
}

/** Where the flow goes after a step. */
export type RenewalNext =
  | { readonly kind: "step"; readonly step: RenewalStep }
  | { readonly kind: "overdue"; readonly collectionsPhoneNumber: string | null }
  | { readonly kind: "end" };

/**
 * True when an overdue amount is above 0 (a bad or missing amount counts as 0).
 *
 * @example
 * renewalIsOverdue("0.01") // true
 * renewalIsOverdue(null) // false
 */
export const renewalIsOverdue = (amountLate: Decimal | number | string | null | undefined): boolean => {
  if (amountLate === null || amountLate === undefined) return false;
  try {
    const amount = new Decimal(amountLate);
    return amount.isFinite() && amount.gt(0);
  } catch {
    return false;
  }
};

const extraSteps = [
  ["CLSPhoto", RenewalStep.Photo],
  ["CLSCheque", RenewalStep.Cheque],
  ["CLSJob", RenewalStep.Job],
  ["CLSRefs", RenewalStep.Refs],
] as const;

/** Next in the feature-driven chain IBV → [Photo] → [Cheque] → [Job] → [Refs] → Signature. */
const nextByFeatures = (from: number, features: Features): RenewalStep => {
  const position = extraSteps.findIndex(([, step]) => step === from);
  const found = extraSteps.slice(position + 1).find(([flag]) => features[flag]);
  return found ? found[1] : RenewalStep.Signature;
};

const step = (value: RenewalStep): RenewalNext => ({ kind: "step", step: value });

/**
 * The step after `current` once it is completed (C §3.10). Step 0 is
 * completed by a successful OTP: with an overdue amount above 0 the flow
 * stops at the overdue screen (with the collections number when given);
 * step 3 ends the flow.
 *
 * @example
 * nextRenewalStep(1, defaultFeatures) // { kind: "step", step: 2 }
 * nextRenewalStep(1, { ...defaultFeatures, isBlockLoans: true }) // { kind: "step", step: 3 }
 * nextRenewalStep(0, defaultFeatures, { amountLate: 40, collectionsPhoneNumber: "5145551234" }) // { kind: "overdue", collectionsPhoneNumber: "5145551234" }
 * nextRenewalStep(2, { ...defaultFeatures, CLSJob: true }, { bankNext: "byFeatures" }) // { kind: "step", step: 23 }
 */
export const nextRenewalStep = (
  current: RenewalStep,
  features: Features,
  options: RenewalNextOptions = {},
): RenewalNext => {
  const byFeatures = options.bankNext === "byFeatures";
  switch (current) {
    case RenewalStep.TAC:
      return renewalIsOverdue(options.amountLate)
        ? { kind: "overdue", collectionsPhoneNumber: options.collectionsPhoneNumber?.trim() || null }
        : step(RenewalStep.Basic);
    case RenewalStep.Basic:
      return step(features.isBlockLoans ? RenewalStep.Signature : RenewalStep.IBV);
    case RenewalStep.IBV:
      return step(byFeatures ? nextByFeatures(RenewalStep.IBV, features) : RenewalStep.Address);
    case RenewalStep.Address:
      return step(RenewalStep.Job);
    case RenewalStep.Job:
      return step(byFeatures ? nextByFeatures(RenewalStep.Job, features) : RenewalStep.Refs);
    case RenewalStep.Refs:
      return step(RenewalStep.Signature);
    case RenewalStep.Photo:
    case RenewalStep.Cheque:
      return step(nextByFeatures(current, features));
    case RenewalStep.Signature:
      return { kind: "end" };
  }
};

/**
 * `nextRenewalStep` under the name the public API contract gives it
 * (`nextStep(step, features)`).
 *
 * @example
 * nextStep(24, defaultFeatures) // { kind: "step", step: 3 }
 */
export const nextStep = nextRenewalStep;

/** The three stages of the progress bar (C §2), by the first digit of the step. */
export type RenewalStage = 1 | 2 | 3;

/**
 * The progress-bar stage of a step: the first digit of its number (0 and 1 →
 * stage 1 "Application", 2x → 2 "Verifications", 3 → 3 "Signatures").
 *
 * @example
 * renewalStage(23) // 2
 * renewalStage(0) // 1
 */
export const renewalStage = (current: RenewalStep): RenewalStage => {
  const first = Number(String(current)[0]);
  return first >= 3 ? 3 : first === 2 ? 2 : 1;
};

/**
 * The progress bar: three stepper steps with their catalog keys.
 *
 * @example
 * renewalStages[1] // { number: 2, labelKey: "renewal.stage.verifications" }
 */
export const renewalStages = [
  { number: 1, labelKey: "renewal.stage.application" },
  { number: 2, labelKey: "renewal.stage.verifications" },
  { number: 3, labelKey: "renewal.stage.signatures" },
] as const;
