import { useRef } from "react";
import type { Story } from "@ladle/react";
import { Input, Label, TextField } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useMaskedField } from "./useMaskedField.js";
import { useMaskedFieldState } from "./useMaskedFieldState.js";

export default { title: "Masked field / Hooks" };

const StateConsumer = () => {
  const state = useMaskedFieldState({ kind: "phone", lang: "en", defaultValue: "5145551234" });
  return (
    <Inspect name="useMaskedFieldState" value={{ text: state.text, value: state.value }}>
      <label>
        Raw text <input value={state.text} onChange={(event) => state.setInputText(event.target.value)} />
      </label>
    </Inspect>
  );
};

/** `useMaskedFieldState`: the typed text, formatted, and the value it stands for. */
export const MaskedFieldState: Story = () => <StateConsumer />;

const FieldConsumer = () => {
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useMaskedFieldState({ kind: "money", lang: "fr" });
  const { textFieldProps, inputProps, dataAttributes } = useMaskedField({ kind: "money", lang: "fr" }, state, inputRef);
  return (
    <Inspect name="useMaskedField" value={{ text: state.text, value: state.value }}>
      <TextField {...textFieldProps} {...dataAttributes}>
        <Label>Prix</Label>
        <Input {...inputProps} />
      </TextField>
    </Inspect>
  );
};

/** `useMaskedField`: react-aria's TextField with the money mask (French), wired by hand. */
export const MaskedField: Story = () => (
  <LendkitProvider defaultLang="fr">
    <FieldConsumer />
  </LendkitProvider>
);
