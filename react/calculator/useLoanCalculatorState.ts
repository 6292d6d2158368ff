import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { computeLoan, emptyCalculatorModel, encodeCalculatorModel, type CalculatorModel, type LoanContext } from "@lendkit/core";

/** Options of `useLoanCalculatorState`. */
export interface LoanCalculatorStateOptions {
  /** The model shown (controlled): the calculator shows core's computation of it with the current context. */
  readonly model?: CalculatorModel;
  /** The starting model when `model` is not given (uncontrolled); core's empty model by default. */
  readonly defaultModel?: CalculatorModel;
  /**
   * Receives the computed model whenever what is shown changes: the first one,
   * each change by the user and each change of the context (a new fee). A
   * controlled caller passes it back as `model`.
   */
  readonly onModelChange?: (model: CalculatorModel) => void;
}

/** What `useLoanCalculatorState` returns. */
export interface LoanCalculatorState {
  /** The computed model shown: core's `computeLoan` of the current model with the current context. */
  readonly model: CalculatorModel;
  /** Replaces the model (kept when uncontrolled, handed to `onModelChange` when controlled). */
  readonly setModel: (model: CalculatorModel) => void;
}

/**
 * A model's value as text, so two models with the same figures compare equal
 * whatever their identity (Decimal and CalendarDate objects inside).
 *
 * @example
 * calculatorModelKey(computeLoan(model, context)) === calculatorModelKey(computeLoan(model, context)); // true
 */
export const calculatorModelKey = (model: CalculatorModel): string => JSON.stringify(encodeCalculatorModel(model));

/**
 * The calculator's state (no rule): the model, controlled (`model` +
 * `onModelChange`) or uncontrolled (`defaultModel`). What is shown is always
 * core's `computeLoan` of the current model with the current context, so a
 * new fee, tenant or today is reflected at the next render, and a new `model`
 * prop too. `onModelChange` hears each new value once (compared by value, so a
 * controlled caller that passes the model back does not loop).
 *
 * @example
 * const { model, setModel } = useLoanCalculatorState({ defaultModel: emptyCalculatorModel() }, context);
 */
export const useLoanCalculatorState = (options: LoanCalculatorStateOptions, context: LoanContext): LoanCalculatorState => {
  const [own, setOwn] = useState(() => options.defaultModel ?? emptyCalculatorModel());
  const isControlled = options.model !== undefined;
  const input = options.model ?? own;
  const model = useMemo(() => computeLoan(input, context), [input, context]);
  const key = calculatorModelKey(model);

  const onModelChange = useRef(options.onModelChange);
  useEffect(() => {
    onModelChange.current = options.onModelChange;
  });
  const reported = useRef<string | null>(null);
  const report = useCallback((next: CalculatorModel, nextKey: string) => {
    if (nextKey === reported.current) return;
    reported.current = nextKey;
    onModelChange.current?.(next);
  }, []);
  useEffect(() => report(model, key), [report, model, key]);

  const setModel = useCallback(
    (next: CalculatorModel) => {
      if (!isControlled) return setOwn(next);
      // Controlled: ask the parent for every change from what is shown, even
      // one it refused before.
      const nextKey = calculatorModelKey(next);
      if (nextKey === key) return;
      reported.current = nextKey;
      onModelChange.current?.(next);
    },
    [isControlled, key],
  );
  return useMemo(() => ({ model, setModel }), [model, setModel]);
};
