import type { CalendarDate } from "@internationalized/date";
import type { LoanQuote } from "../calculator/loan.js";
import { Frequency, type FrequencyCode } from "../codes/frequency.js";
import type { DecimalInput } from "../money/decimal.js";
import { amortizationScheduleResult } from "./amortizationSchedule.js";
import { semiMonthlyDaysOf, type SemiMonthlyDays } from "./semiMonthlyDays.js";
import type { ScheduleResult } from "./types.js";

/** The schedule a calculator quote gives, with the dates it was built from. */
export interface QuoteSchedule {
  readonly schedule: ScheduleResult;
  /** The accepted first payment date, else the recommended one. */
  readonly firstPaymentDate: CalendarDate;
  /** The two days of the month of a semi-monthly schedule, null for other frequencies. */
  readonly semiMonthlyDays: SemiMonthlyDays | null;
}

/**
 * The amortization schedule of a calculator quote, as it is signed and
 * funded: the quote's principal, count and brokerage fee per period at the
 * annual rate; the first payment on the date the customer chose while it
 * lies within the allowed range (C §3.6), else on the recommended one; the
 * semi-monthly days from that date. The signing document, the funded
 * schedule and the calculator's disclosure all start here.
 *
 * @example
 * const { schedule, firstPaymentDate } = quoteSchedule(quote, { annualRatePercent: "19.99", frequency: 0 });
 * schedule.ok && schedule.lines[0].dueDate.compare(firstPaymentDate) // 0
 */
export const quoteSchedule = (quote: LoanQuote, terms: { readonly annualRatePercent: DecimalInput; readonly frequency: FrequencyCode }): QuoteSchedule => {
  const firstPaymentDate = quote.acceptedFirstPaymentDate ?? quote.firstPaymentRange.recommended;
  const semiMonthlyDays = terms.frequency === Frequency.SemiMonthly ? semiMonthlyDaysOf(firstPaymentDate) : null;
  const schedule = amortizationScheduleResult({
    principal: quote.principal,
    annualRatePercent: terms.annualRatePercent,
    frequency: terms.frequency,
    numberOfPayments: quote.numberOfPayments,
    firstPaymentDate,
    ...(semiMonthlyDays ? { biMonthlyFirstDay: semiMonthlyDays.firstDay, biMonthlySecondDay: semiMonthlyDays.secondDay } : {}),
    feePerPeriod: quote.brokerageFeePerPeriod,
  });
  return { schedule, firstPaymentDate, semiMonthlyDays };
};
