import { decideManualReview, decoderFor, manualBankProvider, manualReviewNoteMax, manualReviewPending, reopenedBankStep, tBoth, type MessageKey } from "@lendkit/core";
import * as Schema from "effect/Schema";
import type { RequestHandler } from "express";
import type { Knex } from "knex";
import { writeAudit } from "../access/audit.js";
import { sessionOf } from "../access/guard.js";
import { isoTime } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { parseRowId } from "../http/ids.js";
import { auditActor } from "../infra/audit.js";

/**
 * The lender's review of statements submitted by hand (C §3.7 manual
 * mode): list the submissions of the caller's tenant, see one with its
 * pictures, accept or refuse it with a note (core's `decideManualReview`).
 * A refusal sets the submission `failed`, frees the flow for a new
 * submission and, while the flow is not signed, sets it back to step 2.
 * Another tenant's submission is unknown (404).
 */

/**
 * A submission's statements: the applicant's file-drop files (pictures, or
 * PDFs with no thumbnail) the staff open through the files routes.
 */
export interface StatementPicture {
  readonly id: number;
  readonly description: string;
  readonly url: string;
  /** The picture's thumbnail; null for a PDF (the screen shows a PDF icon). */
  readonly thumbnailUrl: string | null;
  /** What the stored file is: `image/jpeg`, `image/png` or `application/pdf`. */
  readonly mimeType: string;
  readonly uploadedAt: string;
}

/** One manual submission as the review screen shows it. */
export interface ManualReviewItem {
  readonly id: number;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly applicantName: string;
  readonly submittedAt: string;
  readonly status: string;
  readonly reviewedAt: string | null;
  readonly reviewerName: string | null;
  readonly note: string | null;
  readonly statements: readonly StatementPicture[];
}

/** The statuses the list filters on. */
const listStatuses = ["pendingReview", "succeeded", "failed"] as const;

/** The longest list answered (oldest first): a review queue, not an archive. */
export const manualReviewListLimit = 200;

const DecisionRequest = Schema.Struct({
  decision: Schema.Literals(["accept", "refuse"]),
  note: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(manualReviewNoteMax * 2))),
});
const decodeDecision = decoderFor(DecisionRequest);

interface ReviewRow {
  id: number;
  tenant_id: number;
  contract_id: number;
  contract_number: string;
  lessee_name: string;
  created_at: string;
  status: string;
  reviewed_at: string | null;
  review_note: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

const reviewQuery = (db: Knex, tenantId: number) =>
  db("bank_verifications as b")
    .join("contracts as c", "c.id", "b.contract_id")
    .leftJoin("users as u", "u.id", "b.reviewed_by_user_id")
    .where({ "b.tenant_id": tenantId, "c.tenant_id": tenantId, "b.provider": manualBankProvider })
    .select(
      "b.id",
      "b.tenant_id",
      "b.contract_id",
      "c.contract_number",
      "c.lessee_name",
      "b.created_at",
      "b.status",
      "b.reviewed_at",
      "b.review_note",
      "u.first_name",
      "u.last_name",
      "u.username",
    );

/** The pictures one submission covers: the applicant's uploads after the previous refusal, up to the submission. */
const picturesOf = async (db: Knex, row: ReviewRow): Promise<StatementPicture[]> => {
  const previous = (await db("bank_verifications")
    .where({ contract_id: row.contract_id, provider: manualBankProvider, status: "failed" })
    .where("id", "<", row.id)
    .max({ at: "reviewed_at" })
    .first()) as { at: string | null } | undefined;
  const query = db("files").where({ tenant_id: row.tenant_id, contract_id: row.contract_id, source: "fileDrop" }).where("created_at", "<=", row.created_at);
  if (previous?.at) query.where("created_at", ">", previous.at);
  const files = (await query.orderBy("id").select("id", "description", "thumb_name", "mime_type", "created_at")) as Array<{
    id: number;
    description: string;
    thumb_name: string | null;
    mime_type: string;
    created_at: string;
  }>;
  return files.map((file) => ({
    id: Number(file.id),
    description: file.description,
    url: `/api/files/${Number(file.id)}`,
    thumbnailUrl: file.thumb_name ? `/api/files/${Number(file.id)}/thumbnail` : null,
    mimeType: file.mime_type,
    uploadedAt: file.created_at,
  }));
};

const itemOf = async (db: Knex, row: ReviewRow): Promise<ManualReviewItem> => ({
  id: Number(row.id),
  contractId: Number(row.contract_id),
  contractNumber: row.contract_number,
  applicantName: row.lessee_name,
  submittedAt: row.created_at,
  status: row.status,
  reviewedAt: row.reviewed_at,
  reviewerName: row.reviewed_at ? `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || row.username : null,
  note: row.review_note,
  statements: await picturesOf(db, row),
});

const findReview = async (db: Knex, tenantId: number, id: unknown): Promise<ReviewRow> => {
  const reviewId = parseRowId(id);
  const row = reviewId === null ? undefined : ((await reviewQuery(db, tenantId).where("b.id", reviewId).first()) as ReviewRow | undefined);
  if (!row) throw new HttpError(404, serverMessages.notFound);
  return row;
};

/** GET /api/bankVerification/manualReviews?status → `{ items }`, pending ones by default, oldest first. */
export const listManualReviews = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const status = req.query.status ?? manualReviewPending;
  if (typeof status !== "string" || !(listStatuses as readonly string[]).includes(status)) throw new HttpError(400, serverMessages.invalidRequest, "status");
  const rows = (await reviewQuery(context.db, session.tenantId)
    .where("b.status", status)
    .orderBy(status === manualReviewPending ? [{ column: "b.created_at" }, { column: "b.id" }] : [{ column: "b.reviewed_at", order: "desc" }, { column: "b.id", order: "desc" }])
    .limit(manualReviewListLimit)) as ReviewRow[];
  sendOk(res, { items: await Promise.all(rows.map((row) => itemOf(context.db, row))) });
};

/** GET /api/bankVerification/manualReviews/:id → the submission with its pictures; 404 for another tenant's. */
export const getManualReview = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  sendOk(res, await itemOf(context.db, await findReview(context.db, session.tenantId, req.params.id)));
};

const refusalKeys: Record<"notPending" | "noteRequired" | "noteTooLong", { status: number; key: MessageKey }> = {
  notPending: { status: 409, key: "bank.review.notPending" },
  noteRequired: { status: 400, key: "bank.review.noteRequired" },
  noteTooLong: { status: 400, key: "bank.review.noteTooLong" },
};

/**
 * POST /api/bankVerification/manualReviews/:id/decision `{ decision, note? }`
 * → the submission after the review. One transaction: the submission moves
 * only from `pendingReview` (a concurrent second review gets 409), a refusal
 * renames its reference so the applicant may submit again and sets an
 * unsigned flow back to step 2; audited `bank.reviewAccepted` or
 * `bank.reviewRefused`.
 */
export const decideManualReviewRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const body = decodeBody(req, decodeDecision);
  const row = await findReview(context.db, session.tenantId, req.params.id);
  const now = isoTime(context.clock.now());
  await context.db.transaction(async (trx) => {
    const flow = (await trx("flow_states").where({ tenant_id: session.tenantId, contract_id: row.contract_id }).first("step_attained", "completed_at")) as
      | { step_attained: number; completed_at: string | null }
      | undefined;
    const outcome = decideManualReview({ status: row.status, decision: body.decision, note: body.note ?? "", flowSigned: !flow || flow.completed_at !== null });
    if (!outcome.ok) {
      const refusal = refusalKeys[outcome.reason];
      throw new HttpError(refusal.status, tBoth(refusal.key));
    }
    const changed = await trx("bank_verifications")
      .where({ id: row.id, tenant_id: session.tenantId, status: manualReviewPending })
      .update({
        status: outcome.status,
        completed_at: now,
        reviewed_at: now,
        reviewed_by_user_id: session.userId,
        review_note: outcome.note === "" ? null : outcome.note,
        ...(outcome.status === "failed" ? { provider_reference: `refused-${Number(row.id)}` } : {}),
      });
    if (changed !== 1) throw new HttpError(409, tBoth("bank.review.notPending"));
    const stepBefore = flow ? Number(flow.step_attained) : null;
    if (outcome.reopensBankStep) {
      await trx("flow_states")
        .where({ tenant_id: session.tenantId, contract_id: row.contract_id })
        .whereNull("completed_at")
        .update({ step_attained: reopenedBankStep, updated_at: now, version: trx.raw("version + 1") });
    }
    const stepAfter = outcome.reopensBankStep ? reopenedBankStep : stepBefore;
    await writeAudit(trx, context.clock, {
      action: outcome.status === "succeeded" ? "bank.reviewAccepted" : "bank.reviewRefused",
      ...auditActor(req, res, session),
      entity: "contract",
      entityId: row.contract_id,
      before: { verificationId: Number(row.id), status: row.status, stepAttained: stepBefore },
      after: { verificationId: Number(row.id), status: outcome.status, note: outcome.note, stepAttained: stepAfter },
    });
  });
  sendOk(res, await itemOf(context.db, await findReview(context.db, session.tenantId, row.id.toString())));
};
