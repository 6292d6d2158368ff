import { checkScheduleInput } from "./checkInput.js";
import { decimalSchedule, integerEngineApplies, integerSchedule } from "./engines.js";
import type { ScheduleInput, ScheduleLine, ScheduleResult } from "./types.js";

/**
 * A contract's amortization schedule (C §3.6): the annuity payment
 * (`annuityPayment`, rounded half-up to cents) on every line, interest =
 * half-up to cents of balance × annual ÷ (100 × periods per year), and a last
 * line that absorbs the rounding so the balance ends at exactly 0.00.
 * When the rounded-up payment pays the loan off early the term is shortened
 * (warning `termShortened`); when the payment does not exceed the first
 * period's interest the schedule is refused (`paymentDoesNotAmortize`).
 * Never throws: a bad input gives `{ ok: false, reason }`; the result also
 * carries the regular payment and the warnings.
 *
 * Exact integer-cent arithmetic when the rate has at most 6 decimals (the
 * usual case), decimal.js otherwise; both give the same cents.
 *
 * @example
 * const result = amortizationScheduleResult({ principal: 1000, annualRatePercent: 19.99, frequency: 0, numberOfPayments: 52, firstPaymentDate: new CalendarDate(2026, 1, 2) });
 * result.ok && result.lines[0].interest.toFixed(2) // "3.84"
 * result.ok && result.lines[0].balance.toFixed(2) // "982.59"
 * result.ok && result.lines[1].dueDate.toString() // "2026-01-09"
 */
export const amortizationScheduleResult = (input: ScheduleInput): ScheduleResult => {
  const checked = checkScheduleInput(input);
  if (!checked.ok) return checked;
  return integerEngineApplies(checked.value) ? integerSchedule(checked.value) : decimalSchedule(checked.value);
};

/**
 * The lines of a contract's amortization schedule, `{ number, dueDate,
 * payment, interest, principal, fee, balance }` (the public contract of the
 * money engine): the lines of `amortizationScheduleResult`, or no line at all
 * for terms that cannot make a schedule — check them first with
 * `checkScheduleInput` to learn why, or call `amortizationScheduleResult`.
 *
 * @example
 * const lines = amortizationSchedule({ principal: 1000, annualRatePercent: 19.99, frequency: 0, numberOfPayments: 52, firstPaymentDate: new CalendarDate(2026, 1, 2) });
 * lines.length // 52
 * lines[0].payment.toFixed(2) // "21.25"
 * lines[51].balance.toFixed(2) // "0.00"
 * amortizationSchedule({ principal: 1000, annualRatePercent: 19.99, frequency: 0, numberOfPayments: 0, firstPaymentDate: new CalendarDate(2026, 1, 2) }).length // 0
 */
export const amortizationSchedule = (input: ScheduleInput): readonly ScheduleLine[] => {
  const result = amortizationScheduleResult(input);
  return result.ok ? result.lines : [];
};

/**
 * The same schedule computed with decimal.js only (the exact reference the
 * fast path is proven against; slower, any rate).
 *
 * @example
 * const result = amortizationScheduleReference({ principal: 100.05, annualRatePercent: 0, frequency: 2, numberOfPayments: 2, firstPaymentDate: new CalendarDate(2026, 1, 31) });
 * result.ok && result.lines.map((line) => line.payment.toFixed(2)) // ["50.03", "50.02"]
 * result.ok && result.lines[1].dueDate.toString() // "2026-02-28"
 */
export const amortizationScheduleReference = (input: ScheduleInput): ScheduleResult => {
  const checked = checkScheduleInput(input);
  return checked.ok ? decimalSchedule(checked.value) : checked;
};
