import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { emptyCalculatorModel, renewalCalculatorModel, type Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { TrainingRenewalCalculator } from "./TrainingRenewalCalculator.js";

export default { title: "Renewal / Step 1 (training programme)" };

const model = renewalCalculatorModel(emptyCalculatorModel(), { previousBalance: "0.00", loanFrequency: 26 });

/** The calculator's training mode (C §3.6): the programme choice, the number of payments and the payment. */
const Training = ({ lang }: { lang: Lang }) => (
  <LendkitProvider defaultLang={lang} tenant="RENT">
    <TrainingRenewalCalculator model={model} today={new CalendarDate(2026, 11, 22)} />
  </LendkitProvider>
);

export const French: Story = () => <Training lang="fr" />;
export const English: Story = () => <Training lang="en" />;
