import type { CalendarDate } from "@internationalized/date";
import type { DocumentContract, DocumentPayment } from "./facts.js";
import { bySeq, sumCents } from "./lines.js";
import { projectedLines } from "./scheduleReport.js";

/** The credit terms a contract print discloses. */
export interface ContractTerms {
  /** `recorded`: from the original schedule's stored lines; `projected`: from the terms by core/schedule; `none`: unknown. */
  readonly source: "recorded" | "projected" | "none";
  readonly numberOfPayments: number | null;
  readonly regularPaymentCents: number | null;
  readonly firstPaymentDate: CalendarDate | null;
  readonly lastPaymentDate: CalendarDate | null;
  readonly totalOfPaymentsCents: number | null;
  /** Total of payments + residual − amount financed. */
  readonly costOfCreditCents: number | null;
  /** A lease's residual: the balance owing at the end of the term, after the last payment (0 otherwise). */
  readonly residualCents: number;
}

const unknownTerms = (contract: DocumentContract): ContractTerms => ({
  source: "none",
  numberOfPayments: contract.numberOfPayments,
  regularPaymentCents: null,
  firstPaymentDate: contract.firstPaymentDate,
  lastPaymentDate: null,
  totalOfPaymentsCents: null,
  costOfCreditCents: null,
  residualCents: contract.residualCents ?? 0,
});

const termsOf = (
  source: "recorded" | "projected",
  contract: DocumentContract,
  lines: ReadonlyArray<{ readonly dueDate: CalendarDate; readonly cents: number }>,
): ContractTerms => {
  const total = sumCents(lines.map((line) => line.cents));
  return {
    source,
    numberOfPayments: lines.length,
    regularPaymentCents: lines[0]!.cents,
    firstPaymentDate: lines[0]!.dueDate,
    lastPaymentDate: lines[lines.length - 1]!.dueDate,
    totalOfPaymentsCents: total,
    costOfCreditCents: total + (contract.residualCents ?? 0) - contract.amountCents,
    residualCents: contract.residualCents ?? 0,
  };
};

/**
 * The terms a contract print discloses: from the stored lines of the
 * original schedule (deferral fees and added lines are later events, not
 * terms), else the schedule projected from the contract's terms; the regular
 * payment is the first line's, the cost of credit the total of payments plus
 * a lease's residual (still owed at the end of the term) minus the amount
 * financed.
 *
 * @example
 * const contract = { contractNumber: "T-1", product: "microCredit", statusId: 1, amountCents: 100_000, annualRate: "19.99", frequency: 0, numberOfPayments: 52, firstPaymentDate: new CalendarDate(2026, 1, 2), vehicle: null };
 * contractTerms(contract, []).regularPaymentCents // 2125
 * contractTerms(contract, []).costOfCreditCents // 10516
 */
export const contractTerms = (contract: DocumentContract, payments: readonly DocumentPayment[]): ContractTerms => {
  const original = bySeq(payments.filter((line) => line.kind === "scheduled" && line.isFromOriginalSchedule));
  if (original.length > 0) {
    return termsOf("recorded", contract, original.map((line) => ({ dueDate: line.dueDate, cents: line.amountCents })));
  }
  const projected = projectedLines(contract);
  if (!projected || projected.length === 0) return unknownTerms(contract);
  return termsOf("projected", contract, projected.map((line) => ({ dueDate: line.dueDate, cents: line.paymentCents + line.feeCents })));
};
