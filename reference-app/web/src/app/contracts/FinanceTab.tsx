import type { CalendarDate } from "@internationalized/date";
import { contractActivationGapKey, scheduleRefusalKey, t, type FormValues, type Lang } from "@lendkit/core";
import { MaskedField, SubstitutionField, type FormApi } from "@lendkit/react";
import { useMemo } from "react";
import { moneyText } from "./display.js";
import { registerField, FieldSectionView } from "./FieldGrid.js";
import { financeFigures, type FinanceFigures } from "./financeFigures.js";
import { feeFields, financeSections, type FeeSpec, type FieldContext } from "./fields.js";
import { ct } from "./texts.js";

/**
 * The finance tab (B §3.4): prices and the amount financed, every fee with
 * its substitution toggle (B §2: red when typed over the calculated value),
 * the terms, the provider's internal figures for admins, and the figures
 * core calculates from all of it.
 */

/**
 * A fee's calculated value. The spec gives no price list, so: the brokerage
 * fee follows the file's base brokerage fee; any other fee keeps the amount
 * the contract came with when that amount was calculated (not substituted),
 * and 0 when it was typed by hand.
 */
export const computedFeeValue = (fee: FeeSpec, values: FormValues, loaded: FormValues): unknown => {
  if (fee.fee === "brokerageFee") return values["financeLease.baseBrokerageFee"] ?? 0;
  return loaded[fee.flagPath] === true ? 0 : (loaded[fee.path] ?? 0);
};

/** The values with every fee that is not substituted at its calculated value (what the field shows). */
export const withCalculatedFees = (values: FormValues, loaded: FormValues): FormValues => {
  const next: Record<string, unknown> = { ...values };
  for (const fee of feeFields) if (values[fee.flagPath] !== true) next[fee.path] = computedFeeValue(fee, values, loaded);
  return next;
};

const FeeField = ({
  fee,
  form,
  context,
  disabled,
  loaded,
}: {
  readonly fee: FeeSpec;
  readonly form: FormApi;
  readonly context: FieldContext;
  readonly disabled: boolean;
  readonly loaded: FormValues;
}) => {
  const field = registerField(form, fee, context, disabled);
  const flag = form.register(fee.flagPath, { label: field.label, disabled });
  const kind = fee.kind === "percent" ? "percent" : "money";
  return (
    <SubstitutionField
      label={field.label}
      name={field.name}
      computedValue={computedFeeValue(fee, form.values, loaded)}
      value={field.value}
      onChange={field.onChange}
      isSubstituted={flag.value === true}
      onSubstitutedChange={(substituted) => flag.onChange(substituted)}
      isDisabled={field.isDisabled}
      isInvalid={field.isInvalid}
      className="substitution-field"
      toggleContent={<span aria-hidden="true">⇄</span>}
    >
      {(props) => <MaskedField kind={kind} decimals={fee.decimals} {...props} className="field masked-field" />}
    </SubstitutionField>
  );
};

const Figure = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className="figure">
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

const FiguresCard = ({ lang, figures }: { readonly lang: Lang; readonly figures: FinanceFigures | null }) => {
  if (figures === null) return null;
  const none = ct(lang, "figures.none");
  return (
    <section className="figures" aria-labelledby="figures-title">
      <h3 id="figures-title">{ct(lang, "section.figures")}</h3>
      <dl>
        <Figure label={ct(lang, "figures.amount")} value={moneyText(lang, figures.amount?.toFixed(2))} />
        <Figure label={ct(lang, "figures.numberOfPayments")} value={figures.numberOfPayments === null ? none : String(figures.numberOfPayments)} />
        <Figure label={ct(lang, "figures.feePerPeriod")} value={moneyText(lang, figures.feePerPeriod.toFixed(2))} />
        <Figure label={ct(lang, "figures.payment")} value={figures.schedule ? moneyText(lang, figures.schedule.regularPayment.toFixed(2)) : none} />
        <Figure label={ct(lang, "figures.lastPayment")} value={figures.schedule ? moneyText(lang, figures.schedule.lastPayment.toFixed(2)) : none} />
        <Figure label={ct(lang, "figures.interest")} value={figures.schedule ? moneyText(lang, figures.schedule.interest.toFixed(2)) : none} />
        <Figure label={ct(lang, "figures.total")} value={figures.schedule ? moneyText(lang, figures.schedule.total.toFixed(2)) : none} />
      </dl>
      {figures.schedule ? (
        <p className="ok-note">{ct(lang, "figures.ready")}</p>
      ) : (
        <div className="gaps">
          <p>{ct(lang, "figures.missing")}</p>
          <ul>
            {figures.gaps.map((gap) => (
              <li key={gap}>{t(lang, contractActivationGapKey(gap))}</li>
            ))}
            {figures.refusal ? <li>{t(lang, scheduleRefusalKey(figures.refusal))}</li> : null}
          </ul>
        </div>
      )}
    </section>
  );
};

export const FinanceTab = ({
  form,
  context,
  disabled,
  loaded,
  contractJson,
  today,
}: {
  readonly form: FormApi;
  readonly context: FieldContext;
  readonly disabled: boolean;
  /** The values the contract was loaded with (a fee's calculated value comes from them). */
  readonly loaded: FormValues;
  /** The contract as typed so far, as JSON. */
  readonly contractJson: Record<string, unknown>;
  readonly today: CalendarDate;
}) => {
  const figures = useMemo(() => financeFigures(contractJson, today), [contractJson, today]);
  const [prices, terms, internal] = financeSections;
  return (
    <div className="tab-body finance-tab">
      <FieldSectionView section={prices!} form={form} context={context} disabled={disabled} />
      <fieldset className="form-section" data-section="fees">
        <legend>{ct(context.lang, "section.fees")}</legend>
        <p className="hint">{ct(context.lang, "section.feesHint")}</p>
        <div className="field-grid">
          {feeFields.map((fee) => (
            <div key={fee.path} className="cell">
              <FeeField fee={fee} form={form} context={context} disabled={disabled} loaded={loaded} />
            </div>
          ))}
        </div>
      </fieldset>
      <FieldSectionView section={terms!} form={form} context={context} disabled={disabled} />
      <FieldSectionView section={internal!} form={form} context={context} disabled={disabled} />
      <FiguresCard lang={context.lang} figures={figures} />
    </div>
  );
};
