import { useCallback, useState } from "react";

/** Options of `useSubstitutionFieldState`. */
export interface SubstitutionFieldStateOptions {
  /** The calculated value: shown while not substituted, restored when the toggle is turned off. */
  readonly computedValue: unknown;
  /** Controlled value (the overriding value while substituted). */
  readonly value?: unknown;
  /** Starting value when not controlled; the calculated value by default. */
  readonly defaultValue?: unknown;
  /** Called with the new value: an edit, or the calculated value when the toggle is turned off. */
  readonly onChange?: (value: unknown) => void;
  /** Controlled substituted flag (`<name>IsSubstituted`). */
  readonly isSubstituted?: boolean;
  /** Starting substituted flag when not controlled (bankFee and brokerageFee start substituted). */
  readonly defaultSubstituted?: boolean;
  /** Called with the new substituted flag. */
  readonly onSubstitutedChange?: (substituted: boolean) => void;
}

/** What `useSubstitutionFieldState` returns. */
export interface SubstitutionFieldState {
  /** The value to show: the overriding value while substituted, else the calculated one. */
  readonly value: unknown;
  /** The value is substituted (manually overridden). */
  readonly isSubstituted: boolean;
  /** The user edited the value: it becomes substituted. */
  readonly setValue: (value: unknown) => void;
  /** Turns substitution on (the override starts from the calculated value shown until then) or off (restores the calculated value). */
  readonly setSubstituted: (substituted: boolean) => void;
}

/**
 * The state of a labelled field with a substitution toggle (A §2, B §3): a
 * value that follows the calculated one until the user overrides it. An edit
 * marks it substituted; turning the toggle off restores the calculated value.
 *
 * @example
 * const state = useSubstitutionFieldState({ computedValue: fee, onChange: setFee, onSubstitutedChange: setFeeIsSubstituted });
 * state.setValue("25.00"); // substituted
 * state.setSubstituted(false); // onChange(fee)
 */
export const useSubstitutionFieldState = (options: SubstitutionFieldStateOptions): SubstitutionFieldState => {
  const { computedValue, onChange, onSubstitutedChange } = options;
  const [ownSubstituted, setOwnSubstituted] = useState(options.defaultSubstituted ?? false);
  const [ownValue, setOwnValue] = useState<unknown>(options.defaultValue ?? computedValue);
  const isSubstituted = options.isSubstituted ?? ownSubstituted;
  const controlledValue = options.value !== undefined;
  const overriding = controlledValue ? options.value : ownValue;
  const substitutedControlled = options.isSubstituted !== undefined;

  const changeSubstituted = useCallback(
    (next: boolean) => {
      if (!substitutedControlled) setOwnSubstituted(next);
      onSubstitutedChange?.(next);
    },
    [substitutedControlled, onSubstitutedChange],
  );

  const changeValue = useCallback(
    (next: unknown) => {
      if (!controlledValue) setOwnValue(next);
      onChange?.(next);
    },
    [controlledValue, onChange],
  );

  const setValue = useCallback(
    (next: unknown) => {
      changeValue(next);
      if (!isSubstituted) changeSubstituted(true);
    },
    [changeValue, changeSubstituted, isSubstituted],
  );

  const setSubstituted = useCallback(
    (next: boolean) => {
      if (next === isSubstituted) return;
      // Off restores the calculated value; on starts the override from it (the value shown until then).
      changeValue(computedValue);
      changeSubstituted(next);
    },
    [isSubstituted, changeValue, changeSubstituted, computedValue],
  );

  return { value: isSubstituted ? overriding : computedValue, isSubstituted, setValue, setSubstituted };
};
