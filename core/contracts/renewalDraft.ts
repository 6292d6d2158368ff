import { isFrequencyCode, type FrequencyCode } from "../codes/frequency.js";
import { emptyContract, type Contract } from "../models/contract.js";
import { parseIsoDate } from "../models/schema.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";

/**
 * A renewal's contract body (C §3.4, §3.6; issue 15 §2): what the new
 * micro-credit carries over from the loan it renews, and the terms the
 * applicant chose in the public flow, which staff edits never overwrite.
 */

/** What a renewal carries over besides the renewed contract's body. */
export interface RenewalCarry {
  /** The payoff balance of the renewed loan (capital not repaid plus unpaid fee lines), in cents. */
  readonly previousBalanceCents: number;
}

/**
 * The body of a new renewal of `original`: a DRAFT cash loan for the same
 * customer (the lessee copied whole: identity, address, employment, bank,
 * references), the renewed loan's frequency, term and rate to start from,
 * and its payoff balance as `financeLease.previousBalanceAmount` (the
 * previous balance the new principal pays off). The amount asked for is
 * left to choose; nothing else of the original (vehicle, files, checklist,
 * verification results) is copied.
 *
 * @example
 * renewalDraftBody(loan, { previousBalanceCents: 49_085 }).financeLease.previousBalanceAmount.toFixed(2) // "490.85"
 */
export const renewalDraftBody = (original: Contract, carry: RenewalCarry): Contract => {
  const empty = emptyContract();
  return {
    ...empty,
    isMicroCredit: true,
    isLoanCash: true,
    isParentContractMicroCredit: true,
    isTraining: original.isTraining,
    isParentContractTraining: original.isTraining,
    lessee: original.lessee,
    financeLease: {
      ...empty.financeLease,
      frequency: original.financeLease.frequency,
      term: original.financeLease.term,
      numberOfPaymentsIsSubstitued: original.financeLease.numberOfPaymentsIsSubstitued,
      interestRate: original.financeLease.interestRate,
      previousBalanceAmount: decimalFromCents(carry.previousBalanceCents),
    },
  };
};

/** The terms an applicant chose in the public flow, as the contract's columns keep them. */
export interface ApplicantTerms {
  /** The principal: the amount asked for plus the previous balance, in cents. */
  readonly amountCents: number;
  readonly frequency: number | null;
  readonly numberOfPayments: number | null;
  /** Exact decimal text ("27.15"), or null. */
  readonly annualRate: string | null;
  /** `yyyy-mm-dd`, or null before the document is signed. */
  readonly firstPaymentDate: string | null;
}

/**
 * The contract with the applicant's terms written into its finance block,
 * so staff read the terms the applicant chose: the principal as `Amount`,
 * the frequency, the number of payments as a substituted term, the rate
 * and the first payment date. Reading the columns back from the result
 * (`contractColumns`) gives the same terms.
 *
 * @example
 * withApplicantTerms(emptyContract(), { amountCents: 124_085, frequency: 1, numberOfPayments: 9, annualRate: "27.15", firstPaymentDate: null }).Amount?.toFixed(2) // "1240.85"
 */
export const withApplicantTerms = (contract: Contract, terms: ApplicantTerms): Contract => {
  const finance = contract.financeLease;
  const frequency: FrequencyCode | null = isFrequencyCode(terms.frequency) ? terms.frequency : finance.frequency;
  return {
    ...contract,
    Amount: decimalFromCents(terms.amountCents),
    financeLease: {
      ...finance,
      frequency,
      term: terms.numberOfPayments ?? finance.term,
      numberOfPaymentsIsSubstitued: terms.numberOfPayments !== null ? true : finance.numberOfPaymentsIsSubstitued,
      interestRate: terms.annualRate === null ? finance.interestRate : new Decimal(terms.annualRate),
      firstPaymentDate: terms.firstPaymentDate === null ? finance.firstPaymentDate : (parseIsoDate(terms.firstPaymentDate) ?? finance.firstPaymentDate),
    },
  };
};

/**
 * A staff edit of a contract whose terms the applicant chose: everything
 * from the edit except the terms, which stay as `stored` has them (the
 * amount, frequency, term, rate, first payment date, previous balance, and
 * the brokerage fee per period and semi-monthly days written at signing).
 */
export const keepApplicantTerms = (stored: Contract, edited: Contract): Contract => ({
  ...edited,
  Amount: stored.Amount,
  financeLease: {
    ...edited.financeLease,
    frequency: stored.financeLease.frequency,
    term: stored.financeLease.term,
    numberOfPaymentsIsSubstitued: stored.financeLease.numberOfPaymentsIsSubstitued,
    interestRate: stored.financeLease.interestRate,
    firstPaymentDate: stored.financeLease.firstPaymentDate,
    previousBalanceAmount: stored.financeLease.previousBalanceAmount,
    brokerageFee: stored.financeLease.brokerageFee,
    biMonthlyFirstDay: stored.financeLease.biMonthlyFirstDay,
    biMonthlySecondDay: stored.financeLease.biMonthlySecondDay,
  },
});
