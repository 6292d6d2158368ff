import { useState } from "react";
import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { Decimal, emptyCalculatorModel, encodeCalculatorModel, type CalculatorModel, type FeeConstants, type Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import type { DisclosurePolicy } from "@lendkit/core/disclosure";
import { LoanCalculator } from "./LoanCalculator.js";

export default { title: "Loan calculator" };

/** A fixed today so the story shows the same dates every day. */
const today = new CalendarDate(2026, 11, 22);
const flatFee: FeeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };
const percentFee: FeeConstants = { weeklyFee: 0.5, isWeeklyFeePercentage: true, interestRate: 19.99 };

const Demo = ({
  lang,
  variant = "full",
  feeConstants = flatFee,
  model = emptyCalculatorModel(),
  disclosurePolicy,
}: {
  lang: Lang;
  variant?: "full" | "text";
  feeConstants?: FeeConstants;
  model?: CalculatorModel;
  disclosurePolicy?: DisclosurePolicy;
}) => {
  const [told, setTold] = useState<CalculatorModel | null>(null);
  return (
    <LendkitProvider defaultLang={lang} tenant="LENDER09">
      <LoanCalculator defaultModel={model} feeConstants={feeConstants} today={today} variant={variant} onChange={setTold} disclosurePolicy={disclosurePolicy} />
      <pre aria-label="onChange">{told ? JSON.stringify(encodeCalculatorModel(told), null, 2) : "—"}</pre>
    </LendkitProvider>
  );
};

/** French, 500 $ weekly: move the slider or press − / +, pick a frequency or a first payment date; the parent hears after 500 ms. */
export const French: Story = () => <Demo lang="fr" />;
/** English. */
export const English: Story = () => <Demo lang="en" />;
/** A percentage fee, 1,000 $ monthly, English. */
export const PercentageFeeMonthly: Story = () => (
  <Demo lang="en" feeConstants={percentFee} model={{ ...emptyCalculatorModel(), loanAmount: new Decimal(1000), loanFrequency: 12 }} />
);
/** The text-only variant, French. */
export const TextOnlyFrench: Story = () => <Demo lang="fr" variant="text" />;
/** The text-only variant, English. */
export const TextOnlyEnglish: Story = () => <Demo lang="en" variant="text" />;
/** A Québec borrower under a `warn` cap, French: the credit rate, the HIGH-COST heading and the red warning with the figures. */
export const QuebecWarnFrench: Story = () => (
  <Demo lang="fr" model={{ ...emptyCalculatorModel(), loanAmount: new Decimal(1000) }} disclosurePolicy={{ contractDate: today, province: "QC", bankRate: "2.75", rateCap: { action: "warn" } }} />
);
/** A `refuse` cap, English, 3,000 $ weekly: only the payment counts under 35 % are offered (1,000 $: none fits, said plainly). */
export const RefuseCapEnglish: Story = () => (
  <Demo
    lang="en"
    model={{ ...emptyCalculatorModel(), loanAmount: new Decimal(3000), loanMax: new Decimal(5000) }}
    disclosurePolicy={{ contractDate: today, rateCap: { action: "refuse" } }}
  />
);
