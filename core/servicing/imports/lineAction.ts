import type { PostingRefusal } from "../ledger/posting.js";
import type { LedgerRefusal } from "../ledger/types.js";
import type { ProcessorRow } from "./processorFile.js";

/**
 * What one line of a processor's file does to the tenant's ledgers (issue
 * 22 §2, docs/spec-decisions.md): an external id is applied once per
 * tenant, ever, so a file imported twice changes nothing the second time.
 */

/** Why a well-written line cannot be applied, before the ledger's own checks. */
export type ProcessorLineProblem = "unknownContract" | "paymentNotFound" | "returnAmountMismatch";

/** What the tenant's data say of a line, as the server found it. */
export interface ProcessorLineFacts {
  /** The tenant's contract with the line's number; null when it has none. */
  readonly contractId: number | null;
  /** A paid line: the tenant has recorded a payment with this external id (on any contract). */
  readonly externalIdApplied: boolean;
  /** A returned line: the tenant's payment with this external id, or null. */
  readonly payment: { readonly contractId: number; readonly amountCents: number; readonly returned: boolean } | null;
}

/** Record a payment, return one, nothing to do (applied before), or refused. */
export type ProcessorLineAction =
  | { readonly kind: "pay"; readonly contractId: number }
  | { readonly kind: "return"; readonly contractId: number }
  | { readonly kind: "duplicate" }
  | { readonly kind: "refused"; readonly code: ProcessorLineProblem };

/**
 * The action of a line: a contract the tenant does not have refuses it. A
 * paid line whose external id was applied is a duplicate, else a payment.
 * A returned line names its payment by the same external id: none on that
 * contract is refused, one returned already is a duplicate (a return's own
 * "applied once"), one of another amount is refused (the processor returns
 * the whole debit), else it is returned.
 *
 * @example
 * const paid = { row: 2, externalId: "P-1", contractNumber: "M-7", amountCents: 1250, valueDate: parseIsoDate("2026-11-20"), status: "paid" };
 * processorLineAction(paid, { contractId: 7, externalIdApplied: false, payment: null }) // { kind: "pay", contractId: 7 }
 * processorLineAction(paid, { contractId: 7, externalIdApplied: true, payment: null }) // { kind: "duplicate" }
 * processorLineAction({ ...paid, status: "returned", reason: "nsf" }, { contractId: 7, externalIdApplied: true, payment: { contractId: 7, amountCents: 1250, returned: true } }) // { kind: "duplicate" }
 */
export const processorLineAction = (row: ProcessorRow, facts: ProcessorLineFacts): ProcessorLineAction => {
  const { contractId, payment } = facts;
  if (contractId === null) return { kind: "refused", code: "unknownContract" };
  if (row.status === "paid") return facts.externalIdApplied ? { kind: "duplicate" } : { kind: "pay", contractId };
  if (payment === null || payment.contractId !== contractId) return { kind: "refused", code: "paymentNotFound" };
  if (payment.returned) return { kind: "duplicate" };
  if (payment.amountCents !== row.amountCents) return { kind: "refused", code: "returnAmountMismatch" };
  return { kind: "return", contractId };
};

/**
 * The ledger's refusal that means another request applied the same line
 * first (between the look-up and the write): a duplicate, not an error.
 *
 * @example
 * isDuplicateRefusal("paid", "externalIdApplied") // true
 * isDuplicateRefusal("returned", "valueDateAfterToday") // false
 */
export const isDuplicateRefusal = (status: ProcessorRow["status"], reason: LedgerRefusal | PostingRefusal): boolean =>
  status === "paid" ? reason === "externalIdApplied" : reason === "alreadyReturned";
