import type { CalendarDate } from "@internationalized/date";
import { dayNumberOf } from "../calculator/dayNumber.js";
import { toDecimalOrNull, type DecimalInput } from "../money/decimal.js";
import { ratioOf, type Ratio } from "../money/rational.js";
import type { Equation } from "./equation.js";
import { daysBetween, federalYears, isDisclosurePeriodsPerYear, quebecYears, type DisclosurePeriodsPerYear } from "./periods.js";

/** One dated payment of a loan: a scheduled payment, a fee, or both. */
export interface DisclosurePayment {
  readonly dueDate: CalendarDate;
  /** What the borrower pays on that date, every charge included. */
  readonly amount: DecimalInput;
  /** The part of `amount` that is a brokerage fee (0 when absent). */
  readonly brokerage?: DecimalInput;
  /** The part of `amount` that is a file-opening fee (0 when absent). */
  readonly fileOpening?: DecimalInput;
  /** The part of `amount` that is another charge that is not interest (0 when absent). */
  readonly otherFees?: DecimalInput;
}

/** A loan as its disclosure sees it: what is advanced, when, and every payment. */
export interface CostOfBorrowingInput {
  /** The new money advanced to the borrower. */
  readonly advanced: DecimalInput;
  /**
   * A renewal's balance carried from the prior loan (0 when absent): a renewal
   * is a new loan whose amount advanced includes it.
   */
  readonly carriedBalance?: DecimalInput;
  readonly advancedOn: CalendarDate;
  /** Every payment: the schedule and any fee paid apart (on the advance date for a fee paid at signing). */
  readonly payments: readonly DisclosurePayment[];
  /** The schedule's frequency: 52 weekly, 26 bi-weekly, 24 semi-monthly, 12 monthly. */
  readonly periodsPerYear: DisclosurePeriodsPerYear;
}

/** Why a disclosure cannot be computed (a code; the words are in the disclosure catalog). */
export type DisclosureRefusal =
  | "invalidAdvanced"
  | "invalidCarriedBalance"
  | "invalidAdvanceDate"
  | "invalidPeriodsPerYear"
  | "noPayments"
  | "tooManyPayments"
  | "invalidPayment"
  | "invalidDueDate"
  | "paymentBeforeAdvance"
  | "invalidFee"
  | "noTerm"
  | "paymentsBelowAdvance"
  | "paidAtAdvance"
  | "feesAboveCost";

/** Most payments one disclosure takes: 20 years of weekly payments, plus fees paid apart. */
export const DISCLOSURE_MAX_PAYMENTS = 2_000;

/** Largest amount accepted: 1,000,000,000 $. */
const MAX_AMOUNT = 1_000_000_000;

/** A loan checked and put in exact integers. */
export interface PreparedLoan {
  /** Amounts are whole multiples of 1/scale dollars. */
  readonly scale: bigint;
  readonly netCapital: bigint;
  readonly totalObligation: bigint;
  readonly brokerage: bigint;
  readonly fileOpening: bigint;
  readonly otherFees: bigint;
  /** The federal equation (whole periods and odd days) and the Québec one (days ÷ 365). */
  readonly federal: Equation;
  readonly quebec: Equation;
  readonly termDays: number;
  readonly periodsPerYear: DisclosurePeriodsPerYear;
  readonly advancedOn: CalendarDate;
}

/** True for a real Gregorian calendar day (a CalendarDate or its look-alike from another copy of the library). */
export const isCalendarDay = (value: unknown): value is CalendarDate => {
  if (typeof value !== "object" || value === null) return false;
  const { year, month, day } = value as { year?: unknown; month?: unknown; day?: unknown };
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const [y, m, d] = [year as number, month as number, day as number];
  if (m < 1 || m > 12 || d < 1 || y < 1 || y > 9999) return false;
  const next = m === 12 ? dayNumberOf(y + 1, 1, 1) : dayNumberOf(y, m + 1, 1);
  return d <= next - dayNumberOf(y, m, 1);
};

/** An amount of 0 or more (more than 0 when `positive`) up to the maximum, as an exact fraction; null otherwise. */
const amountOf = (value: unknown, positive: boolean): Ratio | null => {
  const decimal = toDecimalOrNull(value);
  if (!decimal || decimal.isNegative() || decimal.gt(MAX_AMOUNT) || (positive && decimal.isZero())) return null;
  return ratioOf(decimal);
};

const scaled = (ratio: Ratio, scale: bigint): bigint => ratio.numerator * (scale / ratio.denominator);

/**
 * Checks a loan and writes it as exact integers: the amounts in a common unit,
 * the payments sorted by date, each one's interval since the previous event in
 * federal years and in Québec years. Nothing is rounded.
 */
export const prepareLoan = (input: CostOfBorrowingInput): { ok: true; loan: PreparedLoan } | { ok: false; reason: DisclosureRefusal } => {
  const refuse = (reason: DisclosureRefusal) => ({ ok: false as const, reason });
  const advanced = amountOf(input?.advanced, true);
  if (!advanced) return refuse("invalidAdvanced");
  const carried = input.carriedBalance === undefined ? { numerator: 0n, denominator: 1n } : amountOf(input.carriedBalance, false);
  if (!carried) return refuse("invalidCarriedBalance");
  if (!isCalendarDay(input.advancedOn)) return refuse("invalidAdvanceDate");
  if (!isDisclosurePeriodsPerYear(input.periodsPerYear)) return refuse("invalidPeriodsPerYear");
  if (!Array.isArray(input.payments) || input.payments.length === 0) return refuse("noPayments");
  if (input.payments.length > DISCLOSURE_MAX_PAYMENTS) return refuse("tooManyPayments");
  const read: { due: CalendarDate; amount: Ratio; fees: [Ratio, Ratio, Ratio]; index: number }[] = [];
  for (const [index, payment] of input.payments.entries()) {
    const amount = amountOf(payment?.amount, false);
    if (!amount) return refuse("invalidPayment");
    if (!isCalendarDay(payment.dueDate)) return refuse("invalidDueDate");
    if (daysBetween(input.advancedOn, payment.dueDate) < 0) return refuse("paymentBeforeAdvance");
    const fees = [payment.brokerage, payment.fileOpening, payment.otherFees].map((fee) => (fee === undefined ? { numerator: 0n, denominator: 1n } : amountOf(fee, false)));
    if (fees.some((fee) => fee === null)) return refuse("invalidFee");
    read.push({ due: payment.dueDate, amount, fees: fees as [Ratio, Ratio, Ratio], index });
  }
  read.sort((a, b) => daysBetween(b.due, a.due) || a.index - b.index);
  let scale = advanced.denominator > carried.denominator ? advanced.denominator : carried.denominator;
  for (const { amount, fees } of read) for (const ratio of [amount, ...fees]) if (ratio.denominator > scale) scale = ratio.denominator;
  const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
  const amounts = read.map(({ amount }) => scaled(amount, scale));
  const feeParts = read.map(({ fees }) => fees.map((fee) => scaled(fee, scale)));
  if (feeParts.some((parts, index) => sum(parts) > amounts[index]!)) return refuse("invalidFee");
  const netCapital = scaled(advanced, scale) + scaled(carried, scale);
  const totalObligation = sum(amounts);
  const last = read[read.length - 1]!.due;
  const termDays = daysBetween(input.advancedOn, last);
  if (termDays <= 0) return refuse("noTerm");
  if (totalObligation < netCapital) return refuse("paymentsBelowAdvance");
  const [brokerage, fileOpening, otherFees] = [0, 1, 2].map((part) => sum(feeParts.map((parts) => parts[part]!))) as [bigint, bigint, bigint];
  if (brokerage + fileOpening + otherFees > totalObligation - netCapital) return refuse("feesAboveCost");
  const paidAtAdvance = sum(read.map(({ due }, index) => (daysBetween(input.advancedOn, due) === 0 ? amounts[index]! : 0n)));
  if (paidAtAdvance >= netCapital) return refuse("paidAtAdvance");
  const periodsPerYear = input.periodsPerYear;
  // The schedule's latest day of the month: what a due date on a short month's last day stands for.
  const seriesDay = read.reduce((latest, { due }) => (daysBetween(input.advancedOn, due) > 0 && due.day > latest ? due.day : latest), 1);
  let previousFederal = 0n;
  let previousDate = input.advancedOn;
  const federalPayments: { amount: bigint; interval: bigint }[] = [];
  const quebecPayments: { amount: bigint; interval: bigint }[] = [];
  read.forEach(({ due }, index) => {
    const federal = federalYears(input.advancedOn, due, periodsPerYear, seriesDay).units;
    federalPayments.push({ amount: amounts[index]!, interval: federal - previousFederal });
    quebecPayments.push({ amount: amounts[index]!, interval: quebecYears(previousDate, due).units });
    previousFederal = federal;
    previousDate = due;
  });
  const federalPerYearOf = federalYears(input.advancedOn, input.advancedOn, periodsPerYear).perYear;
  return {
    ok: true,
    loan: {
      scale,
      netCapital,
      totalObligation,
      brokerage,
      fileOpening,
      otherFees,
      federal: { scale, advanced: netCapital, payments: federalPayments, perYear: federalPerYearOf },
      quebec: { scale, advanced: netCapital, payments: quebecPayments, perYear: 365n },
      termDays,
      periodsPerYear,
      advancedOn: input.advancedOn,
    },
  };
};
