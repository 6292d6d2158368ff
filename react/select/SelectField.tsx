import type { ReactNode } from "react";
import { Button, Label, Select, SelectValue } from "react-aria-components";
import type { SelectOption } from "@lendkit/core";
import { SelectList } from "./SelectList.js";
import { useSelectField, type UseSelectFieldOptions } from "./useSelectField.js";

/** Props of `SelectField`. */
export interface SelectFieldProps<O extends SelectOption> extends UseSelectFieldOptions<O> {
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
  /** Class of the field wrapper (react-aria sets `data-open`, `data-invalid`…). */
  readonly className?: string;
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
export const SelectField = <O extends SelectOption>({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  className,
  buttonClassName,
  popoverClassName,
  itemClassName,
  indicator = "▾",
  ...options
}: SelectFieldProps<O>) => {
  const { selectProps, listBoxProps } = useSelectField(options);
  return (
    <Select
      {...selectProps}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      className={className}
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
