/**
 * Maker-checker for balance corrections (issue 22 §2: "waivers and
 * adjustments need AdminCollector or Admin, with maker-checker above a
 * tenant threshold"; docs/servicing.md "Approvals"). A waiver, an
 * adjustment or a write-off whose amount is above the tenant's threshold
 * is not recorded at once: it waits for a second person's approval, and
 * only then goes through the same checks and write as one under it.
 */

import type { Ledger } from "../ledger/types.js";

/** What waits for approval: the three corrections that forgive or move money without a payment. */
export type ApprovalKind = "waiver" | "adjustment" | "writeOff";

/** Where a request stands: waiting, recorded on approval, or refused. */
export type ApprovalStatus = "pending" | "approved" | "rejected";

/** Why a decision on a request is refused. */
export type ApprovalRefusal = "notPending" | "ownRequest";

export const approvalKinds: readonly ApprovalKind[] = ["waiver", "adjustment", "writeOff"];

/**
 * Whether a correction of `amountCents` (its size: a debit's too) needs a
 * second person: only above the threshold (an amount equal to it is
 * recorded at once); never when the tenant sets none (null).
 *
 * @example
 * needsApproval(50_001, 50_000) // true
 * needsApproval(50_000, 50_000) // false
 * needsApproval(-90_000, 50_000) // true: a debit of 900.00
 * needsApproval(1_000_000, null) // false
 */
export const needsApproval = (amountCents: number, thresholdCents: number | null): boolean => thresholdCents !== null && Math.abs(amountCents) > thresholdCents;

/** A correction as the threshold weighs it. */
export type CorrectionAtStake =
  | { readonly kind: "adjustment"; readonly amountCents: number }
  | { readonly kind: "waiver"; readonly feeLineId: string }
  | { readonly kind: "writeOff" };

/**
 * The cents a correction moves, read from the ledger replayed with it
 * (`after`): an adjustment its size, a waiver what it waived of its fee
 * line (what was paid stays paid), a write-off what it wrote off. This is
 * the amount `needsApproval` weighs.
 *
 * @example
 * correctionCents(ledgerWithTheWaiver, { kind: "waiver", feeLineId: "7" }) // the fee line's waivedCents
 */
export const correctionCents = (after: Ledger, correction: CorrectionAtStake): number => {
  switch (correction.kind) {
    case "adjustment":
      return Math.abs(correction.amountCents);
    case "waiver":
      return after.lines.find((line) => line.id === correction.feeLineId)?.waivedCents ?? 0;
    case "writeOff":
      return after.balances.writtenOffCents;
  }
};

/** A decision as it reaches the rule: the request's state and maker, who decides and how. */
export interface ApprovalDecisionFacts {
  readonly status: ApprovalStatus;
  readonly requestedBy: number | null;
  readonly decidedBy: number | null;
  readonly decision: "approve" | "reject";
}

/**
 * Why a decision is refused, or null: a request is decided once, and no
 * one approves their own (the maker may withdraw it by rejecting it).
 *
 * @example
 * approvalDecisionRefusal({ status: "pending", requestedBy: 4, decidedBy: 4, decision: "approve" }) // "ownRequest"
 * approvalDecisionRefusal({ status: "pending", requestedBy: 4, decidedBy: 4, decision: "reject" }) // null
 * approvalDecisionRefusal({ status: "approved", requestedBy: 4, decidedBy: 5, decision: "reject" }) // "notPending"
 */
export const approvalDecisionRefusal = (facts: ApprovalDecisionFacts): ApprovalRefusal | null => {
  if (facts.status !== "pending") return "notPending";
  if (facts.decision === "approve" && (facts.decidedBy === null || facts.decidedBy === facts.requestedBy)) return "ownRequest";
  return null;
};

/**
 * The catalog key of a refusal's words (translate with `t(lang, key)`).
 *
 * @example
 * approvalRefusalKey("ownRequest") // "servicing.approval.ownRequest"
 */
export const approvalRefusalKey = <Reason extends ApprovalRefusal>(reason: Reason): `servicing.approval.${Reason}` => `servicing.approval.${reason}`;
