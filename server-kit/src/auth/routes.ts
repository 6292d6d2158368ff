import { decodeEmptyRequest, decodeStaffLoginRequest, tBoth } from "@lendkit/core";
import type { RequestHandler } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "./caller.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { hitRateLimit, peekRateLimit, releaseRateLimit, type RateLimitHit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";
import { passwordParamsOf, verifyPassword } from "./passwords.js";
import { createSession } from "./sessions.js";
import { revokeSession } from "../data/sessions.js";
import { findUserByUsername, newestPasswordHash } from "../data/users.js";
import { findTenantByCode, listTenants } from "../data/tenants.js";
import { normalizeUsername } from "./users.js";
import { auditActor, requestFacts } from "../infra/audit.js";

/**
 * The hash an unknown username is checked against: a dummy made with the
 * scrypt parameters of the newest stored hash (the tenant's, else any), so
 * an unknown user costs what a known one does whatever parameters the users
 * were hashed with (a dummy at other parameters told usernames apart by
 * time).
 */
const dummyHashFor = async (context: ServerContext, tenantId: number | null): Promise<string> => {
  const newest = await newestPasswordHash(context.db, tenantId);
  const params = (newest === null ? null : passwordParamsOf(newest)) ?? context.passwordParams;
  return context.dummyHash(params);
};


type Facts = ReturnType<typeof requestFacts>;

/** Whole minutes of a wait in seconds, at least 1, for the refusal's text. */
const waitMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * The throttles before any password work, in order, so a refused attempt
 * spends no later budget: failed attempts per client IP, then per tenant +
 * username from that IP (429 "too many failed sign-ins, try again in N
 * min"), then the username's global lock after too many failures from
 * anywhere (429 "account locked, try again in N min", right password
 * included). Only failures count (SECURITY 5, 30): each attempt is counted
 * before its password work, so parallel attempts cannot slip past a limit,
 * and `forgiveSignIn` gives the count back when it succeeds; a staff user
 * signing in all day from one office is never refused. An attacker
 * elsewhere cannot lock a user out below the far higher global cap (ASVS
 * 5.0 V6, NIST 800-63B §5.2.2). Returns the counted hits.
 */
const enforceLoginLimits = async (context: ServerContext, ip: string, tenant: string, username: string, facts: Facts) => {
  const { db, clock, loginLimits } = context;
  const refuse = async (limit: string, hit: { retryAfterSeconds: number }, key: "server.signInThrottled" | "server.accountLocked") => {
    await writeAudit(db, clock, { action: "login.throttled", actorLabel: username, after: { tenant, limit, retryAfterSeconds: hit.retryAfterSeconds }, ...facts });
    throw new HttpError(429, tBoth(key, { minutes: waitMinutes(hit.retryAfterSeconds) }), undefined, { "Retry-After": String(hit.retryAfterSeconds) });
  };
  const byIp = await hitRateLimit(db, clock, ipKey(ip), loginLimits.perIp);
  if (!byIp.allowed) await refuse("ip", byIp, "server.signInThrottled");
  const byUserAndIp = await hitRateLimit(db, clock, userIpKey(tenant, username, ip), loginLimits.perUsernameAndIp);
  if (!byUserAndIp.allowed) await refuse("usernameAndIp", byUserAndIp, "server.signInThrottled");
  const lock = await peekRateLimit(db, clock, failuresKey(tenant, username), loginLimits.perUsername);
  if (!lock.allowed) await refuse("usernameLocked", lock, "server.accountLocked");
  return { byIp, byUserAndIp };
};

const ipKey = (ip: string) => `login:ip:${ip}`;
const userIpKey = (tenant: string, username: string, ip: string) => `login:userip:${tenant}:${username}:${ip}`;

/** A sign-in succeeded: the attempt it counted per IP and per username and IP is given back (only failures count). */
const forgiveSignIn = async (
  context: ServerContext,
  keys: { ip: string; tenant: string; username: string },
  hits: { byIp: RateLimitHit; byUserAndIp: RateLimitHit },
) => {
  await releaseRateLimit(context.db, ipKey(keys.ip), hits.byIp);
  await releaseRateLimit(context.db, userIpKey(keys.tenant, keys.username, keys.ip), hits.byUserAndIp);
};

const failuresKey = (tenant: string, username: string) => `login:userfail:${tenant}:${username}`;

/** Counts a failed attempt on the username; the one that reaches the cap locks it, audited `login.locked`. */
const countFailure = async (context: ServerContext, tenant: { code: string; id: number | null }, username: string, facts: Facts) => {
  const failures = await hitRateLimit(context.db, context.clock, failuresKey(tenant.code, username), context.loginLimits.perUsername);
  if (failures.count !== context.loginLimits.perUsername.max) return;
  await writeAudit(context.db, context.clock, {
    action: "login.locked",
    tenantId: tenant.id,
    actorLabel: username,
    after: { tenant: tenant.code, failures: failures.count, lockedForSeconds: failures.retryAfterSeconds },
    ...facts,
  });
  context.logger.warn({ requestId: facts.requestId, tenantId: tenant.id, failures: failures.count }, "staff username locked after failed logins");
};

/**
 * POST /api/login { username, password, tenant }. Throttled (see
 * `enforceLoginLimits`) before any password work; an unknown user, a wrong
 * password and a disabled user get the same 401 after the same scrypt work.
 * Success returns the spec's serverInfo (a bearer token, shown once).
 */
export const login = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeStaffLoginRequest);
  const username = normalizeUsername(body.username);
  const facts = requestFacts(req, res);
  const { db, clock } = context;

  const ip = req.ip ?? "unknown";
  const counted = await enforceLoginLimits(context, ip, body.tenant, username, facts);

  const tenant = await findTenantByCode(db, body.tenant);
  const user = tenant ? await findUserByUsername(db, tenant.id, username) : null;
  const passwordMatches = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHashFor(context, tenant?.id ?? null)));
  if (!user || !tenant || !passwordMatches || user.disabled) {
    await writeAudit(db, clock, {
      action: "login.failure",
      tenantId: tenant?.id ?? null,
      actorLabel: username,
      entity: user ? "user" : null,
      entityId: user?.id ?? null,
      after: { reason: !user ? "unknownUser" : user.disabled ? "disabled" : "wrongPassword", tenant: body.tenant },
      ...facts,
    });
    await countFailure(context, { code: body.tenant, id: tenant?.id ?? null }, username, facts);
    throw new HttpError(401, serverMessages.invalidCredentials);
  }

  await forgiveSignIn(context, { ip, tenant: body.tenant, username }, counted);
  const roleId = user.roleId as Parameters<typeof createSession>[3]["roleId"];
  const session = await createSession(db, clock, context.sessions, {
    kind: "staff",
    tenantId: tenant.id,
    userId: user.id,
    roleId,
  });
  await writeAudit(db, clock, {
    action: "login.success",
    ...auditActor(req, res, { tenantId: tenant.id, userId: user.id }),
    entity: "session",
    entityId: session.sessionId,
  });
  sendOk(res, {
    serverInfo: session.token,
    serverInfoExpiration: session.expiresAt,
    userRole: roleId,
    userName: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    initials: user.initials,
    sysLogins_Id: user.id,
    tenant: tenant.code,
  });
};

/** POST /api/logout: revokes the caller's session server-side. */
export const logout = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const auth = sessionOf(res);
  await revokeSession(context.db, context.clock, auth.tenantId, auth.sessionId, "logout");
  await writeAudit(context.db, context.clock, {
    action: "logout",
    ...auditActor(req, res, auth),
    entity: "session",
    entityId: auth.sessionId,
  });
  sendOk(res, true);
};

/** GET /api/login/role: the caller's role id (C §6). */
export const loginRole = (): RequestHandler => (_req, res) => sendOk(res, sessionOf(res).roleId);

/** GET /api/login/tenants: the lenders of this deployment (code and name), for the staff sign-in's choice. */
export const loginTenants = (context: ServerContext): RequestHandler => async (_req, res) => sendOk(res, await listTenants(context.db));

/** GET /api/login/isProd: whether this deployment is production. */
export const loginIsProd = (context: ServerContext): RequestHandler => (_req, res) => sendOk(res, context.isProd);
