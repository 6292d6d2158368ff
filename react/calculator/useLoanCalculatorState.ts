import { useMemo, useState } from "react";
import { computeLoan, type CalculatorModel, type LoanContext } from "@lendkit/core";

/** What `useLoanCalculatorState` returns. */
export interface LoanCalculatorState {
  /** The computed model shown. */
  readonly model: CalculatorModel;
  /** Replaces the model (already computed by core). */
  readonly setModel: (model: CalculatorModel) => void;
}

/**
 * The calculator's state (no rule): the model, computed once by core's
 * `computeLoan` on mount, then replaced by what core answers.
 *
 * @example
 * const { model, setModel } = useLoanCalculatorState(emptyCalculatorModel(), context);
 */
export const useLoanCalculatorState = (initialModel: CalculatorModel, context: LoanContext): LoanCalculatorState => {
  const [model, setModel] = useState(() => computeLoan(initialModel, context));
  return useMemo(() => ({ model, setModel }), [model]);
};
