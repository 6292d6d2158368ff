import type { ReactNode } from "react";
import { formsMessages } from "@lendkit/core";
import type { Key, ListBoxProps, SelectProps } from "react-aria-components";
import type { SelectOption } from "@lendkit/core";
import { useMessages } from "../provider/messages.js";
import { useSelectValueState, type SelectValue, type SelectValueStateOptions } from "./useSelectValueState.js";

/** Options of `useSelectField`. */
export interface UseSelectFieldOptions<O extends SelectOption> extends SelectValueStateOptions<O> {
  /** Placeholder; "Choisir..."/"Choose..." by default. */
  readonly placeholder?: string;
}

/** What `useSelectField` returns. */
export interface SelectFieldAria<O extends SelectOption> {
  /** For react-aria's `Select`. */
  readonly selectProps: Pick<SelectProps<O>, "value" | "onChange" | "placeholder" | "allowsEmptyCollection">;
  /** For the `ListBox` inside: the options and the empty text. */
  readonly listBoxProps: Pick<ListBoxProps<O>, "items"> & { renderEmptyState: () => ReactNode };
  /** The chosen option, or null. */
  readonly selectedOption: O | null;
}

/**
 * The select field's behaviour (A §2): the placeholder "Choisir..." /
 * "Choose..." and the empty list text "Aucune option" / "No options" from
 * the forms catalog (the list opens even when empty, to say so), and the
 * value as an option's `value`.
 *
 * @example
 * const { selectProps, listBoxProps } = useSelectField({ options: provinces, value, onChange });
 */
export const useSelectField = <O extends SelectOption>(options: UseSelectFieldOptions<O>): SelectFieldAria<O> => {
  const t = useMessages(formsMessages);
  const { value, selectedOption, setValue } = useSelectValueState(options);
  return {
    selectProps: {
      value,
      onChange: (key: Key | null) => setValue(key as SelectValue),
      placeholder: options.placeholder ?? t("forms.select.placeholder"),
      allowsEmptyCollection: true,
    },
    listBoxProps: { items: options.options, renderEmptyState: () => t("forms.select.noOptions") },
    selectedOption,
  };
};
