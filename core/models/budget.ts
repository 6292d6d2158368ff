import * as Schema from "effect/Schema";
import { amountField, flagField, textField } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** Monthly income lines (B §3.7), each an amount, 0 when missing. */
const incomeFields = {
  bdIncGrossSalary: amountField,
  bdIncAlimony: amountField,
  bdIncFamilyAllowance: amountField,
  bdIncCSST: amountField,
  bdIncSocialAid: amountField,
  bdIncEmploymentInsurance: amountField,
  bdIncPropertyIncome: amountField,
  bdIncOther1: amountField,
  bdIncOther2: amountField,
  bdIncOther3: amountField,
  bdIncOther4: amountField,
  bdIncOther5: amountField,
  bdIncOther6: amountField,
  bdIncCoTenant: amountField,
  bdIncSideLine: amountField,
};

/** Monthly expense lines (B §3.7), each an amount, 0 when missing. */
const expenseFields = {
  bdExpRentMortgage: amountField,
  bdExpMunicipalTax: amountField,
  bdExpNewVehiclePayment: amountField,
  bdExpCarInsurance: amountField,
  bdExpEquifaxPayment: amountField,
  bdExpCardBalance: amountField,
  bdExpCreditMargins: amountField,
  bdExpAlimony: amountField,
  bdExpUtilities: amountField,
  bdExpOther1: amountField,
  bdExpOther2: amountField,
  bdExpOther3: amountField,
  bdExpOther4: amountField,
};

/** Totals and ratios as the server computed them, with the internal variants. */
const totalFields = {
  bdTotalIncome: amountField,
  bdTotalExpense: amountField,
  bdDebtRatio: amountField,
  bdPayoutRatio: amountField,
  bdTotalIncomeInternal: amountField,
  bdTotalExpenseInternal: amountField,
  bdDebtRatioInternal: amountField,
  bdPayoutRatioInternal: amountField,
};

/** The lessee's budget (B §3.7): lock, income and expense lines, notes, totals and ratios. */
export const Budget = Schema.Struct({
  bdIsLocked: flagField,
  ...incomeFields,
  ...expenseFields,
  bdNoteInc: textField,
  bdNoteExp: textField,
  bdCreditAnalystName: textField,
  ...totalFields,
});
export type Budget = typeof Budget.Type;

/** Names of the budget's income lines, in the spec's order. */
export const budgetIncomeFieldNames = Object.keys(incomeFields) as readonly (keyof typeof incomeFields)[];

/** Names of the budget's expense lines, in the spec's order. */
export const budgetExpenseFieldNames = Object.keys(expenseFields) as readonly (keyof typeof expenseFields)[];

/**
 * Decodes a budget: `{ ok: true, value }` or `{ ok: false, errors: [{ path, message }] }`.
 * Unknown keys are ignored unless `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeBudget({ bdIncGrossSalary: "3200.50" }) // { ok: true, value: { bdIncGrossSalary: Decimal(3200.5), … } }
 */
export const decodeBudget = decoderFor(Budget);

/**
 * Encodes a budget back to JSON-ready data (amounts as numbers).
 *
 * @example
 * encodeBudget(emptyBudget()).bdIncGrossSalary // 0
 */
export const encodeBudget = encoderFor(Budget);

/**
 * The budget of a new contract (the decoded form of `{}`): every line 0, unlocked.
 *
 * @example
 * emptyBudget().bdIsLocked // false
 */
export const emptyBudget = (): Budget => Schema.decodeUnknownSync(Budget)({});
