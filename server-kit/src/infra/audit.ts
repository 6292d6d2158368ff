import type { Request, Response } from "express";
import { requestIdOf } from "./requestId.js";

/** Where a request came from, as audit rows and rate limits record it. */
export interface RequestFacts {
  readonly requestId: string | null;
  readonly ip: string | null;
}

/**
 * Who acts, as a session names them: a staff user, a customer, or (a
 * public route before anyone is known) neither. A route passes its session,
 * or the tenant and customer a slug or ticket stands for.
 */
export interface Acting {
  readonly tenantId?: number | null;
  readonly userId?: number | null;
  readonly customerId?: number | null;
}

/** The actor columns of an audit row (`writeAudit`'s entry), with the request's facts. */
export interface AuditActor extends RequestFacts {
  readonly tenantId: number | null;
  readonly actorUserId: number | null;
  readonly actorCustomerId: number | null;
}

/** The request id given by `http/requestId` and the client's address (Express's `req.ip`, trusting the configured proxies). */
export const requestFacts = (req: Pick<Request, "ip">, res: Pick<Response, "locals">): RequestFacts => ({
  requestId: requestIdOf(res),
  ip: req.ip ?? null,
});

/**
 * The actor of an audit row: always from the session or the resource the
 * route resolved (never from the body, which the caller writes), with the
 * request's id and address. Spread it into `writeAudit`'s entry.
 */
export const auditActor = (req: Pick<Request, "ip">, res: Pick<Response, "locals">, who: Acting | null): AuditActor =>
  actorColumns(who, requestFacts(req, res));

/**
 * The same columns where the request is no longer at hand (a store or a
 * service writing the row for a route): `facts` is the actor the route
 * handed over, whose request id and address it carries.
 */
export const actorColumns = (who: Acting | null, facts: { readonly requestId?: string | null; readonly ip?: string | null }): AuditActor => ({
  tenantId: who?.tenantId ?? null,
  actorUserId: who?.userId ?? null,
  actorCustomerId: who?.customerId ?? null,
  requestId: facts.requestId ?? null,
  ip: facts.ip ?? null,
});
