import type { CalendarDate } from "@internationalized/date";
import {
  contractFinancedAmount,
  contractNumberOfPayments,
  contractProductOf,
  contractResidual,
  Decimal,
  Frequency,
  periodsPerYearOf,
  provinceIsoCodeOf,
  type Contract,
  type DisclosureStatement,
} from "@lendkit/core";
import { bankRateOn, leaseFinanceRate, loanDisclosure, scheduledLoanInput, type BankRateChange, type RateCapConfig } from "@lendkit/core/disclosure";
import { debtRatioOfBudget } from "../disclosure/policy.js";
import { amortizationScheduleResult, type ScheduleLine } from "@lendkit/core/schedule";

/**
 * What a staff contract states about the cost of its credit, from its stored
 * finance terms alone (no clock): the loan's disclosure for a financing or a
 * cash loan, a lease's implicit finance rate with its residual. The contract
 * wire shows it and the contracts table's `apr_percent` column stores its
 * rate, so both always say the same.
 */

/** A lease's implicit finance rate, as the wire carries it (percent and money as 2-decimal text). */
export interface ContractLeaseRate {
  readonly implicitRate: string;
  readonly creditRate: string;
  readonly effectiveAnnualRate: string;
  /** Payments + residual − value financed. */
  readonly leaseCharges: string;
  readonly termDays: number;
}

/** What the tenant applies to its contracts' disclosure. */
export interface ContractDisclosurePolicy {
  /** The tenant's rate cap; absent: core's legal cap, refused above it. */
  readonly rateCap?: RateCapConfig | null;
  /** The server's Bank Rate history: the rate of the day the money is advanced decides Québec's high-cost check. */
  readonly bankRates?: readonly BankRateChange[];
}

/** A contract's disclosure: a loan's statement, or a lease's rate; both null while its terms are incomplete. */
export interface ContractDisclosure {
  readonly disclosure: DisclosureStatement | null;
  readonly leaseRate: ContractLeaseRate | null;
}

const none: ContractDisclosure = { disclosure: null, leaseRate: null };

/**
 * The day the money is advanced: one period before the first payment, since
 * every product pays in arrears (docs/spec-decisions.md). A staff contract
 * has no funding date of its own; this makes its figures a function of its
 * terms, the same whenever they are read.
 */
export const contractAdvancedOn = (firstPaymentDate: CalendarDate, frequency: number): CalendarDate => {
  if (frequency === Frequency.Weekly) return firstPaymentDate.subtract({ days: 7 });
  if (frequency === Frequency.BiWeekly) return firstPaymentDate.subtract({ days: 14 });
  if (frequency === Frequency.SemiMonthly) return firstPaymentDate.subtract({ days: 15 });
  return firstPaymentDate.subtract({ months: 1 });
};

interface PricedTerms {
  readonly principal: Decimal;
  readonly advancedOn: CalendarDate;
  readonly periodsPerYear: 52 | 26 | 24 | 12;
  readonly lines: readonly ScheduleLine[];
}

/**
 * The schedule the disclosure reads: the contract's principal, rate, count
 * and dates, with only the brokerage fee of a cash loan added to each
 * payment. The optional services (insurance, road assistance, GPS, comfort)
 * are bought, not borrowed: they are no credit charge.
 */
const pricedTerms = (contract: Contract): PricedTerms | null => {
  const finance = contract.financeLease;
  const principal = contractFinancedAmount(contract);
  const count = contractNumberOfPayments(finance);
  if (principal === null || !principal.gt(0) || finance.frequency === null || count === null || finance.firstPaymentDate === null) return null;
  const semiMonthly = finance.frequency === Frequency.SemiMonthly;
  if (semiMonthly && (finance.biMonthlyFirstDay === null || finance.biMonthlySecondDay === null)) return null;
  const schedule = amortizationScheduleResult({
    principal,
    annualRatePercent: finance.interestRate,
    frequency: finance.frequency,
    numberOfPayments: count,
    firstPaymentDate: finance.firstPaymentDate,
    ...(semiMonthly ? { biMonthlyFirstDay: finance.biMonthlyFirstDay!, biMonthlySecondDay: finance.biMonthlySecondDay! } : {}),
    feePerPeriod: contractProductOf(contract) === "microCredit" ? finance.brokerageFee : 0,
    residual: contractResidual(contract),
  });
  if (!schedule.ok) return null;
  return {
    principal,
    advancedOn: contractAdvancedOn(finance.firstPaymentDate, finance.frequency),
    periodsPerYear: periodsPerYearOf(finance.frequency),
    lines: schedule.lines,
  };
};

const leaseRateOf = (contract: Contract, terms: PricedTerms): ContractLeaseRate | null => {
  const last = terms.lines.at(-1)!;
  const rate = leaseFinanceRate({
    value: terms.principal,
    startsOn: terms.advancedOn,
    payments: terms.lines.map((line) => ({ dueDate: line.dueDate, amount: line.payment })),
    residual: { amount: contractResidual(contract), dueDate: last.dueDate },
    periodsPerYear: terms.periodsPerYear,
  });
  if (!rate.ok) return null;
  return {
    implicitRate: rate.value.implicitRate.toFixed(2),
    creditRate: rate.value.creditRate.toFixed(2),
    effectiveAnnualRate: rate.value.effectiveAnnualRate.toFixed(2),
    leaseCharges: rate.value.leaseCharges.toFixed(2),
    termDays: rate.value.termDays,
  };
};

/**
 * A financed file-opening fee is a credit charge, not capital (CPA s. 70):
 * the finance block's `fileOpeningFees`, when below the principal.
 */
const fileOpeningFeeOf = (contract: Contract, principal: Decimal): Decimal => {
  const fee = contract.financeLease.fileOpeningFees;
  return fee.gt(0) && fee.lt(principal) ? fee : new Decimal(0);
};

/**
 * The disclosure of a staff contract from its stored terms: for a financing
 * or a cash loan core's `loanDisclosure` (APR, Québec credit rate, the
 * standard form's lines, the cap check under the tenant's `rateCap` on the
 * day the money is advanced, and for a Québec lessee the high-cost check
 * when the Bank Rate is known); for a lease core's `leaseFinanceRate` with
 * the residual. Both null while the terms give no schedule.
 *
 * @example
 * contractDisclosureOf(emptyContract()) // { disclosure: null, leaseRate: null }
 */
export const contractDisclosureOf = (contract: Contract, policy: ContractDisclosurePolicy = {}): ContractDisclosure => {
  const terms = pricedTerms(contract);
  if (terms === null) return none;
  if (contractProductOf(contract) === "lease") return { disclosure: null, leaseRate: leaseRateOf(contract, terms) };
  const fileOpeningFee = fileOpeningFeeOf(contract, terms.principal);
  const statement = loanDisclosure(
    scheduledLoanInput({
      requested: terms.principal.minus(fileOpeningFee),
      fileOpeningFee,
      advancedOn: terms.advancedOn,
      periodsPerYear: terms.periodsPerYear,
      lines: terms.lines,
    }),
    {
      contractDate: terms.advancedOn,
      province: provinceIsoCodeOf(contract.lessee.province) ?? null,
      rateCap: policy.rateCap === undefined ? { action: "refuse" } : policy.rateCap,
      bankRate: policy.bankRates ? bankRateOn(policy.bankRates, terms.advancedOn) : null,
      debtRatio: debtRatioOfBudget(contract.budget),
    },
  );
  return statement.ok ? { disclosure: statement.value, leaseRate: null } : none;
};

/** Largest rate the column holds: hundredths of a percent in a 32-bit integer. */
const maxStoredHundredths = 2_147_483_647;

/**
 * The `apr_percent` column of a contract: its APR (a lease's implicit rate)
 * in hundredths of a percent, an integer so both databases sort and compare
 * it as a number; null when the terms state none.
 *
 * @example
 * contractAprHundredths(emptyContract()) // null
 */
export const contractAprHundredths = (contract: Contract): number | null => {
  const { disclosure, leaseRate } = contractDisclosureOf(contract, { rateCap: null });
  const text = disclosure?.apr ?? leaseRate?.implicitRate ?? null;
  if (text === null) return null;
  const hundredths = new Decimal(text).times(100);
  return hundredths.lte(maxStoredHundredths) ? hundredths.toNumber() : null;
};
