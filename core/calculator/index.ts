/**
 * @module calculator
 * The loan calculator of C §3.6.
 */
export { annuityPayment, annuityPaymentExact, annuityFloatErrorBound, checkLoanTerms } from "./annuity.js";
export type { LoanTermsCheck, LoanTermsProblem } from "./annuity.js";
export { weekdayOf, weekdayOfDate, isWeekend, weekendsOnly, nextBusinessDay, previousBusinessDay } from "./businessDays.js";
export type { BusinessCalendar } from "./businessDays.js";
export { depositDate, firstPaymentDateRange, acceptFirstPaymentDate } from "./dates.js";
export type { FirstPaymentDateRange } from "./dates.js";
export { canadianBankHolidays, bankHolidaysOf, easterSunday, canadianHolidayDefinitions } from "./holidays.js";
export type { BankHoliday, HolidayDefinition, HolidayRule } from "./holidays.js";
