import type { CalendarDate } from "@internationalized/date";
import type { FrequencyCode } from "../codes/frequency.js";
import type { Decimal, DecimalInput } from "../money/decimal.js";

/** What {@link amortizationSchedule} needs to build a contract's schedule. */
export interface ScheduleInput {
  /** Amount lent, in dollars with at most 2 decimals (0.01 to 1,000,000,000). */
  readonly principal: DecimalInput;
  /** Annual interest rate in percent, e.g. 19.99 (0 or more). */
  readonly annualRatePercent: DecimalInput;
  /** Frequency CODE: 0 weekly, 1 bi-weekly, 2 monthly, 3 semi-monthly. */
  readonly frequency: FrequencyCode;
  /** Number of payments (whole number, 1 to 1,040). */
  readonly numberOfPayments: number;
  /** Due date of the first payment. */
  readonly firstPaymentDate: CalendarDate;
  /** Semi-monthly only: first day of the month a payment falls on (1–27). */
  readonly biMonthlyFirstDay?: number;
  /** Semi-monthly only: second day of the month (2–31, after the first; 28–31 clamped to the month's end, 31 = the last day). */
  readonly biMonthlySecondDay?: number;
  /** A fee added to every period, outside the annuity (rounded half-up to cents). */
  readonly feePerPeriod?: DecimalInput;
  /**
   * A lease's residual (balloon): the balance left owing after the last
   * payment, in dollars with at most 2 decimals, from 0 (the default: a loan
   * repaid in full) up to the principal. The payments amortize down to it.
   */
  readonly residual?: DecimalInput;
}

/**
 * One line of a schedule. Money values are exact cents: the `*Cents` fields
 * are plain integers, and the Decimal views (`payment`, `interest`, …) and
 * `dueDate` are computed when read, so building a schedule costs only integer
 * work. `payment = interest + principal`; the fee is separate and
 * `total = payment + fee`.
 */
export interface ScheduleLine {
  /** 1 for the first payment. */
  readonly number: number;
  readonly dueDate: CalendarDate;
  /** Annuity part of the payment: interest + principal. */
  readonly payment: Decimal;
  readonly interest: Decimal;
  readonly principal: Decimal;
  readonly fee: Decimal;
  /** What the customer pays on that date: payment + fee. */
  readonly total: Decimal;
  /** Balance left after this payment (the residual after the last one: 0 for a loan). */
  readonly balance: Decimal;
  readonly paymentCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
  readonly feeCents: number;
  readonly balanceCents: number;
}

/** Why a schedule cannot be built (a code; the words are in the schedule catalog). */
export type ScheduleRefusal =
  | "invalidPrincipal"
  | "invalidRate"
  | "invalidFrequency"
  | "invalidNumberOfPayments"
  | "invalidFirstPaymentDate"
  | "invalidSemiMonthlyDays"
  | "invalidFee"
  | "invalidResidual"
  | "paymentDoesNotAmortize";

/**
 * Something a caller should know about a valid schedule:
 * - `termShortened`: the rounded-up payment pays the loan off before the
 *   last period, so the schedule has fewer lines than asked;
 * - `lastPaymentAboveTwiceRegular`: the last payment absorbs a remainder
 *   larger than one regular payment.
 */
export type ScheduleWarning = "termShortened" | "lastPaymentAboveTwiceRegular";

/** A built schedule, or the reason it could not be built. */
export type ScheduleResult =
  | {
      readonly ok: true;
      readonly lines: readonly ScheduleLine[];
      /** The annuity payment of every line but the last. */
      readonly regularPayment: Decimal;
      readonly warnings: readonly ScheduleWarning[];
    }
  | { readonly ok: false; readonly reason: ScheduleRefusal };
