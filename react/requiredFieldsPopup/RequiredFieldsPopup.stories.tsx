import { useState } from "react";
import type { Story } from "@ladle/react";
import type { Lang, RequiredFieldsPopupSection } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { RequiredFieldsPopup } from "./RequiredFieldsPopup.js";

export default { title: "Required Fields popup" };

const sections = (lang: Lang): readonly RequiredFieldsPopupSection[] => [
  {
    sectionLabel: lang === "fr" ? "Banque" : "Bank",
    footer: lang === "fr" ? "Demandez un chèque annulé au client." : "Ask the customer for a void cheque.",
    elements: [
      { label: "Transit", name: "transit", isValid: false },
      { label: "Institution", name: "institution", isValid: true },
    ],
  },
];

const many = Array.from({ length: 40 }, (_, index) => `Field ${index + 1}`);

const Demo = ({ lang, errors, withSections = false }: { lang: Lang; errors: readonly string[]; withSections?: boolean }) => {
  const [open, setOpen] = useState(true);
  return (
    <LendkitProvider defaultLang={lang}>
      <button type="button" onClick={() => setOpen(true)}>
        {lang === "fr" ? "Rouvrir" : "Reopen"}
      </button>
      <RequiredFieldsPopup isOpen={open} onOpenChange={setOpen} errors={errors} {...(withSections ? { sections: sections(lang) } : {})} />
    </LendkitProvider>
  );
};

/** Standard messages only, in French. */
export const French: Story = () => <Demo lang="fr" errors={["Ville", "Téléphone"]} />;
/** Standard messages and a custom section (only its invalid field, its default header and a footer), in English. */
export const EnglishWithSection: Story = () => <Demo lang="en" errors={["City"]} withSections />;
/** A custom section only. */
export const SectionOnly: Story = () => <Demo lang="fr" errors={[]} withSections />;
/** Forty messages: the list scrolls past 600 px. */
export const LongList: Story = () => <Demo lang="en" errors={many} />;
