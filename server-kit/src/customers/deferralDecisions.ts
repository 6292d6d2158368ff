import { parseIsoDate, t, type Bilingual, type MessageKey } from "@lendkit/core";
import { deferralApprovalProblem, deferralDecisionRefusal, deferralFeeLine } from "@lendkit/core/deferral";
import type { RequestHandler } from "express";
import type { Knex } from "knex";
import { writeAudit } from "../access/audit.js";
import { sessionOf } from "../access/guard.js";
import type { SessionInfo } from "../auth/sessions.js";
import { isoTime } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { requesterOf, staffNames } from "./deferralRecords.js";
import { lockedFor } from "../db/sql.js";
import { notFound } from "./http.js";
import { decodeDeferralDecisionBody, encodeDeferralRequestView, type DeferralRequestView } from "./schemas.js";
import type { ServicingSettings } from "./settings.js";
import { findLedgerContract } from "../data/ledgerEvents.js";
import { servicedContract } from "./contractFacts.js";
import { findContract } from "../data/customerContracts.js";
import { tenantDay } from "../data/tenantZone.js";
import { wholeId } from "../http/ids.js";
import { auditActor } from "../infra/audit.js";

const both = (key: MessageKey): Bilingual => ({ fr: t("fr", key), en: t("en", key) });

const requestColumns = [
  "deferral_requests.id",
  "deferral_requests.status",
  "deferral_requests.customer_id",
  "deferral_requests.contract_id",
  "deferral_requests.payment_id",
  "deferral_requests.from_date",
  "deferral_requests.to_date",
  "deferral_requests.fee_cents",
  "deferral_requests.message",
  "deferral_requests.lang",
  "deferral_requests.requested_by_user_id",
  "deferral_requests.requested_by_customer_id",
  "deferral_requests.created_at",
  "deferral_requests.decided_by_user_id",
  "deferral_requests.decided_at",
  "deferral_requests.decision_note",
  "customers.first_name",
  "customers.last_name",
  "contracts.contract_number",
];

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The staff names a list of rows needs: who asked (when staff) and who decided. */
const namesOf = (db: Knex, tenantId: number, rows: readonly Record<string, unknown>[]) =>
  staffNames(db, tenantId, rows.flatMap((row) => [nullableNumber(row.requested_by_user_id), nullableNumber(row.decided_by_user_id)]));

const toView = (row: Record<string, unknown>, staff: ReadonlyMap<number, string>, feePaymentId: number | null = null): DeferralRequestView => ({
  id: Number(row.id),
  status: row.status === "approved" ? "approved" : row.status === "refused" ? "refused" : "pending",
  customerId: Number(row.customer_id),
  customerName: `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim(),
  contractId: Number(row.contract_id),
  contractNumber: String(row.contract_number ?? ""),
  paymentId: Number(row.payment_id),
  fromDate: String(row.from_date),
  toDate: String(row.to_date),
  fee: Number(row.fee_cents) / 100,
  message: String(row.message ?? ""),
  lang: row.lang === "en" ? "en" : "fr",
  requestedByUserId: nullableNumber(row.requested_by_user_id),
  requestedByCustomerId: nullableNumber(row.requested_by_customer_id),
  requestedBy: requesterOf(row, staff, `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim()),
  createdAt: String(row.created_at),
  decidedByUserId: nullableNumber(row.decided_by_user_id),
  decidedByName: nullableNumber(row.decided_by_user_id) === null ? null : (staff.get(Number(row.decided_by_user_id)) ?? ""),
  decidedAt: row.decided_at === null || row.decided_at === undefined ? null : String(row.decided_at),
  decisionNote: row.decision_note === null || row.decision_note === undefined ? null : String(row.decision_note),
  feePaymentId,
});

/** Requests of the tenant joined to their customer and contract, each filtered on the tenant (SECURITY 14). */
const requestsQuery = (db: Knex, tenantId: number) =>
  db("deferral_requests")
    .join("customers", "customers.id", "deferral_requests.customer_id")
    .join("contracts", "contracts.id", "deferral_requests.contract_id")
    .where({ "deferral_requests.tenant_id": tenantId, "customers.tenant_id": tenantId, "contracts.tenant_id": tenantId });

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
  const rows = (await requestsQuery(context.db, auth.tenantId)
    .where("deferral_requests.status", status)
    .orderBy("deferral_requests.id", "desc")
    .limit(listLimit)
    .select(requestColumns)) as Record<string, unknown>[];
  const staff = await namesOf(context.db, auth.tenantId, rows);
  sendOk(res, rows.map((row) => encodeDeferralRequestView(toView(row, staff))));
};

type RequestRow = Record<string, unknown>;

/**
 * The request, locked for the decision, or 404; core says whether the caller
 * may take this decision on it: 409 when it was already decided, 403 when
 * the approver is the staff user who asked.
 */
const pendingRequest = async (trx: Knex.Transaction, auth: SessionInfo, id: number, decision: "approve" | "refuse"): Promise<RequestRow> => {
  const query = requestsQuery(trx, auth.tenantId).where("deferral_requests.id", id).first(requestColumns);
  const row = (await lockedFor(trx, query, ["deferral_requests"])) as
    | RequestRow
    | undefined;
  if (!row) throw notFound();
  const refusal = deferralDecisionRefusal({ status: String(row.status), requestedByUserId: nullableNumber(row.requested_by_user_id) }, decision, auth.userId);
  if (refusal) throw new HttpError(refusal === "sameUser" ? 403 : 409, both(`payments.deferral.decision.${refusal}`));
  return row;
};

/** Marks a pending request decided; 0 rows means a concurrent decision won (409). */
const markDecided = async (trx: Knex.Transaction, auth: SessionInfo, id: number, status: "approved" | "refused", note: string | null, at: string) => {
  const updated = await trx("deferral_requests")
    .where({ tenant_id: auth.tenantId, id, status: "pending" })
    .update({ status, decided_by_user_id: auth.userId, decided_at: at, decision_note: note, pending_payment_id: null });
  if (updated !== 1) throw new HttpError(409, both("payments.deferral.decision.alreadyDecided"));
};

/**
 * Moves the payment and adds the fee line (A §5, §9); throws 409 when the
 * payment no longer allows it (paid, moved, its date arrived) or changed
 * under us. Returns the fee line's id (null with no fee).
 */
const applyDeferral = async (trx: Knex.Transaction, context: ServerContext, settings: ServicingSettings, auth: SessionInfo, row: RequestRow) => {
  const contract = await findContract(trx, auth.tenantId, Number(row.contract_id));
  if (!contract || contract.statusId !== 1) throw new HttpError(409, both("payments.deferral.refused.contractNotActive"));
  const { today } = await tenantDay(context, auth.tenantId, trx);
  // The schedule is the ledger's too: a payment being recorded on the contract waits for this move (and the reverse).
  await findLedgerContract(trx, auth.tenantId, contract.id, true);
  // Whether the payment is paid is its ledger's word (what was received on the contract, replayed today).
  const { lines: payments } = await servicedContract(trx, auth.tenantId, contract, today);
  const payment = payments.find((line) => line.id === Number(row.payment_id));
  const from = parseIsoDate(String(row.from_date));
  if (!payment || !from) throw notFound();
  const problem = deferralApprovalProblem(payment, from, today);
  if (problem) throw new HttpError(409, both(`payments.deferral.decision.${problem}`));
  const moved = await trx("payments")
    .where({ tenant_id: auth.tenantId, id: payment.id, version: payment.version, due_date: String(row.from_date) })
    .update({ due_date: String(row.to_date), version: payment.version + 1 });
  if (moved !== 1) throw new HttpError(409, both("payments.deferral.decision.paymentMoved"));
  const fee = deferralFeeLine(payments, from, Number(row.fee_cents));
  if (fee.amountCents <= 0) return null;
  const [inserted] = (await trx("payments")
    .insert({
      tenant_id: auth.tenantId,
      contract_id: contract.id,
      seq: fee.seq,
      kind: "deferralFee",
      due_date: String(row.from_date),
      original_due_date: String(row.from_date),
      amount_cents: fee.amountCents,
      fee_cents: fee.amountCents,
      is_from_original_schedule: false,
    })
    .returning("id")) as Array<{ id: number }>;
  return Number(inserted?.id);
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
    const row = await pendingRequest(trx, auth, id, "approve");
    const at = isoTime(context.clock.now());
    await markDecided(trx, auth, id, "approved", note, at);
    const feePaymentId = await applyDeferral(trx, context, settings, auth, row);
    const decidedRow = { ...row, status: "approved", decided_by_user_id: auth.userId, decided_at: at, decision_note: note };
    const decided = toView(decidedRow, await namesOf(trx, auth.tenantId, [decidedRow]), feePaymentId);
    await writeAudit(trx, context.clock, {
      action: "deferral.approved",
      ...auditActor(req, res, auth),
      entity: "deferralRequest",
      entityId: id,
      before: { status: "pending", paymentId: decided.paymentId, dueDate: decided.fromDate },
      after: { status: "approved", dueDate: decided.toDate, feePaymentId, feeCents: Number(row.fee_cents) },
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
    const row = await pendingRequest(trx, auth, id, "refuse");
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
    const decidedRow = { ...row, status: "refused", decided_by_user_id: auth.userId, decided_at: at, decision_note: note };
    return toView(decidedRow, await namesOf(trx, auth.tenantId, [decidedRow]));
  });
  sendOk(res, encodeDeferralRequestView(view));
};
