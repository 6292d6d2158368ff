import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import express, { type Express, type RequestHandler } from "express";

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
const isApiPath = (path: string) => path === "/api" || apiPrefixes.some((prefix) => path.startsWith(prefix));

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
  const outer = express();
  outer.disable("x-powered-by");
  outer.set("trust proxy", api.get("trust proxy"));
  outer.use("/assets", express.static(join(dir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  outer.use("/demo", express.static(join(dir, "demo"), { index: false }));
  outer.use((req, res, next) => {
    if (isApiPath(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return api(req, res, next);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.path === "/go" || req.path.startsWith("/go/") || req.path === "/renew") return page(leadPage)(req, res, next);
    return page(appPage)(req, res, next);
  });
  return outer;
};
