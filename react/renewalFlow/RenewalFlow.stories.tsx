import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import type { Lang } from "@lendkit/core";
import { LendkitProvider, type LendkitFetcher } from "../provider/index.js";
import type { RenewalNavigation } from "./environment.js";
import { RenewalFlow, type RenewalFlowProps } from "./RenewalFlow.js";

export default { title: "Renewal / Flow" };

const envelope = (result: unknown, success = true) =>
  new Response(JSON.stringify({ Success: success, Result: success ? result : null, ErrorMessage: success ? null : "DEMO" }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

/** A demo server for the stories: every call of a renewal that goes well, 300 ms late; `failSaves` refuses the step saves. */
const demoFetcher =
  (failSaves = false): LendkitFetcher =>
  async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const path = String(input);
    const method = init?.method ?? "GET";
    if (path.includes("GetOTPFromEmailAndBirthDate")) return envelope({ userSlug: "demo-user", lastFourDigitsOfPhoneNumber: "4321" });
    if (path.endsWith("/validateOTPAndRenew")) return envelope({ slug: "demo", amountLate: 0, collectionsPhoneNumber: null });
    if (path.endsWith("/calculatorData")) return envelope({ previousBalance: "312.40", loanFrequency: 26 });
    if (path.endsWith("/cashLoanCalculatorConstants")) return envelope({ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 });
    if (path.endsWith("/flinks/instanceName")) return envelope({ flinksInstanceName: "demo" });
    if (path.includes("/uploadImage")) return envelope({ id: 1, description: "statement.png", path: "/demo/statement.png" });
    if (method === "PUT" && !path.includes("onboardingStepAttained")) return envelope(null, !failSaves);
    return envelope(null);
  };

/** Stories never move Ladle's own address. */
const storyNavigation: RenewalNavigation = { replacePath: () => undefined, go: () => undefined, scrollToTop: () => undefined, pageHeight: () => 0 };

const Flow = ({ lang, failSaves, ...props }: Partial<RenewalFlowProps> & { readonly lang: Lang; readonly failSaves?: boolean }) => (
  <LendkitProvider defaultLang={lang} tenant="RENT" fetcher={demoFetcher(failSaves)}>
    <RenewalFlow today={new CalendarDate(2026, 11, 22)} search="" navigation={storyNavigation} onError={() => undefined} {...props} />
  </LendkitProvider>
);

export const StartEnglish: Story = () => <Flow lang="en" />;
export const StartFrench: Story = () => <Flow lang="fr" />;
export const CodeSentByParentFrench: Story = () => <Flow lang="fr" routeStep="s0" token="demo-user" search="?lastFourDigitsOfPhoneNumber=4321" />;
export const CalculatorEnglish: Story = () => <Flow lang="en" routeStep="s1" token="demo" />;
export const CalculatorSaveFailsFrench: Story = () => <Flow lang="fr" routeStep="s1" token="demo" failSaves />;
export const BankInstantEnglish: Story = () => <Flow lang="en" routeStep="s2" token="demo" search="?test=true" />;
export const BankManualFrench: Story = () => <Flow lang="fr" routeStep="s2" token="demo" search="?dropIbvFile=true" />;
export const AddressFrench: Story = () => <Flow lang="fr" routeStep="s21" token="demo" />;
export const IncomeEnglish: Story = () => <Flow lang="en" routeStep="s23" token="demo" />;
export const ReferencesFrench: Story = () => <Flow lang="fr" routeStep="s24" token="demo" />;
export const CompletionEnglish: Story = () => <Flow lang="en" routeStep="s3" token="demo" />;
