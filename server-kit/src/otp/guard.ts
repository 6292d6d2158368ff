import { otpRetryAfterSeconds, resolveFeatures, tBoth, type Bilingual, type Features } from "@lendkit/core";
import { writeAudit, type AuditEntry } from "../data/audit.js";
import { findTenantByCode, type TenantRecord } from "../data/tenants.js";
import { HttpError, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { hitRateLimit, type RateLimit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";
import { keyedId } from "./crypto.js";
import { lockedUntil } from "./store.js";
import type { RequestFacts } from "../infra/audit.js";

/**
 * What the public routes share: the tenant they serve, the audit rows they
 * write, and their throttles (counted in the database, SECURITY 5–8, 30).
 */

/** The tenant of the public flow, with its resolved flags. */
export interface PublicTenant {
  readonly tenant: TenantRecord;
  readonly features: Features;
}

/**
 * The deployment's `publicTenant` (never a tenant named in the request,
 * SECURITY 14); 404 when the deployment serves no public flow.
 */
export const publicTenantOf = async (context: ServerContext): Promise<PublicTenant> => {
  const tenant = context.publicTenant ? await findTenantByCode(context.db, context.publicTenant) : null;
  if (!tenant) throw notFound();
  return { tenant, features: resolveFeatures({ ...context.features, ...tenant.features }) };
};

/** Who is asking: the client IP (`req.ip`, proxies resolved by `trust proxy`) and the request id. */
export type Caller = RequestFacts;

/** Writes one audit row with the request's id and client IP. Never pass a code, token, slug or full phone. */
export const auditOtp = (context: ServerContext, caller: Caller, entry: AuditEntry): Promise<void> =>
  writeAudit(context.db, context.clock, { ...entry, requestId: caller.requestId, ip: caller.ip });

const day = 24 * 60 * 60_000;

interface Limit {
  readonly name: string;
  readonly key: string;
  readonly limit: RateLimit;
}

/**
 * Hits each limit in order and stops at the first one over: later budgets
 * (the IP's, the tenant's) are not spent by requests an earlier one refused.
 * Over a limit: audited, then 429 with Retry-After and `message`.
 */
const enforceInOrder = async (
  context: ServerContext,
  caller: Caller,
  tenantId: number,
  route: string,
  limits: readonly Limit[],
  message: Bilingual,
): Promise<void> => {
  for (const each of limits) {
    const hit = await hitRateLimit(context.db, context.clock, each.key, each.limit);
    if (hit.allowed) continue;
    await auditOtp(context, caller, { action: "otp.throttled", tenantId, entity: "route", entityId: route, after: { limit: each.name } });
    context.logger.warn({ requestId: caller.requestId, tenantId, route, limit: each.name }, "otp throttled");
    throw new HttpError(429, message, undefined, { "Retry-After": String(hit.retryAfterSeconds) });
  }
};

const ipOf = (caller: Caller): string => caller.ip ?? "unknown";

/**
 * Look-ups of a customer: per client IP, then per email (keyed hash, not the
 * address). `perIp: false` leaves out the per-IP count, for the new
 * applicant's route: it tells nothing about a customer on file (issue 17),
 * has its own per-IP lead limit, and many applicants share one address
 * (a mobile carrier, an office).
 */
export const enforceLookupLimits = (
  context: ServerContext,
  caller: Caller,
  tenantId: number,
  route: string,
  email: string,
  options: { readonly perIp?: boolean } = {},
) => {
  const { maxLookups, lookupWindowMs } = context.otp.policy;
  const limit = { max: maxLookups, windowMs: lookupWindowMs };
  const perEmail = { name: "lookupPerEmail", key: `otp:lookup:email:${tenantId}:${keyedId(context.otp.key, "email", tenantId, email)}`, limit };
  return enforceInOrder(
    context,
    caller,
    tenantId,
    route,
    options.perIp === false ? [perEmail] : [{ name: "lookupPerIp", key: `otp:lookup:ip:${ipOf(caller)}`, limit }, perEmail],
    tBoth("account.otp.lookupLimit"),
  );
};

/** Sends of a code: per challenge (tenant, flow, subject), then per IP per day, then per tenant per day. */
export const enforceSendLimits = (context: ServerContext, caller: Caller, tenantId: number, route: string, flow: string, subject: string) => {
  const policy = context.otp.policy;
  return enforceInOrder(
    context,
    caller,
    tenantId,
    route,
    [
      { name: "sendsPerChallenge", key: `otp:send:${tenantId}:${flow}:${subject}`, limit: { max: policy.maxSendsPerChallenge, windowMs: policy.sendWindowMs } },
      { name: "sendsPerIpPerDay", key: `otp:send:ip:${ipOf(caller)}`, limit: { max: policy.dailySendsPerIp, windowMs: day } },
      { name: "sendsPerTenantPerDay", key: `otp:send:tenant:${tenantId}`, limit: { max: policy.dailySendsPerTenant, windowMs: day } },
    ],
    tBoth("account.otp.sendLimit"),
  );
};

/** Code checks per client IP (a flood of guessed slugs). */
export const enforceCheckLimit = (context: ServerContext, caller: Caller, tenantId: number, route: string) =>
  enforceInOrder(
    context,
    caller,
    tenantId,
    route,
    [{ name: "checksPerIp", key: `otp:check:ip:${ipOf(caller)}`, limit: { max: context.otp.policy.maxChecksPerIp, windowMs: context.otp.policy.lookupWindowMs } }],
    serverMessages.tooManyRequests,
  );

/** 429 with Retry-After while the subject is locked after too many wrong codes (SECURITY 5). */
export const refuseWhileLocked = async (context: ServerContext, caller: Caller, tenantId: number, subject: string, route: string) => {
  const until = await lockedUntil(context.db, context.clock, tenantId, subject);
  if (until === null) return;
  await auditOtp(context, caller, { action: "otp.locked", tenantId, entity: "route", entityId: route });
  const seconds = otpRetryAfterSeconds(until, context.clock.now().getTime());
  throw new HttpError(429, tBoth("account.otp.locked"), undefined, { "Retry-After": String(seconds) });
};
