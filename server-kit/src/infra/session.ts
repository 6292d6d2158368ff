import type { Response } from "express";

/**
 * The facts of a caller's session the plumbing reads (logging, idempotency
 * keys): the access guard stores the whole session in `res.locals.auth`
 * (auth/sessions' `SessionInfo`, which has these fields), and this is the
 * one reader of that slot.
 */
export interface CallerSession {
  readonly tenantId: number;
  readonly kind: string;
  readonly userId: number | null;
  readonly customerId: number | null;
}

/** The session the guard let in, or null (a public route without one). */
export const callerSessionOf = <Session extends CallerSession = CallerSession>(res: Response): Session | null =>
  (res.locals.auth as Session | undefined) ?? null;
