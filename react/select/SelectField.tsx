import { forwardRef, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from "react";
import { type SelectRenderProps, Button, Label, Select, SelectValue } from "react-aria-components";
import type { SelectOption } from "@lendkit/core";
import type { DomProps } from "../dom/index.js";
import { SelectList } from "./SelectList.js";
import { useSelectField, type UseSelectFieldOptions } from "./useSelectField.js";

/**
 * Props of `SelectField`: its own, plus DOM props for the field wrapper (`id`,
 * `data-*`, handlers; `className` and `style` also as functions of react-aria's
 * render state: `isOpen`, `isFocused`, `isInvalid`…). `aria-*` labelling props
 * go to the control react-aria labels.
 */
export type SelectFieldProps<O extends SelectOption> = SelectFieldOwnProps<O> & DomProps<HTMLDivElement, SelectRenderProps, SelectFieldOwnProps<O>>;

/** The field's own props. */
export interface SelectFieldOwnProps<O extends SelectOption> extends UseSelectFieldOptions<O> {
  /** The field's label (also its accessible name). */
  readonly label: ReactNode;
  /** Help text under the field. */
  readonly description?: ReactNode;
  /** Error text shown when `isInvalid`. */
  readonly errorMessage?: ReactNode;
  /** Marks the field invalid (e.g. after a required-field check of core's forms rules). */
  readonly isInvalid?: boolean;
  /** Marks the field required. */
  readonly isRequired?: boolean;
  /** Disables the field. */
  readonly isDisabled?: boolean;
  /** Name for native form submission. */
  readonly name?: string;
  /** Class of the button showing the value. */
  readonly buttonClassName?: string;
  /** Class of the popover. */
  readonly popoverClassName?: string;
  /** Class of every option. */
  readonly itemClassName?: string;
  /** Content of the open indicator (an icon), hidden from assistive technology. */
  readonly indicator?: ReactNode;
}

/**
 * An unstyled select field (A §2) on react-aria's `Select`: placeholder
 * "Choisir...", empty list "Aucune option", options `{ label, value }`.
 *
 * @example
 * <SelectField label="Province" options={provinceOptions} value={province} onChange={setProvince} />
 */
const SelectFieldInner = <O extends SelectOption>(
  {
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  buttonClassName,
  popoverClassName,
  itemClassName,
  indicator = "▾",
  ...rest
}: SelectFieldProps<O>,
  ref: ForwardedRef<HTMLDivElement>,
) => {
  const { options, value, defaultValue, onChange, placeholder, ...dom } = rest;
  const { selectProps, listBoxProps } = useSelectField({ options, value, defaultValue, onChange, placeholder, });
  return (
    <Select
      {...selectProps}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      {...(dom as object)}
      ref={ref}
      data-lendkit="select"
    >
      <Label>{label}</Label>
      <Button className={buttonClassName}>
        <SelectValue />
        <span aria-hidden="true">{indicator}</span>
      </Button>
      <SelectList
        listBoxProps={listBoxProps}
        itemView={(option: O) => ({ id: option.value, label: option.label })}
        description={description}
        errorMessage={errorMessage}
        popoverClassName={popoverClassName}
        itemClassName={itemClassName}
      />
    </Select>
  );
};

/**
 * @see SelectFieldInner — forwards its ref to the field wrapper `div`.
 */
export const SelectField = /* @__PURE__ */ forwardRef(SelectFieldInner) as <O extends SelectOption>(
  props: SelectFieldProps<O> & { readonly ref?: Ref<HTMLDivElement> },
) => ReactElement;
