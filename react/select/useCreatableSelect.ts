import { useMemo, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { formsMessages } from "@lendkit/core";
import { useFilter, type ComboBoxProps, type Key, type ListBoxProps } from "react-aria-components";
import { creatablePrompt, creatableTabSelection, isValidNewOption, type SelectOption } from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { useCreatableSelectState, type CreatableSelectState } from "./useCreatableSelectState.js";
import type { SelectValue, SelectValueStateOptions } from "./useSelectValueState.js";

/** The key of the "Ajouter : …" item; no option value can equal it. */
export const createItemKey = "\u0000lendkit-create";

/** An item of the creatable list: an option, or the prompt to create one. */
export type CreatableItem<O extends SelectOption> =
  | { readonly kind: "option"; readonly id: Key; readonly label: string; readonly option: O }
  | { readonly kind: "create"; readonly id: Key; readonly label: string; readonly text: string };

/** Options of `useCreatableSelect`. */
export interface UseCreatableSelectOptions<O extends SelectOption> extends SelectValueStateOptions<O> {
  /**
   * Called with the typed text (trimmed) when the user picks the 'Ajouter : "…"'
   * item. Return (or resolve) the new option to select it; add it to `options` yourself.
   */
  readonly onCreate?: (text: string) => O | void | Promise<O | void>;
  /** Placeholder; "Choisir..."/"Choose..." by default. */
  readonly placeholder?: string;
}

/** What `useCreatableSelect` returns. */
export interface CreatableSelectAria<O extends SelectOption> {
  /** Value and typed text. */
  readonly state: CreatableSelectState<O>;
  /** For react-aria's `ComboBox`. */
  readonly comboBoxProps: Pick<
    ComboBoxProps<CreatableItem<O>>,
    "items" | "selectedKey" | "onSelectionChange" | "inputValue" | "onInputChange" | "allowsEmptyCollection" | "allowsCustomValue"
  >;
  /** For the `Input`: placeholder and the Tab rule. */
  readonly inputProps: {
    placeholder: string;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  /** For the `ListBox`: the empty text. */
  readonly listBoxProps: Pick<ListBoxProps<CreatableItem<O>>, "renderEmptyState"> & { renderEmptyState: () => ReactNode };
}

/**
 * The creatable select's behaviour (A §2, A §5) on core's rules: the list
 * shows the options whose label contains the typed text, plus
 * 'Ajouter : "{text}"' when core's `isValidNewOption` accepts the text
 * (not blank, no option with that label); Tab selects the option whose label
 * or value matches the typed text (core's `creatableTabSelection`) and moves
 * on; text that was neither chosen nor created goes back to the chosen
 * option's label (or empty) when focus leaves; the empty list reads "Aucune option".
 *
 * @example
 * const { comboBoxProps, inputProps, listBoxProps } = useCreatableSelect({
 *   options: makes, value, onChange: setMake, onCreate: (text) => addMake(text),
 * });
 */
export const useCreatableSelect = <O extends SelectOption>(
  options: UseCreatableSelectOptions<O>,
): CreatableSelectAria<O> => {
  const t = useMessages(formsMessages);
  const { lang } = useLendkit();
  const state = useCreatableSelectState(options);
  const { contains } = useFilter({ sensitivity: "base" });
  const { inputValue, selectedOption } = state;
  const list = options.options;

  const items = useMemo<CreatableItem<O>[]>(() => {
    const typed = inputValue.trim().replace(/\s+/g, " ");
    const showAll = typed === "" || (selectedOption !== null && inputValue === selectedOption.label);
    const matching = showAll ? list : list.filter((option) => contains(option.label, typed));
    const shown: CreatableItem<O>[] = matching.map((option) => ({
      kind: "option",
      id: option.value,
      label: option.label,
      option,
    }));
    if (!showAll && isValidNewOption(inputValue, list)) {
      const text = inputValue.trim();
      shown.push({ kind: "create", id: createItemKey, label: creatablePrompt(lang, text), text });
    }
    return shown;
  }, [inputValue, selectedOption, list, contains, lang]);

  // The label the input shows when focus leaves without a choice.
  const chosenLabel = useRef("");
  chosenLabel.current = selectedOption?.label ?? "";

  const choose = (option: O | null) => {
    chosenLabel.current = option === null ? "" : option.label;
    state.setValue(option === null ? null : option.value);
    state.setInputValue(option === null ? "" : option.label);
  };

  const create = async (text: string) => {
    const created = await options.onCreate?.(text);
    if (created) choose(created);
  };

  const onSelectionChange = (key: Key | null) => {
    if (key === createItemKey) {
      void create(inputValue.trim());
      return;
    }
    if (key === null) {
      if (state.value !== null && inputValue === "") choose(null);
      return;
    }
    choose(list.find((option) => option.value === key) ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Tab") return;
    const match = creatableTabSelection(list, inputValue);
    if (match) choose(match);
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Element && next.closest('[role="listbox"], [data-trigger="ComboBox"]')) return;
    if (inputValue !== chosenLabel.current) state.setInputValue(chosenLabel.current);
  };

  return {
    state,
    comboBoxProps: {
      items,
      selectedKey: state.value as SelectValue,
      onSelectionChange,
      inputValue,
      onInputChange: state.setInputValue,
      allowsEmptyCollection: true,
      allowsCustomValue: false,
    },
    inputProps: { placeholder: options.placeholder ?? t("forms.select.placeholder"), onKeyDown, onBlur },
    listBoxProps: { renderEmptyState: () => t("forms.select.noOptions") },
  };
};
