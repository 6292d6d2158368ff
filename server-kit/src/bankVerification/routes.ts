import { randomBytes } from "node:crypto";
import {
  aggregatorLoginIdPattern,
  bankProviderFor,
  bankVerificationBanks,
  bankTileById,
  decodeAlternateCompletionData,
  decodeBankVerificationRequestResult,
  decodeEmptyRequest,
  normalizeFrameOrigin,
  RenewalStep,
  tBoth,
  type BankProvider,
  type Features,
  renewalFlowPath,
  renewalStepOpen,
} from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import { isoTime } from "../infra/clock.js";
import { flowSettingsOf, tenantFeatures } from "../flows/settings.js";
import { assertFlowWritable, auditFlow, findFlow, type Flow } from "../flows/store.js";
import { publicTenantOf } from "../flows/referenceRoutes.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { enforceRateLimit, hitRateLimit, type RateLimit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";
import type { BankFlowRef, BankProviderName, BankResult } from "../bankProviders/adapter.js";
import { bankProviderConfigOf } from "../bankProviders/config.js";
import {
  insertPendingVerification,
  insertPendingVerificationOnce,
  referenceVerificationOf,
  settleVerification,
  widgetVerificationOf,
  type ProviderVerification,
} from "../data/bankVerifications.js";
import { borrowerOf } from "../data/flows.js";

/**
 * The bank-verification calls of C §7. Each checks the flow (slug, step 2
 * reached, still a draft, no arrears) and that the tenant's flags choose this
 * provider (core's `bankProviderFor`; the alternate view never in a
 * renewal), then asks the configured adapter and records the outcome in
 * `bank_verifications`. The applicant gets only the status; the statement
 * summary stays on the server for the lender.
 */

/** New widget requests per flow: a retry now and then, not a loop. */
export const widgetRequestLimit: RateLimit = { max: 10, windowMs: 60 * 60_000 };

const isProduction = (context: ServerContext): boolean => context.isProd || process.env.NODE_ENV === "production";

/** The origin this server is reached at: the configured one, else the request's. */
export const publicOriginOf = (context: ServerContext, req: Request): string => {
  const origin = bankProviderConfigOf(context).publicOrigin ?? normalizeFrameOrigin(`${req.protocol}://${req.get("host") ?? ""}`);
  if (origin === null) throw new HttpError(400, serverMessages.invalidRequest, "host");
  return origin;
};

/** The flow at its bank step, for `provider`; 404 when the tenant does not use that provider for this flow. */
const bankFlow = async (context: ServerContext, res: Response, slug: unknown, provider: BankProvider): Promise<{ flow: Flow; features: Features }> => {
  const flow = await findFlow(context, res, slug);
  await assertFlowWritable(context, flow);
  const features = await tenantFeatures(context, flow.tenantId);
  if (bankProviderFor(features, { flow: flow.kind === "renewal" ? "renewal" : "application" }) !== provider) {
    throw new HttpError(404, tBoth("flows.error.bankProviderUnavailable"));
  }
  if (!renewalStepOpen(renewalFlowPath(features), flow.stepAttained, RenewalStep.IBV)) throw new HttpError(409, tBoth("flows.error.stepNotReached"));
  return { flow, features };
};

const flowRef = async (context: ServerContext, flow: Flow): Promise<BankFlowRef> => {
  const customer = flow.customerId === null ? null : await borrowerOf(context.db, flow.tenantId, flow.customerId);
  return {
    tenantId: flow.tenantId,
    tenantCode: flow.tenantCode,
    contractId: flow.contractId,
    slug: flow.slug,
    lang: flow.lang,
    holderName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
  };
};

const finalStatus = (row: ProviderVerification | null): "succeeded" | "failed" | null =>
  row && (row.status === "succeeded" || row.status === "failed") ? row.status : null;

/** Records a provider's answer on a pending row (once: a row already final keeps its status). */
const settle = async (context: ServerContext, flow: Flow, rowId: number, result: BankResult): Promise<void> => {
  if (result.status === "pending") return;
  await settleVerification(context.db, flow.tenantId, rowId, {
    status: result.status,
    summaryJson: result.status === "succeeded" ? JSON.stringify(result.summary) : null,
    at: isoTime(context.clock.now()),
  });
};

const auditResult = (context: ServerContext, req: Request, res: Response, flow: Flow, provider: BankProviderName, rowId: number, status: string) =>
  auditFlow(context, req, res, flow, "bank.verificationResult", { after: { provider, verificationId: rowId, status } });

/** POST /api/decisionLogic/CreateBankVerif/:slug/:bankServiceId/:testFlag → `{ requestCode, redirectUrl }`. */
export const createWidgetRequest = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const testText = String(req.params.testFlag ?? "").toLowerCase();
  const idText = String(req.params.bankServiceId ?? "");
  if ((testText !== "true" && testText !== "false") || !/^\d{1,9}$/.test(idText)) throw new HttpError(400, serverMessages.invalidRequest, "bankServiceId, testFlag");
  const test = testText === "true";
  const config = bankProviderConfigOf(context);
  // A test institution in live production would let anyone pass without a bank.
  if (test && config.mode === "live" && isProduction(context)) throw new HttpError(400, tBoth("flows.error.testModeRefused"));
  const bankServiceId = Number(idText);
  if (!bankTileById(bankVerificationBanks({ test }), bankServiceId)) throw new HttpError(400, tBoth("flows.error.unknownBank"), "bankServiceId");
  const { flow } = await bankFlow(context, res, req.params.slug, "bankVerification");
  enforceRateLimit(await hitRateLimit(context.db, context.clock, `bank:widget:${flow.contractId}`, widgetRequestLimit));

  const requestCode = randomBytes(16).toString("hex");
  const created = await config.adapter.createWidgetRequest(context, {
    flow: await flowRef(context, flow),
    requestCode,
    bankServiceId,
    test,
    publicOrigin: publicOriginOf(context, req),
  });
  const answer = decodeBankVerificationRequestResult({ requestCode, redirectUrl: created.redirectUrl });
  if (!answer.ok) throw new HttpError(502, tBoth("flows.error.bankNotConfigured"));
  const verificationId = await insertPendingVerification(context.db, flow.tenantId, flow.contractId, {
    provider: "decisionLogic",
    mode: config.mode,
    requestCode,
    providerReference: created.providerReference ?? null,
    widget: { bankServiceId, test },
    at: isoTime(context.clock.now()),
  });
  await auditFlow(context, req, res, flow, "bank.verificationCreated", {
    after: { provider: "decisionLogic", verificationId, bankServiceId, test },
  });
  sendOk(res, answer.value);
};

/** POST /api/decisionLogic/handleBankVerifResult/:slug/:requestCode → `{ status }`. */
export const handleWidgetResult = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const requestCode = String(req.params.requestCode ?? "");
  if (!/^[a-f0-9]{32}$/.test(requestCode)) throw notFound();
  const { flow } = await bankFlow(context, res, req.params.slug, "bankVerification");
  const row = await widgetVerificationOf(context.db, flow.tenantId, flow.contractId, requestCode);
  if (!row) throw notFound();
  const known = finalStatus(row);
  if (known) return sendOk(res, { status: known });
  const result = await bankProviderConfigOf(context).adapter.widgetResult(context, { flow: await flowRef(context, flow), requestCode });
  await settle(context, flow, row.id, result);
  await auditResult(context, req, res, flow, "decisionLogic", row.id, result.status);
  sendOk(res, { status: result.status });
};

/**
 * The aggregator's and the alternate view's results: one row per provider
 * reference and flow; a reference already settled answers its status again.
 */
const recordReferenceResult = async (
  context: ServerContext,
  req: Request,
  res: Response,
  flow: Flow,
  provider: "flinks" | "zumRails",
  reference: string,
  ask: (ref: BankFlowRef) => Promise<BankResult>,
): Promise<void> => {
  const existing = await referenceVerificationOf(context.db, flow.tenantId, flow.contractId, provider, reference);
  const known = finalStatus(existing);
  if (known) return sendOk(res, { status: known });
  const result = await ask(await flowRef(context, flow));
  let rowId = existing ? existing.id : null;
  if (rowId === null) {
    const inserted = await insertPendingVerificationOnce(context.db, flow.tenantId, flow.contractId, {
      provider,
      mode: bankProviderConfigOf(context).mode,
      requestCode: randomBytes(16).toString("hex"),
      providerReference: reference,
      at: isoTime(context.clock.now()),
    });
    // A concurrent call recorded the reference first: its row is the one to settle.
    rowId = inserted ?? Number((await referenceVerificationOf(context.db, flow.tenantId, flow.contractId, provider, reference))?.id);
  }
  await settle(context, flow, rowId, result);
  await auditResult(context, req, res, flow, provider, rowId, result.status);
  sendOk(res, { status: result.status });
};

/** GET /api/flinks/instanceName → `{ flinksInstanceName }` (+ `iframeBaseTemplate` for the sandbox, for core's `aggregatorIframeUrl`). */
export const aggregatorInstanceName = (context: ServerContext): RequestHandler => async (req, res) => {
  const tenant = await publicTenantOf(context, res);
  const settings = await flowSettingsOf(context, tenant.id);
  const sandbox = bankProviderConfigOf(context).mode === "sandbox";
  sendOk(res, {
    flinksInstanceName: settings.flinksInstanceName,
    ...(sandbox ? { iframeBaseTemplate: `${publicOriginOf(context, req)}/sandbox/flinks/{instance}/v2/` } : {}),
  });
};

/** POST /api/flinks/:slug/:loginId (empty body) → `{ status }`. */
export const aggregatorResult = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const loginId = String(req.params.loginId ?? "");
  if (!aggregatorLoginIdPattern.test(loginId)) throw new HttpError(400, serverMessages.invalidRequest, "loginId");
  const { flow } = await bankFlow(context, res, req.params.slug, "aggregator");
  const adapter = bankProviderConfigOf(context).adapter;
  await recordReferenceResult(context, req, res, flow, "flinks", loginId, (ref) => adapter.aggregatorResult(context, { flow: ref, loginId }));
};

/** GET /api/zumrails/instanceName → `{ zumRailsUsername, zumRailsInstanceName, connectUrl }`. */
export const alternateInstanceName = (context: ServerContext): RequestHandler => async (req, res) => {
  const tenant = await publicTenantOf(context, res);
  const settings = await flowSettingsOf(context, tenant.id);
  const config = bankProviderConfigOf(context);
  sendOk(res, {
    zumRailsUsername: settings.zumRailsUsername,
    zumRailsInstanceName: settings.zumRailsInstanceName,
    connectUrl: config.mode === "sandbox" ? `${publicOriginOf(context, req)}/sandbox/zumrails/` : config.live.zumRailsConnectUrl,
  });
};

/** POST /api/zumrails/:slug with the CONNECTIONSUCCESSFULLYCOMPLETED data (a flat record with a `requestId`) → `{ status }`. */
export const alternateResult = (context: ServerContext): RequestHandler => async (req, res) => {
  const decoded = decodeAlternateCompletionData(req.body ?? {});
  if (!decoded.ok) throw new HttpError(400, serverMessages.invalidRequest, "data");
  const requestId = decoded.value.requestId;
  if (typeof requestId !== "string" || !/^[A-Za-z0-9-]{1,64}$/.test(requestId)) throw new HttpError(400, serverMessages.invalidRequest, "requestId");
  const { flow } = await bankFlow(context, res, req.params.slug, "alternate");
  const adapter = bankProviderConfigOf(context).adapter;
  await recordReferenceResult(context, req, res, flow, "zumRails", requestId, (ref) => adapter.alternateResult(context, { flow: ref, data: decoded.value }));
};
