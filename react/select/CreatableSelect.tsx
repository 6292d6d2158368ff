import { forwardRef, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from "react";
import { type ComboBoxRenderProps, Button, ComboBox, Input, Label } from "react-aria-components";
import type { SelectOption } from "@lendkit/core";
import type { DomProps } from "../dom/index.js";
import { SelectList } from "./SelectList.js";
import { useCreatableSelect, type CreatableItem, type UseCreatableSelectOptions } from "./useCreatableSelect.js";

/**
 * Props of `CreatableSelect`: its own, plus DOM props for the field wrapper (`id`,
 * `data-*`, handlers; `className` and `style` also as functions of react-aria's
 * render state: `isOpen`, `isFocused`, `isInvalid`…). `aria-*` labelling props
 * go to the control react-aria labels.
 */
export type CreatableSelectProps<O extends SelectOption> = CreatableSelectOwnProps<O> & DomProps<HTMLDivElement, ComboBoxRenderProps, CreatableSelectOwnProps<O>>;

/** The field's own props. */
export interface CreatableSelectOwnProps<O extends SelectOption> extends UseCreatableSelectOptions<O> {
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
const CreatableSelectInner = <O extends SelectOption>(
  {
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  inputClassName,
  popoverClassName,
  itemClassName,
  indicator = "▾",
  ...rest
}: CreatableSelectProps<O>,
  ref: ForwardedRef<HTMLDivElement>,
) => {
  const { options, value, defaultValue, onChange, placeholder, onCreate, ...dom } = rest;
  const { comboBoxProps, inputProps, listBoxProps } = useCreatableSelect({ options, value, defaultValue, onChange, placeholder, onCreate, });
  return (
    <ComboBox
      {...comboBoxProps}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      {...(dom as object)}
      ref={ref}
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

/**
 * @see CreatableSelectInner — forwards its ref to the field wrapper `div`.
 */
export const CreatableSelect = /* @__PURE__ */ forwardRef(CreatableSelectInner) as <O extends SelectOption>(
  props: CreatableSelectProps<O> & { readonly ref?: Ref<HTMLDivElement> },
) => ReactElement;
