import type { Story } from "@ladle/react";
import type { DisclosureStatement, Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { CostOfBorrowing } from "./CostOfBorrowing.js";
import { useCostOfBorrowing } from "./useCostOfBorrowing.js";
import { quebecWarnStatement, refusedStatement, workedStatement } from "./fixtures.js";

export default { title: "Cost of borrowing" };

const Demo = ({ lang, statement, province, showStandardForm }: { lang: Lang; statement: DisclosureStatement; province?: string; showStandardForm?: boolean }) => (
  <LendkitProvider defaultLang={lang} tenant="LENDER09">
    <CostOfBorrowing statement={statement} province={province} showStandardForm={showStandardForm} />
  </LendkitProvider>
);

/** The worked example (1,000 $, 118 weekly payments of 18.56 $) in English: APR, cost of borrowing, total to repay. */
export const English: Story = () => <Demo lang="en" statement={workedStatement} />;
/** The same in French, with the legal names. */
export const French: Story = () => <Demo lang="fr" statement={workedStatement} />;
/** A Québec borrower, French: the credit rate, the standard form's lines, the HIGH-COST heading and the cap's warning. */
export const QuebecHighCostWarnFrench: Story = () => <Demo lang="fr" statement={quebecWarnStatement} province="QC" showStandardForm />;
/** The same in English. */
export const QuebecHighCostWarnEnglish: Story = () => <Demo lang="en" statement={quebecWarnStatement} province="QC" showStandardForm />;
/** Above a refuse cap, English: the loan cannot be offered. */
export const RefusedEnglish: Story = () => <Demo lang="en" statement={refusedStatement} />;

/** The hook alone, shown through a minimal consumer. */
export const HookUseCostOfBorrowing: Story = () => (
  <LendkitProvider defaultLang="en" tenant="LENDER09">
    <HookDemo />
  </LendkitProvider>
);
const HookDemo = () => {
  const view = useCostOfBorrowing({ statement: workedStatement });
  return <p>{view.rates.map((line) => `${line.label}: ${line.value}`).join("; ")}</p>;
};
