import type { Request, RequestHandler, Response } from "express";
import { writeAudit } from "../access/audit.js";
import { sessionOf } from "../access/guard.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { enforceRateLimit, hitRateLimit } from "../http/rateLimit.js";
import { requestIdOf } from "../http/requestId.js";
import type { ServerContext } from "../server/context.js";
import { verifyPassword } from "./passwords.js";
import { decodeEmptyBody, decodeStaffLoginRequest } from "./schemas.js";
import { createSession, revokeSession } from "./sessions.js";
import { findTenantByCode } from "./tenants.js";
import { normalizeUsername } from "./users.js";

interface UserRow {
  id: number;
  tenant_id: number;
  username: string;
  password_hash: string;
  role_id: number;
  initials: string;
  first_name: string;
  last_name: string;
  email: string;
  disabled: boolean | number;
}

const requestFacts = (req: Request, res: Response) => ({ requestId: requestIdOf(res), ip: req.ip ?? null });

/**
 * POST /api/login { username, password, tenant }. Throttled per client IP and
 * per tenant + username before any password work; an unknown user, a wrong
 * password and a disabled user get the same 401 after the same scrypt work.
 * Success returns the spec's serverInfo (a bearer token, shown once).
 */
export const login = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeStaffLoginRequest);
  const username = normalizeUsername(body.username);
  const facts = requestFacts(req, res);
  const { db, clock } = context;

  const byIp = await hitRateLimit(db, clock, `login:ip:${req.ip ?? "unknown"}`, context.loginLimits.perIp);
  const byUser = await hitRateLimit(db, clock, `login:user:${body.tenant}:${username}`, context.loginLimits.perUsername);
  if (!byIp.allowed || !byUser.allowed) {
    await writeAudit(db, clock, { action: "login.throttled", actorLabel: username, after: { tenant: body.tenant, byIp: !byIp.allowed }, ...facts });
    enforceRateLimit(byIp.allowed ? byUser : byIp);
  }

  const tenant = await findTenantByCode(db, body.tenant);
  const user = tenant
    ? ((await db("users").where({ tenant_id: tenant.id, username }).first()) as UserRow | undefined)
    : undefined;
  const passwordMatches = await verifyPassword(body.password, user?.password_hash ?? (await context.dummyHash()));
  if (!user || !tenant || !passwordMatches || Boolean(user.disabled)) {
    await writeAudit(db, clock, {
      action: "login.failure",
      tenantId: tenant?.id ?? null,
      actorLabel: username,
      entity: user ? "user" : null,
      entityId: user?.id ?? null,
      after: { reason: !user ? "unknownUser" : user.disabled ? "disabled" : "wrongPassword", tenant: body.tenant },
      ...facts,
    });
    throw new HttpError(401, serverMessages.invalidCredentials);
  }

  const roleId = Number(user.role_id) as Parameters<typeof createSession>[3]["roleId"];
  const session = await createSession(db, clock, context.sessions, {
    kind: "staff",
    tenantId: tenant.id,
    userId: Number(user.id),
    roleId,
  });
  await writeAudit(db, clock, {
    action: "login.success",
    tenantId: tenant.id,
    actorUserId: Number(user.id),
    entity: "session",
    entityId: session.sessionId,
    ...facts,
  });
  sendOk(res, {
    serverInfo: session.token,
    serverInfoExpiration: session.expiresAt,
    userRole: roleId,
    userName: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    initials: user.initials,
    sysLogins_Id: Number(user.id),
    tenant: tenant.code,
  });
};

/** POST /api/logout: revokes the caller's session server-side. */
export const logout = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyBody);
  const auth = sessionOf(res);
  await revokeSession(context.db, context.clock, auth.sessionId, "logout");
  await writeAudit(context.db, context.clock, {
    action: "logout",
    tenantId: auth.tenantId,
    actorUserId: auth.userId,
    actorCustomerId: auth.customerId,
    entity: "session",
    entityId: auth.sessionId,
    ...requestFacts(req, res),
  });
  sendOk(res, true);
};

/** GET /api/login/role: the caller's role id (C §6). */
export const loginRole = (): RequestHandler => (_req, res) => sendOk(res, sessionOf(res).roleId);

/** GET /api/login/isProd: whether this deployment is production. */
export const loginIsProd = (context: ServerContext): RequestHandler => (_req, res) => sendOk(res, context.isProd);
