import type { CalendarDate } from "@internationalized/date";
import type { LoanQuote } from "../calculator/loan.js";
import { frequencyCodeOf } from "../codes/frequency.js";
import type { DisclosureStatement } from "../models/disclosureStatement.js";
import { Decimal, toDecimalOrNull, type DecimalInput } from "../money/decimal.js";
import { checksOf, type RateCapConfig, type RateCapRefusal } from "./caps.js";
import { disclose } from "./costOfBorrowing.js";
import { prepareLoan, type CostOfBorrowingInput, type DisclosurePayment } from "./input.js";
import type { DisclosurePeriodsPerYear } from "./periods.js";
import { quoteSchedule } from "../schedule/quoteSchedule.js";
import type { ScheduleRefusal } from "../schedule/types.js";

/** One line of a payment schedule as a disclosure reads it (core/schedule's `ScheduleLine` fits). */
export interface DisclosedScheduleLine {
  readonly dueDate: CalendarDate;
  /** What is withdrawn that day, the fee included. */
  readonly total: DecimalInput;
  /** The brokerage fee within `total`. */
  readonly fee: DecimalInput;
}

/** A priced loan: the money advanced, the file-opening fee financed with it, and its schedule. */
export interface ScheduledLoan {
  /** The new money paid to the borrower. */
  readonly requested: DecimalInput;
  /** A renewal's balance carried from the prior loan (0 when absent). */
  readonly carriedBalance?: DecimalInput;
  /** A file-opening fee financed in the principal (0 when absent): a credit charge, not capital. */
  readonly fileOpeningFee?: DecimalInput;
  readonly advancedOn: CalendarDate;
  readonly periodsPerYear: DisclosurePeriodsPerYear;
  readonly lines: readonly DisclosedScheduleLine[];
}

/**
 * The disclosure input of a priced loan: the amount advanced is the new
 * money plus a renewal's carried balance (a renewal is a new loan), each
 * line's fee is brokerage, and a financed file-opening fee is a charge that
 * the first payments carry (within each payment's amount).
 *
 * @example
 * const input = scheduledLoanInput({ requested: 500, fileOpeningFee: 20, advancedOn, periodsPerYear: 26, lines: [{ dueDate, total: "300.00", fee: "10.00" }, { dueDate: later, total: "300.00", fee: "10.00" }] });
 * input.payments[0].fileOpening // "20"
 */
export const scheduledLoanInput = (loan: ScheduledLoan): CostOfBorrowingInput => {
  let fileFee = toDecimalOrNull(loan.fileOpeningFee ?? 0) ?? new Decimal(0);
  const payments: DisclosurePayment[] = loan.lines.map((line) => {
    const total = toDecimalOrNull(line.total);
    const fee = toDecimalOrNull(line.fee);
    if (!total || !fee || fileFee.lte(0)) return { dueDate: line.dueDate, amount: line.total, brokerage: line.fee };
    const carried = Decimal.max(0, Decimal.min(fileFee, total.minus(fee)));
    fileFee = fileFee.minus(carried);
    return { dueDate: line.dueDate, amount: line.total, brokerage: line.fee, fileOpening: carried.toFixed() };
  });
  return {
    advanced: loan.requested,
    carriedBalance: loan.carriedBalance ?? 0,
    advancedOn: loan.advancedOn,
    payments,
    periodsPerYear: loan.periodsPerYear,
  };
};

/** What a lender applies to a loan's disclosure. */
export interface DisclosurePolicy {
  /** The contract's date: the criminal rate in force is the one of that day. */
  readonly contractDate: CalendarDate;
  /** The borrower's province code ("QC", "ON"…), when known. */
  readonly province?: string | null;
  /** The tenant's rate cap; null or absent: no cap is checked. */
  readonly rateCap?: RateCapConfig | null;
  /** The Bank of Canada's Bank Rate on the contract date, in percent; with a Québec borrower it decides high-cost credit. */
  readonly bankRate?: DecimalInput | null;
  /** The borrower's budget debt ratio in percent, when known. */
  readonly debtRatio?: DecimalInput | null;
}

export type LoanDisclosureRefusal = RateCapRefusal | "invalidBankRate" | "invalidDebtRatio";

export type LoanDisclosureResult =
  | { readonly ok: true; readonly value: DisclosureStatement }
  | { readonly ok: false; readonly reason: LoanDisclosureRefusal };

const QUEBEC = "QC";

const percentText = (value: Decimal): string => value.toFixed(2);

/**
 * The statement a quote, a contract and its signing document show: the
 * Québec standard form's lines, the APR, the credit rate, the effective
 * annual rate, the criminal-rate check under the tenant's cap and, for a
 * Québec borrower, the high-cost check against the Bank Rate + 22 points.
 * One exact root search serves every figure.
 *
 * @example
 * const statement = loanDisclosure(scheduledLoanInput(loan), { contractDate, province: "QC", rateCap: { action: "refuse" }, bankRate: "2.25" });
 * statement.ok && statement.value.apr // "80.90"
 * statement.ok && statement.value.cap?.outcome // "refuse"
 */
export const loanDisclosure = (loan: CostOfBorrowingInput, policy: DisclosurePolicy): LoanDisclosureResult => {
  const prepared = prepareLoan(loan);
  if (!prepared.ok) return prepared;
  const disclosed = disclose(prepared.loan);
  const province = policy.province?.trim().toUpperCase() || undefined;
  const bankRate = policy.bankRate ?? null;
  const checks = checksOf(
    prepared.loan,
    disclosed,
    policy.rateCap ? { contractDate: policy.contractDate, config: policy.rateCap, ...(province ? { province } : {}) } : null,
    province === QUEBEC && bankRate !== null ? { bankRate, ...(policy.debtRatio != null ? { debtRatio: policy.debtRatio } : {}) } : null,
  );
  if (!checks.ok) return checks;
  const charges = disclosed.totalCreditCharges;
  return {
    ok: true,
    value: {
      netCapital: disclosed.netCapital.toFixed(2),
      interest: charges.interest.toFixed(2),
      brokerage: charges.brokerage.toFixed(2),
      fileOpening: charges.fileOpening.toFixed(2),
      otherFees: charges.otherFees.toFixed(2),
      otherComponents: charges.otherComponents.toFixed(2),
      totalCreditCharges: charges.total.toFixed(2),
      totalObligation: disclosed.totalObligation.toFixed(2),
      apr: percentText(disclosed.apr),
      creditRate: percentText(disclosed.creditRate),
      effectiveAnnualRate: percentText(disclosed.effectiveAnnualRate),
      termDays: disclosed.termDays,
      cap: checks.cap ? { ...checks.cap, figure: percentText(checks.cap.figure), cap: percentText(checks.cap.cap) } : null,
      quebec: checks.quebec
        ? { highCost: checks.quebec.highCost, threshold: percentText(checks.quebec.threshold), debtRatioAboveLimit: checks.quebec.debtRatioAboveLimit }
        : null,
    },
  };
};



/** A calculator quote's terms a disclosure needs beyond the quote. */
export interface QuotedLoanTerms {
  /** The new money asked for. */
  readonly requested: DecimalInput;
  /** A renewal's balance carried from the prior loan (0 when absent). */
  readonly carriedBalance?: DecimalInput;
  readonly annualRatePercent: DecimalInput;
  readonly periodsPerYear: DisclosurePeriodsPerYear;
}

/**
 * The disclosure of a calculator quote: its schedule as signed and funded
 * (core/schedule's `quoteSchedule`), advanced on the quote's deposit date;
 * whatever the principal holds beyond the new money and the carried balance
 * is the financed file-opening fee. The calculator, the signing document and
 * the server's cap check all call this, so the three state one APR.
 *
 * @example
 * const statement = quoteDisclosure(quote, { requested: 1000, annualRatePercent: "19.99", periodsPerYear: 52 }, { contractDate: today });
 * statement.ok && statement.value.apr // "80.90"
 */
export const quoteDisclosure = (quote: LoanQuote, terms: QuotedLoanTerms, policy: DisclosurePolicy): LoanDisclosureResult | { readonly ok: false; readonly reason: ScheduleRefusal } => {
  const input = quoteLoanInput(quote, terms);
  return input.ok ? loanDisclosure(input.value, policy) : input;
};

/** The disclosure input of a quote (internal: `quoteDisclosure` and `paymentCountsWithinCap` share it). */
export const quoteLoanInput = (
  quote: LoanQuote,
  terms: QuotedLoanTerms,
): { readonly ok: true; readonly value: CostOfBorrowingInput } | { readonly ok: false; readonly reason: ScheduleRefusal | "invalidAdvanced" } => {
  const { schedule } = quoteSchedule(quote, { annualRatePercent: terms.annualRatePercent, frequency: frequencyCodeOf(terms.periodsPerYear) });
  if (!schedule.ok) return schedule;
  const requested = toDecimalOrNull(terms.requested);
  const carried = toDecimalOrNull(terms.carriedBalance ?? 0);
  if (!requested || !carried) return { ok: false, reason: "invalidAdvanced" };
  const fileOpeningFee = Decimal.max(0, quote.principal.minus(requested).minus(carried));
  return {
    ok: true,
    value: scheduledLoanInput({ requested, carriedBalance: carried, fileOpeningFee, advancedOn: quote.depositDate, periodsPerYear: terms.periodsPerYear, lines: schedule.lines }),
  };
};
