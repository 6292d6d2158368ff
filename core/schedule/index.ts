/**
 * @module schedule
 * A contract's amortization schedule: exact cents, due dates by frequency,
 * the last payment absorbing the rounding.
 */
export * from "./types.js";
export { amortizationSchedule, amortizationScheduleReference, amortizationScheduleResult } from "./amortizationSchedule.js";
export {
  checkScheduleInput,
  SCHEDULE_MAX_PAYMENTS,
  SCHEDULE_MAX_PRINCIPAL_CENTS,
  type CheckedScheduleInput,
  type ScheduleInputCheck,
} from "./checkInput.js";
export { scheduleDueDate, type DueDatePlan } from "./dueDates.js";
export { semiMonthlyDaysOf, type SemiMonthlyDays } from "./semiMonthlyDays.js";
export { SCHEDULE_MAX_EXACT_PRODUCT } from "./engines.js";
export { scheduleRefusalKey, scheduleWarningKey } from "./messages.js";
export { quoteSchedule, type QuoteSchedule } from "./quoteSchedule.js";
