import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { emptyCalculatorModel, renewalCalculatorModel, type Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { RenewalBasicStep } from "./RenewalBasicStep.js";

export default { title: "Renewal / Step 1 (calculator)" };

const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };
const model = renewalCalculatorModel(emptyCalculatorModel(), { previousBalance: "312.40", loanFrequency: 26 });

const Step = ({ lang, fails = false }: { lang: Lang; fails?: boolean }) => (
  <LendkitProvider defaultLang={lang} tenant="RENT">
    <RenewalBasicStep
      model={model}
      feeConstants={feeConstants}
      today={new CalendarDate(2026, 11, 22)}
      onSave={() => (fails ? Promise.reject(new Error("demo")) : new Promise((resolve) => setTimeout(resolve, 500)))}
    />
  </LendkitProvider>
);

export const French: Story = () => <Step lang="fr" />;
export const English: Story = () => <Step lang="en" />;
export const SaveFailsFrench: Story = () => <Step lang="fr" fails />;
