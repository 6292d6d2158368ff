import { approvalDecisionRefusal, approvalRefusalKey, parseIsoDate, tBoth, type ApprovalStatus } from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { isoTime } from "../infra/clock.js";
import { decideApproval, listApprovals, lockApproval, type ApprovalRecord } from "../data/servicingApprovals.js";
import { HttpError, notFound } from "../http/envelope.js";
import { actorColumns } from "../infra/audit.js";
import type { ServerContext } from "../context/serverContext.js";
import { adjustBalance, LedgerRefused, waiveFee, writeOffBalance, type CorrectionOutcome, type Posting } from "./service.js";

/**
 * Maker-checker (issue 22 §2, docs/servicing.md "Approvals"): a correction
 * above the tenant's threshold waits in `servicing_approvals` (service.ts
 * keeps it); a second person approves it, and it is then recorded through
 * the same write as one under the threshold, in the transaction that marks
 * it approved; or someone rejects it. Core's `approvalDecisionRefusal`
 * says who may decide.
 */

/** The decision on a request, and the checker's note. */
export interface ApprovalDecision {
  readonly decision: "approve" | "reject";
  readonly note: string | null;
}

/** What a decision did: the request's new status and, once approved, the ledger event it recorded. */
export interface DecisionOutcome {
  readonly id: number;
  readonly status: "approved" | "rejected";
  readonly eventId: number | null;
}

const text = (request: Record<string, unknown>, key: string): string => String(request[key] ?? "");
const noteOf = (request: Record<string, unknown>): string | null => (typeof request.note === "string" ? request.note : null);

/** Records the request as it was asked, on the checker's posting (its day is the approval's). */
const carryOut = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, approval: ApprovalRecord): Promise<CorrectionOutcome> => {
  const request = approval.request;
  switch (approval.kind) {
    case "waiver":
      return waiveFee(context, posting, { feeLineId: text(request, "feeLineId"), reason: text(request, "reason") });
    case "adjustment": {
      const valueDate = parseIsoDate(text(request, "valueDate"));
      if (valueDate === null) throw new Error(`approval ${approval.id}: unreadable value date`);
      return adjustBalance(context, posting, { amountCents: Number(request.amountCents), valueDate, reason: text(request, "reason"), note: noteOf(request) });
    }
    case "writeOff":
      return writeOffBalance(context, posting, { reason: text(request, "reason"), note: noteOf(request) });
  }
};

const refusedDecision = (reason: "notPending" | "ownRequest"): HttpError => new HttpError(reason === "ownRequest" ? 403 : 409, tBoth(approvalRefusalKey(reason)));

/**
 * Approves or rejects one of the tenant's pending requests (`posting`
 * names the checker, the tenant and its day; its contract is the
 * request's). Approving records the correction (a ledger refusal, say the
 * fee was waived meanwhile, writes nothing and leaves it pending).
 */
export const decideCorrection = async (context: ServerContext, posting: Omit<Posting, "contractId">, approvalId: number, decision: ApprovalDecision): Promise<DecisionOutcome> => {
  try {
    return await context.db.transaction(async (trx) => {
      const approval = await lockApproval(trx, posting.tenant.id, approvalId);
      if (!approval) throw notFound();
      const refusal = approvalDecisionRefusal({ status: approval.status, requestedBy: approval.requestedBy, decidedBy: posting.actor.userId, decision: decision.decision });
      if (refusal) throw refusedDecision(refusal);
      const status = decision.decision === "approve" ? "approved" : "rejected";
      const recorded = status === "approved" ? await carryOut({ db: trx, clock: context.clock }, { ...posting, contractId: approval.contractId, approvalId }, approval) : null;
      const eventId = recorded?.status === "recorded" ? recorded.id : null;
      const decidedAt = isoTime(context.clock.now());
      if (!(await decideApproval(trx, approvalId, { status, decidedBy: posting.actor.userId, decidedAt, note: decision.note, eventId }))) throw refusedDecision("notPending");
      await writeAudit(trx, context.clock, {
        action: `ledger.approval.${status}`,
        ...actorColumns({ tenantId: posting.tenant.id, userId: posting.actor.userId }, posting.actor),
        entity: "contract",
        entityId: approval.contractId,
        after: { approvalId, kind: approval.kind, requestedBy: approval.requestedBy, eventId, note: decision.note },
      });
      return { id: approvalId, status, eventId };
    });
  } catch (error) {
    // The refusal the carried-out write audited went with the rolled-back transaction: audit it again outside.
    if (error instanceof LedgerRefused) {
      await writeAudit(context.db, context.clock, {
        action: "ledger.refused",
        ...actorColumns({ tenantId: posting.tenant.id, userId: posting.actor.userId }, posting.actor),
        entity: "servicingApproval",
        entityId: approvalId,
        after: { status: error.status, reason: error.reason },
      });
    }
    throw error;
  }
};

/** The tenant's requests, newest first: by status and contract when given. */
export const correctionRequests = (context: ServerContext, tenantId: number, filter: { readonly status?: ApprovalStatus; readonly contractId?: number }) =>
  listApprovals(context.db, tenantId, filter);
