import type { CalendarDate } from "@internationalized/date";
import { contractActivationGapKey, scheduleRefusalKey, t, type FormValues, type Lang } from "@lendkit/core";
import { MaskedField, SubstitutionField, type FormApi, type FormFieldProps } from "@lendkit/react";
import { memo, useMemo } from "react";
import type { ContractWire } from "./api.js";
import { DisclosureCard } from "./DisclosureCard.js";
import { moneyText } from "./display.js";
import { registerField, FieldSectionView } from "./FieldGrid.js";
import { financeFigures, type FinanceFigures } from "./financeFigures.js";
import { computedFeeValue } from "./fees.js";
import { feeFields, financeSections, type FeeSpec, type FieldContext } from "./fields.js";
import { ct } from "./texts.js";

/**
 * The finance tab (B §3.4): prices and the amount financed, every fee with
 * its substitution toggle (B §2: red when typed over the calculated value),
 * the terms, the provider's internal figures for admins, the figures
 * core calculates from all of it, and the cost of borrowing of the saved
 * terms (the server's disclosure).
 */

interface FeeViewProps {
  readonly fee: FeeSpec;
  readonly field: FormFieldProps;
  readonly flag: FormFieldProps;
  readonly computed: unknown;
}

/** One fee with its toggle; drawn again only when what it shows changed (see SpecField). */
const FeeField = memo(
  ({ fee, field, flag, computed }: FeeViewProps) => (
    <SubstitutionField
      label={field.label}
      name={field.name}
      computedValue={computed}
      value={field.value}
      onChange={field.onChange}
      isSubstituted={flag.value === true}
      onSubstitutedChange={(substituted) => flag.onChange(substituted)}
      isDisabled={field.isDisabled}
      isInvalid={field.isInvalid}
      className="substitution-field"
      toggleContent={<span aria-hidden="true">⇄</span>}
    >
      {(props) => <MaskedField kind={fee.kind === "percent" ? "percent" : "money"} decimals={fee.decimals} {...props} className="field masked-field" />}
    </SubstitutionField>
  ),
  (a, b) =>
    a.fee === b.fee &&
    Object.is(a.computed, b.computed) &&
    Object.is(a.field.value, b.field.value) &&
    a.field.label === b.field.label &&
    a.field.isDisabled === b.field.isDisabled &&
    a.field.isInvalid === b.field.isInvalid &&
    a.flag.value === b.flag.value,
);
FeeField.displayName = "FeeField";

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
        <Figure label={ct(lang, "figures.endBalance")} value={figures.schedule ? moneyText(lang, figures.schedule.endBalance.toFixed(2)) : none} />
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
  jsonOf,
  active,
  today,
  saved,
}: {
  readonly form: FormApi;
  readonly context: FieldContext;
  readonly disabled: boolean;
  /** The values the contract was loaded with (a fee's calculated value comes from them). */
  readonly loaded: FormValues;
  /** The contract JSON of form values. */
  readonly jsonOf: (values: FormValues) => Record<string, unknown>;
  /** The tab is shown: the figures are worked out only then. */
  readonly active: boolean;
  readonly today: CalendarDate;
  /** The contract as last saved: its cost of borrowing, as the server states it. */
  readonly saved: ContractWire | null;
}) => {
  const { values } = form;
  const figures = useMemo(() => (active ? financeFigures(jsonOf(values), today) : null), [active, jsonOf, values, today]);
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
              <FeeField
                fee={fee}
                field={registerField(form, fee, context, disabled)}
                flag={form.register(fee.flagPath, { label: ct(context.lang, fee.label), disabled })}
                computed={computedFeeValue(fee, form.values, loaded)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <FieldSectionView section={terms!} form={form} context={context} disabled={disabled} />
      <FieldSectionView section={internal!} form={form} context={context} disabled={disabled} />
      <FiguresCard lang={context.lang} figures={figures} />
      <DisclosureCard lang={context.lang} saved={saved} />
    </div>
  );
};
