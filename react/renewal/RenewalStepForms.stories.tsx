import type { ReactNode } from "react";
import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { RenewalAddressStep, RenewalIncomeStep, RenewalReferencesStep } from "./RenewalStepForms.js";

export default { title: "Renewal / Step forms" };

const In = ({ lang, children }: { lang: Lang; children: ReactNode }) => (
  <LendkitProvider defaultLang={lang} tenant="FIDELE">
    {children}
  </LendkitProvider>
);
const save = async (form: unknown) => console.info("save", form);
const fail = async () => {
  throw new Error("save failed");
};

export const AddressFrench: Story = () => <In lang="fr"><RenewalAddressStep onSave={save} /></In>;
export const AddressEnglish: Story = () => <In lang="en"><RenewalAddressStep onSave={save} /></In>;
export const IncomeFrench: Story = () => <In lang="fr"><RenewalIncomeStep onSave={save} /></In>;
export const IncomeEnglish: Story = () => <In lang="en"><RenewalIncomeStep onSave={save} /></In>;
export const ReferencesFrench: Story = () => <In lang="fr"><RenewalReferencesStep onSave={save} /></In>;
/** Every save fails: the step's save error shows. */
export const ReferencesEnglishSaveFails: Story = () => <In lang="en"><RenewalReferencesStep onSave={fail} /></In>;
