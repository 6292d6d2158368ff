import type { ReactNode } from "react";
import { Button, ComboBox, Input, Label } from "react-aria-components";
import type { SelectOption } from "@lendkit/core";
import { SelectList } from "./SelectList.js";
import { useCreatableSelect, type CreatableItem, type UseCreatableSelectOptions } from "./useCreatableSelect.js";

/** Props of `CreatableSelect`. */
export interface CreatableSelectProps<O extends SelectOption> extends UseCreatableSelectOptions<O> {
  /** The field's label (also its accessible name). */
  readonly label: ReactNode;
  /** Help text under the field. */
  readonly description?: ReactNode;
  /** Error text shown when `isInvalid`. */
  readonly errorMessage?: ReactNode;
  /** Marks the field invalid. */
  readonly isInvalid?: boolean;
  /** Marks the field required. */
  readonly isRequired?: boolean;
  /** Disables the field. */
  readonly isDisabled?: boolean;
  /** Class of the field wrapper (react-aria sets `data-open`, `data-invalid`…). */
  readonly className?: string;
  /** Class of the text input. */
  readonly inputClassName?: string;
  /** Class of the popover. */
  readonly popoverClassName?: string;
  /** Class of every item; the create item also carries `data-create`. */
  readonly itemClassName?: string;
  /** Content of the open button (an icon); react-aria names the button. */
  readonly indicator?: ReactNode;
}

/**
 * An unstyled creatable select (A §2, A §5) on react-aria's `ComboBox`:
 * type to filter, pick 'Ajouter : "{text}"' to create a new option (only for
 * non-blank, new labels), Tab selects a typed matching label or value.
 *
 * @example
 * <CreatableSelect label="Marque" options={makes} value={make} onChange={setMake}
 *   onCreate={async (text) => { const option = await api.addMake(text); setMakes([...makes, option]); return option; }} />
 */
export const CreatableSelect = <O extends SelectOption>({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  className,
  inputClassName,
  popoverClassName,
  itemClassName,
  indicator = "▾",
  ...options
}: CreatableSelectProps<O>) => {
  const { comboBoxProps, inputProps, listBoxProps } = useCreatableSelect(options);
  return (
    <ComboBox
      {...comboBoxProps}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={className}
      data-lendkit="creatable-select"
    >
      <Label>{label}</Label>
      <div data-part="control">
        <Input {...inputProps} className={inputClassName} />
        <Button>
          <span aria-hidden="true">{indicator}</span>
        </Button>
      </div>
      <SelectList
        listBoxProps={listBoxProps}
        itemView={(item: CreatableItem<O>) => ({ id: item.id, label: item.label, isCreate: item.kind === "create" })}
        description={description}
        errorMessage={errorMessage}
        popoverClassName={popoverClassName}
        itemClassName={itemClassName}
      />
    </ComboBox>
  );
};
