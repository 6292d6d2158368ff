import { frameRedirectLeadPath, leadAppLang, parseRenewalQuery } from "@lendkit/core";
import type { RequestHandler } from "express";
import { notFound } from "../http/envelope.js";

/**
 * The renewal's `redirectTo` paths (C §7) served by Lendkit itself, for a
 * link opened outside the lender's page or a lender whose site has no such
 * page: `GET /r/{slug}_-1` → 302 to `/go/renew/s-1/{slug}` (the lead app
 * then starts at the step the server says the flow reached, C §3.10), and
 * `GET /re?p={slug}_{step}` → `/go/renew/s{step}/{slug}` (core's
 * `frameRedirectLeadPath`). The target is always a path of the lead app,
 * never another host; of the query only `lang` and `leadSourceId` follow.
 * The slug opens nothing by itself: the flow still asks for its code (C §1).
 * Anything else is 404.
 */

/** The query the lead app keeps across the redirect: the language and the lead source, when valid. */
const keptQuery = (search: string): string => {
  const params = new URLSearchParams();
  const lang = leadAppLang(search);
  if (lang) params.set("lang", lang);
  const leadSourceId = parseRenewalQuery(search).leadSourceId;
  if (leadSourceId !== null) params.set("leadSourceId", String(leadSourceId));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

const searchOf = (url: string): string => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at);
};

const redirectTo = (value: string, url: string): RequestHandler => (_req, res) => {
  const path = frameRedirectLeadPath(value);
  if (path === null) throw notFound();
  res.redirect(302, `${path}${keptQuery(searchOf(url))}`);
};

/** GET /r/{slug}_-1 (the raw path, so an encoded slug stays one segment; a raw "/" in it is no such path). */
export const getRestartRedirect: RequestHandler = (req, res, next) => {
  const raw = req.originalUrl.split("?")[0] ?? "";
  if (raw.slice("/r/".length).includes("/")) throw notFound();
  return redirectTo(raw, req.originalUrl)(req, res, next);
};

/** GET /re?p={slug}_{step}. */
export const getResumeRedirect: RequestHandler = (req, res, next) => {
  const p = typeof req.query.p === "string" ? req.query.p : "";
  return redirectTo(`/re?p=${encodeURIComponent(p)}`, req.originalUrl)(req, res, next);
};
