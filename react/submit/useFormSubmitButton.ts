import type { ReactNode } from "react";
import { formsMessages } from "@lendkit/core";
import type { ButtonProps, Key, MenuProps, MenuTriggerProps } from "react-aria-components";
import { useMessages } from "../provider/messages.js";
import { useFormSubmitButtonState, type FormSubmitButtonState } from "./useFormSubmitButtonState.js";

/** An extra submit action of the drop-up menu. */
export interface FormSubmitAction {
  /** Passed to `onAction` when chosen. */
  readonly id: string;
  /** The menu item's text. */
  readonly label: ReactNode;
  /** Plain-text label for typeahead and assistive technology when `label` is not a string. */
  readonly textValue?: string;
  /** Greys the item out. */
  readonly isDisabled?: boolean;
}

/** Options of `useFormSubmitButton`. */
export interface UseFormSubmitButtonOptions {
  /** Label of the main button; "Sauvegarder"/"Save" by default. */
  readonly label?: ReactNode;
  /** Extra submit actions; the drop-up menu appears when there is at least one. */
  readonly actions?: readonly FormSubmitAction[];
  /** Called with the chosen action's id. */
  readonly onAction?: (id: string) => void;
  /** Disables the main button and the menu (e.g. while the form submits). */
  readonly isDisabled?: boolean;
}

/** What `useFormSubmitButton` returns. */
export interface FormSubmitButtonAria {
  /** The menu's open flag. */
  readonly state: FormSubmitButtonState;
  /** For the main button: `type="submit"`, the label, disabled flag. */
  readonly buttonProps: Pick<ButtonProps, "type" | "isDisabled"> & { children: ReactNode };
  /** True when there are extra actions. */
  readonly hasMenu: boolean;
  /** For react-aria's `MenuTrigger`. */
  readonly menuTriggerProps: Pick<MenuTriggerProps, "isOpen" | "onOpenChange">;
  /** For the button opening the menu: named "Autres actions de sauvegarde"/"More save actions". */
  readonly menuButtonProps: Pick<ButtonProps, "isDisabled" | "aria-label">;
  /** For react-aria's `Menu`. */
  readonly menuProps: Pick<MenuProps<FormSubmitAction>, "items" | "onAction" | "disabledKeys">;
}

/**
 * The form submit button's behaviour (A §2): a submit button labelled Save
 * (Sauvegarder) unless told otherwise, and an optional drop-up menu of extra
 * submit actions.
 *
 * @example
 * const { buttonProps, hasMenu, menuProps } = useFormSubmitButton({
 *   actions: [{ id: "saveAndClose", label: "Sauvegarder et fermer" }],
 *   onAction: (id) => submitWith(id),
 * });
 */
export const useFormSubmitButton = (options: UseFormSubmitButtonOptions = {}): FormSubmitButtonAria => {
  const t = useMessages(formsMessages);
  const state = useFormSubmitButtonState();
  const { actions = [], onAction, isDisabled = false } = options;
  return {
    state,
    buttonProps: { type: "submit", isDisabled, children: options.label ?? t("forms.submitButton.save") },
    hasMenu: actions.length > 0,
    menuTriggerProps: { isOpen: state.isMenuOpen, onOpenChange: state.setMenuOpen },
    menuButtonProps: { isDisabled, "aria-label": t("forms.submitButton.moreActions") },
    menuProps: {
      items: actions,
      disabledKeys: actions.filter((action) => action.isDisabled).map((action) => action.id),
      onAction: (key: Key) => onAction?.(String(key)),
    },
  };
};
