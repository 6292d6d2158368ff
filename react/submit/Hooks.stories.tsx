import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useFormSubmitButton } from "./useFormSubmitButton.js";
import { useFormSubmitButtonState } from "./useFormSubmitButtonState.js";

export default { title: "Submit button / Hooks" };

const ButtonConsumer = () => {
  const { buttonProps, hasMenu, menuProps } = useFormSubmitButton({ actions: [{ id: "saveAndNew", label: "Save and new" }] });
  return (
    <Inspect name="useFormSubmitButton" value={{ hasMenu, items: menuProps.items }}>
      <form onSubmit={(event) => event.preventDefault()}>
        <Button {...buttonProps} />
      </form>
    </Inspect>
  );
};

/** `useFormSubmitButton`: the submit button's props ("Save") and the extra actions of its menu. */
export const FormSubmitButton: Story = () => (
  <LendkitProvider defaultLang="en">
    <ButtonConsumer />
  </LendkitProvider>
);

const StateConsumer = () => {
  const state = useFormSubmitButtonState();
  return (
    <Inspect name="useFormSubmitButtonState" value={state}>
      <button type="button" onClick={() => state.setMenuOpen(!state.isMenuOpen)}>
        Toggle the menu
      </button>
    </Inspect>
  );
};

/** `useFormSubmitButtonState`: whether the actions menu is open. */
export const FormSubmitButtonState: Story = () => <StateConsumer />;
