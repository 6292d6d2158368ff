import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useRequiredFieldsPopup } from "./useRequiredFieldsPopup.js";
import { useRequiredFieldsPopupState } from "./useRequiredFieldsPopupState.js";

export default { title: "Required fields popup / Hooks" };

const StateConsumer = () => {
  const state = useRequiredFieldsPopupState();
  return (
    <Inspect name="useRequiredFieldsPopupState" value={state}>
      <button type="button" onClick={state.isOpen ? state.close : state.open}>
        {state.isOpen ? "Close" : "Open"}
      </button>
    </Inspect>
  );
};

/** `useRequiredFieldsPopupState`: the popup's open flag, controlled or not. */
export const RequiredFieldsPopupState: Story = () => <StateConsumer />;

const PopupConsumer = () => {
  const state = useRequiredFieldsPopupState({ defaultOpen: true });
  const { content, listStyle, closeButtonProps } = useRequiredFieldsPopup({ errors: { city: "City", phone: "Phone" } }, state);
  return (
    <Inspect name="useRequiredFieldsPopup" value={{ heading: content.heading, isOpen: state.isOpen }}>
      {state.isOpen ? (
        <div>
          <h3>{content.heading}</h3>
          <p>{content.standard?.intro}</p>
          <ul style={listStyle}>
            {content.standard?.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <Button {...closeButtonProps} />
        </div>
      ) : null}
    </Inspect>
  );
};

/** `useRequiredFieldsPopup`: the popup's texts (heading, intro, one line per missing field) on plain elements. */
export const RequiredFieldsPopup: Story = () => (
  <LendkitProvider defaultLang="en">
    <PopupConsumer />
  </LendkitProvider>
);
