import type { RoleId } from "@lendkit/core";
import type { ApiRoute } from "@lendkit/core/api";
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from "express";
import { findSession, type SessionInfo } from "../auth/sessions.js";
import { bearerToken } from "../auth/tokens.js";
import { authOf, sessionOf } from "../auth/caller.js";
import { HttpError } from "../http/envelope.js";
import { idempotency } from "../http/idempotency.js";
import { serverMessages } from "../http/messages.js";
import { requestIdOf } from "../infra/requestId.js";
import type { ServerContext } from "../context/serverContext.js";
import type { GuardedRoutes, RouteMethod } from "../context/apiModule.js";
import { writeAudit } from "../data/audit.js";
import { routeKey } from "./routeTable.js";
import { auditActor } from "../infra/audit.js";

const auditRefusal = async (
  context: ServerContext,
  req: Request,
  res: Response,
  action: "access.unauthenticated" | "access.denied" | "access.unlisted" | "session.refused" | "access.notFound",
  details: Record<string, unknown>,
  auth: SessionInfo | null,
  tenantId?: number,
) =>
  writeAudit(context.db, context.clock, {
    action,
    ...auditActor(req, res, auth ?? { tenantId }),
    entity: "route",
    entityId: routeKey(req.method, String((req.route as { path?: string } | undefined)?.path ?? "")).slice(0, 64),
    after: details,
  });

/**
 * Reads the bearer token (if any) into `res.locals.auth`, then lets the
 * request through only if the access table allows it: a route missing from
 * the table answers 403, a protected route without a live session 401, a role
 * not listed 403. Every refusal is audited (SECURITY 13, 29).
 */
const guard = (context: ServerContext, key: string): RequestHandler =>
  async function lendkitGuard(req, res, next) {
    const token = bearerToken(req.get("authorization"));
    let auth: SessionInfo | null = null;
    if (token) {
      const found = await findSession(context.db, context.clock, context.sessions, token);
      if ("session" in found) auth = found.session;
      else if (found.refusal !== "unknown") {
        await auditRefusal(context, req, res, "session.refused", { reason: found.refusal, sessionId: found.sessionId }, null, found.tenantId);
      }
    }
    res.locals.auth = auth;
    const access = Object.hasOwn(context.accessTable, key) ? context.accessTable[key] : undefined;
    if (!access) {
      await auditRefusal(context, req, res, "access.unlisted", { route: key }, auth);
      throw new HttpError(403, serverMessages.forbidden);
    }
    if ("public" in access) return next();
    if (!auth) {
      await auditRefusal(context, req, res, "access.unauthenticated", { route: key }, null);
      throw new HttpError(401, serverMessages.unauthenticated);
    }
    if (!access.roles.includes(auth.roleId)) {
      await auditRefusal(context, req, res, "access.denied", { route: key, roleId: auth.roleId }, auth);
      throw new HttpError(403, serverMessages.forbidden);
    }
    next();
  };

/**
 * A finer check inside a route (e.g. Admin only for one action): 401 without
 * a session, 403 (audited) when the role is not listed.
 */
export const requireRole = (context: ServerContext, roles: readonly RoleId[]): RequestHandler =>
  async function lendkitRequireRole(req, res, next) {
    const auth = sessionOf(res);
    if (!roles.includes(auth.roleId)) {
      await auditRefusal(context, req, res, "access.denied", { roleId: auth.roleId, required: roles }, auth);
      throw new HttpError(403, serverMessages.forbidden);
    }
    next();
  };

/**
 * The only way Lendkit registers a route: `routes.on(apiRoutes.servicing.postPayment, handler)`
 * (or `routes.get("/api/x", handler)`) puts the guard for its key first.
 */
export const guardedRoutes = (app: Express, context: ServerContext): GuardedRoutes => {
  const register = (method: RouteMethod) => (path: string, ...handlers: RequestHandler[]) => {
    app[method](path, guard(context, routeKey(method, path)), ...handlers);
  };
  const on = (route: ApiRoute, ...handlers: RequestHandler[]) =>
    register(route.method.toLowerCase() as RouteMethod)(route.path, ...(route.idempotent ? [idempotency(context)] : []), ...handlers);
  return { get: register("get"), post: register("post"), put: register("put"), patch: register("patch"), delete: register("delete"), on };
};

/** Marks a refusal an area has audited itself, so {@link auditNotFound} does not write a second row. */
export const markRefusalAudited = (res: Response): void => {
  res.locals.refusalAudited = true;
};

/** The route's whole-number parameters (ids); a slug, ticket or token is never written to the audit log. */
const idParameters = (req: Request): Record<string, string> =>
  Object.fromEntries(Object.entries(req.params as Record<string, string>).filter(([, value]) => /^\d{1,12}$/.test(value)));

/**
 * Audits a 404 answered to a signed-in caller on a matched route (SECURITY
 * 29: every refusal): an id of another tenant answers exactly as an id that
 * names nothing, so the only trace of a probe past the guard is this row,
 * `access.notFound` with the route and its ids. Anonymous callers are
 * throttled and audited where their routes are; an area that audited the
 * refusal itself marks it. A failed write is logged, and the 404 still goes.
 */
export const auditNotFound = (context: ServerContext): ErrorRequestHandler =>
  async function lendkitAuditNotFound(error: unknown, req, res, next) {
    const auth = authOf(res);
    if (error instanceof HttpError && error.status === 404 && auth && req.route && !res.locals.refusalAudited) {
      await auditRefusal(context, req, res, "access.notFound", { route: routeKey(req.method, String((req.route as { path?: string }).path ?? "")), ids: idParameters(req) }, auth).catch(
        (failure: unknown) => context.logger.error({ requestId: requestIdOf(res), err: failure }, "could not audit a refusal"),
      );
    }
    next(error);
  };
