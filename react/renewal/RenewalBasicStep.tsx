import { forwardRef, useId, type ForwardedRef } from "react";
import { renewalMessages, accountMessages, commonMessages } from "@lendkit/core";
import { Button } from "react-aria-components";
import type { CalendarDate } from "@internationalized/date";
import type { CalculatorModel, FeeConstants } from "@lendkit/core";
import type { DisclosurePolicy } from "@lendkit/core/disclosure";
import { calculatorModelKey, LoanCalculator } from "../calculator/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { pendingAttributes } from "../dom/pending.js";
import { useMessages } from "../provider/messages.js";
import { TrainingRenewalCalculator } from "./TrainingRenewalCalculator.js";
import { headingTag, subLevel, type HeadingLevel } from "../dom/heading.js";
import { useRenewalBasicStep } from "./useRenewalBasicStep.js";

/** The state the section's `className` and `style` may be computed from. */
export interface RenewalBasicStepRenderState {
  /** True while the model is being saved. */
  readonly isSaving: boolean;
}

/** Props of `RenewalBasicStep`: its own, plus DOM props for the `<section>`. */
export type RenewalBasicStepProps = RenewalBasicStepOwnProps & DomProps<HTMLElement, RenewalBasicStepRenderState, RenewalBasicStepOwnProps>;

/** The step's own props. */
export interface RenewalBasicStepOwnProps {
  /** The calculator's starting model (core's `renewalCalculatorModel`). */
  readonly model: CalculatorModel;
  /** The lender's fee and rate (GET cashLoanCalculatorConstants). */
  readonly feeConstants: FeeConstants;
  /** The caller's today. */
  readonly today: CalendarDate;
  /** Saves the model on screen; a rejection shows the RES1 alert. */
  readonly onSave: (model: CalculatorModel) => Promise<unknown>;
  /** Receives the model 500 ms after the last change (for the parent page). */
  readonly onChange?: (model: CalculatorModel) => void;
  /** Receives the model shown at once and at each change (e.g. to keep it over a reload). */
  readonly onModelChange?: (model: CalculatorModel) => void;
  /** False for a new applicant's first loan: new-applicant title and text, no balance carried over (default true). */
  readonly renewsContract?: boolean;
  /** The renewal of a training contract: the calculator's training mode (C §3.6) in place of the loan calculator (default false). */
  readonly training?: boolean;
  /** The policy of each quote's cost-of-borrowing statement (the calculator data's `disclosurePolicy`); absent or null: no cap, no Québec check. */
  readonly disclosurePolicy?: DisclosurePolicy | null;
  /** Level of the step's title (h2 by default); the calculator's headings go one level below. */
  readonly headingLevel?: HeadingLevel;
}

/**
 * Renewal step 1 (C §2): "Renewal", the explanation (the current balance
 * and fees are added to the new amount; a new applicant, `renewsContract`
 * false, reads their own title and text instead), the loan calculator (in
 * training mode for a training contract's renewal, `training`) and CONTINUE
 * MY REQUEST, which saves what the calculator shows; a failed save shows
 * core's step 1 alert. Unstyled.
 *
 * @example
 * <RenewalBasicStep model={renewalCalculatorModel(emptyCalculatorModel(), data)} feeConstants={constants}
 *   today={today(getLocalTimeZone())} onSave={(model) => api.saveBasic(slug, model).then(next)} />
 */
export const RenewalBasicStep = /* @__PURE__ */ forwardRef(function RenewalBasicStep(
  { model, feeConstants, today, onSave, onChange, onModelChange, renewsContract = true, training = false, disclosurePolicy, headingLevel = 2, ...dom }: RenewalBasicStepProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const Title = headingTag(headingLevel);
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const titleId = useId();
  const basic = useRenewalBasicStep({ onSave });
  // Pending without react-aria's isPending: its live-region node, labelled by this button, would outlive the step unlabeled (axe's role-img-alt on the bank step).
  const { isPending: saving, ...continuePress } = basic.continueProps;
  const shown = (next: CalculatorModel) => {
    basic.onModelChange(next);
    onModelChange?.(next);
  };
  // A training renewal is a renewal (the balance carried over): its title and text; the programme choice names the training.
  const renews = training || renewsContract;
  const title = renews ? "renewal.basic.title" : "renewal.basic.newTitle";
  const text = renews ? "renewal.basic.explanation" : "renewal.basic.newExplanation";
  return (
    <section
      {...mergeDomProps(dom, { isSaving: saving }, { "aria-labelledby": titleId, "data-step": "1", "data-training": training || undefined, "data-lendkit": "renewal-basic-step" })}
      ref={ref}
    >
      <Title id={titleId}>{t(title)}</Title>
      <p>{t(text)}</p>
      {/* A new starting model (by value) starts the calculator again from it. */}
      {training ? (
        <TrainingRenewalCalculator key={calculatorModelKey(model)} model={model} today={today} onModelChange={shown} />
      ) : (
        <LoanCalculator key={calculatorModelKey(model)} defaultModel={model} feeConstants={feeConstants} today={today} onChange={onChange} onModelChange={shown} disclosurePolicy={disclosurePolicy} headingLevel={subLevel(headingLevel)} />
      )}
      <div role="alert">{basic.saveError ? t(basic.saveError) : null}</div>
      <Button {...continuePress} {...pendingAttributes(saving)}>
        {t("renewal.basic.continue")}
      </Button>
    </section>
  );
});
