import type { Story } from "@ladle/react";
import { Inspect } from "../stories/Inspect.js";
import { useFormState } from "./useFormState.js";

export default { title: "Form / Hooks" };

const StateConsumer = () => {
  const form = useFormState({ city: "Montréal" });
  return (
    <Inspect name="useFormState" value={{ state: form.state, isPopupOpen: form.isPopupOpen }}>
      <button type="button" onClick={() => form.setPopupOpen(!form.isPopupOpen)}>
        Toggle the required-fields popup flag
      </button>
    </Inspect>
  );
};

/** `useFormState`: core's form state (values, touched, errors) and the popup flag; `useForm` builds on it (see the Form stories). */
export const FormState: Story = () => <StateConsumer />;
