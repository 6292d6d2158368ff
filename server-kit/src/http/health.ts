import type { Request, Response } from "express";
import { pingDatabase } from "../db/openDatabase.js";
import type { Plumbing } from "../infra/plumbing.js";
import { sendError, sendOk } from "./envelope.js";
import { databaseRetryAfterSeconds } from "./errors.js";
import { serverMessages } from "./messages.js";

/** GET /api/health: 200 when the database answers, 503 with Retry-After otherwise. */
export const healthHandler = (db: Plumbing["db"]) => async (_req: Request, res: Response): Promise<void> => {
  try {
    await pingDatabase(db);
    sendOk(res, { status: "ok", database: "ok" });
  } catch {
    res.setHeader("Retry-After", String(databaseRetryAfterSeconds));
    sendError(res, 503, serverMessages.unavailable);
  }
};
