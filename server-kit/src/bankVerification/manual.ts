import { randomBytes } from "node:crypto";
import { bankStepCompleted, checkManualBankSubmission, decodeEmptyRequest, manualBankProvider, renewalFlowPath, RenewalStep, renewalStepOpen, tBoth, type BankVerificationRecord } from "@lendkit/core";
import type { RequestHandler } from "express";
import { bankVerificationsOf, fileDropFilesSinceRefusal, insertManualSubmission } from "../data/bankVerifications.js";
import { isoTime } from "../infra/clock.js";
import { fileDropCategory } from "../files/fileDrop.js";
import { tenantFeatures } from "../flows/settings.js";
import { assertFlowWritable, auditFlow, findFlow, type Flow } from "../flows/store.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { enforceRateLimit, hitRateLimit, type RateLimit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";

/**
 * The manual mode of the bank step (C §3.7 `dropIbvFile=true`): the
 * applicant uploads pictures of their statements through the file drop,
 * then presses Continue. This records a bank verification with provider
 * `manual` and status `pendingReview` — the lender's staff review the
 * statements later — and, by core's `bankStepCompleted`, counts step 2 as
 * done so the flow moves on to 21.
 */

/** Continue presses from one client IP: 30 per 15 minutes (the file drop's figure). */
export const manualBankIpLimit: RateLimit = { max: 30, windowMs: 15 * 60_000 };

/** Continue presses on one flow: 10 per hour, as widget requests. */
export const manualBankFlowLimit: RateLimit = { max: 10, windowMs: 60 * 60_000 };

/** The unique reference of a flow's manual submission: one row per flow, however often Continue is pressed. */
const submissionReference = "statements";

/** The status that completes the step: the manual submission's, else the instant verification's. */
const completingStatus = (records: readonly BankVerificationRecord[]): string =>
  records.find((record) => record.provider === manualBankProvider && bankStepCompleted([record]))?.status ?? "succeeded";

/** Inserts the flow's manual submission once; returns its id, or null when another request made it first. */
const insertSubmission = (context: ServerContext, flow: Flow): Promise<number | null> =>
  insertManualSubmission(context.db, flow.tenantId, flow.contractId, {
    requestCode: randomBytes(16).toString("hex"),
    reference: submissionReference,
    at: isoTime(context.clock.now()),
  });

/**
 * POST /api/contractExternal/cashLoanFlow/:slug/manualBankVerification
 * (empty body) → `{ status }`. The flow must be writable with step 2
 * reached. A step already done (an instant verification succeeded, or
 * statements already submitted) answers its status and records nothing;
 * without a statement picture: 422 (audited `bank.manualRefused`);
 * otherwise the submission is recorded once (`bank.manualSubmitted`) and
 * answers `pendingReview`.
 */
export const manualBankVerification = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const flow = await findFlow(context, res, req.params.slug);
  await assertFlowWritable(context, flow);
  const features = await tenantFeatures(context, flow.tenantId);
  if (!renewalStepOpen(renewalFlowPath(features), flow.stepAttained, RenewalStep.IBV)) throw new HttpError(409, tBoth("flows.error.stepNotReached"));
  enforceRateLimit(await hitRateLimit(context.db, context.clock, `bank:manual:${flow.contractId}`, manualBankFlowLimit));

  const records = await bankVerificationsOf(context.db, flow.tenantId, flow.contractId);
  if (bankStepCompleted(records)) return sendOk(res, { status: completingStatus(records) });
  // Statement pictures since the last refusal: a refused submission's pictures do not count again.
  const statements = await fileDropFilesSinceRefusal(context.db, flow.tenantId, flow.contractId, fileDropCategory);
  const verdict = checkManualBankSubmission({ statements });
  if (!verdict.ok) {
    await auditFlow(context, req, res, flow, "bank.manualRefused", { after: { provider: manualBankProvider, reason: verdict.reason } });
    throw new HttpError(422, tBoth("flows.error.noStatement"));
  }
  const id = await insertSubmission(context, flow);
  if (id === null) {
    // Another press made the row first: its status stands. (A refused submission's reference is renamed, so it never blocks a new one.)
    const existing = (await bankVerificationsOf(context.db, flow.tenantId, flow.contractId)).find((record) => record.provider === manualBankProvider);
    return sendOk(res, { status: existing?.status ?? "pendingReview" });
  }
  await auditFlow(context, req, res, flow, "bank.manualSubmitted", {
    after: { provider: manualBankProvider, verificationId: id, status: "pendingReview", statements },
  });
  sendOk(res, { status: "pendingReview" });
};
