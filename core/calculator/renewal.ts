import { isFrequencyCode, periodsPerYearOf, type PeriodsPerYear } from "../codes/frequency.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import { decimalOrNaN } from "../money/amount.js";
import { Decimal, type DecimalInput } from "../money/decimal.js";

/** What a renewal's new principal is made of (C §3.6, last point). */
export interface RenewalPrincipalParts {
  readonly requestedAmount: DecimalInput;
  readonly currentPrincipalBalance: DecimalInput;
  readonly lateFees?: DecimalInput;
  readonly deferralFees?: DecimalInput;
}

/**
 * The principal of a renewal: the newly requested amount plus the current
 * contract's principal balance plus any late and deferral fees (no rounding:
 * the parts are amounts in cents already).
 *
 * @example
 * renewalPrincipal({ requestedAmount: 750, currentPrincipalBalance: "312.40", lateFees: 25 }).toFixed(2) // "1087.40"
 */
export const renewalPrincipal = (parts: RenewalPrincipalParts): Decimal =>
  decimalOrNaN(parts.requestedAmount)
    .plus(decimalOrNaN(parts.currentPrincipalBalance))
    .plus(decimalOrNaN(parts.lateFees ?? 0))
    .plus(decimalOrNaN(parts.deferralFees ?? 0));

/** What the renewal's calculator starts from (C §3.6, C §3.10, C §7). */
export interface RenewalCalculatorStart {
  /** The current contract's principal balance (calculatorData). */
  readonly previousBalance?: DecimalInput | null;
  /** The current contract's frequency (calculatorData): periods per year, or a frequency code 0–3. */
  readonly loanFrequency?: number | null;
  /** The address's presets (core's `parseRenewalQuery`): bounds, amount and frequency code. */
  readonly query?: {
    readonly loanMin?: number | null;
    readonly loanMax?: number | null;
    readonly loanAmount?: number | null;
    readonly loanFrequency?: number | null;
  };
}

const periodsValues: readonly number[] = [52, 26, 24, 12];

/** Periods per year of a frequency given as periods (52, 26, 24, 12) or as a code (0–3); null otherwise. */
const periodsOf = (value: number | null | undefined): PeriodsPerYear | null => {
  if (typeof value !== "number") return null;
  if (periodsValues.includes(value)) return value as PeriodsPerYear;
  return isFrequencyCode(value) ? periodsPerYearOf(value) : null;
};

const usable = (value: DecimalInput | null | undefined): Decimal | null => {
  if (value === null || value === undefined) return null;
  const amount = decimalOrNaN(value);
  return amount.isFinite() && amount.gte(0) ? amount : null;
};

/**
 * The step 1 calculator's starting model: `base` (the empty model) with the
 * current contract's balance; the frequency from the address (a code) else
 * the contract's (periods or code); the address's min and max when they
 * make a range (min ≤ max); the address's amount, kept within the range.
 * Anything unreadable keeps the base value.
 *
 * @example
 * const model = renewalCalculatorModel(emptyCalculatorModel(), { previousBalance: "312.40", loanFrequency: 26, query: { loanAmount: 2000, loanFrequency: 2 } });
 * model.loanFrequency // 12
 * model.loanAmount.toNumber() // 1500
 * model.previousBalance.toFixed(2) // "312.40"
 */
export const renewalCalculatorModel = (base: CalculatorModel, start: RenewalCalculatorStart): CalculatorModel => {
  const query = start.query ?? {};
  const min = usable(query.loanMin) ?? base.loanMin;
  const max = usable(query.loanMax) ?? base.loanMax;
  const [loanMin, loanMax] = min.lte(max) ? [min, max] : [base.loanMin, base.loanMax];
  const amount = usable(query.loanAmount) ?? base.loanAmount;
  return {
    ...base,
    previousBalance: usable(start.previousBalance) ?? base.previousBalance,
    loanFrequency: periodsOf(query.loanFrequency) ?? periodsOf(start.loanFrequency) ?? base.loanFrequency,
    loanMin,
    loanMax,
    loanAmount: Decimal.min(Decimal.max(amount, loanMin), loanMax),
  };
};
