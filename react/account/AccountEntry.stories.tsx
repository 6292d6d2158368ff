import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { AccountEntry } from "./AccountEntry.js";
import type { AccountCodeRequestResult } from "./useAccountEntry.js";

export default { title: "Account / Account entry" };

const Demo = ({ lang, result }: { lang: Lang; result: AccountCodeRequestResult }) => (
  <LendkitProvider defaultLang={lang}>
    <AccountEntry
      today={new CalendarDate(2026, 11, 22)}
      onRequestCode={async () => result}
      onSubmitOtp={async (otp) => (otp === "123456" ? "demo-token" : null)}
      onResend={async () => undefined}
    />
  </LendkitProvider>
);

const found: AccountCodeRequestResult = { ok: true, userSlug: "demo", lastFourDigitsOfPhoneNumber: "4321" };

/** Fill the form and tick consent: the OTP form follows (123456 passes). */
export const French: Story = () => <Demo lang="fr" result={found} />;
export const English: Story = () => <Demo lang="en" result={found} />;
/** SUBMIT answers NOT_FOUND. */
export const NotFoundFrench: Story = () => <Demo lang="fr" result={{ ok: false, errorMessage: "NOT_FOUND" }} />;
export const NotFoundEnglish: Story = () => <Demo lang="en" result={{ ok: false, errorMessage: "NOT_FOUND" }} />;
/** SUBMIT answers another failure: call us, with the never-had-a-loan action. */
export const CallUsFrench: Story = () => <Demo lang="fr" result={{ ok: false, errorMessage: null }} />;
export const CallUsEnglish: Story = () => <Demo lang="en" result={{ ok: false, errorMessage: null }} />;
