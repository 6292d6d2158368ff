import { useCallback, useEffect, useState } from "react";
import type { SelectOption } from "@lendkit/core";
import { useSelectValueState, type SelectValueState, type SelectValueStateOptions } from "./useSelectValueState.js";

/** The creatable select's state: the value and the typed text. */
export interface CreatableSelectState<O extends SelectOption> extends SelectValueState<O> {
  /** The text in the input. */
  readonly inputValue: string;
  /** Changes the text in the input. */
  readonly setInputValue: (text: string) => void;
}

/**
 * The creatable select's state: the chosen value (controlled or not) and the
 * text typed in the input, which starts as the chosen option's label.
 *
 * @example
 * const state = useCreatableSelectState({ options, defaultValue: null });
 * state.setInputValue("Lex");
 */
export const useCreatableSelectState = <O extends SelectOption>(
  options: SelectValueStateOptions<O>,
): CreatableSelectState<O> => {
  const valueState = useSelectValueState(options);
  const [inputValue, setInputText] = useState(() => valueState.selectedOption?.label ?? "");
  const setInputValue = useCallback((text: string) => setInputText(text), []);
  const chosenLabel = valueState.selectedOption?.label;
  // A value changed from outside (controlled) shows its label.
  useEffect(() => {
    if (chosenLabel !== undefined) setInputText(chosenLabel);
  }, [chosenLabel]);
  return { ...valueState, inputValue, setInputValue };
};
