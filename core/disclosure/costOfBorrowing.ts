import { Decimal } from "../money/decimal.js";
import { roundedFigure, roundedRate, roundedUnits, type Bracket, type Equation, type Rate } from "./equation.js";
import { prepareLoan, type CostOfBorrowingInput, type DisclosureRefusal, type PreparedLoan } from "./input.js";

/** The charges of a loan other than the amount advanced, by kind. */
export interface CreditCharges {
  /** The cost of borrowing less the fees below. */
  readonly interest: Decimal;
  readonly brokerage: Decimal;
  readonly fileOpening: Decimal;
  readonly otherFees: Decimal;
  /** Brokerage + file-opening + other fees: Québec's "other components of the credit charges". */
  readonly otherComponents: Decimal;
  /** Interest + other components: the cost of borrowing. */
  readonly total: Decimal;
}

/** What a quote or a contract states about the cost of its credit. */
export interface CostOfBorrowing {
  /** The amount advanced, a renewal's carried balance included (Québec's net capital). */
  readonly netCapital: Decimal;
  /** C: every payment less the amount advanced. */
  readonly costOfBorrowing: Decimal;
  /** T: the term in years, federal count (whole periods and odd days), half-up to 6 decimals. */
  readonly termYears: Decimal;
  /** Days from the advance to the last payment. */
  readonly termDays: number;
  /** P: the average principal outstanding over the term, half-up to cents. */
  readonly averagePrincipal: Decimal;
  /** APR = C ÷ (T × P) × 100, by the actuarial rule, in percent, half-up to 2 decimals. */
  readonly apr: Decimal;
  /** Québec's credit rate (each period weighs its days ÷ 365), in percent, half-up to 2 decimals. */
  readonly creditRate: Decimal;
  /** (1 + APR ÷ periods per year)^periods per year − 1, in percent, half-up to 2 decimals. */
  readonly effectiveAnnualRate: Decimal;
  readonly totalCreditCharges: CreditCharges;
  /** Every payment: net capital + total credit charges. */
  readonly totalObligation: Decimal;
}

/** A disclosure, or the reason it cannot be computed. */
export type CostOfBorrowingResult = { readonly ok: true; readonly value: CostOfBorrowing } | { readonly ok: false; readonly reason: DisclosureRefusal };

/** An exact fraction of dollars as a Decimal (exact: its denominator is a power of ten). */
const dollars = (units: bigint, scale: bigint): Decimal => new Decimal(units.toString()).div(scale.toString());

/** Hundredths of a percent as the percent Decimal. */
export const percentOf = (hundredths: bigint): Decimal => new Decimal(hundredths.toString()).div(100);

/** The effective annual rate at a nominal rate compounded periodsPerYear times, in hundredths of a percent, half-up. */
export const effectiveHundredths = (rate: Rate, periodsPerYear: number): bigint => {
  const base = rate.denominator * BigInt(periodsPerYear);
  const denominator = base ** BigInt(periodsPerYear);
  return roundedUnits((base + rate.numerator) ** BigInt(periodsPerYear) - denominator, denominator, 4);
};

/** The federal term in years as an exact fraction of years. */
const termUnits = (equation: Equation): bigint => equation.payments.reduce((total, { interval }) => total + interval, 0n);

/**
 * The cents of the average principal P = C ÷ (T × rate) at an exact rate
 * (−1 at a rate of 0, where it is unbounded).
 */
const averagePrincipalCents = (loan: PreparedLoan, rate: Rate): bigint => {
  if (rate.numerator === 0n) return -1n;
  const cost = loan.totalObligation - loan.netCapital;
  return roundedUnits(cost * loan.federal.perYear * rate.denominator, loan.scale * termUnits(loan.federal) * rate.numerator, 2);
};

/** P of an interest-free loan: Σ balance × interval ÷ T, the balance falling by each payment. */
const interestFreeAverageCents = (loan: PreparedLoan): bigint => {
  let balance = loan.netCapital;
  let weighted = 0n;
  for (const { amount, interval } of loan.federal.payments) {
    weighted += balance * interval;
    balance -= amount;
  }
  return roundedUnits(weighted, loan.scale * termUnits(loan.federal), 2);
};

/**
 * The rates and figures of a prepared loan, each proved and rounded once.
 * Internal: shared by `costOfBorrowing` and the lease rate.
 */
export const disclose = (loan: PreparedLoan): CostOfBorrowing & { readonly aprBracket: Bracket } => {
  const cost = loan.totalObligation - loan.netCapital;
  const free = cost === 0n;
  const federal = free ? { hundredths: 0n, bracket: { low: { numerator: 0n, denominator: 1n }, high: { numerator: 0n, denominator: 1n } } } : roundedRate(loan.federal);
  const quebec = free ? 0n : roundedRate(loan.quebec).hundredths;
  const effective = free ? 0n : roundedFigure(loan.federal, federal.bracket, (rate) => effectiveHundredths(rate, loan.periodsPerYear));
  const principal = free ? interestFreeAverageCents(loan) : roundedFigure(loan.federal, federal.bracket, (rate) => averagePrincipalCents(loan, rate));
  const fees = loan.brokerage + loan.fileOpening + loan.otherFees;
  return {
    netCapital: dollars(loan.netCapital, loan.scale),
    costOfBorrowing: dollars(cost, loan.scale),
    termYears: dollars(roundedUnits(termUnits(loan.federal), loan.federal.perYear, 6), 1_000_000n),
    termDays: loan.termDays,
    averagePrincipal: dollars(principal, 100n),
    apr: percentOf(federal.hundredths),
    creditRate: percentOf(quebec),
    effectiveAnnualRate: percentOf(effective),
    totalCreditCharges: {
      interest: dollars(cost - fees, loan.scale),
      brokerage: dollars(loan.brokerage, loan.scale),
      fileOpening: dollars(loan.fileOpening, loan.scale),
      otherFees: dollars(loan.otherFees, loan.scale),
      otherComponents: dollars(fees, loan.scale),
      total: dollars(cost, loan.scale),
    },
    totalObligation: dollars(loan.totalObligation, loan.scale),
    aprBracket: federal.bracket,
  };
};

/**
 * The cost of borrowing of a loan and its rates, as a quote or a contract
 * states them (Cost of Borrowing Regulations; Québec Consumer Protection Act
 * and its Regulation, ss. 52 and 63): C, T, P, the APR, Québec's credit rate,
 * the effective annual rate, the credit charges by kind and the total
 * obligation. The rates are roots of the loan's equation of value, found and
 * proved in exact rational arithmetic and rounded once, half-up to 2 decimals.
 *
 * @example
 * const loan = costOfBorrowing({
 *   advanced: 500,
 *   advancedOn: new CalendarDate(2026, 1, 5),
 *   payments: [{ dueDate: new CalendarDate(2026, 1, 19), amount: 570 }],
 *   periodsPerYear: 26,
 * });
 * loan.ok && loan.value.apr.toFixed(2) // "364.00"
 * loan.ok && loan.value.creditRate.toFixed(2) // "365.00"
 */
export const costOfBorrowing = (input: CostOfBorrowingInput): CostOfBorrowingResult => {
  const prepared = prepareLoan(input);
  if (!prepared.ok) return prepared;
  const { aprBracket: _bracket, ...value } = disclose(prepared.loan);
  return { ok: true, value };
};
