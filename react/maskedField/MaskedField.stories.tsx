import { useState } from "react";
import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { MaskedField } from "./MaskedField.js";
import type { MaskedFieldValue } from "./useMaskedFieldState.js";

export default { title: "Masked field" };

const labels = {
  fr: { money: "Prix", percent: "Taux", integer: "Kilométrage", phone: "Téléphone", sin: "NAS", postalCode: "Code postal", date: "Date de naissance" },
  en: { money: "Price", percent: "Rate", integer: "Mileage", phone: "Phone", sin: "SIN", postalCode: "Postal code", date: "Birth date" },
} as const;

const Shown = ({ value }: { value: MaskedFieldValue }) => <output>{value === null ? "null" : String(value)}</output>;

const Every = ({ lang }: { lang: Lang }) => {
  const [values, setValues] = useState<Record<string, MaskedFieldValue>>({});
  const field = (kind: keyof (typeof labels)["fr"]) => (
    <div key={kind}>
      <MaskedField
        kind={kind}
        label={labels[lang][kind]}
        onChange={(value) => setValues((current) => ({ ...current, [kind]: value }))}
        {...(kind === "percent" ? { decimals: 3 as const } : {})}
      />
      <Shown value={values[kind] ?? null} />
    </div>
  );
  return (
    <LendkitProvider defaultLang={lang}>
      {(["money", "percent", "integer", "phone", "sin", "postalCode", "date"] as const).map(field)}
    </LendkitProvider>
  );
};

/** Every mask, empty, in French: type to see the text formatted and the parsed value under each field. */
export const French: Story = () => <Every lang="fr" />;
/** Every mask in English ("$" before the amount, point as decimal separator, YYYY/MM/DD). */
export const English: Story = () => <Every lang="en" />;

/** Filled values: money and percent show their final text; the complete phone has a tel: link. */
export const Filled: Story = () => (
  <LendkitProvider defaultLang="fr">
    <MaskedField kind="money" label="Prix" defaultValue={1234.5} />
    <MaskedField kind="percent" label="Taux" defaultValue={19.99} />
    <MaskedField kind="phone" label="Téléphone" defaultValue="5145551234" />
    <MaskedField kind="date" label="Date de naissance" defaultValue="1990/05/17" />
  </LendkitProvider>
);

/** Required and shown (data-required-visible), invalid with a rule's helper text, and disabled. */
export const States: Story = () => (
  <LendkitProvider defaultLang="en">
    <MaskedField kind="phone" label="Phone" isRequired requiredVisible />
    <MaskedField kind="sin" label="SIN" defaultValue="046454287" isInvalid helperText="Invalid social insurance number" />
    <MaskedField kind="postalCode" label="Postal code" defaultValue="H2X1Y4" isDisabled />
  </LendkitProvider>
);
