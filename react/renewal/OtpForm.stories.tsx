import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { OtpForm } from "./OtpForm.js";

export default { title: "Renewal / OTP form" };

const Demo = ({ lang, valid, sentAgo = 0 }: { lang: Lang; valid: string; sentAgo?: number }) => (
  <LendkitProvider defaultLang={lang}>
    <OtpForm
      lastFour="4321"
      sentAt={Date.now() - sentAgo}
      onSubmit={async (otp) => otp === valid}
      onResend={async () => undefined}
      onExpired={() => undefined}
    />
  </LendkitProvider>
);

/** Type 123456 to pass; any other code shows the wrong-code alert. */
export const French: Story = () => <Demo lang="fr" valid="123456" />;
export const English: Story = () => <Demo lang="en" valid="123456" />;
/** Sent 9 min 55 s ago: expires after 5 seconds. */
export const ExpiringFrench: Story = () => <Demo lang="fr" valid="123456" sentAgo={595_000} />;
export const ExpiringEnglish: Story = () => <Demo lang="en" valid="123456" sentAgo={595_000} />;
