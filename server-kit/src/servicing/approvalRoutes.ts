import { decodeApprovalDecisionRequest, formatMoney, t, type ApprovalStatus, type Bilingual, type Lang } from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import { sessionOf } from "../auth/caller.js";
import type { ApprovalRecord } from "../data/servicingApprovals.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { bilingualText, serverMessages } from "../http/messages.js";
import { requestFacts } from "../infra/audit.js";
import { wholeId } from "../http/ids.js";
import { callerLang } from "../infra/language.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantDay } from "../data/tenantZone.js";
import { correctionRequests, decideCorrection } from "./approvals.js";
import type { CorrectionOutcome } from "./service.js";
import { tenantLedgerSettings } from "./settings.js";
import { moneyText, wireLineId } from "./wire.js";

/**
 * The approval routes (docs/api/servicing.md "Approvals"): the answer of
 * a correction kept for approval, the tenant's requests, and their
 * approval or rejection by a second person.
 */

/** The pending answer's words: the threshold in each language's money format. */
const pendingWords = (thresholdCents: number): Bilingual => {
  const words = (lang: Lang) => t(lang, "servicing.approval.pending", { threshold: formatMoney(thresholdCents / 100, lang) });
  return { fr: words("fr"), en: words("en") };
};

/**
 * Answers a correction route: 201 `{ id }` when it was recorded, 202
 * `{ status: "pending", approvalId, amount, message }` when it waits for
 * approval (the message in the caller's language, both when it states none).
 */
export const sendCorrection = (req: Request, res: Response, outcome: CorrectionOutcome, thresholdCents: number | null): void => {
  if (outcome.status === "recorded") return sendOk(res, { id: outcome.id }, 201);
  const words = pendingWords(thresholdCents ?? 0);
  const lang = callerLang(req);
  sendOk(res, { status: "pending", approvalId: outcome.approvalId, amount: moneyText(outcome.amountCents), message: lang === null ? bilingualText(words) : words[lang] }, 202);
};

/** What was asked, as the wire spells money and line ids. */
const wireRequest = (approval: ApprovalRecord): Record<string, unknown> => {
  const { amountCents, feeLineId, ...rest } = approval.request;
  return {
    ...rest,
    ...(typeof amountCents === "number" ? { amount: moneyText(amountCents) } : {}),
    ...(typeof feeLineId === "string" ? { lineId: wireLineId(feeLineId) } : {}),
  };
};

const wireApproval = (approval: ApprovalRecord) => ({
  id: approval.id,
  contractId: approval.contractId,
  contractNumber: approval.contractNumber,
  kind: approval.kind,
  amount: moneyText(approval.amountCents),
  request: wireRequest(approval),
  status: approval.status,
  requestedById: approval.requestedBy,
  requestedBy: approval.requestedByName,
  requestedAt: approval.requestedAt,
  decidedBy: approval.decidedByName,
  decidedAt: approval.decidedAt,
  note: approval.decisionNote,
  eventId: approval.eventId,
});

const statuses: readonly ApprovalStatus[] = ["pending", "approved", "rejected"];

/** `status` of the query: one of the three, or all when absent (400 for anything else). */
const statusFilter = (req: Request): ApprovalStatus | undefined => {
  const value = req.query.status;
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" && (statuses as readonly string[]).includes(value)) return value as ApprovalStatus;
  throw new HttpError(400, serverMessages.invalidRequest, "status: expected pending, approved or rejected");
};

/** GET /api/servicing/approvals?status=&contractId= → 200 `{ approvals }`, newest first (at most 500). */
export const listApprovalsRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const status = statusFilter(req);
  const contractId = req.query.contractId === undefined ? undefined : wholeId(req.query.contractId, "contractId");
  const approvals = await correctionRequests(context, auth.tenantId, { ...(status ? { status } : {}), ...(contractId === undefined ? {} : { contractId }) });
  sendOk(res, { approvals: approvals.map(wireApproval) });
};

/** POST /api/servicing/approvals/{id}/approve or …/reject `{ note? }` → 200 `{ id, status, eventId }`. */
export const decideApprovalRoute =
  (context: ServerContext, decision: "approve" | "reject"): RequestHandler =>
  async (req, res) => {
    const approvalId = wholeId(req.params.id, "id");
    const body = decodeBody(req, decodeApprovalDecisionRequest);
    const auth = sessionOf(res);
    const { today, timeZone } = await tenantDay(context, auth.tenantId);
    const tenant = { id: auth.tenantId, settings: await tenantLedgerSettings(context, auth.tenantId) };
    const posting = { tenant, today, timeZone, actor: { userId: auth.userId, ...requestFacts(req, res) } };
    sendOk(res, await decideCorrection(context, posting, approvalId, { decision, note: body.note?.trim() || null }));
  };
