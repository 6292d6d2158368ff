import {
  businessDateOf,
  decimalFromCents,
  decodeOtpValidationRequest,
  encodeOtpValidationResult,
  otpChallengeStatus,
  Role,
  tBoth,
  type MessageKey,
  type OtpChallengeStatus,
} from "@lendkit/core";
import type { RequestHandler } from "express";
import { createSession } from "../auth/sessions.js";
import { markLeadPhoneVerified, openFlowSlug } from "../flows/leadVerification.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { codeMatches, handleHash } from "./crypto.js";
import { auditOtp, enforceCheckLimit, publicTenantOf, refuseWhileLocked, type Caller } from "./guard.js";
import { retryingRenewalRace, startOrResumeRenewal, type RenewalStart } from "../renewals/start.js";
import { amountLateCents } from "../flows/balances.js";
import { keepLeadSource } from "../flows/leadSource.js";
import { flowSettingsOf } from "../flows/settings.js";
import { contractCustomer, renewableContractId, renewalInProgress } from "../data/contractLookups.js";
import { contractResumeStep } from "../flows/store.js";
import { challengeFacts, clearFailures, consumeChallenge, findChallenge, type ChallengeRow, type OtpFlow } from "../data/otpCodes.js";
import { recordWrongCode } from "./store.js";
import { tenantDay, tenantTimeZone } from "../data/tenantZone.js";
import { requestFacts } from "../infra/audit.js";

/**
 * POST /api/contractExternal/GetServerInfosFromOTP (flow `account`) and
 * POST /api/contractExternal/validateOTPAndRenew (flow `renewal`): check a
 * code against its challenge, consume it once, open a customer session
 * (role Client) and, for the renewal, start or resume the renewal
 * (C §3.5, §3.10, §7; SECURITY 2–5, 7, 10).
 */

const routeOf: Record<OtpFlow, string> = {
  account: "POST /api/contractExternal/GetServerInfosFromOTP",
  renewal: "POST /api/contractExternal/validateOTPAndRenew",
  lead: "POST /api/contractExternal/validateOTPAndContinue",
};

/** What a dead code answers: expired and exhausted codes say so; anything else is "not valid" (C §8). */
const refusalText: Record<Exclude<OtpChallengeStatus, "alive">, MessageKey> = {
  expired: "renewal.otp.expired",
  exhausted: "account.otp.tooManyTries",
  used: "renewal.otp.invalid",
  voided: "renewal.otp.invalid",
};

/** A userSlug as this server makes them (base64url, 16–64 characters). */
const isHandle = (text: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(text);

const refuse = async (
  context: ServerContext,
  caller: Caller,
  flow: OtpFlow,
  tenantId: number,
  row: ChallengeRow | undefined,
  reason: string,
  details: Record<string, unknown> = {},
): Promise<never> => {
  await auditOtp(context, caller, {
    action: "otp.failure",
    tenantId,
    actorCustomerId: row?.customer_id ?? null,
    entity: "otpChallenge",
    entityId: row?.id ?? null,
    after: { flow, reason, ...details },
  });
  const key: MessageKey = reason in refusalText ? refusalText[reason as keyof typeof refusalText] : "renewal.otp.invalid";
  throw new HttpError(400, tBoth(key));
};

/** The live code a body names, after the throttles and the lock; refuses (audited) anything else. */
const liveChallenge = async (context: ServerContext, caller: Caller, flow: OtpFlow, tenantId: number, userSlug: string) => {
  await enforceCheckLimit(context, caller, tenantId, routeOf[flow]);
  const row = await findChallenge(context.db, tenantId, flow, handleHash(userSlug));
  if (!row) return refuse(context, caller, flow, tenantId, undefined, "unknownChallenge");
  await refuseWhileLocked(context, caller, tenantId, row.subject, routeOf[flow]);
  const status = otpChallengeStatus(challengeFacts(row), context.clock.now().getTime(), context.otp.policy);
  if (status !== "alive") return refuse(context, caller, flow, tenantId, row, status);
  return row;
};

/**
 * Checks the code in constant time and consumes it; a wrong code (or any
 * code of a decoy) counts a failure. Returns the customer id (0 for a new
 * applicant's code: her lead gets its customer once verified).
 */
const consume = async (context: ServerContext, caller: Caller, flow: OtpFlow, row: ChallengeRow, code: string): Promise<number> => {
  const tenantId = Number(row.tenant_id);
  const binding = { tenantId, flow, subject: row.subject, userSlugHash: row.user_slug_hash };
  const right = codeMatches(context.otp.key, binding, code, row.code_hmac);
  const decoy = row.customer_id === null && flow !== "lead";
  if (!right || decoy) {
    const counted = await recordWrongCode(context.db, context.clock, context.otp.policy, row);
    return refuse(context, caller, flow, tenantId, row, "wrongCode", counted);
  }
  if (!(await consumeChallenge(context.db, context.clock, context.otp.policy.maxFailedAttempts, tenantId, row.id))) {
    return refuse(context, caller, flow, tenantId, row, "alreadyUsed");
  }
  await clearFailures(context.db, context.clock, tenantId, row.subject);
  return Number(row.customer_id);
};

/** What the answer says about the renewal: its slug ("" when none) and the amount late that stops the flow. */
interface RenewalAnswer {
  readonly slug: string;
  readonly amountLateCents: number;
  /** The step the flow resumes at (C §3.10), null without a flow. */
  readonly step: number | null;
}

/**
 * The renewal of the customer's newest renewable micro-credit contract,
 * through the renewals module (the same rules and audit rows as
 * `renewContract`, with the request's `leadSourceId`); null when there is
 * no contract to renew.
 */
const startRenewal = (context: ServerContext, caller: Caller, tenantId: number, customerId: number, leadSourceId: number | null) =>
  retryingRenewalRace(() =>
    context.db.transaction(async (trx): Promise<RenewalStart | null> => {
      const contractId = await renewableContractId(trx, tenantId, customerId);
      if (contractId === null) return null;
      const actor = { userId: null, customerId, requestId: caller.requestId, ip: caller.ip, auditDetails: { leadSourceId }, leadSourceId };
      return startOrResumeRenewal(trx, context, { tenantId, customerId, contractId, actor });
    }),
  );

/**
 * Account flow: the open renewal's slug, if any, and what is late on the
 * customer's running contracts. Renewal flow: the renewal started, resumed
 * or reopened; a late customer gets no slug and the amount (the overdue
 * screen, C §3.10); a renewal already signed and not yet funded or
 * cancelled answers 409 saying so; no contract to renew (or one that
 * stopped being renewable meanwhile) answers 409.
 */
const renewalAnswer = async (
  context: ServerContext,
  caller: Caller,
  flow: OtpFlow,
  tenantId: number,
  customerId: number,
  leadSourceId: number | null,
): Promise<RenewalAnswer> => {
  const { db } = context;
  const now = context.clock.now();
  if (flow === "account") {
    const amountLate = await amountLateCents(db, tenantId, customerId, businessDateOf(now, await tenantTimeZone(context, tenantId)));
    const open = await renewalInProgress(db, now, tenantId, customerId);
    return { slug: open?.slug ?? "", amountLateCents: amountLate, step: open ? await contractResumeStep(context, tenantId, open.renewId) : null };
  }
  const outcome = await startRenewal(context, caller, tenantId, customerId, leadSourceId);
  if (outcome === null) {
    const after = { reason: "noRenewableContract", leadSourceId };
    await auditOtp(context, caller, { action: "renewal.refused", tenantId, actorCustomerId: customerId, entity: "customer", entityId: customerId, after });
    throw new HttpError(409, tBoth("account.error.callUs"));
  }
  // A renewal already signed and waiting for the lender (issue 14 §4) says so; other refusals say to call.
  if (outcome.kind === "refused" && outcome.reason === "renewalPending") throw new HttpError(409, tBoth("payments.renew.refused.renewalPending"));
  if (outcome.kind === "refused" && outcome.reason !== "behindOnPayments") throw new HttpError(409, tBoth("account.error.callUs"));
  if (outcome.kind === "refused") return { slug: "", amountLateCents: outcome.amountLateCents, step: null };
  // A customer who signs in again lands where they were (C §3.10), not on step 1.
  return { slug: outcome.slug, amountLateCents: 0, step: await contractResumeStep(context, tenantId, outcome.renewId) };
};

/**
 * A code bound to one flow (`lead`): a new applicant's phone is verified
 * (flows' `markLeadPhoneVerified` unlocks the lead), or the applicant of a
 * flow already open proves it is them again (the flow's code screen,
 * `POST …/cashLoanFlow/:slug/code`). Answers the flow's slug; the caller
 * then opens the session that the flow routes need. A flow that is neither
 * (signed, expired, closed) answers 409.
 */
const leadAnswer = async (context: ServerContext, caller: Caller, tenantId: number, row: ChallengeRow, leadSourceId: number | null) => {
  const contractId = row.contract_id === null ? null : Number(row.contract_id);
  const slug =
    contractId === null
      ? null
      : ((await markLeadPhoneVerified(context.db, context.clock, { tenantId, contractId })) ??
        (row.customer_id === null ? null : await openFlowSlug(context.db, context.clock, { tenantId, customerId: Number(row.customer_id), contractId })));
  if (!slug) {
    await auditOtp(context, caller, { action: "otp.leadNotOpen", tenantId, entity: "contract", entityId: row.contract_id });
    throw new HttpError(409, tBoth("account.error.callUs"));
  }
  if (contractId !== null) await keepLeadSource(context.db, tenantId, contractId, leadSourceId);
  // A new applicant's lead is attached to a customer only once her phone is verified: read who it is now.
  const contract = await contractCustomer(context.db, tenantId, row.contract_id);
  const customerId = Number(contract.customer_id);
  const { today } = await tenantDay(context, tenantId);
  const lateCents = await amountLateCents(context.db, tenantId, customerId, today);
  return { slug, amountLateCents: lateCents, customerId, step: contractId === null ? null : await contractResumeStep(context, tenantId, contractId) };
};

/** The handler of one flow's verification route. */
export const verifyOtp = (context: ServerContext, flow: OtpFlow): RequestHandler => async (req, res) => {
  const caller = requestFacts(req, res);
  const { tenant } = await publicTenantOf(context);
  const body = decodeBody(req, decodeOtpValidationRequest);
  if (!isHandle(body.userSlug)) throw new HttpError(400, serverMessages.invalidRequest, "userSlug: not a code request's slug");
  const row = await liveChallenge(context, caller, flow, tenant.id, body.userSlug);
  const consumedBy = await consume(context, caller, flow, row, body.OTP);
  // The tenant's own number (its flow settings), else the deployment's for the tenant (otp.collectionsPhoneNumbers).
  const collectionsPhoneNumber = (await flowSettingsOf(context, tenant.id)).collectionsPhoneNumber ?? context.otp.collectionsPhoneNumbers[tenant.code] ?? null;
  const answer =
    flow === "lead"
      ? await leadAnswer(context, caller, tenant.id, row, body.leadSourceId)
      : { ...(await renewalAnswer(context, caller, flow, tenant.id, consumedBy, body.leadSourceId)), customerId: consumedBy };
  const { customerId } = answer;
  // Every verified code opens the customer's session: the flow routes answer only to it (C §1, a slug and a code).
  const session = await createSession(context.db, context.clock, context.sessions, { kind: "customer", tenantId: tenant.id, customerId, roleId: Role.Client });
  await auditOtp(context, caller, {
    action: "otp.success",
    tenantId: tenant.id,
    actorCustomerId: customerId,
    entity: "session",
    entityId: session.sessionId,
    after: { flow, challengeId: row.id, ...(flow === "lead" ? { contractId: row.contract_id } : {}) },
  });
  const result = encodeOtpValidationResult({
    slug: answer.slug,
    amountLate: decimalFromCents(answer.amountLateCents),
    collectionsPhoneNumber,
    step: answer.step,
  });
  sendOk(res, { ...result, serverInfo: session.token, serverInfoExpiration: session.expiresAt });
};
