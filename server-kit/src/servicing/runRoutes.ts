import { decoderFor, parseIsoDate, tBoth } from "@lendkit/core";
import * as Schema from "effect/Schema";
import type { RequestHandler } from "express";
import { sessionOf } from "../access/guard.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { requestFacts } from "../infra/audit.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantDay } from "../data/tenantZone.js";
import { runServicingDay } from "./dailyRun.js";
import { DayText } from "./schemas.js";

/** Body of POST /api/servicing/run: the lender's day to run, `yyyy-mm-dd`. */
const RunBody = Schema.Struct({ date: DayText });
const decodeRunBody = decoderFor(RunBody);

/**
 * POST /api/servicing/run `{ date }` → 200 `{ date, contracts, feesAssessed,
 * skipped }`: runs the session tenant's servicing day (dailyRun.ts). A day
 * after the tenant's today is refused (422): its fees are not due yet.
 */
export const runServicingRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeRunBody);
  const auth = sessionOf(res);
  const date = parseIsoDate(body.date)!;
  const { today } = await tenantDay(context, auth.tenantId);
  if (date.compare(today) > 0) throw new HttpError(422, tBoth("servicing.run.dateAfterToday"));
  const outcome = await runServicingDay(context, auth.tenantId, date, { userId: auth.userId, ...requestFacts(req, res) });
  sendOk(res, outcome);
};
