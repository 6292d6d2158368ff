import { decodeServicingRunRequest, parseIsoDate, tBoth } from "@lendkit/core";
import type { RequestHandler } from "express";
import { sessionOf } from "../auth/caller.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { requestFacts } from "../infra/audit.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantDay } from "../data/tenantZone.js";
import { runServicingDay } from "./dailyRun.js";

/**
 * POST /api/servicing/run `{ date }` → 200 `{ date, contracts, feesAssessed,
 * skipped }`: runs the session tenant's servicing day (dailyRun.ts). A day
 * after the tenant's today is refused (422): its fees are not due yet.
 */
export const runServicingRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeServicingRunRequest);
  const auth = sessionOf(res);
  const date = parseIsoDate(body.date)!;
  const { today } = await tenantDay(context, auth.tenantId);
  if (date.compare(today) > 0) throw new HttpError(422, tBoth("servicing.run.dateAfterToday"));
  const outcome = await runServicingDay(context, auth.tenantId, date, { userId: auth.userId, ...requestFacts(req, res) });
  sendOk(res, outcome);
};
