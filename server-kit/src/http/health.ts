import type { Knex } from "knex";
import type { Request, Response } from "express";
import { sendError, sendOk } from "./envelope.js";
import { databaseRetryAfterSeconds } from "./errors.js";
import { serverMessages } from "./messages.js";

/** GET /api/health: 200 when the database answers, 503 with Retry-After otherwise. */
export const healthHandler = (db: Knex) => async (_req: Request, res: Response): Promise<void> => {
  try {
    await db.raw("select 1");
    sendOk(res, { status: "ok", database: "ok" });
  } catch {
    res.setHeader("Retry-After", String(databaseRetryAfterSeconds));
    sendError(res, 503, serverMessages.unavailable);
  }
};
