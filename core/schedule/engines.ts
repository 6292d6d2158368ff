import { annuityPayment, balloonPayment } from "../calculator/annuity.js";
import { decimalFromCents } from "../money/cents.js";
import { decimalOrNaN } from "../money/amount.js";
import type { Decimal, DecimalInput } from "../money/decimal.js";
import { halfUpQuotient, ratioOf } from "../money/rational.js";
import type { CheckedScheduleInput } from "./checkInput.js";
import { makeLine } from "./line.js";
import type { ScheduleLine, ScheduleResult, ScheduleWarning } from "./types.js";

/**
 * Largest `principalCents × rateDigits` the integer engine accepts: 2^52, so
 * every product, quotient × divisor and remainder it forms is an exact
 * JavaScript integer (below 2^53). 100,000.00 $ at 39.9999 % is 4 × 10^12.
 */
export const SCHEDULE_MAX_EXACT_PRODUCT = 2 ** 52;

/** Half-up (ties away from zero) of numerator ÷ denominator, both non-negative safe integers. */
const divideHalfUp = (numerator: number, denominator: number): number => {
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
};

/** The level payment: the annuity, or for a residual the balloon payment that amortizes down to it (both exact). */
const regularPaymentOf = (input: CheckedScheduleInput, principal: DecimalInput, rate: DecimalInput): Decimal =>
  input.residualCents === 0
    ? annuityPayment(principal, rate, input.periodsPerYear, input.numberOfPayments)
    : balloonPayment(principal, decimalFromCents(input.residualCents), rate, input.periodsPerYear, input.numberOfPayments);

/** True when the integer engine is exact for this input (rate with ≤ 6 decimals, product under 2^52). */
export const integerEngineApplies = (input: CheckedScheduleInput): boolean =>
  input.rate !== null && input.principalCents * input.rate.digits <= SCHEDULE_MAX_EXACT_PRODUCT;

const finish = (
  lines: ScheduleLine[],
  regularPayment: Decimal,
  regularCents: number,
  input: CheckedScheduleInput,
): ScheduleResult => {
  const warnings: ScheduleWarning[] = [];
  if (lines.length < input.numberOfPayments) warnings.push("termShortened");
  if (lines.length > 1 && lines[lines.length - 1]!.paymentCents > 2 * regularCents)
    warnings.push("lastPaymentAboveTwiceRegular");
  return { ok: true, lines, regularPayment, warnings };
};

/**
 * Shared loop: interest of a balance is given by `interestOf`; every line but
 * the last pays the regular payment; the last one (line n, or an earlier line
 * when the regular payment already covers balance + interest − residual: the
 * term is shortened) pays exactly balance + interest − residual, so the
 * balance ends at the residual (0.00 for a loan).
 */
const run = (
  input: CheckedScheduleInput,
  regularCents: number,
  interestOf: (balanceCents: number) => number,
): ScheduleLine[] | null => {
  const { numberOfPayments: n, feeCents, dates, residualCents: residual } = input;
  let balance = input.principalCents;
  // A residual equal to the principal is a lease that pays interest only: the balance stays.
  if (regularCents <= interestOf(balance) && residual < balance) return null;
  const lines: ScheduleLine[] = new Array(n);
  let count = 0;
  for (let number = 1; number <= n; number++) {
    const interest = interestOf(balance);
    if (number === n || (regularCents >= balance + interest - residual && balance > residual)) {
      lines[count++] = makeLine(dates, number, balance + interest - residual, interest, balance - residual, feeCents, residual);
      break;
    }
    const principal = regularCents - interest;
    balance -= principal;
    lines[count++] = makeLine(dates, number, regularCents, interest, principal, feeCents, balance);
  }
  lines.length = count;
  return lines;
};

/**
 * The fast exact engine: balances in integer cents; interest cents =
 * half-up(balanceCents × rateDigits ÷ (100 × periodsPerYear × 10^scale)),
 * i.e. balance × annual ÷ (100 × periodsPerYear) with one division at the end.
 * Requires {@link integerEngineApplies}.
 */
export const integerSchedule = (input: CheckedScheduleInput): ScheduleResult => {
  const rate = input.rate!;
  // The same values as the inputs, as the JS numbers whose shortest text is
  // the input's decimal text (cents ÷ 100 and digits ÷ 10^scale are correctly
  // rounded), so annuityPayment reads them without parsing text.
  const regularPayment = regularPaymentOf(input, input.principalCents / 100, rate.digits / 10 ** rate.scale);
  const regularCents = Math.round(regularPayment.toNumber() * 100);
  const numerator = rate.digits;
  const denominator = 100 * input.periodsPerYear * 10 ** rate.scale;
  const lines = run(input, regularCents, (balance) => divideHalfUp(balance * numerator, denominator));
  return lines ? finish(lines, regularPayment, regularCents, input) : { ok: false, reason: "paymentDoesNotAmortize" };
};

/**
 * The reference engine for any rate and size: interest cents =
 * half-up(balanceCents × a ÷ (b × 100 × periodsPerYear)) in BigInt, where
 * a ÷ b is the annual rate as an exact fraction, so a half-cent tie is
 * decided exactly whatever the rate's decimals. Used when the integer engine
 * does not apply, and by the tests as the yardstick.
 */
export const decimalSchedule = (input: CheckedScheduleInput): ScheduleResult => {
  const regularPayment = regularPaymentOf(input, input.principalInput, input.rateInput);
  const regularCents = regularPayment.mul(100).toNumber();
  const annual = ratioOf(decimalOrNaN(input.rateInput));
  if (annual === null || Number.isNaN(regularCents)) return { ok: false, reason: "invalidRate" };
  const divisor = annual.denominator * 100n * BigInt(input.periodsPerYear);
  const interestOf = (balanceCents: number): number => Number(halfUpQuotient(BigInt(balanceCents) * annual.numerator, divisor));
  const lines = run(input, regularCents, interestOf);
  return lines ? finish(lines, regularPayment, regularCents, input) : { ok: false, reason: "paymentDoesNotAmortize" };
};
