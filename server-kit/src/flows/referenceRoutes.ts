import { provinceOptions, type TenantCode } from "@lendkit/core";
import type { RequestHandler, Response } from "express";
import { authOf } from "../auth/caller.js";
import { findTenantByCode } from "../auth/tenants.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { flowSettingsOf } from "./settings.js";
import { langParameter } from "../infra/language.js";

/**
 * The lead app's reference data (C §7) that names no flow: the tenant is
 * the session's, or for an anonymous caller the deployment's public tenant
 * (never one named in the request, SECURITY 14); 401 when there is none.
 */
export const publicTenantOf = async (context: ServerContext, res: Response): Promise<{ id: number; code: TenantCode }> => {
  const auth = authOf(res);
  if (auth) return { id: auth.tenantId, code: auth.tenantCode };
  const tenant = context.publicTenant ? await findTenantByCode(context.db, context.publicTenant) : null;
  if (!tenant) throw new HttpError(401, serverMessages.unauthenticated);
  return { id: tenant.id, code: tenant.code };
};

/** GET …/cashLoanFlow/getWebOnlyProvinces?lang: `[{ value, label }]`, the label in `lang` (French by default). */
export const getWebOnlyProvinces = (context: ServerContext): RequestHandler => async (req, res) => {
  const tenant = await publicTenantOf(context, res);
  const settings = await flowSettingsOf(context, tenant.id);
  const lang = langParameter(req.query.lang) ?? "fr";
  sendOk(
    res,
    provinceOptions
      .filter((option) => settings.webOnlyProvinces.includes(option.value))
      .map((option) => ({ value: option.value, label: option.label[lang] })),
  );
};

/** GET …/cashLoanCalculatorConstants: the tenant's `{ weeklyFee, isWeeklyFeePercentage, interestRate }` (C §7). */
export const getCalculatorConstants = (context: ServerContext): RequestHandler => async (_req, res) => {
  const tenant = await publicTenantOf(context, res);
  const settings = await flowSettingsOf(context, tenant.id);
  sendOk(res, { weeklyFee: settings.weeklyFee, isWeeklyFeePercentage: settings.isWeeklyFeePercentage, interestRate: settings.interestRate });
};

/**
 * GET …/leadAppConfiguration: what the lead app must know of its tenant
 * before any flow exists — the tenant's code (core's tenant-specific
 * calculator and texts must match the server's checks) and the parent
 * origins allowed to frame it (the same list as its CSP `frame-ancestors`,
 * so not a secret), to which alone it posts and from which alone it listens
 * (SECURITY 23).
 */
export const getLeadAppConfiguration = (context: ServerContext): RequestHandler => async (_req, res) => {
  const tenant = await publicTenantOf(context, res);
  const settings = await flowSettingsOf(context, tenant.id);
  sendOk(res, { tenant: tenant.code, parentOrigins: settings.parentOrigins });
};
