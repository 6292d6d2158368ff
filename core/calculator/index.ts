/**
 * @module calculator
 * The loan calculator of C §3.6.
 */
export { annuityPayment, annuityPaymentExact, annuityFloatErrorBound, balloonPayment, checkLoanTerms, maxLoanTermsPayments } from "./annuity.js";
export type { LoanTermsCheck, LoanTermsProblem } from "./annuity.js";
export { weekdayOf, weekdayOfDate, isWeekend, weekendsOnly, nextBusinessDay, previousBusinessDay } from "./businessDays.js";
export type { BusinessCalendar } from "./businessDays.js";
export { depositDate, firstPaymentDateRange, acceptFirstPaymentDate } from "./dates.js";
export type { FirstPaymentDateRange } from "./dates.js";
export { canadianBankHolidays, bankHolidaysOf, easterSunday, canadianHolidayDefinitions, holidaySources } from "./holidays.js";
export type { BankCalendar, BankCalendarKind, BankCalendarOptions, BankHoliday, HolidayDefinition, HolidayRule, HolidaySourceId } from "./holidays.js";
export { feeBase, restOfCanadaWeeklyFee, weeklyBrokerageFee, brokerageFeePerPeriod } from "./fees.js";
export type { BrokerageFeeTerms } from "./fees.js";
export {
  minPayments,
  maxPayments,
  percentageFeePaymentCount,
  costRatioBoundsFor,
  chooseCountByCostRatio,
  loanLengthInDays,
} from "./count.js";
export type { CostRatioSearch, CostRatioChoice } from "./count.js";
export { salesTaxRates, salesTaxMultiplier, feeTaxes } from "./taxes.js";
export type { SalesTaxRates } from "./taxes.js";
export { calculatorNotifyDebounceMs, sliderStep, sliderRange, snapToSlider } from "./slider.js";
export type { SliderRange } from "./slider.js";
export { renewalPrincipal, renewalCalculatorModel } from "./renewal.js";
export type { RenewalPrincipalParts, RenewalCalculatorStart } from "./renewal.js";
export { calendarOf, quoteLoan, computeLoan, changeCalculatorFrequency, changeCalculatorAmount } from "./loan.js";
export type { FeeConstants, LoanContext, LoanQuote, PaymentCountMode } from "./loan.js";
export { calculatorSummary, loanTermsMessage } from "./summary.js";
