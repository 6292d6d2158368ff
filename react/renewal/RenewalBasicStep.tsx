import { forwardRef, useId, type ForwardedRef } from "react";
import { Button } from "react-aria-components";
import type { CalendarDate } from "@internationalized/date";
import type { CalculatorModel, FeeConstants } from "@lendkit/core";
import { calculatorModelKey, LoanCalculator } from "../calculator/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useMessages } from "../provider/index.js";
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
  /** False for a new applicant's first loan: new-applicant title and text, no balance carried over (default true). */
  readonly renewsContract?: boolean;
}

/**
 * Renewal step 1 (C §2): "Renewal", the explanation (the current balance
 * and fees are added to the new amount; a new applicant, `renewsContract`
 * false, reads their own title and text instead), the loan calculator and CONTINUE
 * MY REQUEST, which saves what the calculator shows; a failed save shows
 * core's step 1 alert. Unstyled.
 *
 * @example
 * <RenewalBasicStep model={renewalCalculatorModel(emptyCalculatorModel(), data)} feeConstants={constants}
 *   today={today(getLocalTimeZone())} onSave={(model) => api.saveBasic(slug, model).then(next)} />
 */
export const RenewalBasicStep = forwardRef(function RenewalBasicStep(
  { model, feeConstants, today, onSave, onChange, renewsContract = true, ...dom }: RenewalBasicStepProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const t = useMessages();
  const titleId = useId();
  const basic = useRenewalBasicStep({ onSave });
  return (
    <section
      {...mergeDomProps(dom, { isSaving: basic.continueProps.isPending }, { "aria-labelledby": titleId, "data-step": "1", "data-lendkit": "renewal-basic-step" })}
      ref={ref}
    >
      <h2 id={titleId}>{t(renewsContract ? "renewal.basic.title" : "renewal.basic.newTitle")}</h2>
      <p>{t(renewsContract ? "renewal.basic.explanation" : "renewal.basic.newExplanation")}</p>
      {/* A new starting model (by value) starts the calculator again from it. */}
      <LoanCalculator key={calculatorModelKey(model)} defaultModel={model} feeConstants={feeConstants} today={today} onChange={onChange} onModelChange={basic.onModelChange} />
      <div role="alert">{basic.saveError ? t(basic.saveError) : null}</div>
      <Button {...basic.continueProps}>{t("renewal.basic.continue")}</Button>
    </section>
  );
});
