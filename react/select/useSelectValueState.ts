import { useCallback, useState } from "react";
import type { SelectOption } from "@lendkit/core";

/** A select's value: an option's `value`, or null when nothing is chosen. */
export type SelectValue = SelectOption["value"] | null;

/** Options of `useSelectValueState`. */
export interface SelectValueStateOptions<O extends SelectOption> {
  /** The options. */
  readonly options: readonly O[];
  /** Controlled value. */
  readonly value?: SelectValue;
  /** Starting value when `value` is not given. */
  readonly defaultValue?: SelectValue;
  /** Called with the new value and its option (null when cleared). */
  readonly onChange?: (value: SelectValue, option: O | null) => void;
}

/** The value, its option, and a setter. */
export interface SelectValueState<O extends SelectOption> {
  /** The chosen value, or null. */
  readonly value: SelectValue;
  /** The option of `value`, or null. */
  readonly selectedOption: O | null;
  /** Chooses a value (null clears); reports it through `onChange`. */
  readonly setValue: (value: SelectValue) => void;
}

/**
 * The chosen value of a select, controlled (`value`) or not (`defaultValue`).
 *
 * @example
 * const { value, selectedOption, setValue } = useSelectValueState({ options, defaultValue: 1 });
 */
export const useSelectValueState = <O extends SelectOption>(options: SelectValueStateOptions<O>): SelectValueState<O> => {
  const { value: controlled, defaultValue = null, onChange } = options;
  const [own, setOwn] = useState<SelectValue>(defaultValue);
  const value = controlled !== undefined ? controlled : own;
  const selectedOption = value === null ? null : (options.options.find((option) => option.value === value) ?? null);
  const list = options.options;
  const setValue = useCallback(
    (next: SelectValue) => {
      if (controlled === undefined) setOwn(next);
      onChange?.(next, next === null ? null : (list.find((option) => option.value === next) ?? null));
    },
    [controlled, onChange, list],
  );
  return { value, selectedOption, setValue };
};
