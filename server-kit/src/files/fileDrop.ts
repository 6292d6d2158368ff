import { createHash } from "node:crypto";
import { manualBankProvider, manualReviewPending } from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import { writeAudit } from "../data/audit.js";
import { markRefusalAudited } from "../access/guard.js";
import { authOf } from "../auth/caller.js";
import { isoTime } from "../infra/clock.js";
import { assertFlowSession, callerMayUseContract } from "../flows/slugCaller.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { enforceRateLimit, hitRateLimit, type RateLimit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";
import { readUpload } from "./multipart.js";
import { fileMessages } from "./messages.js";
import { findContractBySlug, findFile } from "../data/files.js";
import { bankVerificationsOf } from "../data/bankVerifications.js";
import { prepareAll, uploadAnswer } from "./routeParts.js";
import { removeFile, storeUploads } from "./store.js";
import { parseRowId } from "../http/ids.js";
import { auditActor, requestFacts } from "../infra/audit.js";

/** Uploads (and slug guesses) from one client IP: 30 per 15 minutes. */
export const fileDropIpLimit: RateLimit = { max: 30, windowMs: 15 * 60_000 };

/** Uploads to one slug: 50 per day, so a leaked slug cannot fill the storage. */
export const fileDropSlugLimit: RateLimit = { max: 50, windowMs: 24 * 60 * 60_000 };

/** The category of every applicant upload. */
export const fileDropCategory = "fileDrop";

/** Slugs are base64url of ≥ 128 random bits (C §3.9); anything else is not looked up. */
const slugPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** The slug is a bearer secret: counters and audit rows keep a hash of it, never the slug. */
const slugDigest = (slug: string): string => createHash("sha256").update(slug).digest("hex").slice(0, 32);

/**
 * The contract of a file-drop call: 401 without a session (the applicant's,
 * opened by the one-time code); the slug names the contract and its
 * tenant. An unknown or expired slug, or one the caller may not use (another
 * tenant's than the caller's session, another customer's, or on a
 * deployment whose public tenant is another lender: SECURITY 14, the flows'
 * rule), answers 404 before the body is read, audited as `fileDrop.refused`.
 */
const fileDropTarget = async (context: ServerContext, req: Request, res: Response) => {
  // A slug alone stores nothing: the applicant's session comes first (C §1), before the body is read.
  assertFlowSession(res);
  const slug = String(req.params.slug ?? "");
  const facts = requestFacts(req, res);
  const target = slugPattern.test(slug) ? await findContractBySlug(context.db, slug, isoTime(context.clock.now())) : null;
  const refusal = !target ? "unknownOrExpired" : callerMayUseContract(context, res, target) ? null : "notCallersFlow";
  if (!target || refusal) {
    // The row is the caller's (their session's tenant, if any) and names no contract: another lender's id must not land in this one's log.
    const auth = authOf(res);
    markRefusalAudited(res);
    await writeAudit(context.db, context.clock, {
      action: "fileDrop.refused",
      ...auditActor(req, res, auth),
      entity: "slug",
      after: { reason: refusal },
    });
    throw notFound();
  }
  return { slug, target, facts };
};

/**
 * POST /api/fileDrop/:slug/uploadImage (public; behind the per-IP limit):
 * the slug's checks of `fileDropTarget`, then statements: pictures (JPG,
 * PNG, GIF, BMP, re-encoded) or a PDF within core's statement limits
 * (structure checked; over the statement size 413, too many pages or none
 * readable 422); anything else 415, over the size cap 413, each with its
 * bilingual message. The answer is A §7's `{ id, description, path }`.
 */
export const fileDropUpload = (context: ServerContext): RequestHandler => async (req, res) => {
  const { slug, target, facts } = await fileDropTarget(context, req, res);
  enforceRateLimit(await hitRateLimit(context.db, context.clock, `fileDrop:slug:${slugDigest(slug)}`, fileDropSlugLimit));
  const upload = await readUpload(req, context.uploads, []);
  const ready = await prepareAll(upload.files, "statements");
  const uploader = { source: "fileDrop", userId: null, customerId: target.customerId } as const;
  const results = await storeUploads(context, target, ready, fileDropCategory, uploader, facts);
  sendOk(res, uploadAnswer(results), 201);
};

/**
 * DELETE /api/fileDrop/:slug/files/:fileId (public; behind the per-IP
 * limit): the slug's checks of `fileDropTarget`, then the applicant removes
 * one of the pictures they dropped on this flow (staff files, other flows'
 * and other tenants' files answer 404). Once the statements were submitted
 * for the lender's review (or accepted), they stay: 409.
 */
export const fileDropDelete = (context: ServerContext): RequestHandler => async (req, res) => {
  const { target, facts } = await fileDropTarget(context, req, res);
  const fileId = parseRowId(req.params.fileId);
  const row = fileId === null ? null : await findFile(context.db, target.tenantId, fileId);
  if (!row || Number(row.contract_id) !== target.id || row.source !== "fileDrop" || row.category !== fileDropCategory) throw notFound();
  const verifications = await bankVerificationsOf(context.db, target.tenantId, target.id);
  const submitted = verifications.some((record) => record.provider === manualBankProvider && (record.status === manualReviewPending || record.status === "succeeded"));
  if (submitted) throw new HttpError(409, fileMessages.cannotDelete);
  await removeFile(context, row, target.tenantCode, null, facts);
  sendOk(res, { id: Number(row.id) });
};
