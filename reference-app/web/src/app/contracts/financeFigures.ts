import type { CalendarDate } from "@internationalized/date";
import {
  checkContractActivation,
  contractFeePerPeriod,
  contractFinancedAmount,
  contractNumberOfPayments,
  decodeContract,
  Decimal,
  type ContractActivationGap,
  type ScheduleRefusal,
} from "@lendkit/core";

/**
 * The finance tab's calculated figures, every one from core's contract
 * rules on the contract as typed so far: the amount financed, the number of
 * payments of the term and frequency, the fees added to each payment, and
 * the schedule activation would build (core's amortization engine) with its
 * regular and last payments, total, interest and end-of-term balance (a
 * lease's residual) — or what is still missing
 * before the contract can be activated.
 */
export interface FinanceFigures {
  readonly amount: Decimal | null;
  readonly numberOfPayments: number | null;
  readonly feePerPeriod: Decimal;
  readonly schedule: {
    readonly regularPayment: Decimal;
    readonly lastPayment: Decimal;
    readonly total: Decimal;
    readonly interest: Decimal;
    readonly count: number;
    /** The balance after the last payment: a lease's residual, 0 otherwise. */
    readonly endBalance: Decimal;
  } | null;
  readonly gaps: readonly ContractActivationGap[];
  readonly refusal: ScheduleRefusal | null;
}

const dollars = (cents: number): Decimal => new Decimal(cents).div(100);

/** The figures of a contract JSON on `today`, or null while the JSON does not decode (a value still being typed). */
export const financeFigures = (json: unknown, today: CalendarDate): FinanceFigures | null => {
  const decoded = decodeContract(json);
  if (!decoded.ok) return null;
  const contract = decoded.value;
  const base = {
    amount: contractFinancedAmount(contract),
    numberOfPayments: contractNumberOfPayments(contract.financeLease),
    feePerPeriod: contractFeePerPeriod(contract),
  };
  const check = checkContractActivation(contract, today);
  if (!check.ok) return { ...base, schedule: null, gaps: check.gaps, refusal: check.refusal };
  const lines = check.lines;
  const totalOf = (line: (typeof lines)[number]) => line.paymentCents + line.feeCents;
  return {
    ...base,
    schedule: {
      regularPayment: dollars(totalOf(lines[0]!)),
      lastPayment: dollars(totalOf(lines.at(-1)!)),
      total: dollars(lines.reduce((sum, line) => sum + totalOf(line), 0)),
      interest: dollars(lines.reduce((sum, line) => sum + line.interestCents, 0)),
      count: lines.length,
      endBalance: dollars(lines.at(-1)!.balanceCents),
    },
    gaps: [],
    refusal: null,
  };
};
