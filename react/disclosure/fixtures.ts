import type { DisclosureStatement } from "@lendkit/core";

/** The calculator's worked example (docs/calculator.md): 1,000 $ in 118 weekly payments of 18.56 $, as core's `loanDisclosure` states it. */
export const workedStatement: DisclosureStatement = {
  netCapital: "1000.00",
  interest: "246.08",
  brokerage: "944.00",
  fileOpening: "0.00",
  otherFees: "0.00",
  otherComponents: "944.00",
  totalCreditCharges: "1190.08",
  totalObligation: "2190.08",
  apr: "80.90",
  creditRate: "81.12",
  effectiveAnnualRate: "123.17",
  termDays: 826,
  cap: null,
  quebec: null,
};

/** The same loan for a Québec borrower under a `warn` cap, with a Bank Rate of 2.50 % and a debt ratio above 45 %. */
export const quebecWarnStatement: DisclosureStatement = {
  ...workedStatement,
  cap: { outcome: "warn", measure: "apr", figure: "80.90", cap: "35.00", rule: "criminalRateApr" },
  quebec: { highCost: true, threshold: "24.50", debtRatioAboveLimit: true },
};

/** The same loan under a `refuse` cap. */
export const refusedStatement: DisclosureStatement = {
  ...workedStatement,
  cap: { outcome: "refuse", measure: "apr", figure: "80.90", cap: "35.00", rule: "criminalRateApr" },
};
