import type { Response } from "express";
import { HttpError } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { callerSessionOf } from "../infra/session.js";
import type { SessionInfo } from "./sessions.js";

/*
 * The caller's session as the access guard stored it: the guard
 * (access/guard.ts) reads the bearer token with `findSession` and keeps the
 * session it found; every route reads it here (the guard re-exports both
 * readers for the routes).
 */

/** The caller's session, or null when the request is anonymous. */
export const authOf = (res: Response): SessionInfo | null => callerSessionOf<SessionInfo>(res);

/** The caller's session; throws 401 when there is none (for routes that must have one). */
export const sessionOf = (res: Response): SessionInfo => {
  const auth = authOf(res);
  if (!auth) throw new HttpError(401, serverMessages.unauthenticated);
  return auth;
};
