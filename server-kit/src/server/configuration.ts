import { businessDateOf, encodeConfigs, encodeLenderDay, resolveFeatures } from "@lendkit/core";
import type { RequestHandler } from "express";
import { authOf } from "../auth/caller.js";
import { findTenantByCode, findTenantById } from "../data/tenants.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantDay } from "../data/tenantZone.js";

/**
 * GET /api/configuration/features: core's defaults, then the deployment's
 * flags, then the tenant's own. The tenant is the session's, or for an
 * anonymous caller (the public lead app) the deployment's `publicTenant`;
 * never one named in the request (SECURITY 14).
 */
export const features = (context: ServerContext): RequestHandler => async (_req, res) => {
  const auth = authOf(res);
  const tenant = auth
    ? await findTenantById(context.db, auth.tenantId)
    : context.publicTenant
      ? await findTenantByCode(context.db, context.publicTenant)
      : null;
  if (!tenant) throw new HttpError(auth ? 404 : 401, auth ? serverMessages.notFound : serverMessages.unauthenticated);
  sendOk(res, resolveFeatures({ ...context.features, ...tenant.features }));
};

/** GET /api/configuration/configs: core's Configs defaults with the deployment's values (C §3.3). */
export const configs = (context: ServerContext): RequestHandler => (_req, res) => sendOk(res, encodeConfigs(context.configs));

/**
 * GET /api/configuration/lenderDay: the caller's lender's time zone and its
 * calendar day now by the server's clock, `{ timeZone, today }`. The
 * lender is the session's tenant (staff or customer), else, for an
 * anonymous caller (the public lead app), the deployment's `publicTenant`;
 * never one named in the request. Its zone is the tenant's own, else the
 * deployment's (`context.timeZone`). The apps take their "today" from here
 * (payments list, deferral picker, contract dates) so they count the day
 * the server counts for that lender, whatever the browser's or the server
 * host's own zone. Public: it says only the day. An anonymous caller on a
 * deployment without a public tenant gets the deployment's zone and day.
 */
export const lenderDay = (context: ServerContext): RequestHandler => async (_req, res) => {
  const auth = authOf(res);
  const tenant = auth ? { id: auth.tenantId } : context.publicTenant ? await findTenantByCode(context.db, context.publicTenant) : null;
  const day = tenant ? await tenantDay(context, tenant.id) : { timeZone: context.timeZone, today: businessDateOf(context.clock.now(), context.timeZone) };
  sendOk(res, encodeLenderDay(day));
};
