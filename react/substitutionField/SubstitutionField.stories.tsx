import { useState } from "react";
import type { Story } from "@ladle/react";
import { Decimal, type Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { MaskedField } from "../maskedField/index.js";
import { SubstitutionField } from "./SubstitutionField.js";

export default { title: "Substitution field" };

const computedFee = new Decimal("349.95");

const Demo = ({ lang, startSubstituted = false }: { lang: Lang; startSubstituted?: boolean }) => {
  const [value, setValue] = useState<unknown>(startSubstituted ? new Decimal("299") : computedFee);
  const [substituted, setSubstituted] = useState(startSubstituted);
  return (
    <LendkitProvider defaultLang={lang}>
      <SubstitutionField
        label={lang === "fr" ? "Frais de courtage" : "Brokerage fee"}
        computedValue={computedFee}
        value={value}
        onChange={setValue}
        isSubstituted={substituted}
        onSubstitutedChange={setSubstituted}
        toggleContent={<span aria-hidden="true" style={{ color: substituted ? "#c00000" : "inherit" }}>✎</span>}
      >
        {(field) => <MaskedField kind="money" {...field} />}
      </SubstitutionField>
      <p>
        {lang === "fr" ? "Valeur" : "Value"}: {String(value)} — {substituted ? "substituted" : "computed"}
      </p>
    </LendkitProvider>
  );
};

/** The calculated fee; typing or pressing the toggle overrides it (the icon turns red). */
export const French: Story = () => <Demo lang="fr" />;
/** Same in English. */
export const English: Story = () => <Demo lang="en" />;
/** Substituted from the start (bankFee and brokerageFee are by default); the toggle off restores 349,95 $. */
export const Substituted: Story = () => <Demo lang="fr" startSubstituted />;
/** The default plain text field. */
export const PlainText: Story = () => (
  <LendkitProvider defaultLang="en">
    <SubstitutionField label="Reference" computedValue="AUTO-1234" />
  </LendkitProvider>
);
