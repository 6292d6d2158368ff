import {
  Decimal,
  formatInteger,
  isAdmin,
  isDecimal,
  kmToMiles,
  labelOf,
  milesToKm,
  OdometerUnit,
  odometerUnitOptions,
  vehicleYearCountOf,
  type Lang,
} from "@lendkit/core";
import type { FormApi } from "@lendkit/react";
import { moneyText } from "./display.js";
import { FieldSectionView } from "./FieldGrid.js";
import {
  budgetExpenseFields,
  budgetIncomeFields,
  budgetSections,
  colesseeSections,
  contractSections,
  lesseeSections,
  vehicleSections,
  type FieldContext,
  type FieldSection,
} from "./fields.js";
import { ct } from "./texts.js";

/** The editor's field tabs: each renders its blocks' sections (fields.ts) with the form engine. */

interface TabProps {
  readonly form: FormApi;
  readonly context: FieldContext;
  readonly disabled: boolean;
}

const Sections = ({ sections, form, context, disabled }: TabProps & { readonly sections: readonly FieldSection[] }) => (
  <div className="tab-body">
    {sections.map((section) => (
      <FieldSectionView key={section.id} section={section} form={form} context={context} disabled={disabled} />
    ))}
  </div>
);

export const ContractFieldsTab = (props: TabProps) => <Sections sections={contractSections} {...props} />;
export const LesseeTab = (props: TabProps) => <Sections sections={lesseeSections} {...props} />;
export const ColesseeTab = (props: TabProps) => <Sections sections={colesseeSections} {...props} />;

/** The odometer in the other unit (B §9: km/mi factor 0.62137, core's conversions), or null. */
const odometerElsewhere = (lang: Lang, reading: unknown, unit: unknown): string | null => {
  if (typeof reading !== "number" || !Number.isFinite(reading) || reading <= 0) return null;
  if (unit === OdometerUnit.Kilometres) {
    return ct(lang, "vehicle.odometerOther", { value: formatInteger(kmToMiles(reading)), unit: labelOf(odometerUnitOptions, OdometerUnit.Miles, lang) ?? "" });
  }
  if (unit === OdometerUnit.Miles) {
    return ct(lang, "vehicle.odometerOther", { value: formatInteger(milesToKm(reading)), unit: labelOf(odometerUnitOptions, OdometerUnit.Kilometres, lang) ?? "" });
  }
  return null;
};

/** The vehicle (B §3.8): the year list per role (A §6), odometer units, the specialised group of the category. */
export const VehicleTab = ({ form, context, disabled }: TabProps) => {
  const { lang } = context;
  const extra = {
    "vehicle.year": ct(lang, "vehicle.yearHint", { count: vehicleYearCountOf(context.role) }),
    "vehicle.odometer": odometerElsewhere(lang, form.values["vehicle.odometer"], form.values["vehicle.odometerUnit"]),
    "vehicle.exOdometer": odometerElsewhere(lang, form.values["vehicle.exOdometer"], form.values["vehicle.exOdometerUnit"]),
  };
  return (
    <div className="tab-body">
      {vehicleSections.map((section) => (
        <FieldSectionView key={section.id} section={section} form={form} context={context} disabled={disabled} extra={extra} />
      ))}
    </div>
  );
};

const sumOf = (values: Readonly<Record<string, unknown>>, paths: readonly string[]): Decimal =>
  paths.reduce((sum, path) => {
    const value = values[path];
    return isDecimal(value) ? sum.plus(value) : typeof value === "number" && Number.isFinite(value) ? sum.plus(value) : sum;
  }, new Decimal(0));

/** The budget (B §3.7): income and expense lines and their sums; locked for everyone but admins once the provider locks it. */
export const BudgetTab = ({ form, context, disabled }: TabProps) => {
  const { lang } = context;
  const locked = form.values["budget.bdIsLocked"] === true && !isAdmin(context.role);
  const income = sumOf(form.values, budgetIncomeFields.map((spec) => spec.path));
  const expense = sumOf(form.values, budgetExpenseFields.map((spec) => spec.path));
  return (
    <div className="tab-body">
      {locked ? <p className="notice">{ct(lang, "budget.locked")}</p> : null}
      {budgetSections.map((section) => (
        <FieldSectionView key={section.id} section={section} form={form} context={context} disabled={disabled || locked} />
      ))}
      <section className="figures" aria-labelledby="budget-totals">
        <h3 id="budget-totals">{ct(lang, "section.budgetTotals")}</h3>
        <dl>
          <div className="figure">
            <dt>{ct(lang, "budget.totalIncome")}</dt>
            <dd>{moneyText(lang, income.toFixed(2))}</dd>
          </div>
          <div className="figure">
            <dt>{ct(lang, "budget.totalExpense")}</dt>
            <dd>{moneyText(lang, expense.toFixed(2))}</dd>
          </div>
          <div className="figure">
            <dt>{ct(lang, "budget.left")}</dt>
            <dd>{moneyText(lang, income.minus(expense).toFixed(2))}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
};
