import type { Story } from "@ladle/react";
import { Button, Input, Label, TextArea, TextField } from "react-aria-components";
import { maxLengthRule, type Lang, type RequiredFieldsPopupSection } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { MaskedField } from "../maskedField/index.js";
import { Form } from "./Form.js";
import { useForm, type UseFormOptions } from "./useForm.js";

export default { title: "Form" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const texts = {
  fr: { title: "Locataire", name: "Nom", phone: "Téléphone", income: "Revenu", years: "Années à l'emploi", notes: "Notes", save: "Sauvegarder", bank: "Banque", transit: "Transit" },
  en: { title: "Lessee", name: "Name", phone: "Phone", income: "Income", years: "Years at job", notes: "Notes", save: "Save", bank: "Bank", transit: "Transit" },
} as const;

const ContractForm = ({ lang, options, withSection = false }: { lang: Lang; options?: UseFormOptions; withSection?: boolean }) => {
  const text = texts[lang];
  const sections: readonly RequiredFieldsPopupSection[] = withSection
    ? [{ sectionLabel: text.bank, elements: [{ label: text.transit, name: "transit", isValid: true }] }]
    : [];
  const form = useForm({
    ...options,
    customSections: sections,
    onSubmit: async (values, info, api) => {
      console.info("submit", values, info);
      await wait(1000);
      // A clean save locks the form: the handler set disabled itself, so it stays disabled.
      if (!info.hasStandardErrors && !info.hasCustomErrors) api.setDisabled(true);
    },
  });
  const name = form.register("name", { label: text.name, required: true });
  return (
    <Form form={form} aria-labelledby="form-title">
      <h2 id="form-title">{text.title}</h2>
      <TextField
        value={typeof name.value === "string" ? name.value : ""}
        onChange={name.onChange}
        isInvalid={name.isInvalid}
        isDisabled={name.isDisabled}
        isRequired={name.isRequired}
        validationBehavior="aria"
        data-required-visible={name.requiredVisible || undefined}
      >
        <Label>{text.name}</Label>
        <Input />
      </TextField>
      <MaskedField kind="phone" {...form.register("phone", { label: text.phone, required: true })} />
      <MaskedField kind="money" {...form.register("income", { label: text.income, required: true })} />
      <MaskedField kind="integer" {...form.register("years", { label: text.years, rules: maxLengthRule(lang, 2) })} />
      {withSection && <MaskedField kind="integer" {...form.register("transit", { label: text.transit })} />}
      <TextField value={String(form.values.notes ?? "")} onChange={(value) => form.setValue("notes", value)} isDisabled={form.disabled}>
        <Label>{text.notes}</Label>
        <TextArea />
      </TextField>
      <Button type="submit" isDisabled={form.disabled}>
        {text.save}
      </Button>
      <pre>{JSON.stringify({ touched: form.touched, disabled: form.disabled, errors: form.errors }, null, 1)}</pre>
    </Form>
  );
};

/** Required styling hidden until the first save; Save lists the problems in the Required Fields popup. */
export const French: Story = () => (
  <LendkitProvider defaultLang="fr">
    <ContractForm lang="fr" options={{ hideRequiredUntilFirstSave: true, showErrorsOnSave: true }} />
  </LendkitProvider>
);
/** Same in English, required styling from the start. */
export const English: Story = () => (
  <LendkitProvider defaultLang="en">
    <ContractForm lang="en" options={{ showErrorsOnSave: true }} />
  </LendkitProvider>
);
/** A custom validation section: an empty Transit opens the popup even without showErrorsOnSave. */
export const CustomSection: Story = () => (
  <LendkitProvider defaultLang="fr">
    <ContractForm lang="fr" withSection />
  </LendkitProvider>
);
/** Enter submits from a text input (the OTP screen's choice). */
export const EnterSubmits: Story = () => (
  <LendkitProvider defaultLang="en">
    <ContractForm lang="en" options={{ enterSubmits: true, showErrorsOnSave: true }} />
  </LendkitProvider>
);
