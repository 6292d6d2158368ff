import type { CostRatioBounds } from "../access/tenants.js";
import { tenantProfile, type TenantCode } from "../access/tenants.js";
import type { PeriodsPerYear } from "../codes/frequency.js";
import { decimalOrNaN } from "../money/amount.js";
import { decimalFromCents, exactCentsOf } from "../money/cents.js";
import { Decimal, type DecimalInput } from "../money/decimal.js";
import { halfUpDivide } from "../money/rational.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import { annuityCents } from "./annuity.js";
import { maxPayments, minPayments, scanCountByCostRatio } from "./count.js";
import { costRatioRaiseRule, percentageFeeCountDivisor, percentageFeeCountRule, restOfCanadaFeeRule, weeksPerYear } from "./rules.js";

/**
 * Internal: the hot path of computeLoan in integer cents. Every step is exact
 * (integer arithmetic below 2⁵³, or a float estimate rounded only far from a
 * half-cent boundary); whatever it cannot do exactly returns null and the
 * caller takes the decimal path. A property test compares both paths.
 */

/** What the fast path needs from the context. */
export interface FastLoanInput {
  readonly tenant: TenantCode;
  readonly restOfCanada: boolean;
  readonly weeklyFee: DecimalInput;
  readonly isWeeklyFeePercentage: boolean;
  readonly interestRate: Decimal;
  readonly fileOpeningFee: DecimalInput;
}

/** The figures computeLoan writes into the model. */
export interface LoanFigures {
  readonly principalCents: number;
  readonly feeCents: number;
  readonly annuityCents: number;
  readonly numberOfPayments: number;
  readonly countMode: "forced" | "percentageFee" | "costRatio";
}

const boundsByTenant = new Map<TenantCode, CostRatioBounds>();
/** The tenant's bounds (profiles are constant data: remembered per code). */
const tenantBounds = (tenant: TenantCode): CostRatioBounds => {
  let bounds = boundsByTenant.get(tenant);
  if (!bounds) {
    bounds = tenantProfile(tenant).costRatioBounds;
    boundsByTenant.set(tenant, bounds);
  }
  return bounds;
};

/** Complete steps of `perCents` above `aboveCents` in an amount of cents (the fee's and the ratio's raise). */
const stepsAbove = (amountCents: number, rule: { readonly perCents: number; readonly aboveCents: number }): number =>
  Math.floor(Math.max(0, amountCents - rule.aboveCents) / rule.perCents);

/** A float estimate of cents rounded half-up, or NaN when it lies too near a half cent to trust. */
const roundEstimate = (cents: number): number => {
  if (!(cents >= 0 && cents < 2 ** 50)) return Number.NaN;
  const whole = Math.floor(cents);
  const fraction = cents - whole;
  if (Math.abs(fraction - 0.5) <= cents * 1e-12 + 1e-9) return Number.NaN;
  return fraction > 0.5 ? whole + 1 : whole;
};

const floatOf = (value: DecimalInput): number => (typeof value === "number" ? value : decimalOrNaN(value).toNumber());

/** A bound in hundredths when it has at most two decimals (2.19 → 219), else NaN. */
const hundredths = (bound: number): number => {
  const scaled = Math.round(bound * 100);
  return scaled / 100 === bound ? scaled : Number.NaN;
};

const feeCentsOf = (model: CalculatorModel, input: FastLoanInput, principalCents: number, amountCents: number): number | null => {
  const perYear = model.loanFrequency;
  if (model.forcedBrokeragePerFrequency !== null) return exactCentsOf(model.forcedBrokeragePerFrequency);
  if (input.restOfCanada) {
    const weekly = restOfCanadaFeeRule.baseCents + restOfCanadaFeeRule.stepCents * stepsAbove(amountCents, restOfCanadaFeeRule);
    return halfUpDivide(weekly * weeksPerYear, perYear);
  }
  if (input.isWeeklyFeePercentage) {
    const cents = roundEstimate((principalCents * floatOf(input.weeklyFee) * weeksPerYear) / (100 * perYear));
    return Number.isNaN(cents) ? null : cents;
  }
  const weekly = exactCentsOf(input.weeklyFee);
  return weekly === null || weekly < 0 ? null : halfUpDivide(weekly * weeksPerYear, perYear);
};

/**
 * The figures of a model on the fast path, or null when an input is outside
 * what it handles exactly (amounts with more than two decimals, negative
 * amounts, bounds with more than two decimals…).
 */
export const fastLoanFigures = (model: CalculatorModel, input: FastLoanInput): LoanFigures | null => {
  const amountCents = exactCentsOf(model.loanAmount);
  const previousCents = exactCentsOf(model.previousBalance);
  const fileCents = exactCentsOf(model.forcedFileOpeningFees ?? input.fileOpeningFee);
  if (amountCents === null || previousCents === null || fileCents === null) return null;
  const principalCents = amountCents + previousCents + fileCents;
  if (principalCents < 0 || amountCents < 0) return null;
  const feeCents = feeCentsOf(model, input, principalCents, amountCents);
  if (feeCents === null || feeCents < 0) return null;
  const perYear: PeriodsPerYear = model.loanFrequency;
  const principal = decimalFromCents(principalCents);
  const annual = input.interestRate;
  const annualFloat = annual.toNumber();
  if (!(annualFloat >= 0)) return null;
  let numberOfPayments: number;
  let countMode: LoanFigures["countMode"];
  const forced = model.forcedNumberOfPayments;
  if (forced !== null && Number.isInteger(forced) && forced >= 1) {
    numberOfPayments = forced;
    countMode = "forced";
  } else if (input.isWeeklyFeePercentage && !input.restOfCanada) {
    // (0.012 × base + 9) / divisor = (12 × cents + 900,000) / (100,000 × divisor), rounded half-up
    const { perThousand, plus } = percentageFeeCountRule;
    const count = halfUpDivide(perThousand * principalCents + plus * 100_000, 100_000 * percentageFeeCountDivisor(perYear));
    numberOfPayments = Math.min(maxPayments, Math.max(minPayments, count));
    countMode = "percentageFee";
  } else if (principalCents === 0) {
    numberOfPayments = minPayments;
    countMode = "costRatio";
  } else {
    const bounds = tenantBounds(input.tenant);
    const lower = hundredths(bounds.lower);
    const upper = hundredths(bounds.upper);
    if (Number.isNaN(lower) || Number.isNaN(upper)) return null;
    const raise = costRatioRaiseRule.stepHundredths * stepsAbove(amountCents, costRatioRaiseRule);
    const low = (lower + raise) * principalCents; // ratio in hundredths × cents
    const high = (upper + raise) * principalCents;
    // 100 × total must stay exact too: totals stay far below 2⁵³ / 100 for any amount of this product
    if (high >= 2 ** 46) return null;
    numberOfPayments = scanCountByCostRatio(principal, principalCents / 100, annual, annualFloat, perYear, feeCents, low, high, 100)
      .numberOfPayments;
    countMode = "costRatio";
  }
  const rate = annualFloat / (100 * perYear);
  const safeRate = !annual.isZero() && !(rate > 1e-280) ? Number.NaN : rate;
  const payment = annuityCents(principalCents / 100, annual, perYear, numberOfPayments, safeRate, Math.log1p(safeRate), principal);
  return { principalCents, feeCents, annuityCents: payment, numberOfPayments, countMode };
};
