import { t, type DisclosureCap, type DisclosureStatement, type Lang } from "@lendkit/core";
import { QUEBEC_DEBT_RATIO_LIMIT } from "@lendkit/core/disclosure";
import type { ContractWire } from "./api.js";
import { moneyText, percentText } from "./display.js";
import { ct } from "./texts.js";

/**
 * The finance tab's cost of borrowing, as the server states it from the
 * saved terms (the rule lives in core; this card only shows it): a loan's
 * APR, Québec credit rate and standard-form lines, the HIGH-COST label, and
 * a red warning with the figures and the law when the tenant's rate cap is
 * exceeded; a lease's implicit finance rate with its residual.
 */

const Line = ({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId?: string }) => (
  <div className="figure">
    <dt>{label}</dt>
    <dd data-testid={testId}>{value}</dd>
  </div>
);

/** The red warning of a loan above the cap: the figures in core's words, then the law that sets the cap. */
const CapWarning = ({ lang, cap }: { readonly lang: Lang; readonly cap: DisclosureCap }) => {
  const measure = t(lang, cap.measure === "apr" ? "disclosure.apr" : "disclosure.effectiveAnnualRate");
  const words = t(lang, cap.outcome === "refuse" ? "disclosure.cap.refuse" : "disclosure.cap.warn", {
    measure,
    figure: percentText(lang, cap.figure),
    cap: percentText(lang, cap.cap),
  });
  return (
    <div className="disclosure-warning" role="alert" data-outcome={cap.outcome}>
      <p>{words}</p>
      <p>{ct(lang, `disclosure.law.${cap.rule}`)}</p>
    </div>
  );
};

const LoanLines = ({ lang, disclosure }: { readonly lang: Lang; readonly disclosure: DisclosureStatement }) => (
  <>
    {disclosure.quebec?.highCost ? (
      <p className="disclosure-high-cost">
        <strong>{t(lang, "disclosure.highCost")}</strong> {ct(lang, "disclosure.highCostNote", { threshold: percentText(lang, disclosure.quebec.threshold) })}
      </p>
    ) : null}
    {disclosure.quebec?.debtRatioAboveLimit ? (
      <p className="disclosure-debt-ratio" role="alert" data-testid="disclosure-debt-ratio">
        {t(lang, "disclosure.debtRatioAboveLimit", { limit: percentText(lang, QUEBEC_DEBT_RATIO_LIMIT) })}
      </p>
    ) : null}
    {disclosure.cap && disclosure.cap.outcome !== "within" ? <CapWarning lang={lang} cap={disclosure.cap} /> : null}
    <dl>
      <Line label={capitalized(t(lang, "disclosure.apr"))} value={percentText(lang, disclosure.apr)} testId="disclosure-apr" />
      <Line label={t(lang, "disclosure.form.creditRate")} value={percentText(lang, disclosure.creditRate)} testId="disclosure-credit-rate" />
      <Line label={t(lang, "disclosure.form.netCapital")} value={moneyText(lang, disclosure.netCapital)} />
      <Line label={t(lang, "disclosure.form.interest")} value={moneyText(lang, disclosure.interest)} />
      <Line label={t(lang, "disclosure.form.otherComponents")} value={moneyText(lang, disclosure.otherComponents)} />
      <Line label={t(lang, "disclosure.form.totalCreditCharges")} value={moneyText(lang, disclosure.totalCreditCharges)} />
      <Line label={t(lang, "disclosure.form.totalObligation")} value={moneyText(lang, disclosure.totalObligation)} />
      <Line label={ct(lang, "disclosure.termDays")} value={ct(lang, "disclosure.days", { days: disclosure.termDays })} />
    </dl>
  </>
);

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const DisclosureCard = ({ lang, saved }: { readonly lang: Lang; readonly saved: ContractWire | null }) => {
  if (saved === null) return null;
  const { disclosure, leaseRate } = saved;
  return (
    <section className="figures disclosure" aria-labelledby="disclosure-title">
      <h3 id="disclosure-title">{ct(lang, "disclosure.title")}</h3>
      <p className="hint">{ct(lang, "disclosure.asSaved")}</p>
      {disclosure ? <LoanLines lang={lang} disclosure={disclosure} /> : null}
      {leaseRate ? (
        <>
          <p className="hint">{ct(lang, "disclosure.leaseNote")}</p>
          <dl>
            <Line label={ct(lang, "disclosure.implicitRate")} value={percentText(lang, leaseRate.implicitRate)} testId="disclosure-implicit-rate" />
            <Line label={t(lang, "disclosure.form.creditRate")} value={percentText(lang, leaseRate.creditRate)} />
            <Line label={ct(lang, "disclosure.leaseCharges")} value={moneyText(lang, leaseRate.leaseCharges)} />
            <Line label={ct(lang, "disclosure.termDays")} value={ct(lang, "disclosure.days", { days: leaseRate.termDays })} />
          </dl>
        </>
      ) : null}
      {!disclosure && !leaseRate ? <p>{ct(lang, "disclosure.none")}</p> : null}
    </section>
  );
};
