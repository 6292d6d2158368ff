import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { FormSubmitButton } from "./FormSubmitButton.js";

export default { title: "Form submit button" };

const actions = (lang: Lang) => [
  { id: "saveAndClose", label: lang === "fr" ? "Sauvegarder et fermer" : "Save and close" },
  { id: "saveAndNew", label: lang === "fr" ? "Sauvegarder et nouveau" : "Save and new" },
];

const Demo = ({ lang, withMenu, disabled = false }: { lang: Lang; withMenu: boolean; disabled?: boolean }) => (
  <LendkitProvider defaultLang={lang}>
    <form
      style={{ paddingTop: 120 }}
      onSubmit={(event) => {
        event.preventDefault();
        console.info("submit");
      }}
    >
      <FormSubmitButton
        actions={withMenu ? actions(lang) : undefined}
        onAction={(id) => console.info("action", id)}
        isDisabled={disabled}
      />
    </form>
  </LendkitProvider>
);

/** Default label only, French. */
export const SaveFrench: Story = () => <Demo lang="fr" withMenu={false} />;
/** Default label only, English. */
export const SaveEnglish: Story = () => <Demo lang="en" withMenu={false} />;
/** With the drop-up menu of extra actions, French. */
export const WithMenuFrench: Story = () => <Demo lang="fr" withMenu />;
/** With the drop-up menu of extra actions, English. */
export const WithMenuEnglish: Story = () => <Demo lang="en" withMenu />;
/** Disabled (the form is submitting). */
export const Disabled: Story = () => <Demo lang="fr" withMenu disabled />;
