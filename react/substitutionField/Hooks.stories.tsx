import type { Story } from "@ladle/react";
import { Input, Label, TextField, ToggleButton } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useSubstitutionField } from "./useSubstitutionField.js";
import { useSubstitutionFieldState } from "./useSubstitutionFieldState.js";

export default { title: "Substitution field / Hooks" };

const StateConsumer = () => {
  const state = useSubstitutionFieldState({ computedValue: "125.00" });
  return (
    <Inspect name="useSubstitutionFieldState" value={state}>
      <button type="button" onClick={() => state.setSubstituted(!state.isSubstituted)}>
        Toggle substitution
      </button>
    </Inspect>
  );
};

/** `useSubstitutionFieldState`: the value follows the computed one until substituted. */
export const SubstitutionFieldState: Story = () => <StateConsumer />;

const FieldConsumer = () => {
  const state = useSubstitutionFieldState({ computedValue: "125.00" });
  const { rootProps, toggleButtonProps, statusProps, fieldProps } = useSubstitutionField({}, state);
  return (
    <Inspect name="useSubstitutionField" value={rootProps}>
      <div {...rootProps}>
        <TextField value={String(fieldProps.value ?? "")} onChange={fieldProps.onChange}>
          <Label>Brokerage fee</Label>
          <Input />
        </TextField>
        <ToggleButton {...toggleButtonProps}>✎</ToggleButton>
        <span {...statusProps} />
      </div>
    </Inspect>
  );
};

/** `useSubstitutionField`: the field, its toggle and the status text on react-aria parts. */
export const SubstitutionField: Story = () => (
  <LendkitProvider defaultLang="fr">
    <FieldConsumer />
  </LendkitProvider>
);
