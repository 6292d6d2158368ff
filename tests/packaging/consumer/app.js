// The consumer app's own code, shared by its Node (ESM and CommonJS) runs and
// its Vite build: it imports react-aria-components and @internationalized/date
// itself, as an app does, and reads the locale Lendkit's provider set.
export const makeApp = ({ React, lendkitReact, core, aria, date }) => {
  const h = React.createElement;
  const LocaleProbe = () => h("output", { "data-probe": "locale" }, aria.useLocale().locale);
  const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };
  return () =>
    h(
      lendkitReact.LendkitProvider,
      { defaultLang: "fr", tenant: "LENDER09" },
      h(LocaleProbe),
      h(lendkitReact.LoanCalculator, {
        variant: "text",
        model: core.emptyCalculatorModel(),
        feeConstants,
        today: new date.CalendarDate(2026, 11, 22),
      }),
      h("output", { "data-probe": "money" }, core.formatMoney(core.annuityPayment(1000, 19.99, 52, 52), "fr")),
    );
};
