import { decideManualReview, decoderFor, manualReviewNoteMax, manualReviewPending, reopenedBankStep, tBoth, type MessageKey } from "@lendkit/core";
import * as Schema from "effect/Schema";
import type { RequestHandler } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import {
  findManualSubmission,
  manualSubmissionsOf,
  recordManualReview,
  statementFilesOf,
  type ManualSubmission,
  type StatementFile,
} from "../data/bankVerifications.js";
import { flowStateOf, reopenUnsignedFlow } from "../data/flows.js";
import { isoTime } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
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
export interface ManualReviewItem extends Omit<ManualSubmission, "tenantId"> {
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

/** A file-drop file as the review screen opens it through the files routes. */
const pictureOf = (file: StatementFile): StatementPicture => ({
  id: file.id,
  description: file.description,
  url: `/api/files/${file.id}`,
  thumbnailUrl: file.hasThumbnail ? `/api/files/${file.id}/thumbnail` : null,
  mimeType: file.mimeType,
  uploadedAt: file.createdAt,
});

const itemOf = async (db: Plumbing["db"], submission: ManualSubmission): Promise<ManualReviewItem> => {
  // The tenant stays on the server: the screen gets the submission without it.
  const { tenantId: _tenant, ...shown } = submission;
  return { ...shown, statements: (await statementFilesOf(db, submission)).map(pictureOf) };
};

const findReview = async (db: Plumbing["db"], tenantId: number, id: unknown): Promise<ManualSubmission> => {
  const reviewId = parseRowId(id);
  const submission = reviewId === null ? null : await findManualSubmission(db, tenantId, reviewId);
  if (!submission) throw notFound();
  return submission;
};

/** GET /api/bankVerification/manualReviews?status → `{ items }`, pending ones by default, oldest first. */
export const listManualReviews = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const status = req.query.status ?? manualReviewPending;
  if (typeof status !== "string" || !(listStatuses as readonly string[]).includes(status)) throw new HttpError(400, serverMessages.invalidRequest, "status");
  const rows = await manualSubmissionsOf(context.db, session.tenantId, status, status === manualReviewPending, manualReviewListLimit);
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
    const flow = await flowStateOf(trx, session.tenantId, row.contractId);
    const outcome = decideManualReview({ status: row.status, decision: body.decision, note: body.note ?? "", flowSigned: !flow || flow.completedAt !== null });
    if (!outcome.ok) {
      const refusal = refusalKeys[outcome.reason];
      throw new HttpError(refusal.status, tBoth(refusal.key));
    }
    const recorded = await recordManualReview(trx, session.tenantId, row.id, { status: outcome.status, note: outcome.note, reviewerUserId: session.userId, at: now });
    if (!recorded) throw new HttpError(409, tBoth("bank.review.notPending"));
    const stepBefore = flow ? flow.stepAttained : null;
    if (outcome.reopensBankStep) await reopenUnsignedFlow(trx, session.tenantId, row.contractId, reopenedBankStep, now);
    const stepAfter = outcome.reopensBankStep ? reopenedBankStep : stepBefore;
    await writeAudit(trx, context.clock, {
      action: outcome.status === "succeeded" ? "bank.reviewAccepted" : "bank.reviewRefused",
      ...auditActor(req, res, session),
      entity: "contract",
      entityId: row.contractId,
      before: { verificationId: row.id, status: row.status, stepAttained: stepBefore },
      after: { verificationId: row.id, status: outcome.status, note: outcome.note, stepAttained: stepAfter },
    });
  });
  sendOk(res, await itemOf(context.db, await findReview(context.db, session.tenantId, row.id.toString())));
};
