import { randomBytes, randomUUID } from "node:crypto";
import {
  aggregatorBanks,
  bankTileById,
  lenderToday,
  normalizeFrameOrigin,
  tBoth,
  type BankTile,
  type Lang,
} from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import express, { type Request, type RequestHandler, type Response } from "express";
import { isoTime } from "../../infra/clock.js";
import { sandboxPageHeaders } from "../../flows/headers.js";
import { callerMayUseContract } from "../../flows/slugCaller.js";
import { flowContractBySlug, slugContractOf, type SlugContract } from "../../data/flows.js";
import { pendingSandboxWidget } from "../../data/bankVerifications.js";
import { recordSandboxSession, sandboxSessionOf, type SandboxSession } from "../../data/bankSandboxSessions.js";
import { HttpError, sendOk, notFound } from "../../http/envelope.js";
import type { GuardedRoutes } from "../../context/apiModule.js";
import type { ServerContext } from "../../context/serverContext.js";
import { bankProviderConfigOf } from "../../bankProviders/config.js";
import { loginFormHtml, outcomeHtml, postMessageCall, renderPage, tilesHtml } from "./pages.js";
import { sandboxBankName, sandboxStatementSummary } from "../../bankProviders/sandbox/summary.js";
import { tenantTimeZone } from "../../data/tenantZone.js";
import { langParameter } from "../../infra/language.js";

/**
 * The sandbox provider's pages and its summary endpoint. They exist only
 * while the server runs the sandbox (404 otherwise). The login form's
 * password "fail" simulates a failed login; anything else succeeds.
 */

const bank = apiRoutes.bankVerification;
const alternatePath = bank.sandboxAlternatePage.path;

/** Every tile a sandbox page offers: the aggregator's full list with its test bank (it covers the widget's ids too). */
const sandboxTiles = (): readonly BankTile[] => aggregatorBanks({ test: true, features: { RestOfCanada: true } });

const formBody = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 20 });

const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value.slice(0, 200) : "";
};

const langOf = (req: Request, name: string): Lang => langParameter(req.query[name]) ?? langParameter(field(req, name)) ?? "fr";

/** Where the sandbox's messages go: the configured public origin, else this request's own origin (the lead app frames the sandbox from the same server). */
const targetOriginOf = (context: ServerContext, req: Request): string | null =>
  bankProviderConfigOf(context).publicOrigin ?? normalizeFrameOrigin(`${req.protocol}://${req.get("host") ?? ""}`);

const onlyInSandbox = (context: ServerContext): RequestHandler =>
  function lendkitSandboxOnly(_req, _res, next) {
    if (bankProviderConfigOf(context).mode !== "sandbox") throw notFound();
    next();
  };

const sendPage = (res: Response, status: number, lang: Lang, body: string, script: readonly string[] = []): void => {
  res.status(status).type("html").send(renderPage({ lang, nonce: String(res.locals.cspNonce ?? ""), body, script }));
};

/**
 * An unknown, expired or malformed request: a 404 envelope like every other
 * refusal of the API (the page is never rendered for it).
 */
const unknownRequest = (): HttpError => new HttpError(404, tBoth("flows.sandbox.unknownRequest"));

/** Records what the sandbox login form chose, now (first answer wins for a reference). */
const record = (context: ServerContext, session: SandboxSession): Promise<void> => recordSandboxSession(context.db, session, isoTime(context.clock.now()));

const outcomeOf = (req: Request): "success" | "failure" => (field(req, "password").trim().toLowerCase() === "fail" ? "failure" : "success");

const bankIdOf = (text: unknown): number | null => {
  const id = typeof text === "string" && /^\d{1,9}$/.test(text) ? Number(text) : null;
  return id !== null && bankTileById(sandboxTiles(), id) ? id : null;
};

/**
 * The contract `contractId` when the caller may use its flow (SECURITY 14),
 * else null: the sandbox stands in for a provider, but it runs on this
 * deployment and knows the flow, so another lender's flow is unknown here
 * as on the API.
 */
const servedContract = async (context: ServerContext, res: Response, contractId: number): Promise<SlugContract | null> => {
  const contract = await slugContractOf(context.db, contractId);
  return contract !== null && callerMayUseContract(context, res, contract) ? contract : null;
};

const pendingWidget = async (context: ServerContext, res: Response, code: unknown): Promise<{ contractId: number; bankServiceId: number | null } | null> => {
  if (typeof code !== "string" || !/^[a-f0-9]{32}$/.test(code)) return null;
  const pending = await pendingSandboxWidget(context.db, code);
  return pending && (await servedContract(context, res, pending.contractId)) ? pending : null;
};

/** The widget (bank-verification provider): the bank was chosen on the lead app's tiles; login, then `Redirect|{url}`. */
const widgetPage = (context: ServerContext): RequestHandler => async (req, res) => {
  const lang = langOf(req, "lang");
  const pending = await pendingWidget(context, res, req.params.requestCode);
  if (!pending) throw unknownRequest();
  const code = String(req.params.requestCode);
  const form = loginFormHtml(lang, sandboxBankName(Number(pending.bankServiceId)), `/sandbox/decisionlogic/${code}`, { lang });
  sendPage(res, 200, lang, form);
};

const widgetLogin = (context: ServerContext): RequestHandler => async (req, res) => {
  const lang = langOf(req, "lang");
  const pending = await pendingWidget(context, res, req.params.requestCode);
  const origin = targetOriginOf(context, req);
  if (!pending || !origin) throw unknownRequest();
  const code = String(req.params.requestCode);
  await record(context, { provider: "decisionLogic", reference: code, contractId: pending.contractId, bankId: Number(pending.bankServiceId), outcome: outcomeOf(req) });
  // The first answer for a code wins: the page shows the stored one.
  const outcome = (await sandboxSessionOf(context.db, code))?.outcome ?? "failure";
  // C §7: the widget says `Redirect|{url}`; a url with "failure" in it means failure.
  const url = `${origin}/sandbox/decisionlogic/${code}/${outcome === "success" ? "complete" : "failure"}`;
  sendPage(res, 200, lang, outcomeHtml(lang, outcome), [postMessageCall(`Redirect|${url}`, origin)]);
};

const liveSlugContract = async (context: ServerContext, res: Response, slug: string): Promise<number | null> => {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(slug)) return null;
  const contract = await flowContractBySlug(context.db, slug);
  if (!contract || contract.product !== "microCredit" || contract.slugExpiresAt === null || contract.slugExpiresAt <= isoTime(context.clock.now())) return null;
  return callerMayUseContract(context, res, contract) ? contract.id : null;
};

const pageQuery = (entries: Readonly<Record<string, string>>): string => new URLSearchParams(entries).toString();

/** The aggregator's frame: APP_MOUNTED at load, tiles, login, then `{ step: "REDIRECT", loginId }`. */
const aggregatorPage = (context: ServerContext): RequestHandler => async (req, res) => {
  const lang = langOf(req, "language");
  const tag = typeof req.query.tag === "string" ? req.query.tag : "";
  const origin = targetOriginOf(context, req);
  if (!origin || (await liveSlugContract(context, res, tag)) === null) throw unknownRequest();
  const mounted = [postMessageCall({ step: "APP_MOUNTED" }, origin)];
  const path = `/sandbox/flinks/${encodeURIComponent(String(req.params.instance))}/v2/`;
  const bankId = bankIdOf(req.query.institution);
  if (bankId === null) {
    return sendPage(res, 200, lang, tilesHtml(lang, sandboxTiles(), (tile) => `${path}?${pageQuery({ language: lang, tag, institution: String(tile.id) })}`), mounted);
  }
  sendPage(res, 200, lang, loginFormHtml(lang, sandboxBankName(bankId), path, { language: lang, tag, institution: String(bankId) }), mounted);
};

const aggregatorLogin = (context: ServerContext): RequestHandler => async (req, res) => {
  const lang = langOf(req, "language");
  const tag = field(req, "tag");
  const bankId = bankIdOf(field(req, "institution"));
  const origin = targetOriginOf(context, req);
  const contractId = await liveSlugContract(context, res, tag);
  if (!origin || contractId === null || bankId === null) throw unknownRequest();
  const mounted = postMessageCall({ step: "APP_MOUNTED" }, origin);
  if (outcomeOf(req) === "failure") {
    const retry = `/sandbox/flinks/${encodeURIComponent(String(req.params.instance))}/v2/?${pageQuery({ language: lang, tag, institution: String(bankId) })}`;
    return sendPage(res, 200, lang, outcomeHtml(lang, "failure", retry), [mounted]);
  }
  const loginId = randomUUID();
  await record(context, { provider: "flinks", reference: loginId, contractId, bankId, outcome: "success" });
  const redirect = { step: "REDIRECT", loginId, institution: sandboxBankName(bankId) };
  sendPage(res, 200, lang, outcomeHtml(lang, "success"), [mounted, postMessageCall(redirect, origin)]);
};

const customerIdOf = (text: unknown): string | null => (typeof text === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(text) ? text : null);

/** The alternate view's connection page: CONNECTORLOADED at load, tiles, login, then CONNECTIONSUCCESSFULLYCOMPLETED with its data. */
const alternatePage = (context: ServerContext): RequestHandler => async (req, res) => {
  const lang = langOf(req, "language");
  const customerId = customerIdOf(req.query.customerid);
  const origin = targetOriginOf(context, req);
  if (!origin || customerId === null) throw unknownRequest();
  const loaded = [postMessageCall({ step: "CONNECTORLOADED" }, origin)];
  const bankId = bankIdOf(req.query.institution);
  if (bankId === null) {
    return sendPage(res, 200, lang, tilesHtml(lang, sandboxTiles(), (tile) => `${alternatePath}/?${pageQuery({ customerid: customerId, language: lang, institution: String(tile.id) })}`), loaded);
  }
  sendPage(res, 200, lang, loginFormHtml(lang, sandboxBankName(bankId), `${alternatePath}/`, { customerid: customerId, language: lang, institution: String(bankId) }), loaded);
};

const alternateLogin = (context: ServerContext): RequestHandler => async (req, res) => {
  const lang = langOf(req, "language");
  const customerId = customerIdOf(field(req, "customerid"));
  const bankId = bankIdOf(field(req, "institution"));
  const origin = targetOriginOf(context, req);
  if (!origin || customerId === null || bankId === null) throw unknownRequest();
  const loaded = postMessageCall({ step: "CONNECTORLOADED" }, origin);
  if (outcomeOf(req) === "failure") {
    const retry = `${alternatePath}/?${pageQuery({ customerid: customerId, language: lang, institution: String(bankId) })}`;
    return sendPage(res, 200, lang, outcomeHtml(lang, "failure", retry), [loaded]);
  }
  const requestId = randomBytes(16).toString("hex");
  await record(context, { provider: "zumRails", reference: requestId, contractId: null, bankId, outcome: "success" });
  const data = { requestId, institutionId: bankId, institutionName: sandboxBankName(bankId), customerId };
  sendPage(res, 200, lang, outcomeHtml(lang, "success"), [loaded, postMessageCall({ step: "CONNECTIONSUCCESSFULLYCOMPLETED", data }, origin)]);
};

/** GET /sandbox/api/summary/:reference: the statement summary of a successful sandbox connection, as a provider's API would give it. */
const summary = (context: ServerContext): RequestHandler => async (req, res) => {
  const reference = String(req.params.reference ?? "");
  const session = /^[A-Za-z0-9-]{1,64}$/.test(reference) ? await sandboxSessionOf(context.db, reference) : null;
  if (!session || session.outcome !== "success") throw notFound();
  // A connection made for a flow answers only its flow's callers; one no flow has claimed yet (the alternate view's) belongs to no lender.
  const owner = session.contractId === null ? null : await servedContract(context, res, session.contractId);
  if (session.contractId !== null && !owner) throw notFound();
  // The statement's day is its lender's (the deployment's for a connection no flow has claimed).
  const timeZone = owner ? await tenantTimeZone(context, owner.tenantId) : context.timeZone;
  sendOk(res, sandboxStatementSummary(reference, session.bankId, "Sandbox Customer", lenderToday(context.clock.now(), timeZone)));
};

/** Registers the sandbox's pages (each behind the guard, core's public entry and the sandbox headers). */
export const registerSandbox = (routes: GuardedRoutes, context: ServerContext): void => {
  const before = [onlyInSandbox(context), sandboxPageHeaders(context)];
  routes.on(bank.sandboxWidgetPage, ...before, widgetPage(context));
  routes.on(bank.sandboxWidgetLogin, ...before, formBody, widgetLogin(context));
  routes.on(bank.sandboxAggregatorPage, ...before, aggregatorPage(context));
  routes.on(bank.sandboxAggregatorLogin, ...before, formBody, aggregatorLogin(context));
  routes.on(bank.sandboxAlternatePage, ...before, alternatePage(context));
  routes.on(bank.sandboxAlternateLogin, ...before, formBody, alternateLogin(context));
  routes.on(bank.sandboxSummary, ...before, summary(context));
};
