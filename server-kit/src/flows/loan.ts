import {
  canadianBankHolidays,
  centsOf,
  computeLoan,
  Decimal,
  decimalFromCents,
  decodeCalculatorModel,
  formatIsoDate,
  isSliderLoanAmount,
  quoteLoan,
  sliderStep,
  tBoth,
  trainingCalculatorModel,
  trainingInterestRate,
  trainingProgramOptions,
  trainingTermsProblem,
  type CalculatorModel,
  type Features,
  type LoanChoiceRequest,
  type LoanContext,
  type LoanQuote,
  type PeriodsPerYear,
  type StoredLoan,
  type TenantCode,
} from "@lendkit/core";
import { HttpError } from "../http/envelope.js";
import type { CalendarDate } from "./balances.js";
import type { ResolvedFlowSettings } from "./settings.js";

/**
 * The loan of a flow, computed with core's calculator (C §3.6) exactly as
 * the UI computes it: the server never takes a client's figures on trust.
 */

/**
 * The calculator context of a tenant on the lender's day `today`. With the
 * `useBankHolidays` feature, the dates skip the bank calendar of the
 * tenant's settings (`bankCalendar`: its kind and the lender's added and
 * removed days), so a lender changes its closed days without a release.
 */
export const loanContextOf = (today: CalendarDate, tenant: TenantCode, features: Features, settings: ResolvedFlowSettings): LoanContext => {
  return {
    today,
    tenant,
    features,
    feeConstants: { weeklyFee: settings.weeklyFee, isWeeklyFeePercentage: settings.isWeeklyFeePercentage, interestRate: settings.interestRate },
    ...(features.useBankHolidays ? { calendar: canadianBankHolidays(undefined, settings.bankCalendar) } : {}),
  };
};

/** The settings a flow's loan is computed with: the tenant's, or the training mode's. */
export interface LoanSettings extends ResolvedFlowSettings {
  /** The renewal of a training contract (C §3.6 training mode). */
  readonly training?: boolean;
}

/**
 * The loan settings of a flow (C §3.6): the tenant's; for the renewal of a
 * training contract, the training mode's — the course amounts as the range
 * (500–1000 $), no brokerage fee, the training interest rate (core's
 * `trainingInterestRate`, primary reading) — so the step 1 check, the quote,
 * the signing document and the stored rate all follow the same terms.
 */
export const loanSettingsOf = (settings: ResolvedFlowSettings, isTraining: boolean): LoanSettings => {
  if (!isTraining) return settings;
  const courses = trainingProgramOptions.map((entry) => entry.value);
  return {
    ...settings,
    training: true,
    loanMin: Math.min(...courses),
    loanMax: Math.max(...courses),
    weeklyFee: 0,
    isWeeklyFeePercentage: false,
    interestRate: trainingInterestRate().toNumber(),
  };
};

/** The annual rate as the contract's column keeps it: two decimals, or the training rate exactly ("0.000001"). */
export const annualRateText = (settings: LoanSettings): string =>
  settings.training ? trainingInterestRate().toString() : settings.interestRate.toFixed(2);

/**
 * The calculator model of an amount, frequency, carried-over balance and
 * chosen first payment date (`yyyy-mm-dd` or null), recomputed by core: a
 * chosen date outside today's range comes back null (C §3.6).
 */
export const computedModel = (
  amount: Decimal,
  periodsPerYear: PeriodsPerYear,
  previousBalanceCents: number,
  settings: LoanSettings,
  context: LoanContext,
  chosenFirstPaymentDate: string | null = null,
): CalculatorModel => {
  const decoded = decodeCalculatorModel({
    loanAmount: amount.toFixed(2),
    loanMin: settings.loanMin,
    loanMax: settings.loanMax,
    previousBalance: decimalFromCents(previousBalanceCents).toFixed(2),
    loanFrequency: periodsPerYear,
    customerSelectedFirstPaymentDate: chosenFirstPaymentDate,
  });
  if (!decoded.ok) throw new HttpError(400, tBoth("flows.error.invalidForm"), "loanAmount");
  // Training mode: the course's own count (12, 18 or 24) and no fee (checkLoanChoice keeps the amount to a course).
  const course = settings.training ? trainingProgramOptions.find((entry) => amount.eq(entry.value)) : undefined;
  return computeLoan(course ? trainingCalculatorModel(decoded.value, course.value) : decoded.value, context);
};

/**
 * Checks a step 1 choice: an amount in cents within the tenant's
 * loanMin..loanMax that the slider sends (core's `isSliderLoanAmount`: a
 * bound, or a step of 250 between them — the rule the calculator sends by),
 * the number of payments the calculator gives for it
 * (auto mode, C §3.6), and a chosen first payment date within the allowed
 * range of the lender's day (C §3.6: minimum to maximum, bounds included).
 * In training mode, the amount must be a course's and the number of payments
 * that course's (core's `trainingTermsProblem`: 500 → 12, 750 → 18,
 * 1000 → 24). Under a `refuse` rate cap, a count `countsWithinCap` keeps
 * (core's `paymentCountsWithinCap` of the computed model) is accepted too,
 * and stored as chosen. Returns what is stored and the computed model.
 */
export const checkLoanChoice = (
  body: LoanChoiceRequest,
  previousBalanceCents: number,
  settings: LoanSettings,
  context: LoanContext,
  countsWithinCap: (model: CalculatorModel) => readonly number[] = () => [],
): { readonly stored: StoredLoan; readonly model: CalculatorModel } => {
  const amount = body.loanAmount;
  if (settings.training) {
    const problem = amount.isFinite() ? trainingTermsProblem({ amount, numberOfPayments: body.numberOfPayments }) : "notAProgramme";
    if (problem) throw new HttpError(400, tBoth("flows.error.trainingTerms"), `training: ${problem}`);
  }
  const cents = centsOf(amount);
  const outOfRange = !amount.isFinite() || !amount.mul(100).isInteger() || amount.lt(settings.loanMin) || amount.gt(settings.loanMax);
  if (outOfRange || !Number.isSafeInteger(cents)) {
    throw new HttpError(400, tBoth("flows.error.amountOutOfRange", { min: settings.loanMin, max: settings.loanMax }));
  }
  // The amounts the slider sends (core's `isSliderLoanAmount`, the rule the calculator sends by): the bounds and the steps between.
  if (!isSliderLoanAmount(amount, settings)) {
    throw new HttpError(400, tBoth("flows.error.amountNotOnSlider", { min: settings.loanMin, max: settings.loanMax, step: sliderStep }), "loanAmount: not on the slider");
  }
  const chosen = body.customerSelectedFirstPaymentDate;
  const model = computedModel(amount, body.loanFrequency, previousBalanceCents, settings, context, chosen);
  if (chosen !== null && model.customerSelectedFirstPaymentDate === null) {
    const min = model.minimumFirstPaymentDate ? formatIsoDate(model.minimumFirstPaymentDate) : "";
    const max = model.maxFirstPaymentDate ? formatIsoDate(model.maxFirstPaymentDate) : "";
    throw new HttpError(400, tBoth("flows.error.firstPaymentDateOutOfRange", { min, max }), "customerSelectedFirstPaymentDate");
  }
  const countWithinCap = model.numberOfPayments !== body.numberOfPayments && !settings.training && countsWithinCap(model).includes(body.numberOfPayments);
  if (model.numberOfPayments !== body.numberOfPayments && !countWithinCap) {
    throw new HttpError(400, tBoth("flows.error.paymentsMismatch"), `numberOfPayments: expected ${model.numberOfPayments}`);
  }
  return {
    stored: {
      loanAmount: amount.toFixed(2),
      loanFrequency: body.loanFrequency,
      numberOfPayments: body.numberOfPayments,
      customerSelectedFirstPaymentDate: chosen,
      ...(countWithinCap ? { countWithinCap } : {}),
    },
    model: countWithinCap ? computeLoan({ ...model, forcedNumberOfPayments: body.numberOfPayments }, context) : model,
  };
};

/**
 * The full quote of a stored choice today (fee, payment, dates), with the
 * number of payments the calculator's auto mode gives (the stored one when
 * the applicant chose it within a rate cap); its
 * `acceptedFirstPaymentDate` is the stored chosen date while today's range
 * still holds it, else null.
 */
export const quoteStoredLoan = (
  loan: StoredLoan,
  previousBalanceCents: number,
  settings: LoanSettings,
  context: LoanContext,
): LoanQuote => {
  const model = computedModel(new Decimal(loan.loanAmount), loan.loanFrequency, previousBalanceCents, settings, context, loan.customerSelectedFirstPaymentDate);
  return quoteLoan({ ...model, forcedNumberOfPayments: loan.countWithinCap === true ? loan.numberOfPayments : model.numberOfPayments }, context);
};
