import type { CalendarDate } from "@internationalized/date";
import type { Features } from "../access/features.js";
import { tenantProfile, type TenantCode } from "../access/tenants.js";
import type { PeriodsPerYear } from "../codes/frequency.js";
import type { ProvinceIsoCode } from "../codes/province.js";
import { decimalFromCents } from "../money/cents.js";
import { decimalOrNaN } from "../money/amount.js";
import { Decimal, isDecimal, type DecimalInput } from "../money/decimal.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import { annuityPayment } from "./annuity.js";
import { weekendsOnly, type BusinessCalendar } from "./businessDays.js";
import { chooseCountByCostRatio, costRatioBoundsFor, loanLengthInDays, percentageFeePaymentCount } from "./count.js";
import { acceptFirstPaymentDate, depositDate, firstPaymentDateRange, type FirstPaymentDateRange } from "./dates.js";
import { fastLoanFigures } from "./fastLoan.js";
import { brokerageFeePerPeriod, feeBase } from "./fees.js";
import { canadianBankHolidays } from "./holidays.js";
import { sliderLoanAmount } from "./slider.js";
import { feeTaxes, salesTaxMultiplier } from "./taxes.js";

/** The lender's fee constants (GET cashLoanCalculatorConstants, C §7). */
export interface FeeConstants {
  readonly weeklyFee: DecimalInput;
  readonly isWeeklyFeePercentage: boolean;
  /** Annual percent; written into the model's interestRate by computeLoan. */
  readonly interestRate: DecimalInput;
}

/** Everything a recomputation needs besides the model. */
export interface LoanContext {
  /** The caller's today (a rule never reads the clock). */
  readonly today: CalendarDate;
  readonly tenant: TenantCode;
  readonly features: Pick<Features, "RestOfCanada" | "useBankHolidays">;
  readonly feeConstants: FeeConstants;
  /** The customer's province: bank holidays (with useBankHolidays) and sales taxes. */
  readonly province?: ProvinceIsoCode;
  /** A business-day calendar that wins over the one the features choose. */
  readonly calendar?: BusinessCalendar;
  /** The file-opening fee when not forced in the model; 0 when absent. */
  readonly fileOpeningFee?: DecimalInput;
  /** True when the lender's fee is taxable in the province (false by default). */
  readonly isFeeTaxable?: boolean;
}

/** How the number of payments was chosen. */
export type PaymentCountMode = "forced" | "percentageFee" | "costRatio";

/** Everything the repayment details card shows, computed from a model. */
export interface LoanQuote {
  /** Financed principal: amount + previous balance + file fee. */
  readonly principal: Decimal;
  readonly annuityPayment: Decimal;
  readonly brokerageFeePerPeriod: Decimal;
  /** Annuity payment + brokerage fee per period. */
  readonly payment: Decimal;
  readonly numberOfPayments: number;
  readonly countMode: PaymentCountMode;
  readonly lengthInDays: number;
  /** payment × numberOfPayments. */
  readonly totalRepaid: Decimal;
  /** totalRepaid ÷ principal (null for a zero principal). */
  readonly costRatio: Decimal | null;
  readonly costRatioBounds: { readonly lower: Decimal; readonly upper: Decimal };
  readonly taxMultiplier: Decimal;
  /** Taxes on the fee per period: fee × multiplier − fee, in cents. */
  readonly feeTaxesPerPeriod: Decimal;
  /** totalRepaid − principal. */
  readonly profit: Decimal;
  /** profit ÷ principal × 100, not rounded (null for a zero principal). */
  readonly profitPercent: Decimal | null;
  readonly depositDate: CalendarDate;
  readonly firstPaymentRange: FirstPaymentDateRange;
  /** The customer's first payment date when it lies within the range, else null. */
  readonly acceptedFirstPaymentDate: CalendarDate | null;
}

/**
 * The calendar a context asks for: its own, else the province's bank
 * holidays when the useBankHolidays feature is on, else weekends only.
 *
 * @example
 * const context = {
 *   today: new CalendarDate(2026, 11, 22),
 *   tenant: "LENDER09",
 *   features: { RestOfCanada: false, useBankHolidays: false },
 *   feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
 * };
 * calendarOf(context) === weekendsOnly // true
 * calendarOf({ ...context, features: { RestOfCanada: false, useBankHolidays: true } }) === weekendsOnly // false
 */
export const calendarOf = (context: LoanContext): BusinessCalendar =>
  context.calendar ?? (context.features.useBankHolidays ? bankCalendarOf(context.province) : weekendsOnly);

const bankCalendars = new Map<ProvinceIsoCode | undefined, BusinessCalendar>();
/** One bank calendar per province, kept: calendars are pure and remember computed years. */
const bankCalendarOf = (province: ProvinceIsoCode | undefined): BusinessCalendar => {
  let calendar = bankCalendars.get(province);
  if (!calendar) {
    calendar = canadianBankHolidays(province);
    bankCalendars.set(province, calendar);
  }
  return calendar;
};

const isUsableForcedCount = (count: number | null): count is number =>
  count !== null && Number.isInteger(count) && count >= 1;

/**
 * Computes every figure of the calculator from a model (C §3.6): fee, payment,
 * number of payments, duration, ratio, taxes, profit and dates. Pure; the
 * model's interestRate is replaced by the context's.
 *
 * @example
 * const context = {
 *   today: new CalendarDate(2026, 11, 22),
 *   tenant: "LENDER09",
 *   features: { RestOfCanada: false, useBankHolidays: false },
 *   feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
 * };
 * const quote = quoteLoan({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000) }, context);
 * [quote.numberOfPayments, quote.annuityPayment.toFixed(2), quote.payment.toFixed(2)] // [118, "10.56", "18.56"]
 */
export const quoteLoan = (model: CalculatorModel, context: LoanContext): LoanQuote => {
  const periodsPerYear = model.loanFrequency;
  const interestRate = rateOf(context);
  const fileOpeningFee = model.forcedFileOpeningFees ?? decimalOrNaN(context.fileOpeningFee ?? 0);
  const principal = feeBase(model.loanAmount, model.previousBalance, fileOpeningFee);
  const fee = brokerageFeePerPeriod({
    amount: model.loanAmount,
    previousBalance: model.previousBalance,
    fileOpeningFee,
    periodsPerYear,
    weeklyFee: context.feeConstants.weeklyFee,
    isWeeklyFeePercentage: context.feeConstants.isWeeklyFeePercentage,
    restOfCanada: context.features.RestOfCanada,
    forcedPerPeriod: model.forcedBrokeragePerFrequency,
  });
  const bounds = costRatioBoundsFor(tenantProfile(context.tenant).costRatioBounds, model.loanAmount);
  let numberOfPayments: number;
  let countMode: PaymentCountMode;
  if (isUsableForcedCount(model.forcedNumberOfPayments)) {
    numberOfPayments = model.forcedNumberOfPayments;
    countMode = "forced";
  } else if (context.feeConstants.isWeeklyFeePercentage && !context.features.RestOfCanada) {
    numberOfPayments = percentageFeePaymentCount(principal, periodsPerYear);
    countMode = "percentageFee";
  } else {
    numberOfPayments = chooseCountByCostRatio({
      principal,
      annualRatePercent: interestRate,
      periodsPerYear,
      feePerPeriodCents: fee.mul(100).toNumber(),
      lower: bounds.lower,
      upper: bounds.upper,
    }).numberOfPayments;
    countMode = "costRatio";
  }
  const annuity = annuityPayment(principal, interestRate, periodsPerYear, numberOfPayments);
  const payment = annuity.plus(fee);
  const totalRepaid = payment.mul(numberOfPayments);
  const profit = totalRepaid.minus(principal);
  const hasPrincipal = principal.gt(0);
  const taxMultiplier =
    context.province === undefined ? new Decimal(1) : salesTaxMultiplier(context.province, context.isFeeTaxable ?? false);
  const dates = datesOf(model, context);
  return {
    principal,
    annuityPayment: annuity,
    brokerageFeePerPeriod: fee,
    payment,
    numberOfPayments,
    countMode,
    lengthInDays: loanLengthInDays(numberOfPayments, periodsPerYear),
    totalRepaid,
    costRatio: hasPrincipal ? totalRepaid.div(principal) : null,
    costRatioBounds: bounds,
    taxMultiplier,
    feeTaxesPerPeriod: feeTaxes(fee, taxMultiplier),
    profit,
    profitPercent: hasPrincipal ? profit.div(principal).mul(100) : null,
    ...dates,
  };
};

const rateOf = (context: LoanContext): Decimal => {
  const rate = context.feeConstants.interestRate;
  return isDecimal(rate) ? rate : decimalOrNaN(rate);
};

const datesOf = (model: CalculatorModel, context: LoanContext) => {
  const calendar = calendarOf(context);
  const deposit = depositDate(context.today, calendar);
  const range = firstPaymentDateRange(deposit, model.loanFrequency, calendar);
  return {
    depositDate: deposit,
    firstPaymentRange: range,
    acceptedFirstPaymentDate: acceptFirstPaymentDate(range, model.customerSelectedFirstPaymentDate),
  };
};

/**
 * The model recomputed (C §3.6): payment, number of payments, duration,
 * interest rate and every date; a chosen first payment date outside the new
 * range is discarded (and the second date with it). This is what a slider
 * drag calls.
 *
 * @example
 * const context = {
 *   today: new CalendarDate(2026, 11, 22),
 *   tenant: "LENDER09",
 *   features: { RestOfCanada: false, useBankHolidays: false },
 *   feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
 * };
 * const model = computeLoan(emptyCalculatorModel(), context);
 * [model.numberOfPayments, model.payment.toFixed(2), model.lengthInDays] // [67, "16.48", 470]
 */
export const computeLoan = (model: CalculatorModel, context: LoanContext): CalculatorModel => {
  const interestRate = rateOf(context);
  const fast = fastLoanFigures(model, {
    tenant: context.tenant,
    restOfCanada: context.features.RestOfCanada,
    weeklyFee: context.feeConstants.weeklyFee,
    isWeeklyFeePercentage: context.feeConstants.isWeeklyFeePercentage,
    interestRate,
    fileOpeningFee: context.fileOpeningFee ?? 0,
  });
  const figures = fast
    ? { payment: decimalFromCents(fast.annuityCents + fast.feeCents), numberOfPayments: fast.numberOfPayments }
    : quoteLoan(model, context);
  const dates = datesOf(model, context);
  const keepsFirst = dates.acceptedFirstPaymentDate !== null;
  return {
    ...model,
    interestRate,
    payment: figures.payment,
    numberOfPayments: figures.numberOfPayments,
    lengthInDays: loanLengthInDays(figures.numberOfPayments, model.loanFrequency),
    moneyDepositDate: dates.depositDate,
    minimumFirstPaymentDate: dates.firstPaymentRange.min,
    recommendedFirstPaymentDate: dates.firstPaymentRange.recommended,
    maxFirstPaymentDate: dates.firstPaymentRange.max,
    customerSelectedFirstPaymentDate: dates.acceptedFirstPaymentDate,
    customerSelectedSecondPaymentDate: keepsFirst ? model.customerSelectedSecondPaymentDate : null,
  };
};

/**
 * A new frequency: the forced fee and the forced number of payments are
 * cleared (C §3.6). Call computeLoan afterwards.
 *
 * @example
 * changeCalculatorFrequency({ ...emptyCalculatorModel(), forcedNumberOfPayments: 10 }, 26).forcedNumberOfPayments // null
 */
export const changeCalculatorFrequency = (model: CalculatorModel, periodsPerYear: PeriodsPerYear): CalculatorModel => ({
  ...model,
  loanFrequency: periodsPerYear,
  forcedBrokeragePerFrequency: null,
  forcedNumberOfPayments: null,
});

/**
 * A new amount from the slider or its buttons: the amount that position
 * sends (`sliderLoanAmount`: onto the slider's steps, then within
 * loanMin..loanMax, as the server checks it), then payment, duration and
 * dates recomputed (C §3.6).
 *
 * @example
 * const context = {
 *   today: new CalendarDate(2026, 11, 22),
 *   tenant: "LENDER09",
 *   features: { RestOfCanada: false, useBankHolidays: false },
 *   feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
 * };
 * changeCalculatorAmount(emptyCalculatorModel(), 830, context).loanAmount.toString() // "750"
 */
export const changeCalculatorAmount = (model: CalculatorModel, amount: DecimalInput, context: LoanContext): CalculatorModel =>
  computeLoan({ ...model, loanAmount: sliderLoanAmount(amount, model) }, context);
