import type { CalendarDate } from "@internationalized/date";
import { decimalFromCents } from "../money/cents.js";
import type { Decimal } from "../money/decimal.js";
import { scheduleDueDate, type DueDatePlan } from "./dueDates.js";
import type { ScheduleLine } from "./types.js";

const centsToDecimal = (cents: number): Decimal => decimalFromCents(cents);
const centsText = (cents: number): string => centsToDecimal(cents).toFixed(2);
const pad = (value: number, width: number): string => String(value).padStart(width, "0");
const isoDate = (date: CalendarDate): string => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/**
 * An immutable schedule line holding exact integer cents; its Decimal and
 * date views are derived on read (never stored, so nothing can drift).
 * `JSON.stringify` gives the wire form: dates `yyyy-MM-dd`, money as
 * 2-decimal strings.
 */
class CentsLine implements ScheduleLine {
  readonly #plan: DueDatePlan;
  constructor(
    plan: DueDatePlan,
    readonly number: number,
    readonly paymentCents: number,
    readonly interestCents: number,
    readonly principalCents: number,
    readonly feeCents: number,
    readonly balanceCents: number,
  ) {
    this.#plan = plan;
  }
  get dueDate(): CalendarDate {
    return scheduleDueDate(this.#plan, this.number - 1);
  }
  get payment(): Decimal {
    return centsToDecimal(this.paymentCents);
  }
  get interest(): Decimal {
    return centsToDecimal(this.interestCents);
  }
  get principal(): Decimal {
    return centsToDecimal(this.principalCents);
  }
  get fee(): Decimal {
    return centsToDecimal(this.feeCents);
  }
  get total(): Decimal {
    return centsToDecimal(this.paymentCents + this.feeCents);
  }
  get balance(): Decimal {
    return centsToDecimal(this.balanceCents);
  }
  toJSON() {
    return {
      number: this.number,
      dueDate: isoDate(this.dueDate),
      payment: centsText(this.paymentCents),
      interest: centsText(this.interestCents),
      principal: centsText(this.principalCents),
      fee: centsText(this.feeCents),
      total: centsText(this.paymentCents + this.feeCents),
      balance: centsText(this.balanceCents),
    };
  }
}

/** Makes one line (internal to the schedule engines). */
export const makeLine = (
  plan: DueDatePlan,
  number: number,
  paymentCents: number,
  interestCents: number,
  principalCents: number,
  feeCents: number,
  balanceCents: number,
): ScheduleLine => new CentsLine(plan, number, paymentCents, interestCents, principalCents, feeCents, balanceCents);
