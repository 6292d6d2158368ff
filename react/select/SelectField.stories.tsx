import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { SelectField } from "./SelectField.js";

export default { title: "Select field" };

const provinces = [
  { label: "Québec", value: 1 },
  { label: "Ontario", value: 2 },
  { label: "Manitoba", value: 3 },
];

const Demo = ({ lang, empty = false, invalid = false }: { lang: Lang; empty?: boolean; invalid?: boolean }) => (
  <LendkitProvider defaultLang={lang}>
    <SelectField
      label="Province"
      options={empty ? [] : provinces}
      isInvalid={invalid}
      errorMessage={invalid ? (lang === "fr" ? "Requis" : "Required") : undefined}
      onChange={(value) => console.info("value", value)}
    />
  </LendkitProvider>
);

/** Placeholder "Choisir...". */
export const French: Story = () => <Demo lang="fr" />;
/** Placeholder "Choose...". */
export const English: Story = () => <Demo lang="en" />;
/** No options: the list says "Aucune option". */
export const EmptyFrench: Story = () => <Demo lang="fr" empty />;
/** No options: the list says "No options". */
export const EmptyEnglish: Story = () => <Demo lang="en" empty />;
/** Invalid with an error message. */
export const Invalid: Story = () => <Demo lang="fr" invalid />;
