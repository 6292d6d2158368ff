import type { Story } from "@ladle/react";
import { useState } from "react";
import type { Lang, SelectOption } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { CreatableSelect } from "./CreatableSelect.js";

export default { title: "Creatable select" };

const Demo = ({ lang, start }: { lang: Lang; start: SelectOption[] }) => {
  const [options, setOptions] = useState(start);
  const [value, setValue] = useState<SelectOption["value"] | null>(null);
  return (
    <LendkitProvider defaultLang={lang}>
      <CreatableSelect
        label={lang === "fr" ? "Marque" : "Make"}
        options={options}
        value={value}
        onChange={setValue}
        onCreate={(text) => {
          const option = { label: text, value: text };
          setOptions((current) => [...current, option]);
          return option;
        }}
      />
      <p data-part="value">{String(value)}</p>
    </LendkitProvider>
  );
};

const makes = [
  { label: "Toyota", value: 7 },
  { label: "Honda", value: 8 },
];

/** Type "Lexus" to see 'Ajouter : "Lexus"'; type "honda" and Tab to select Honda. */
export const French: Story = () => <Demo lang="fr" start={makes} />;
/** Same in English: 'Add: "Lexus"'. */
export const English: Story = () => <Demo lang="en" start={makes} />;
/** No options yet: "Aucune option" until something is typed. */
export const EmptyFrench: Story = () => <Demo lang="fr" start={[]} />;
