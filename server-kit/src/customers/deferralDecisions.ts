import { parseIsoDate, t, type Bilingual, type MessageKey } from "@lendkit/core";
import { deferralApprovalProblem, deferralDecisionRefusal, deferralFeeLine } from "@lendkit/core/deferral";
import type { RequestHandler } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { isoTime } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, notFound, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import {
  deferralRequestsOf,
  insertDeferralFeeLine,
  lockedDeferralRequest,
  markDeferralDecided,
  moveDeferredPayment,
  requesterOf,
  staffNames,
  type DeferralRequestRecord,
} from "../data/deferrals.js";
import type { Plumbing } from "../infra/plumbing.js";
import { decodeDeferralDecisionBody, encodeDeferralRequestView, type DeferralRequestView } from "./schemas.js";
import type { ServicingSettings } from "./settings.js";
import { findLedgerContract } from "../data/ledgerEvents.js";
import { findContract, servicedContract } from "../data/customerContracts.js";
import { tenantDay } from "../data/tenantZone.js";
import { wholeId } from "../http/ids.js";
import { auditActor } from "../infra/audit.js";

const both = (key: MessageKey): Bilingual => ({ fr: t("fr", key), en: t("en", key) });

/** The staff names a list of requests needs: who asked (when staff) and who decided. */
const namesOf = (db: Plumbing["db"], tenantId: number, requests: readonly DeferralRequestRecord[]) =>
  staffNames(db, tenantId, requests.flatMap((request) => [request.requestedByUserId, request.decidedByUserId]));

const toView = (request: DeferralRequestRecord, staff: ReadonlyMap<number, string>, feePaymentId: number | null = null): DeferralRequestView => ({
  id: request.id,
  status: request.status,
  customerId: request.customerId,
  customerName: request.customerName,
  contractId: request.contractId,
  contractNumber: request.contractNumber,
  paymentId: request.paymentId,
  fromDate: request.fromDate,
  toDate: request.toDate,
  fee: request.feeCents / 100,
  message: request.message,
  lang: request.lang,
  requestedByUserId: request.requestedByUserId,
  requestedByCustomerId: request.requestedByCustomerId,
  requestedBy: requesterOf(request.requestedByUserId, staff, request.customerName),
  createdAt: request.createdAt,
  decidedByUserId: request.decidedByUserId,
  decidedByName: request.decidedByUserId === null ? null : (staff.get(request.decidedByUserId) ?? ""),
  decidedAt: request.decidedAt,
  decisionNote: request.decisionNote,
  feePaymentId,
});

const statuses = ["pending", "approved", "refused"] as const;
/** The list's length cap: newest first, enough for a working queue. */
const listLimit = 200;

/**
 * GET /api/deferralRequests?status=pending|approved|refused (default
 * pending): the tenant's requests, newest first, at most 200, each with who
 * asked (staff user or customer, by name) and when, and who decided and
 * when (issue 15 §5).
 */
export const listDeferralRequests = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const status = req.query.status ?? "pending";
  if (typeof status !== "string" || !(statuses as readonly string[]).includes(status)) {
    throw new HttpError(400, serverMessages.invalidRequest, "status: expected pending, approved or refused");
  }
  const requests = await deferralRequestsOf(context.db, auth.tenantId, status, listLimit);
  const staff = await namesOf(context.db, auth.tenantId, requests);
  sendOk(res, requests.map((request) => encodeDeferralRequestView(toView(request, staff))));
};

/**
 * The request, locked for the decision, or 404; core says whether the caller
 * may take this decision on it: 409 when it was already decided, 403 when
 * the approver is the staff user who asked.
 */
const pendingRequest = async (trx: Plumbing["db"], auth: SessionInfo, id: number, decision: "approve" | "refuse"): Promise<DeferralRequestRecord> => {
  const request = await lockedDeferralRequest(trx, auth.tenantId, id);
  if (!request) throw notFound();
  const refusal = deferralDecisionRefusal({ status: request.storedStatus, requestedByUserId: request.requestedByUserId }, decision, auth.userId);
  if (refusal) throw new HttpError(refusal === "sameUser" ? 403 : 409, both(`payments.deferral.decision.${refusal}`));
  return request;
};

/** Marks a pending request decided; 0 rows means a concurrent decision won (409). */
const markDecided = async (trx: Plumbing["db"], auth: SessionInfo, id: number, status: "approved" | "refused", note: string | null, at: string) => {
  if (!(await markDeferralDecided(trx, auth.tenantId, id, { status, userId: auth.userId, at, note }))) {
    throw new HttpError(409, both("payments.deferral.decision.alreadyDecided"));
  }
};

/**
 * Moves the payment and adds the fee line (A §5, §9); throws 409 when the
 * payment no longer allows it (paid, moved, its date arrived) or changed
 * under us. Returns the fee line's id (null with no fee).
 */
const applyDeferral = async (trx: Plumbing["db"], context: ServerContext, settings: ServicingSettings, auth: SessionInfo, request: DeferralRequestRecord) => {
  const contract = await findContract(trx, auth.tenantId, request.contractId);
  if (!contract || contract.statusId !== 1) throw new HttpError(409, both("payments.deferral.refused.contractNotActive"));
  const { today } = await tenantDay(context, auth.tenantId, trx);
  // The schedule is the ledger's too: a payment being recorded on the contract waits for this move (and the reverse).
  await findLedgerContract(trx, auth.tenantId, contract.id, true);
  // Whether the payment is paid is its ledger's word (what was received on the contract, replayed today).
  const { lines: payments } = await servicedContract(trx, auth.tenantId, contract, today);
  const payment = payments.find((line) => line.id === request.paymentId);
  const from = parseIsoDate(request.fromDate);
  if (!payment || !from) throw notFound();
  const problem = deferralApprovalProblem(payment, from, today);
  if (problem) throw new HttpError(409, both(`payments.deferral.decision.${problem}`));
  const moved = await moveDeferredPayment(trx, auth.tenantId, { id: payment.id, version: payment.version, fromDate: request.fromDate, toDate: request.toDate });
  if (!moved) throw new HttpError(409, both("payments.deferral.decision.paymentMoved"));
  const fee = deferralFeeLine(payments, from, request.feeCents);
  if (fee.amountCents <= 0) return null;
  return insertDeferralFeeLine(trx, auth.tenantId, contract.id, { seq: fee.seq, amountCents: fee.amountCents, dueDate: request.fromDate });
};

const noteOf = (req: Parameters<RequestHandler>[0]): string | null => {
  const note = decodeBody(req, decodeDeferralDecisionBody).decisionNote?.trim();
  return note ? note : null;
};

/**
 * Runs a decision; when it is refused (403 maker-checker, 409 already
 * decided or no longer applicable) the transaction has rolled back, so the
 * refusal is audited after it (SECURITY 29).
 */
const auditedRefusal = async <T>(
  context: ServerContext,
  req: Parameters<RequestHandler>[0],
  res: Parameters<RequestHandler>[1],
  auth: SessionInfo,
  id: number,
  decide: () => Promise<T>,
): Promise<T> => {
  try {
    return await decide();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 409)) {
      await writeAudit(context.db, context.clock, {
        action: "deferral.approvalRefused",
        ...auditActor(req, res, auth),
        entity: "deferralRequest",
        entityId: id,
        after: { status: error.status, reason: error.bilingual.en },
      });
    }
    throw error;
  }
};

/**
 * POST /api/deferralRequests/{id}/approve (maker-checker, SECURITY 16): in
 * one transaction, moves the payment's due date (its original date kept),
 * adds the fee line due on the date it left, and marks the request approved
 * with who and when. The approver may not be the staff user who asked; a
 * decided request answers 409.
 */
export const approveDeferral = (context: ServerContext, settings: ServicingSettings): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const id = wholeId(req.params.id, "id");
  const note = noteOf(req);
  const view = await auditedRefusal(context, req, res, auth, id, async () => context.db.transaction(async (trx) => {
    const request = await pendingRequest(trx, auth, id, "approve");
    const at = isoTime(context.clock.now());
    await markDecided(trx, auth, id, "approved", note, at);
    const feePaymentId = await applyDeferral(trx, context, settings, auth, request);
    const approved = { ...request, status: "approved" as const, decidedByUserId: auth.userId, decidedAt: at, decisionNote: note };
    const decided = toView(approved, await namesOf(trx, auth.tenantId, [approved]), feePaymentId);
    await writeAudit(trx, context.clock, {
      action: "deferral.approved",
      ...auditActor(req, res, auth),
      entity: "deferralRequest",
      entityId: id,
      before: { status: "pending", paymentId: decided.paymentId, dueDate: decided.fromDate },
      after: { status: "approved", dueDate: decided.toDate, feePaymentId, feeCents: request.feeCents },
    });
    return decided;
  }));
  sendOk(res, encodeDeferralRequestView(view));
};

/** POST /api/deferralRequests/{id}/refuse: marks a pending request refused with who and when; nothing else changes. */
export const refuseDeferral = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const id = wholeId(req.params.id, "id");
  const note = noteOf(req);
  const view = await context.db.transaction(async (trx) => {
    const request = await pendingRequest(trx, auth, id, "refuse");
    const at = isoTime(context.clock.now());
    await markDecided(trx, auth, id, "refused", note, at);
    await writeAudit(trx, context.clock, {
      action: "deferral.refused",
      ...auditActor(req, res, auth),
      entity: "deferralRequest",
      entityId: id,
      before: { status: "pending" },
      after: { status: "refused", decisionNote: note },
    });
    const refused = { ...request, status: "refused" as const, decidedByUserId: auth.userId, decidedAt: at, decisionNote: note };
    return toView(refused, await namesOf(trx, auth.tenantId, [refused]));
  });
  sendOk(res, encodeDeferralRequestView(view));
};
