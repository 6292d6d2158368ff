import type { CalendarDate } from "@internationalized/date";
import { dayNumberOf } from "../calculator/dayNumber.js";
import { Decimal, toDecimalOrNull, type DecimalInput } from "../money/decimal.js";
import { ratioOf } from "../money/rational.js";
import { disclose } from "./costOfBorrowing.js";
import { balanceSign, middleOf, rateExceeds, type Bracket, type Equation, type Rate } from "./equation.js";
import { isCalendarDay, prepareLoan, type CostOfBorrowingInput, type DisclosureRefusal, type PreparedLoan } from "./input.js";

/** The first contract date of the 35 % APR criminal rate (Criminal Code s. 347 as amended): 2025-01-01. */
export const APR_CAP_FROM = { year: 2025, month: 1, day: 1 } as const;
/** The criminal rate from 2025-01-01: 35 % a year, APR. */
export const LEGAL_MAX_APR = "35";
/** The criminal rate before 2025-01-01: 60 % a year, effective annual rate. */
export const LEGAL_MAX_EFFECTIVE_ANNUAL_RATE = "60";
/** Criminal Code s. 347.1: a payday loan is at most 1,500 $ … */
export const PAYDAY_MAX_AMOUNT = "1500";
/** … for at most 62 days … */
export const PAYDAY_MAX_DAYS = 62;
/** … and costs at most 14 $ per 100 $ advanced. */
export const PAYDAY_MAX_COST_PERCENT = "14";

/** A tenant's declared payday-loan exemption: its licence and the province that issued it. */
export interface PaydayExemption {
  readonly licence: string;
  readonly province: string;
}

/** What a lender does with a loan above the cap. */
export type RateCapAction = "refuse" | "warn";

/** The rate cap a tenant applies. */
export interface RateCapConfig {
  /** The APR cap for contracts dated from 2025-01-01, in percent; 35 when absent, never above 35. */
  readonly maxApr?: DecimalInput;
  /** The effective-annual-rate cap for contracts dated before 2025-01-01, in percent; 60 when absent, never above 60. */
  readonly maxEffectiveAnnualRate?: DecimalInput;
  readonly action: RateCapAction;
  readonly paydayExemption?: PaydayExemption | null;
}

export interface RateCapInput {
  readonly loan: CostOfBorrowingInput;
  readonly contractDate: CalendarDate;
  /** The borrower's province (a code such as "ON"): a payday exemption applies only in the province it was declared for. */
  readonly province?: string;
  readonly config: RateCapConfig;
}

/** The rule a loan was measured against. */
export type RateCapRule = "criminalRateApr" | "criminalRateEffective" | "paydayExemption";

export interface RateCapAnswer {
  readonly outcome: "within" | "warn" | "refuse";
  readonly measure: "apr" | "effectiveAnnualRate";
  /** The loan's rate on that measure, in percent, half-up to 2 decimals. */
  readonly figure: Decimal;
  /** The cap on that measure, in percent. */
  readonly cap: Decimal;
  readonly rule: RateCapRule;
}

export type RateCapRefusal = DisclosureRefusal | "invalidContractDate" | "invalidCap" | "invalidAction";

export type RateCapResult = { readonly ok: true; readonly value: RateCapAnswer } | { readonly ok: false; readonly reason: RateCapRefusal };

const percentRate = (percent: Decimal): Rate => {
  const ratio = ratioOf(percent)!;
  return { numerator: ratio.numerator, denominator: ratio.denominator * 100n };
};

/** A cap from the configuration: more than 0 and at most the legal one. */
const capOf = (value: DecimalInput | undefined, legal: string): Decimal | null => {
  if (value === undefined) return new Decimal(legal);
  const cap = toDecimalOrNull(value);
  return cap && cap.gt(0) && cap.lte(legal) ? cap : null;
};

/**
 * Whether the effective annual rate, (1 + rate ÷ n)^n − 1, is above `cap`
 * (a fraction), exactly: the rate's bracket is halved until the effective
 * rates at both ends fall on one side. A rate within 2^−256 of the cap counts
 * as equal: not above.
 */
const effectiveExceeds = (equation: Equation, start: Bracket, periodsPerYear: number, cap: Rate): boolean => {
  const above = (rate: Rate): boolean => {
    const base = rate.denominator * BigInt(periodsPerYear);
    const power = base ** BigInt(periodsPerYear);
    // ((base + m)^n − base^n) / base^n > cap
    return ((base + rate.numerator) ** BigInt(periodsPerYear) - power) * cap.denominator > cap.numerator * power;
  };
  let bracket = start;
  for (let step = 0; step < 256; step++) {
    if (above(bracket.low)) return true;
    if (!above(bracket.high)) return false;
    const middle = middleOf(bracket);
    const sign = balanceSign(equation, middle);
    if (sign === 0) return above(middle);
    // A negative balance at the middle: the payments repay more than the loan there, so the rate is above it.
    bracket = sign < 0 ? { low: middle, high: bracket.high } : { low: bracket.low, high: middle };
  }
  return false;
};

/** True when the loan meets every condition of Criminal Code s. 347.1 (amount, term, cost). */
const isPaydayLoan = (loan: PreparedLoan): boolean => {
  const ratio = ratioOf(new Decimal(PAYDAY_MAX_AMOUNT))!;
  const cost = loan.totalObligation - loan.netCapital;
  return (
    loan.netCapital * ratio.denominator <= ratio.numerator * loan.scale &&
    loan.termDays <= PAYDAY_MAX_DAYS &&
    100n * cost <= BigInt(PAYDAY_MAX_COST_PERCENT) * loan.netCapital
  );
};

const declares = (exemption: PaydayExemption | null | undefined, province: string | undefined): boolean =>
  !!exemption &&
  typeof exemption.licence === "string" &&
  exemption.licence.trim() !== "" &&
  typeof exemption.province === "string" &&
  typeof province === "string" &&
  exemption.province.trim() !== "" &&
  exemption.province.trim().toUpperCase() === province.trim().toUpperCase();

/**
 * The criminal-rate check of a loan (Criminal Code s. 347): a contract dated
 * from 2025-01-01 is measured by its APR against 35 % (or the tenant's lower
 * cap); an earlier one by its effective annual rate against 60 %. Above the
 * cap, the answer is the tenant's action (`refuse` or `warn`). A payday loan
 * is within when the tenant declared a licence for the borrower's province
 * and the loan meets every s. 347.1 condition (at most 1,500 $, at most 62
 * days, a cost of at most 14 % of the amount advanced). The comparison is
 * with the exact rate, not its rounded figure: 35.004 % is above 35 %.
 *
 * @example
 * const check = rateCapCheck({
 *   loan: { advanced: 5000, advancedOn: new CalendarDate(2026, 1, 15), payments: [{ dueDate: new CalendarDate(2027, 1, 15), amount: 5500 }], periodsPerYear: 12 },
 *   contractDate: new CalendarDate(2026, 1, 15),
 *   config: { action: "refuse" },
 * });
 * check.ok && check.value.outcome // "within"
 * check.ok && check.value.figure.toFixed(2) // "10.00"
 */
export const rateCapCheck = (input: RateCapInput): RateCapResult => {
  const caps = capsOf(input);
  if (!caps.ok) return caps;
  const prepared = prepareLoan(input.loan);
  if (!prepared.ok) return prepared;
  return { ok: true, value: capAnswerOf(prepared.loan, disclose(prepared.loan), input, caps) };
};

interface Caps {
  readonly ok: true;
  readonly aprCap: Decimal;
  readonly effectiveCap: Decimal;
}

/** The configuration's caps, or why they are not valid. */
const capsOf = (input: Pick<RateCapInput, "config" | "contractDate">): Caps | { readonly ok: false; readonly reason: RateCapRefusal } => {
  const config = input?.config;
  if (!config || (config.action !== "refuse" && config.action !== "warn")) return { ok: false, reason: "invalidAction" };
  if (!isCalendarDay(input.contractDate)) return { ok: false, reason: "invalidContractDate" };
  const aprCap = capOf(config.maxApr, LEGAL_MAX_APR);
  const effectiveCap = capOf(config.maxEffectiveAnnualRate, LEGAL_MAX_EFFECTIVE_ANNUAL_RATE);
  if (!aprCap || !effectiveCap) return { ok: false, reason: "invalidCap" };
  return { ok: true, aprCap, effectiveCap };
};

/** The cap's answer for a loan already prepared and disclosed (one root search serves every figure). */
const capAnswerOf = (loan: PreparedLoan, disclosed: ReturnType<typeof disclose>, input: Omit<RateCapInput, "loan">, caps: Caps): RateCapAnswer => {
  const { year, month, day } = input.contractDate;
  const fromApr = dayNumberOf(year, month, day) >= dayNumberOf(APR_CAP_FROM.year, APR_CAP_FROM.month, APR_CAP_FROM.day);
  const measure = fromApr ? "apr" : "effectiveAnnualRate";
  const cap = fromApr ? caps.aprCap : caps.effectiveCap;
  const figure = fromApr ? disclosed.apr : disclosed.effectiveAnnualRate;
  if (declares(input.config.paydayExemption, input.province) && isPaydayLoan(loan)) {
    return { outcome: "within", measure, figure, cap, rule: "paydayExemption" };
  }
  const exceeds = fromApr
    ? rateExceeds(loan.federal, percentRate(cap))
    : effectiveExceeds(loan.federal, disclosed.aprBracket, loan.periodsPerYear, percentRate(cap));
  const rule: RateCapRule = fromApr ? "criminalRateApr" : "criminalRateEffective";
  return { outcome: exceeds ? input.config.action : "within", measure, figure, cap, rule };
};

/**
 * Whether a prepared loan is refused by a tenant's cap, without the full
 * disclosure when the APR is the measure (one exact balance at the cap):
 * the fast test behind `paymentCountsWithinCap` (internal).
 */
export const refusedByCap = (loan: PreparedLoan, input: Omit<RateCapInput, "loan">): boolean | RateCapRefusal => {
  const caps = capsOf(input);
  if (!caps.ok) return caps.reason;
  if (input.config.action !== "refuse") return false;
  const { year, month, day } = input.contractDate;
  const fromApr = dayNumberOf(year, month, day) >= dayNumberOf(APR_CAP_FROM.year, APR_CAP_FROM.month, APR_CAP_FROM.day);
  if (fromApr && !(declares(input.config.paydayExemption, input.province) && isPaydayLoan(loan))) {
    return rateExceeds(loan.federal, percentRate(caps.aprCap));
  }
  return capAnswerOf(loan, disclose(loan), input, caps).outcome === "refuse";
};

/**
 * The cap check and the high-cost check of one prepared loan, sharing its
 * disclosure (internal: the statement of `loanDisclosure`).
 */
export const checksOf = (
  loan: PreparedLoan,
  disclosed: ReturnType<typeof disclose>,
  cap: Omit<RateCapInput, "loan"> | null,
  quebec: Omit<QuebecHighCostInput, "loan"> | null,
):
  | { readonly ok: true; readonly cap: RateCapAnswer | null; readonly quebec: QuebecHighCost | null }
  | { readonly ok: false; readonly reason: RateCapRefusal | "invalidBankRate" | "invalidDebtRatio" } => {
  const caps = cap ? capsOf(cap) : null;
  if (caps && !caps.ok) return caps;
  const high = quebec ? highCostOf(loan, disclosed, quebec) : null;
  if (high && !high.ok) return high;
  return { ok: true, cap: cap && caps ? capAnswerOf(loan, disclosed, cap, caps) : null, quebec: high ? high.value : null };
};

/** Québec's high-cost credit threshold: the Bank of Canada rate plus 22 points. */
export const QUEBEC_HIGH_COST_MARGIN = "22";
/** Québec's budget debt ratio above which a high-cost loan is presumed beyond the borrower's means: 45 %. */
export const QUEBEC_DEBT_RATIO_LIMIT = "45";

export interface QuebecHighCostInput {
  readonly loan: CostOfBorrowingInput;
  /** The Bank of Canada's Bank Rate on the contract date, in percent. */
  readonly bankRate: DecimalInput;
  /** The borrower's budget debt ratio, in percent, when known. */
  readonly debtRatio?: DecimalInput;
}

export interface QuebecHighCost {
  /** True when the credit rate is more than 22 points above the Bank Rate: the contract is marked HIGH-COST. */
  readonly highCost: boolean;
  /** The loan's credit rate, in percent, half-up to 2 decimals. */
  readonly creditRate: Decimal;
  /** Bank Rate + 22, in percent. */
  readonly threshold: Decimal;
  /** True above 45 %, false at or below, null when the ratio is not given. */
  readonly debtRatioAboveLimit: boolean | null;
}

export type QuebecHighCostResult =
  | { readonly ok: true; readonly value: QuebecHighCost }
  | { readonly ok: false; readonly reason: DisclosureRefusal | "invalidBankRate" | "invalidDebtRatio" };

/**
 * Québec's high-cost credit check: the credit rate (each period weighs its
 * days ÷ 365) compared exactly with the Bank of Canada rate plus 22 points,
 * and the budget debt ratio flagged above 45 %.
 *
 * @example
 * const check = quebecHighCostCheck({
 *   loan: { advanced: 500, advancedOn: new CalendarDate(2026, 1, 5), payments: [{ dueDate: new CalendarDate(2026, 1, 19), amount: 570 }], periodsPerYear: 26 },
 *   bankRate: "2.5",
 *   debtRatio: 50,
 * });
 * check.ok && check.value.highCost // true
 * check.ok && check.value.threshold.toFixed(2) // "24.50"
 * check.ok && check.value.debtRatioAboveLimit // true
 */
export const quebecHighCostCheck = (input: QuebecHighCostInput): QuebecHighCostResult => {
  const settings = highCostSettingsOf(input);
  if (!settings.ok) return settings;
  const prepared = prepareLoan(input.loan);
  if (!prepared.ok) return prepared;
  return highCostOf(prepared.loan, disclose(prepared.loan), input);
};

const highCostSettingsOf = (
  input: Omit<QuebecHighCostInput, "loan">,
): { readonly ok: true; readonly bankRate: Decimal; readonly debtRatio: Decimal | null } | { readonly ok: false; readonly reason: "invalidBankRate" | "invalidDebtRatio" } => {
  const bankRate = toDecimalOrNull(input?.bankRate);
  if (!bankRate || bankRate.isNegative() || bankRate.gt(100)) return { ok: false, reason: "invalidBankRate" };
  const debtRatio = input.debtRatio === undefined ? null : toDecimalOrNull(input.debtRatio);
  if (input.debtRatio !== undefined && (!debtRatio || debtRatio.isNegative())) return { ok: false, reason: "invalidDebtRatio" };
  return { ok: true, bankRate, debtRatio };
};

const highCostOf = (loan: PreparedLoan, disclosed: ReturnType<typeof disclose>, input: Omit<QuebecHighCostInput, "loan">): QuebecHighCostResult => {
  const settings = highCostSettingsOf(input);
  if (!settings.ok) return settings;
  const threshold = settings.bankRate.plus(QUEBEC_HIGH_COST_MARGIN);
  return {
    ok: true,
    value: {
      highCost: rateExceeds(loan.quebec, percentRate(threshold)),
      creditRate: disclosed.creditRate,
      threshold,
      debtRatioAboveLimit: settings.debtRatio === null ? null : settings.debtRatio.gt(QUEBEC_DEBT_RATIO_LIMIT),
    },
  };
};
