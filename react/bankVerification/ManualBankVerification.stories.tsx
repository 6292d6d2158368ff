import type { Story } from "@ladle/react";
import { LendkitProvider } from "../provider/index.js";
import { ManualBankVerification } from "./ManualBankVerification.js";

export default { title: "Bank verification / Manual" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pick a picture: Continue enables; submitting takes a second. */
export const French: Story = () => (
  <LendkitProvider defaultLang="fr">
    <ManualBankVerification onUpload={() => wait(300)} onSubmit={() => wait(1000)} />
  </LendkitProvider>
);
export const English: Story = () => (
  <LendkitProvider defaultLang="en">
    <ManualBankVerification onUpload={() => wait(300)} onSubmit={() => wait(1000)} />
  </LendkitProvider>
);
/** The submit fails: Continue enables again. */
export const SubmitFailsEnglish: Story = () => (
  <LendkitProvider defaultLang="en">
    <ManualBankVerification onUpload={() => wait(300)} onSubmit={() => wait(500).then(() => Promise.reject(new Error("down")))} />
  </LendkitProvider>
);
