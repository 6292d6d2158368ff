import {
  renewalCompletionView,
  renewalOverdueView,
  renewalStage,
  renewalStages,
  type Decimal,
  type Features,
  type RenewalTextKey,
  type RenewalCompletionView,
  type RenewalOverdueView,
  type RenewalStep,
  type TenantCode,
} from "@lendkit/core";

/** One stage of the progress bar. */
export interface RenewalProgressItem {
  readonly number: 1 | 2 | 3;
  readonly labelKey: RenewalTextKey;
  /** "step" on the current stage (for `aria-current`), else undefined. */
  readonly current: "step" | undefined;
  /** "done", "current" or "upcoming" (a data attribute for styling). */
  readonly status: "done" | "current" | "upcoming";
}

/**
 * The progress bar's stages for `step`, from core's `renewalStages` and
 * `renewalStage`.
 *
 * @example
 * renewalProgressItems(23)[1] // { number: 2, labelKey: "renewal.stage.verifications", current: "step", status: "current" }
 */
export const renewalProgressItems = (step: RenewalStep): readonly RenewalProgressItem[] => {
  const currentStage = renewalStage(step);
  return renewalStages.map((stage) => ({
    number: stage.number,
    labelKey: stage.labelKey,
    current: stage.number === currentStage ? "step" : undefined,
    status: stage.number < currentStage ? "done" : stage.number === currentStage ? "current" : "upcoming",
  }));
};

/**
 * The overdue screen's view (core's `renewalOverdueView`).
 *
 * @example
 * renewalOverdue("5145551234").params // { phone: "(514) 555-1234" }
 */
export const renewalOverdue = (collectionsPhoneNumber: string | null, amountLate: Decimal | null = null): RenewalOverdueView =>
  renewalOverdueView(collectionsPhoneNumber, amountLate);

/**
 * The completion view: core's `renewalCompletionView` (without a tenant the
 * training heading is the one without a name).
 *
 * @example
 * renewalCompletion({ ...defaultFeatures, hasTrainingContract: true }, null).training?.heading.key
 * // "renewal.completed.training.heading"
 */
export const renewalCompletion = (features: Features, tenant: TenantCode | null): RenewalCompletionView =>
  renewalCompletionView(features, tenant);
