import { forwardRef, useEffect, useMemo, useState, type ForwardedRef } from "react";
import type { CalendarDate } from "@internationalized/date";
import {
  computeLoan,
  isTrainingAmount,
  trainingCalculatorModel,
  trainingFeeConstants,
  type CalculatorModel,
  type TenantCode,
  type TrainingAmount,
} from "@lendkit/core";
import { TrainingProgramChoice } from "../calculator/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLendkit } from "../provider/index.js";

/** The state the wrapper's `className` and `style` may be computed from. */
export interface TrainingRenewalCalculatorRenderState {
  /** The programme chosen (500, 750 or 1000). */
  readonly course: TrainingAmount;
}

/** Props of `TrainingRenewalCalculator`: its own, plus DOM props for the wrapper `div`. */
export type TrainingRenewalCalculatorProps = TrainingRenewalCalculatorOwnProps &
  DomProps<HTMLDivElement, TrainingRenewalCalculatorRenderState, TrainingRenewalCalculatorOwnProps>;

/** The training calculator's own props. */
export interface TrainingRenewalCalculatorOwnProps {
  /** The renewal's starting model (its frequency and previous balance are kept). */
  readonly model: CalculatorModel;
  /** The caller's today (the deposit and first payment dates core computes, not shown). */
  readonly today: CalendarDate;
  /** The lender; the provider's tenant by default. */
  readonly tenant?: TenantCode;
  /** Receives the computed model at once and after each choice (what CONTINUE saves). */
  readonly onModelChange?: (model: CalculatorModel) => void;
}

const programmeOf = (model: CalculatorModel): TrainingAmount =>
  isTrainingAmount(model.loanAmount) ? (model.loanAmount.toNumber() as TrainingAmount) : 500;

/**
 * The calculator's training mode (C §3.6) for the renewal of a training
 * contract: the programme choice (500, 750 or 1000 $, with months of access,
 * as cashback) instead of the amount, frequency and date fields, which stay
 * hidden; the number of payments is the programme's (12, 18 or 24) and the
 * rate the training rate (core's `trainingCalculatorModel` and
 * `trainingFeeConstants`). As C §3.6 says, the training contract hides the
 * amount, the repayment and the choices, and its repayment dates: no
 * repayment details show here (the payment and count are computed and
 * saved, and the signing document states them). Unstyled: parts carry
 * `data-part`.
 *
 * @example
 * <TrainingRenewalCalculator model={start} today={today(getLocalTimeZone())} onModelChange={basic.onModelChange} />
 */
export const TrainingRenewalCalculator = /* @__PURE__ */ forwardRef(function TrainingRenewalCalculator(
  { model, today, tenant, onModelChange, ...dom }: TrainingRenewalCalculatorProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { tenant: providerTenant, features } = useLendkit();
  const [course, setCourse] = useState<TrainingAmount>(() => programmeOf(model));
  const lender = tenant ?? providerTenant;
  if (lender === null) throw new Error("TrainingRenewalCalculator needs a tenant: pass `tenant` or give the LendkitProvider one.");
  const computed = useMemo(
    () =>
      computeLoan(trainingCalculatorModel(model, course), {
        today,
        tenant: lender,
        features: { RestOfCanada: features.RestOfCanada, useBankHolidays: features.useBankHolidays },
        feeConstants: trainingFeeConstants(),
      }),
    [model, course, today, lender, features.RestOfCanada, features.useBankHolidays],
  );
  useEffect(() => {
    onModelChange?.(computed);
    // The parent's callback is read when the figures change, not each time it is a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [computed]);
  return (
    <div {...mergeDomProps(dom, { course }, { "data-lendkit": "training-calculator", "data-course": course })} ref={ref}>
      <TrainingProgramChoice value={course} onChange={setCourse} data-part="programmes" />
    </div>
  );
});
