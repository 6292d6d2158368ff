import type { Lang } from "@lendkit/core";
import type { BrowserContext, Page } from "playwright-core";
import { appText } from "../../reference-app/web/src/shared/texts.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import type { RunningApp, SuiteBrowser } from "./harness.js";

/**
 * The staff side of the browser suites: API calls as the staff app makes
 * them, the demo's staff signing in, and a browser already signed in.
 */

/** What POST /api/login answers: the session token, its expiry, and the user the staff app keeps. */
export interface Login {
  readonly serverInfo: string;
  readonly serverInfoExpiration: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly [key: string]: unknown;
}

/** An API call's method, JSON body, session token and extra headers. */
export interface CallOptions {
  readonly method?: string;
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

/** One API call: the envelope's Result, or an error naming the path, the status and the server's message. */
export const apiCall = async <T>(app: RunningApp, path: string, init: CallOptions = {}): Promise<T> => {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { Success: boolean; Result: T; ErrorMessage: string | null };
  if (!envelope.Success) throw new Error(`${path}: ${response.status} ${envelope.ErrorMessage}`);
  return envelope.Result;
};

/** A demo staff user, of the public tenant (RENT) unless told, signed in through the API with the demo's password unless told. */
export const staffLogin = (app: RunningApp, username: string, options: { readonly tenant?: string; readonly password?: string } = {}): Promise<Login> =>
  apiCall<Login>(app, "/api/login", { method: "POST", body: { tenant: options.tenant ?? "RENT", username, password: options.password ?? demoPassword } });

/** A session as the apps keep one in the browser's storage: the token, its expiry when known, the user. */
export interface StoredSession {
  readonly token: string;
  readonly expires?: string;
  readonly user: Record<string, unknown>;
}

/** The session a staff sign-in answered, as the staff app keeps it. */
export const sessionOf = (who: Login): StoredSession => {
  const { serverInfo, serverInfoExpiration, ...user } = who;
  return { token: serverInfo, expires: serverInfoExpiration, user };
};

/** How a browser context is opened. */
export interface StaffContextOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
  /** A phone: touch and a mobile viewport. */
  readonly phone?: boolean;
  /** The browser's own language (the user's by default): the other one shows the app asks the server for the user's. */
  readonly browserLang?: Lang;
}

/**
 * A browser context in `lang`, with `session` (none: signed out) written to
 * storage before any page loads, as the apps keep it after signing in or
 * after an account entry.
 */
export const sessionContext = async (browser: SuiteBrowser, session: StoredSession | null, lang: Lang, options: StaffContextOptions = {}): Promise<BrowserContext> => {
  const browserLang = options.browserLang ?? lang;
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: browserLang === "fr" ? "fr-CA" : "en-CA",
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(
    ([token, expires, stored, language]) => {
      if (token) window.localStorage.setItem("serverInfo", token);
      if (expires) window.localStorage.setItem("serverInfoExpiration", expires);
      if (stored) window.localStorage.setItem("user", stored);
      window.localStorage.setItem("language", language);
    },
    [session?.token ?? "", session?.expires ?? "", session ? JSON.stringify(session.user) : "", lang] as const,
  );
  return context;
};

/** A browser context signed in as `who`, in `lang`: what the staff app keeps after signing in, written before any page loads. */
export const staffContext = (browser: SuiteBrowser, who: Login, lang: Lang, options: StaffContextOptions = {}): Promise<BrowserContext> =>
  sessionContext(browser, sessionOf(who), lang, options);

/** A signed-in staff page: the context `staffContext` opens and a page of it at `path` of the app (`/contracts`, `/customers/12`…). */
export const openStaffPage = async (
  browser: SuiteBrowser,
  app: RunningApp,
  who: Login,
  lang: Lang,
  path: string,
  options: StaffContextOptions = {},
): Promise<{ readonly context: BrowserContext; readonly page: Page }> => {
  const context = await staffContext(browser, who, lang, options);
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${path}`);
  return { context, page };
};

/** The staff app's address of a contract, opened on `tab` when given. */
export const contractPath = (id: number | string, tab?: string): string => `/contracts/${id}${tab === undefined ? "" : `?tab=${tab}`}`;

/** Opens a contract in a staff page (a full load), on `tab` when given. */
export const openContract = async (page: Page, app: RunningApp, id: number | string, tab?: string): Promise<void> => {
  await page.goto(`${app.baseUrl}${contractPath(id, tab)}`);
};

/**
 * Signs in through the staff app's sign-in page as a person does (lender,
 * username, the demo's password unless told, SIGN IN), then waits for the
 * contracts page the app opens first.
 */
export const signInThroughForm = async (page: Page, app: RunningApp, lang: Lang, who: { readonly tenant: string; readonly username: string; readonly password?: string }): Promise<void> => {
  await page.goto(`${app.baseUrl}/`);
  await page.getByLabel(appText(lang, "login.tenant")).selectOption(who.tenant);
  await page.getByLabel(appText(lang, "login.username")).fill(who.username);
  await page.getByLabel(appText(lang, "login.password")).fill(who.password ?? demoPassword);
  await page.getByRole("button", { name: appText(lang, "login.submit") }).click();
  await page.getByRole("link", { name: appText(lang, "nav.contracts") }).waitFor();
  await page.waitForURL(/\/contracts(\?|$)/);
};
