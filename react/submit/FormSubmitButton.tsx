import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { useFormSubmitButton, type FormSubmitAction } from "./useFormSubmitButton.js";

/** The state the wrapper's `className` and `style` may be computed from. */
export interface FormSubmitButtonRenderState {
  /** True when extra actions are offered in the menu. */
  readonly hasMenu: boolean;
  /** True when the button and the menu are disabled. */
  readonly isDisabled: boolean;
}

/** Props of `FormSubmitButton`: its own, plus DOM props for the wrapper `div`. */
export type FormSubmitButtonProps = FormSubmitButtonOwnProps &
  DomProps<HTMLDivElement, FormSubmitButtonRenderState, FormSubmitButtonOwnProps>;

/** The submit button's own props. */
export interface FormSubmitButtonOwnProps {
  /** Label of the main button; "Sauvegarder"/"Save" by default. */
  readonly label?: ReactNode;
  /** Extra submit actions shown in a drop-up menu. */
  readonly actions?: readonly FormSubmitAction[];
  /** Called with the chosen action's id. */
  readonly onAction?: (id: string) => void;
  /** Disables the button and the menu. */
  readonly isDisabled?: boolean;
  /** Class of the main button. */
  readonly buttonClassName?: string;
  /** Class of the menu button. */
  readonly menuButtonClassName?: string;
  /** Class of the menu popover (opens above, `data-placement="top"` unless there is no room). */
  readonly popoverClassName?: string;
  /** Class of every menu item. */
  readonly itemClassName?: string;
  /** Content of the menu button (an icon); its accessible name comes from the catalog. */
  readonly menuIcon?: ReactNode;
}

/**
 * The form submit button (A §2): `type="submit"`, labelled Save/Sauvegarder
 * by default, with an optional drop-up menu of extra submit actions.
 *
 * @example
 * <form onSubmit={save}>
 *   <FormSubmitButton actions={[{ id: "saveAndNew", label: "Save and new" }]} onAction={saveWith} />
 * </form>
 */
export const FormSubmitButton = /* @__PURE__ */ forwardRef(function FormSubmitButton(
  {
    label,
    actions,
    onAction,
    isDisabled,
    buttonClassName,
    menuButtonClassName,
    popoverClassName,
    itemClassName,
    menuIcon = "▴",
    ...dom
  }: FormSubmitButtonProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { buttonProps, hasMenu, menuTriggerProps, menuButtonProps, menuProps } = useFormSubmitButton({ label, actions, onAction, isDisabled });
  return (
    <div
      {...mergeDomProps(dom, { hasMenu, isDisabled: isDisabled === true }, { "data-lendkit": "submit-button", "data-has-menu": hasMenu || undefined })}
      ref={ref}
    >
      <Button {...buttonProps} className={buttonClassName} data-part="submit" />
      {hasMenu && (
        <MenuTrigger {...menuTriggerProps}>
          <Button {...menuButtonProps} className={menuButtonClassName} data-part="menu-button">
            <span aria-hidden="true">{menuIcon}</span>
          </Button>
          <Popover placement="top" className={popoverClassName}>
            <Menu {...menuProps}>
              {(action: FormSubmitAction) => (
                <MenuItem
                  id={action.id}
                  className={itemClassName}
                  textValue={action.textValue ?? (typeof action.label === "string" ? action.label : action.id)}
                >
                  {action.label}
                </MenuItem>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      )}
    </div>
  );
});
