import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { FieldError, Input, Label, Text, TextField, ToggleButton } from "react-aria-components";
import { useSubstitutionField, type SubstitutionFieldFieldProps } from "./useSubstitutionField.js";
import { useSubstitutionFieldState, type SubstitutionFieldStateOptions } from "./useSubstitutionFieldState.js";

/** What the render function of `SubstitutionField` receives: the field's props plus the label and form props given. */
export interface SubstitutionFieldRenderProps extends SubstitutionFieldFieldProps {
  /** The visible label. */
  readonly label: ReactNode;
  /** The form name, when given. */
  readonly name?: string;
  /** Required, when given. */
  readonly isRequired?: boolean;
  /** Invalid, when given. */
  readonly isInvalid?: boolean;
  /** A rule's message, when given. */
  readonly helperText?: string;
  /** Required styling shows, when given. */
  readonly requiredVisible?: boolean;
}

/** The state the root's `className` and `style` may be computed from. */
export interface SubstitutionFieldRootState {
  /** True while the user's value replaces the computed one. */
  readonly isSubstituted: boolean;
}

/** Props of `SubstitutionField`: its own, plus DOM props for the root `div`. */
export type SubstitutionFieldProps = SubstitutionFieldOwnProps & DomProps<HTMLDivElement, SubstitutionFieldRootState, SubstitutionFieldOwnProps>;

/** The field's own props. */
export interface SubstitutionFieldOwnProps extends SubstitutionFieldStateOptions {
  /** The visible label. */
  readonly label: ReactNode;
  /** The form name of the field. */
  readonly name?: string;
  /** Disables the field and the toggle. */
  readonly isDisabled?: boolean;
  /** Required (passed to the field). */
  readonly isRequired?: boolean;
  /** Invalid (passed to the field). */
  readonly isInvalid?: boolean;
  /** A rule's message (passed to the field). */
  readonly helperText?: string;
  /** Required styling shows (passed to the field). */
  readonly requiredVisible?: boolean;
  /**
   * Renders the field, for a masked one: `(field) => <MaskedField kind="money" {...field} />`.
   * By default a plain text field.
   */
  readonly children?: (field: SubstitutionFieldRenderProps) => ReactNode;
  /** Content of the toggle button (an icon); a glyph by default. */
  readonly toggleContent?: ReactNode;
}

/**
 * A labelled field with a substitution toggle (A §2, finance tab): the value
 * follows `computedValue` until the user overrides it, by editing it or by
 * pressing the toggle. While substituted the toggle is pressed and the root
 * and the toggle carry `data-substituted` (the app colours the icon red);
 * turning it off restores the calculated value.
 *
 * @example
 * <SubstitutionField
 *   label="Frais de courtage"
 *   computedValue={computed.brokerageFee}
 *   value={values.brokerageFee}
 *   onChange={(value) => form.setValue("brokerageFee", value)}
 *   isSubstituted={values.brokerageFeeIsSubstituted === true}
 *   onSubstitutedChange={(flag) => form.setValue("brokerageFeeIsSubstituted", flag)}
 * >
 *   {(field) => <MaskedField kind="money" {...field} />}
 * </SubstitutionField>
 */
export const SubstitutionField = /* @__PURE__ */ forwardRef(function SubstitutionField(props: SubstitutionFieldProps, ref: ForwardedRef<HTMLDivElement>) {
  const { label, name, isDisabled, isRequired, isInvalid, helperText, requiredVisible, children, toggleContent, ...rest } = props;
  const { computedValue, value, defaultValue, onChange, isSubstituted, defaultSubstituted, onSubstitutedChange, ...dom } = rest;
  const state = useSubstitutionFieldState({ computedValue, value, defaultValue, onChange, isSubstituted, defaultSubstituted, onSubstitutedChange });
  const { rootProps, toggleButtonProps, statusProps, fieldProps } = useSubstitutionField({ isDisabled: isDisabled === true }, state);
  const field: SubstitutionFieldRenderProps = {
    ...fieldProps,
    label,
    ...(name !== undefined ? { name } : {}),
    ...(isRequired !== undefined ? { isRequired } : {}),
    ...(isInvalid !== undefined ? { isInvalid } : {}),
    ...(helperText !== undefined ? { helperText } : {}),
    ...(requiredVisible !== undefined ? { requiredVisible } : {}),
  };
  return (
    <div {...mergeDomProps(dom, { isSubstituted: state.isSubstituted }, rootProps)} ref={ref}>
      {children !== undefined ? (
        children(field)
      ) : (
        <TextField
          value={field.value === null || field.value === undefined ? "" : String(field.value)}
          onChange={field.onChange}
          isDisabled={field.isDisabled}
          isRequired={isRequired === true}
          isInvalid={isInvalid === true}
          validationBehavior="aria"
          {...(name !== undefined ? { name } : {})}
        >
          <Label>{label}</Label>
          <Input />
          {helperText !== undefined && <FieldError>{helperText}</FieldError>}
        </TextField>
      )}
      <ToggleButton {...toggleButtonProps} data-part="toggle">
        {toggleContent ?? <span aria-hidden="true">✎</span>}
      </ToggleButton>
      <Text {...statusProps} data-part="status" />
    </div>
  );
});
