import { CalendarDate } from "@internationalized/date";
import { isFrequencyCode, periodsPerYearOf, type PeriodsPerYear } from "../codes/frequency.js";
import { isSemiMonthlyDayPair } from "../codes/semiMonthlyDays.js";
import { isDecimal, roundCents, toDecimalOrNull, type DecimalInput } from "../money/decimal.js";
import type { DueDatePlan } from "./dueDates.js";
import type { ScheduleInput, ScheduleRefusal } from "./types.js";

/** Largest principal accepted: 1,000,000,000.00 $ (10^11 cents, an exact integer). */
export const SCHEDULE_MAX_PRINCIPAL_CENTS = 100_000_000_000;
/** Largest number of payments accepted: 20 years of weekly payments. */
export const SCHEDULE_MAX_PAYMENTS = 1_040;

/** A non-negative decimal as an integer and a power of ten: value = digits ÷ 10^scale. */
export interface ScaledDecimal {
  readonly digits: number;
  readonly scale: number;
}

const plainDecimal = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads a plain non-negative decimal (a number, a string such as "19.99" or a
 * Decimal) as an exact integer and a scale, without decimal.js; null when it
 * has more than 15 significant digits, an exponent or a sign (the caller then
 * falls back to decimal.js). A JS number is read through its shortest text
 * form, the same text decimal.js reads.
 *
 * @example
 * scaledDecimal(19.99) // { digits: 1999, scale: 2 }
 * scaledDecimal("1509.190") // { digits: 150919, scale: 2 }
 */
export const scaledDecimal = (value: unknown): ScaledDecimal | null => {
  if (typeof value === "number" && value >= 0 && value < 1e15) {
    // The fewest decimals that give back the same number are the decimals of
    // its shortest text form (what String(value) and decimal.js read).
    for (let scale = 0, power = 1; scale <= 6; scale++, power *= 10) {
      const digits = Math.round(value * power);
      if (digits / power === value && digits <= Number.MAX_SAFE_INTEGER && digits < 1e15) return { digits, scale };
    }
  }
  const text =
    typeof value === "number"
      ? String(value)
      : typeof value === "string"
        ? value.trim()
        : isDecimal(value)
          ? value.toString()
          : "";
  const match = plainDecimal.exec(text);
  if (!match) return null;
  const whole = match[1]!;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  const joined = (whole + fraction).replace(/^0+(?=\d)/, "");
  if (joined.length > 15) return null;
  return { digits: Number(joined), scale: fraction.length };
};

/** A schedule input once checked: cents, the rate's exact integer form when it has one, the date plan. */
export interface CheckedScheduleInput {
  readonly principalInput: DecimalInput;
  readonly rateInput: DecimalInput;
  readonly principalCents: number;
  /** The annual rate as digits ÷ 10^scale when scale ≤ 6, else null (decimal path). */
  readonly rate: ScaledDecimal | null;
  readonly periodsPerYear: PeriodsPerYear;
  readonly numberOfPayments: number;
  readonly feeCents: number;
  /** The residual left owing after the last payment (0 for a loan). */
  readonly residualCents: number;
  readonly dates: DueDatePlan;
}

/** The result of {@link checkScheduleInput}. */
export type ScheduleInputCheck =
  | { readonly ok: true; readonly value: CheckedScheduleInput }
  | { readonly ok: false; readonly reason: ScheduleRefusal };

const refuse = (reason: ScheduleRefusal): ScheduleInputCheck => ({ ok: false, reason });

const toCents = (value: unknown, roundExtraDecimals: boolean): number | null => {
  const scaled = scaledDecimal(value);
  if (scaled && scaled.scale <= 2) return scaled.digits * 10 ** (2 - scaled.scale);
  const decimal = toDecimalOrNull(value);
  if (decimal === null || decimal.isNeg()) return null;
  if (decimal.decimalPlaces() > 2 && !roundExtraDecimals) return null;
  const cents = roundCents(decimal).mul(100);
  return cents.lte(SCHEDULE_MAX_PRINCIPAL_CENTS) ? cents.toNumber() : null;
};


/**
 * Checks a schedule input without throwing: the reason code of the first
 * problem found, or the checked values the engines use.
 *
 * @example
 * checkScheduleInput({ principal: 1000, annualRatePercent: 19.99, frequency: 0, numberOfPayments: 0, firstPaymentDate: new CalendarDate(2026, 1, 2) })
 * // { ok: false, reason: "invalidNumberOfPayments" }
 */
export const checkScheduleInput = (input: ScheduleInput): ScheduleInputCheck => {
  if (typeof input !== "object" || input === null) return refuse("invalidPrincipal");
  const principalCents = toCents(input.principal, false);
  if (principalCents === null || principalCents < 1 || principalCents > SCHEDULE_MAX_PRINCIPAL_CENTS) return refuse("invalidPrincipal");

  let rate = scaledDecimal(input.annualRatePercent);
  if (rate === null) {
    const decimal = toDecimalOrNull(input.annualRatePercent);
    if (decimal === null || decimal.isNeg()) return refuse("invalidRate");
  } else if (rate.scale > 6) {
    rate = null;
  }

  if (!isFrequencyCode(input.frequency)) return refuse("invalidFrequency");
  const n = input.numberOfPayments;
  if (!Number.isInteger(n) || n < 1 || n > SCHEDULE_MAX_PAYMENTS) return refuse("invalidNumberOfPayments");
  if (!(input.firstPaymentDate instanceof CalendarDate)) return refuse("invalidFirstPaymentDate");

  let firstDay = 0;
  let secondDay = 0;
  if (input.frequency === 3) {
    const { biMonthlyFirstDay, biMonthlySecondDay } = input;
    if (!isSemiMonthlyDayPair(biMonthlyFirstDay, biMonthlySecondDay)) return refuse("invalidSemiMonthlyDays");
    firstDay = biMonthlyFirstDay as number;
    secondDay = biMonthlySecondDay as number;
  }

  const feeCents = input.feePerPeriod === undefined ? 0 : toCents(input.feePerPeriod, true);
  if (feeCents === null || feeCents > SCHEDULE_MAX_PRINCIPAL_CENTS) return refuse("invalidFee");

  const residualCents = input.residual === undefined ? 0 : toCents(input.residual, false);
  if (residualCents === null || residualCents > principalCents) return refuse("invalidResidual");

  return {
    ok: true,
    value: {
      principalInput: input.principal,
      rateInput: input.annualRatePercent,
      principalCents,
      rate,
      periodsPerYear: periodsPerYearOf(input.frequency),
      numberOfPayments: n,
      feeCents,
      residualCents,
      dates: { first: input.firstPaymentDate, frequency: input.frequency, firstDay, secondDay },
    },
  };
};
