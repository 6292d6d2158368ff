import { useState } from "react";
import type { Story } from "@ladle/react";
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useCreatableSelect, type CreatableItem } from "./useCreatableSelect.js";
import { useCreatableSelectState } from "./useCreatableSelectState.js";
import { useSelectField } from "./useSelectField.js";
import { useSelectValueState } from "./useSelectValueState.js";

export default { title: "Select / Hooks" };

const provinces = [
  { label: "Québec", value: 11 },
  { label: "Ontario", value: 9 },
];

const ValueConsumer = () => {
  const state = useSelectValueState({ options: provinces, defaultValue: 11 });
  return (
    <Inspect name="useSelectValueState" value={{ value: state.value, selectedOption: state.selectedOption }}>
      <button type="button" onClick={() => state.setValue(state.value === 11 ? 9 : 11)}>
        Switch province
      </button>
    </Inspect>
  );
};

/** `useSelectValueState`: a select's value and its option, controlled or not. */
export const SelectValueState: Story = () => <ValueConsumer />;

const SelectConsumer = () => {
  const { selectProps, listBoxProps, selectedOption } = useSelectField({ options: provinces });
  return (
    <Inspect name="useSelectField" value={{ selectedOption }}>
      <Select {...selectProps}>
        <Label>Province</Label>
        <Button>
          <SelectValue />
        </Button>
        <Popover>
          <ListBox {...listBoxProps}>{(option) => <ListBoxItem id={option.value}>{option.label}</ListBoxItem>}</ListBox>
        </Popover>
      </Select>
    </Inspect>
  );
};

/** `useSelectField`: react-aria's Select wired to the options, "Choose..." placeholder. */
export const SelectField: Story = () => (
  <LendkitProvider defaultLang="en">
    <SelectConsumer />
  </LendkitProvider>
);

const CreatableStateConsumer = () => {
  const state = useCreatableSelectState({ options: provinces, defaultValue: null });
  return (
    <Inspect name="useCreatableSelectState" value={{ value: state.value, inputValue: state.inputValue }}>
      <label>
        Typed text <input value={state.inputValue} onChange={(event) => state.setInputValue(event.target.value)} />
      </label>
    </Inspect>
  );
};

/** `useCreatableSelectState`: the value and the typed text of a creatable select. */
export const CreatableSelectState: Story = () => <CreatableStateConsumer />;

const CreatableConsumer = () => {
  const [makes, setMakes] = useState([{ label: "Honda", value: 1 }]);
  const { comboBoxProps, inputProps, listBoxProps } = useCreatableSelect({
    options: makes,
    onCreate: (text) => {
      const option = { label: text, value: makes.length + 1 };
      setMakes((current) => [...current, option]);
      return option;
    },
  });
  return (
    <Inspect name="useCreatableSelect" value={{ options: makes }}>
      <ComboBox {...comboBoxProps}>
        <Label>Make</Label>
        <Input {...inputProps} />
        <Popover>
          <ListBox {...listBoxProps}>{(item: CreatableItem<{ label: string; value: number }>) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}</ListBox>
        </Popover>
      </ComboBox>
    </Inspect>
  );
};

/** `useCreatableSelect`: type a new make and pick 'Add: "…"' to create it. */
export const CreatableSelect: Story = () => (
  <LendkitProvider defaultLang="en">
    <CreatableConsumer />
  </LendkitProvider>
);
