import type { Knex } from "knex";
import type { Request, Response } from "express";
import { sendError, sendOk } from "./envelope.js";
import { serverMessages } from "./messages.js";

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const healthHandler = (db: Knex) => async (_req: Request, res: Response): Promise<void> => {
  try {
    await db.raw("select 1");
    sendOk(res, { status: "ok", database: "ok" });
  } catch {
    sendError(res, 503, serverMessages.unavailable);
  }
};
