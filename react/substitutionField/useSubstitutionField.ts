import { useId } from "react";
import { formsMessages } from "@lendkit/core";
import { useMessages } from "../provider/messages.js";
import type { SubstitutionFieldState } from "./useSubstitutionFieldState.js";

/** Options of `useSubstitutionField`. */
export interface SubstitutionFieldAriaOptions {
  /** Disables the field and the toggle. */
  readonly isDisabled?: boolean;
}

/** The props a field inside `SubstitutionField` receives (spread them on `MaskedField` or a react-aria field). */
export interface SubstitutionFieldFieldProps {
  /** The value to show (untyped, as the form's values: any field may be rendered). */
  readonly value: any;
  /** An edit: the value becomes substituted. */
  readonly onChange: (value: any) => void;
  /** Disabled. */
  readonly isDisabled: boolean;
}

/** What `useSubstitutionField` returns. */
export interface SubstitutionFieldAria {
  /** For the root element: `data-substituted` while manually overridden. */
  readonly rootProps: { readonly "data-lendkit": "substitution-field"; readonly "data-substituted": true | undefined };
  /** For react-aria's `ToggleButton` (`aria-pressed` while substituted). */
  readonly toggleButtonProps: {
    readonly isSelected: boolean;
    readonly onChange: (selected: boolean) => void;
    readonly isDisabled: boolean;
    readonly "aria-label": string;
    readonly "aria-describedby": string;
    readonly "data-substituted": true | undefined;
  };
  /** For the status text the toggle is described by: "Valeur substituée…" or "Valeur calculée". */
  readonly statusProps: { readonly id: string; readonly children: string };
  /** For the field. */
  readonly fieldProps: SubstitutionFieldFieldProps;
}

/**
 * The behaviour of a labelled field with a substitution toggle: the toggle
 * button is named "Remplacer la valeur calculée"/"Override the calculated
 * value", pressed (`aria-pressed`) while the value is substituted, and
 * described by the state's text from core's forms catalog; `data-substituted`
 * marks the root and the button for the app to colour the icon red.
 *
 * @example
 * const state = useSubstitutionFieldState({ computedValue: fee });
 * const { rootProps, toggleButtonProps, statusProps, fieldProps } = useSubstitutionField({}, state);
 */
export const useSubstitutionField = (options: SubstitutionFieldAriaOptions, state: SubstitutionFieldState): SubstitutionFieldAria => {
  const t = useMessages(formsMessages);
  const statusId = useId();
  const isDisabled = options.isDisabled === true;
  const substituted = state.isSubstituted || undefined;
  return {
    rootProps: { "data-lendkit": "substitution-field", "data-substituted": substituted },
    toggleButtonProps: {
      isSelected: state.isSubstituted,
      onChange: state.setSubstituted,
      isDisabled,
      "aria-label": t("forms.substitution.toggle"),
      "aria-describedby": statusId,
      "data-substituted": substituted,
    },
    statusProps: { id: statusId, children: t(state.isSubstituted ? "forms.substitution.on" : "forms.substitution.off") },
    fieldProps: { value: state.value, onChange: state.setValue, isDisabled },
  };
};
