import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import { findTenantByCode } from "../data/tenants.js";
import { bankFrameSources, parentOriginsOf } from "../flows/headers.js";
import { contextOf } from "./createServer.js";
import type { ServerContext } from "../context/serverContext.js";

/**
 * Serves a built front end (the reference app's Vite output) in front of the
 * API app: hashed assets with a long cache, `/go/...` → the lead app's page,
 * `/demo/...` as plain files, any other page path → the staff and customer
 * app's page. `/api` and `/sandbox` go straight to the API app.
 */
export interface WebOptions {
  /** The folder holding app.html, go.html, assets/ and demo/. */
  readonly dir: string;
}

const apiPrefixes = ["/api/", "/sandbox/"];
/** The renewal's parent-page paths (C §7) the API serves as redirects into the lead app. */
const isFrameRedirectPath = (path: string) => path === "/re" || (path.startsWith("/r/") && path.length > 3);
const isApiPath = (path: string) => path === "/api" || apiPrefixes.some((prefix) => path.startsWith(prefix)) || isFrameRedirectPath(path);

const hsts = { maxAge: 63_072_000, includeSubDomains: true } as const;
type Directive = (req: IncomingMessage, res: ServerResponse) => string;
const fromLocals =
  (name: "ancestors" | "frames"): Directive =>
  (_req, res) => {
    const values = ((res as Response).locals?.pagePolicy as Record<string, string[]> | undefined)?.[name] ?? [];
    return values.length ? values.join(" ") : "'none'";
  };

/**
 * The pages' Content-Security-Policy (SECURITY 24, 25): scripts, styles and
 * calls from this server only; no plugins, no <base>; `frame-ancestors` and
 * `frame-src` per response — the lead app may be framed by its tenant's
 * parent origins and frame the bank providers, staff pages by no one.
 */
const pageHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameSrc: [fromLocals("frames")],
      frameAncestors: [fromLocals("ancestors")],
    },
  },
  strictTransportSecurity: hsts,
  referrerPolicy: { policy: "no-referrer" },
  xFrameOptions: false,
  crossOriginEmbedderPolicy: false,
});

/** The tenant of a lead-app page: the deployment's public tenant (the demo's RENT), else none. */
const publicTenantId = async (context: ServerContext): Promise<number | null> =>
  context.publicTenant ? ((await findTenantByCode(context.db, context.publicTenant))?.id ?? null) : null;

const leadPagePolicy =
  (context: ServerContext): RequestHandler =>
  async (_req, res, next) => {
    const tenantId = await publicTenantId(context);
    res.locals.pagePolicy = { ancestors: await parentOriginsOf(context, tenantId), frames: await bankFrameSources(context, tenantId) };
    pageHelmet(_req, res, next);
  };

const staffPagePolicy: RequestHandler = (req, res, next) => {
  res.locals.pagePolicy = { ancestors: [], frames: ["'self'"] };
  res.setHeader("X-Frame-Options", "DENY");
  pageHelmet(req, res, next);
};

const page = (file: string): RequestHandler => (_req, res) => {
  res.setHeader("Cache-Control", "no-cache");
  res.sendFile(file);
};

/** An app serving `web.dir` for page paths and handing everything else to `api`. */
export const withWebApp = (api: Express, web: WebOptions): Express => {
  const dir = resolve(web.dir);
  const appPage = join(dir, "app.html");
  const leadPage = join(dir, "go.html");
  if (!existsSync(appPage) || !existsSync(leadPage)) throw new Error(`web: ${dir} has no app.html and go.html (build the front end first)`);
  const context = contextOf(api);
  const leadHeaders = leadPagePolicy(context);
  const outer = express();
  outer.disable("x-powered-by");
  outer.set("trust proxy", api.get("trust proxy"));
  outer.use("/assets", express.static(join(dir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  // The demo lender page frames the lead app; it is a page of its own, never framed.
  outer.use("/demo", staffPagePolicy, express.static(join(dir, "demo"), { index: false }));
  outer.use((req, res, next) => {
    if (isApiPath(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return api(req, res, next);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.path === "/go" || req.path.startsWith("/go/") || req.path === "/renew") {
      return leadHeaders(req, res, (error?: unknown) => (error ? next(error) : page(leadPage)(req, res, next)));
    }
    return staffPagePolicy(req, res, (error?: unknown) => (error ? next(error) : page(appPage)(req, res, next)));
  });
  return outer;
};
