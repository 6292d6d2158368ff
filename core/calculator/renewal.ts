import { isFrequencyCode, periodsPerYearOf, type PeriodsPerYear } from "../codes/frequency.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import { decimalOrNaN } from "../money/amount.js";
import { Decimal, type DecimalInput } from "../money/decimal.js";
import type { CalendarDate } from "@internationalized/date";
import { sliderLoanAmount } from "./slider.js";

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
  /** The bounds the server accepts (calculatorData's loanMin and loanMax): the slider's, over the address's. */
  readonly loanMin?: DecimalInput | null;
  readonly loanMax?: DecimalInput | null;
  /**
   * The applicant's own choice to show again (the flow's saved choice, or
   * one made on this page before a reload): it wins over the address's
   * presets and the contract's frequency.
   */
  readonly choice?: {
    readonly loanAmount?: DecimalInput | null;
    readonly loanFrequency?: number | null;
    readonly customerSelectedFirstPaymentDate?: CalendarDate | null;
  } | null;
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

/** The usable bounds of `min` and `max` when they make a range (min ≤ max), else null. */
const rangeOf = (min: DecimalInput | null | undefined, max: DecimalInput | null | undefined): readonly [Decimal, Decimal] | null => {
  const [low, high] = [usable(min), usable(max)];
  return low !== null && high !== null && low.lte(high) ? [low, high] : null;
};

/**
 * The step 1 calculator's starting model: `base` (the empty model) with the
 * current contract's balance. Bounds: the server's (`loanMin`, `loanMax`:
 * the server checks the amount against them and their slider steps, so the
 * address's cannot move them); without the server's, the address's replace
 * the base's when they make a range (min ≤ max). Frequency: the applicant's `choice`, else
 * the address's (a code), else the contract's (periods or code). Amount:
 * the `choice`'s, else the address's, else the base's — what the slider
 * sends for it (core's `sliderLoanAmount`: on a step, within the bounds).
 * The chosen first payment date comes back with the choice (the calculator
 * drops it when today's range no longer holds it). Anything unreadable
 * keeps the base value.
 *
 * @example
 * const model = renewalCalculatorModel(emptyCalculatorModel(), { previousBalance: "312.40", loanFrequency: 26, query: { loanAmount: 2000, loanFrequency: 2 } });
 * model.loanFrequency // 12
 * model.loanAmount.toNumber() // 1500
 * model.previousBalance.toFixed(2) // "312.40"
 */
export const renewalCalculatorModel = (base: CalculatorModel, start: RenewalCalculatorStart): CalculatorModel => {
  const query = start.query ?? {};
  const choice = start.choice ?? {};
  // The server's bounds decide (it checks the amount by them); the address's only stand in when the server gives none.
  const [loanMin, loanMax] = rangeOf(start.loanMin, start.loanMax) ?? rangeOf(query.loanMin, query.loanMax) ?? [base.loanMin, base.loanMax];
  const amount = usable(choice.loanAmount) ?? usable(query.loanAmount) ?? base.loanAmount;
  return {
    ...base,
    previousBalance: usable(start.previousBalance) ?? base.previousBalance,
    loanFrequency: periodsOf(choice.loanFrequency) ?? periodsOf(query.loanFrequency) ?? periodsOf(start.loanFrequency) ?? base.loanFrequency,
    loanMin,
    loanMax,
    loanAmount: sliderLoanAmount(amount, { loanMin, loanMax }),
    customerSelectedFirstPaymentDate: choice.customerSelectedFirstPaymentDate ?? base.customerSelectedFirstPaymentDate,
  };
};
