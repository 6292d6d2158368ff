import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id: the caller's `X-Request-Id` when it looks like
 * one (8–64 safe characters, e.g. from a load balancer), else a new UUID.
 * Sent back in `X-Request-Id`, written in logs and audit rows.
 */
export const requestId = (): RequestHandler => (req, res, next) => {
  const given = req.get("x-request-id");
  const id = given && acceptable.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
};

/** The id given to this request by {@link requestId}. */
export const requestIdOf = (res: { locals: Record<string, unknown> }): string | null =>
  typeof res.locals.requestId === "string" ? res.locals.requestId : null;
