import type { PeriodsPerYear } from "../codes/frequency.js";
import { decimalOrNaN } from "../money/amount.js";
import { Decimal, roundCents, type DecimalInput } from "../money/decimal.js";
import { centsOfRatio, ratioOf, type Ratio } from "../money/rational.js";
import { restOfCanadaFeeRule, weeksPerYear } from "./rules.js";

/** What the brokerage fee depends on (C §3.6, C §7 cashLoanCalculatorConstants). */
export interface BrokerageFeeTerms {
  /** The requested loan amount (the slider's value). */
  readonly amount: DecimalInput;
  /** The balance carried over from the current contract (renewals). */
  readonly previousBalance: DecimalInput;
  /** The file-opening fee (the forced one when staff forced it). */
  readonly fileOpeningFee: DecimalInput;
  readonly periodsPerYear: PeriodsPerYear;
  /** The server's weekly fee: dollars, or a percent of the base when `isWeeklyFeePercentage`. */
  readonly weeklyFee: DecimalInput;
  readonly isWeeklyFeePercentage: boolean;
  /** The RestOfCanada feature: the 35 $ + 10 $ per 250 $ schedule replaces the server's fee. */
  readonly restOfCanada: boolean;
  /** A fee per period forced by staff (forcedBrokeragePerFrequency): wins over everything. */
  readonly forcedPerPeriod?: DecimalInput | null;
}

/**
 * The base the percentage fee applies to: amount + previous balance + file fee.
 *
 * @example
 * feeBase(1000, 250, 50).toString() // "1300"
 */
export const feeBase = (amount: DecimalInput, previousBalance: DecimalInput, fileOpeningFee: DecimalInput): Decimal =>
  decimalOrNaN(amount).plus(decimalOrNaN(previousBalance)).plus(decimalOrNaN(fileOpeningFee));

/**
 * The RestOfCanada weekly fee: 35 $ plus 10 $ per complete 250 $ above 500 $.
 *
 * @example
 * restOfCanadaWeeklyFee(500).toString() // "35"
 * restOfCanadaWeeklyFee(1000).toString() // "55"
 * restOfCanadaWeeklyFee(999.99).toString() // "45"
 */
export const restOfCanadaWeeklyFee = (amount: DecimalInput): Decimal => {
  const { baseCents, stepCents, perCents, aboveCents } = restOfCanadaFeeRule;
  const above = Decimal.max(decimalOrNaN(amount).minus(aboveCents / 100), 0);
  return above.div(perCents / 100).floor().mul(stepCents / 100).plus(baseCents / 100);
};

/**
 * The weekly brokerage fee before conversion, not rounded: RestOfCanada's
 * schedule, or base × weeklyFee / 100 for a percentage fee, or the weekly fee
 * itself.
 *
 * @example
 * weeklyBrokerageFee({ amount: 1000, previousBalance: 0, fileOpeningFee: 0, periodsPerYear: 52, weeklyFee: 2, isWeeklyFeePercentage: true, restOfCanada: false }).toString() // "20"
 */
export const weeklyBrokerageFee = (terms: BrokerageFeeTerms): Decimal => {
  if (terms.restOfCanada) return restOfCanadaWeeklyFee(terms.amount);
  if (terms.isWeeklyFeePercentage) {
    return feeBase(terms.amount, terms.previousBalance, terms.fileOpeningFee).mul(decimalOrNaN(terms.weeklyFee)).div(100);
  }
  return decimalOrNaN(terms.weeklyFee);
};

/**
 * The weekly fee × 52 as an exact fraction of dollars (the percentage fee's
 * base × percent ÷ 100 kept unrounded), or null for a non-amount.
 */
const yearlyFeeRatio = (terms: BrokerageFeeTerms): Ratio | null => {
  if (terms.restOfCanada || !terms.isWeeklyFeePercentage) {
    const weekly = ratioOf(weeklyBrokerageFee(terms));
    return weekly && { numerator: weekly.numerator * BigInt(weeksPerYear), denominator: weekly.denominator };
  }
  const base = ratioOf(feeBase(terms.amount, terms.previousBalance, terms.fileOpeningFee));
  const percent = ratioOf(decimalOrNaN(terms.weeklyFee));
  if (base === null || percent === null) return null;
  return { numerator: base.numerator * percent.numerator * BigInt(weeksPerYear), denominator: base.denominator * percent.denominator * 100n };
};

/**
 * The brokerage fee per payment period, rounded half-up to cents: the forced
 * fee when there is one, else the weekly fee × 52 / periods per year, divided
 * once in exact rational arithmetic (a fee that is exactly x.xx5 goes up).
 *
 * @example
 * brokerageFeePerPeriod({ amount: 1000, previousBalance: 0, fileOpeningFee: 0, periodsPerYear: 12, weeklyFee: 10, isWeeklyFeePercentage: false, restOfCanada: false }).toFixed(2) // "43.33"
 * brokerageFeePerPeriod({ amount: "1000.25", previousBalance: 0, fileOpeningFee: 0, periodsPerYear: 26, weeklyFee: 1, isWeeklyFeePercentage: true, restOfCanada: false }).toFixed(2) // "20.01"
 */
export const brokerageFeePerPeriod = (terms: BrokerageFeeTerms): Decimal => {
  if (terms.forcedPerPeriod !== undefined && terms.forcedPerPeriod !== null) return roundCents(decimalOrNaN(terms.forcedPerPeriod));
  const yearly = yearlyFeeRatio(terms);
  if (yearly === null || !Number.isInteger(terms.periodsPerYear) || terms.periodsPerYear < 1) return new Decimal(Number.NaN);
  return centsOfRatio(yearly.numerator, yearly.denominator * BigInt(terms.periodsPerYear));
};
