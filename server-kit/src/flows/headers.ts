import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { aggregatorIframeUrl, frameOriginOfUrl } from "@lendkit/core";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { authOf } from "../auth/caller.js";
import { findTenantByCode } from "../auth/tenants.js";
import { bankProviderConfigOf } from "../bankProviders/config.js";
import type { ServerContext } from "../context/serverContext.js";
import { flowSettingsOf } from "./settings.js";
import { tenantIdOfSlug } from "../data/flows.js";

/**
 * Security headers of the public pages and calls (SECURITY 24, 25), with
 * helmet: Content-Security-Policy with `frame-ancestors` (who may frame the
 * page: the tenant's configured parent origins, 'self' when none),
 * `frame-src` (the bank providers only), `object-src 'none'`,
 * `base-uri 'none'`; HSTS; `Referrer-Policy: no-referrer` (a slug in an
 * address must not leak to another site). Staff pages get `frame-ancestors
 * 'none'` (`staffPageHeaders`). CORS stays closed: no
 * Access-Control-Allow-Origin is ever sent.
 */

/** What the directives of one response are built from (kept in `res.locals.lendkitFrame`). */
interface FramePolicy {
  readonly ancestors: readonly string[];
  readonly frameSources: readonly string[];
  readonly nonce: string | null;
}

const policyOf = (res: ServerResponse): FramePolicy =>
  ((res as Response).locals?.lendkitFrame as FramePolicy | undefined) ?? { ancestors: ["'none'"], frameSources: ["'none'"], nonce: null };

const joined = (values: readonly string[]): string => (values.length === 0 ? "'none'" : values.join(" "));

const hsts = { maxAge: 63_072_000, includeSubDomains: true } as const;

/** One helmet instance; the per-tenant values come from `res.locals` through directive functions. */
const publicHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      imgSrc: ["'self'", "data:"],
      scriptSrc: [(_req: IncomingMessage, res: ServerResponse) => (policyOf(res).nonce ? `'nonce-${policyOf(res).nonce}'` : "'none'")],
      styleSrc: [(_req: IncomingMessage, res: ServerResponse) => (policyOf(res).nonce ? `'nonce-${policyOf(res).nonce}'` : "'none'")],
      frameSrc: [(_req: IncomingMessage, res: ServerResponse) => joined(policyOf(res).frameSources)],
      frameAncestors: [(_req: IncomingMessage, res: ServerResponse) => joined(policyOf(res).ancestors)],
    },
  },
  strictTransportSecurity: hsts,
  referrerPolicy: { policy: "no-referrer" },
  // The lead app is framed by the lender's site: frame-ancestors decides, and
  // X-Frame-Options cannot name several origins, so it is left off here.
  xFrameOptions: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
});

/** The tenant a public request belongs to: the session's, the slug's, else the deployment's public tenant. */
const tenantIdOf = async (context: ServerContext, res: Response, slug: string | undefined): Promise<number | null> => {
  const auth = authOf(res);
  if (auth) return auth.tenantId;
  if (slug && /^[A-Za-z0-9_-]{16,64}$/.test(slug)) {
    const tenantId = await tenantIdOfSlug(context.db, slug);
    if (tenantId !== null) return tenantId;
  }
  if (context.publicTenant) return (await findTenantByCode(context.db, context.publicTenant))?.id ?? null;
  return null;
};

/** Origins of the bank providers' frames a tenant's pages may embed. */
export const bankFrameSources = async (context: ServerContext, tenantId: number | null): Promise<string[]> => {
  const config = bankProviderConfigOf(context);
  if (config.mode === "sandbox") return ["'self'", ...(config.publicOrigin ? [config.publicOrigin] : [])];
  const sources: string[] = [];
  if (tenantId !== null) {
    const settings = await flowSettingsOf(context, tenantId);
    const flinks = frameOriginOfUrl(aggregatorIframeUrl({ instanceName: settings.flinksInstanceName, lang: "fr", slug: "x" }));
    if (flinks) sources.push(flinks);
  }
  if (config.live.decisionLogicWidgetOrigin) sources.push(config.live.decisionLogicWidgetOrigin);
  const zumRails = frameOriginOfUrl(config.live.zumRailsConnectUrl);
  if (zumRails) sources.push(zumRails);
  return sources;
};

/** Who may frame the lead app of a tenant: its configured parent origins, or the app itself. */
export const parentOriginsOf = async (context: ServerContext, tenantId: number | null): Promise<string[]> => {
  if (tenantId === null) return ["'self'"];
  const settings = await flowSettingsOf(context, tenantId);
  return settings.parentOrigins.length > 0 ? ["'self'", ...settings.parentOrigins] : ["'self'"];
};

/**
 * Headers of the public lead-app calls and pages: frame-ancestors = the
 * tenant's parent origins ('self' by default, as in the demo), frame-src =
 * the bank providers. Put it right after the guard on each public route; the
 * same middleware belongs in front of the lead app's pages app-wide.
 */
export const leadAppHeaders = (context: ServerContext): RequestHandler =>
  async function lendkitLeadAppHeaders(req, res, next) {
    const slug = typeof req.params.slug === "string" ? req.params.slug : undefined;
    const tenantId = await tenantIdOf(context, res, slug);
    const policy: FramePolicy = {
      ancestors: await parentOriginsOf(context, tenantId),
      frameSources: await bankFrameSources(context, tenantId),
      nonce: null,
    };
    res.locals.lendkitFrame = policy;
    publicHelmet(req, res, next);
  };

/**
 * Headers of the sandbox's pages: framed only by this server's own lead app
 * ('self' and the configured public origin); scripts and styles only with
 * the response's nonce (`res.locals.cspNonce`); no frame inside them.
 */
export const sandboxPageHeaders = (context: ServerContext): RequestHandler =>
  function lendkitSandboxHeaders(req, res, next) {
    const { publicOrigin } = bankProviderConfigOf(context);
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.locals.lendkitFrame = { ancestors: ["'self'", ...(publicOrigin ? [publicOrigin] : [])], frameSources: [], nonce } satisfies FramePolicy;
    publicHelmet(req, res, next);
  };

/**
 * Headers for staff pages (to apply app-wide): never framed
 * (`frame-ancestors 'none'` and X-Frame-Options DENY), no frames inside.
 */
export const staffPageHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { frameAncestors: ["'none'"], objectSrc: ["'none'"], baseUri: ["'none'"], frameSrc: ["'none'"] },
    },
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: "no-referrer" },
    xFrameOptions: { action: "deny" },
  });
