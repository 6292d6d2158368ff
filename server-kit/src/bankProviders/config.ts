import { normalizeFrameOrigin, tBoth } from "@lendkit/core";
import { HttpError } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";
import type { BankProviderAdapter } from "./adapter.js";
import { sandboxAdapter } from "./sandbox/adapter.js";

/**
 * Which bank adapter a deployment uses, and where its frames live.
 *
 * - Development and the demo: the sandbox (pages under /sandbox), unless
 *   `LENDKIT_BANK_PROVIDER=live`.
 * - Production (`isProd` or NODE_ENV=production): live by default; asking
 *   for the sandbox there (`LENDKIT_BANK_PROVIDER=sandbox`) stops the server
 *   at start unless `LENDKIT_BANK_SANDBOX_IN_PRODUCTION=allow` says it is meant
 *   (a staging copy of production, say).
 *
 * createServer has no option for it yet, so the configuration is read from
 * the environment once per context, or set by `configureBankProviders`.
 */

/** The resolved bank configuration of one server. */
export interface BankProviderConfig {
  readonly mode: "sandbox" | "live";
  readonly adapter: BankProviderAdapter;
  /**
   * The origin this server (API, lead app, sandbox) is reached at; null means
   * the request's own origin. The sandbox pages post their messages to it.
   */
  readonly publicOrigin: string | null;
  /** Live frames' addresses (CSP frame-src and the widget's address). */
  readonly live: {
    /** The widget's origin. */
    readonly decisionLogicWidgetOrigin: string | null;
    /** The alternate provider's connection page (the frame's base address). */
    readonly zumRailsConnectUrl: string | null;
  };
}

/** What the environment may say (names as in `process.env`). */
export interface BankEnv {
  readonly NODE_ENV?: string | undefined;
  readonly LENDKIT_BANK_PROVIDER?: string | undefined;
  readonly LENDKIT_BANK_SANDBOX_IN_PRODUCTION?: string | undefined;
  readonly LENDKIT_PUBLIC_ORIGIN?: string | undefined;
  readonly LENDKIT_DECISIONLOGIC_WIDGET_ORIGIN?: string | undefined;
  readonly LENDKIT_ZUMRAILS_CONNECT_URL?: string | undefined;
}

/** Options of `resolveBankProviderConfig` besides the environment. */
export interface BankConfigOptions {
  readonly isProd: boolean;
  /** A live adapter supplied by the deployment; without one, live calls answer 503. */
  readonly liveAdapter?: BankProviderAdapter;
}

const notConfigured = (): never => {
  throw new HttpError(503, tBoth("flows.error.bankNotConfigured"));
};

/** The live adapter when the deployment supplied none: every call answers 503 (bilingual), nothing is faked. */
export const unconfiguredLiveAdapter: BankProviderAdapter = {
  mode: "live",
  createWidgetRequest: async () => notConfigured(),
  widgetResult: async () => notConfigured(),
  aggregatorResult: async () => notConfigured(),
  alternateResult: async () => notConfigured(),
};

const httpUrl = (name: string, text: string | undefined): string | null => {
  if (text === undefined || text.trim() === "") return null;
  try {
    const url = new URL(text);
    if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
  } catch {
    // fall through to the error below
  }
  throw new Error(`${name}: expected an http(s) address`);
};

const origin = (name: string, text: string | undefined): string | null => {
  if (text === undefined || text.trim() === "") return null;
  const normalized = normalizeFrameOrigin(text.trim().replace(/\/$/, ""));
  if (normalized === null) throw new Error(`${name}: expected an origin such as https://lender.example`);
  return normalized;
};

/**
 * Reads the bank configuration; throws (so the server does not start) on a
 * bad value, or on the sandbox in production without the explicit allowance.
 *
 * @example
 * resolveBankProviderConfig({ isProd: false }, {}).mode // "sandbox"
 * resolveBankProviderConfig({ isProd: true }, {}).mode // "live"
 */
export const resolveBankProviderConfig = (options: BankConfigOptions, env: BankEnv): BankProviderConfig => {
  const production = options.isProd || env.NODE_ENV === "production";
  const asked = (env.LENDKIT_BANK_PROVIDER ?? "").trim().toLowerCase();
  if (asked !== "" && asked !== "sandbox" && asked !== "live") throw new Error("LENDKIT_BANK_PROVIDER: expected sandbox or live");
  const mode = asked === "" ? (production ? "live" : "sandbox") : asked;
  if (mode === "sandbox" && production && env.LENDKIT_BANK_SANDBOX_IN_PRODUCTION !== "allow") {
    throw new Error(
      "refusing to start: the bank-verification sandbox is configured in production; set LENDKIT_BANK_SANDBOX_IN_PRODUCTION=allow if that is intended",
    );
  }
  return {
    mode,
    adapter: mode === "sandbox" ? sandboxAdapter : (options.liveAdapter ?? unconfiguredLiveAdapter),
    publicOrigin: origin("LENDKIT_PUBLIC_ORIGIN", env.LENDKIT_PUBLIC_ORIGIN),
    live: {
      decisionLogicWidgetOrigin: origin("LENDKIT_DECISIONLOGIC_WIDGET_ORIGIN", env.LENDKIT_DECISIONLOGIC_WIDGET_ORIGIN),
      zumRailsConnectUrl: httpUrl("LENDKIT_ZUMRAILS_CONNECT_URL", env.LENDKIT_ZUMRAILS_CONNECT_URL),
    },
  };
};

const configs = new WeakMap<ServerContext, BankProviderConfig>();

/**
 * The bank configuration of a server: set by `configureBankProviders`, else
 * read from `process.env` the first time it is asked for (at start, when the
 * bank routes are registered — so a refused configuration stops createServer).
 */
export const bankProviderConfigOf = (context: ServerContext): BankProviderConfig => {
  let config = configs.get(context);
  if (!config) {
    config = resolveBankProviderConfig({ isProd: context.isProd }, process.env);
    configs.set(context, config);
  }
  return config;
};

/**
 * Sets a server's bank configuration (an embedding app's live adapter, or a
 * test's). The same production rule applies: the sandbox in production needs
 * `allowSandboxInProduction`.
 *
 * @example
 * configureBankProviders(contextOf(app), { mode: "live", adapter: myLenderAdapter });
 */
export const configureBankProviders = (
  context: ServerContext,
  config: Partial<BankProviderConfig> & { readonly mode: "sandbox" | "live"; readonly allowSandboxInProduction?: boolean },
): BankProviderConfig => {
  if (config.mode === "sandbox" && (context.isProd || process.env.NODE_ENV === "production") && config.allowSandboxInProduction !== true) {
    throw new Error("refusing the bank-verification sandbox in production without allowSandboxInProduction");
  }
  const resolved: BankProviderConfig = {
    mode: config.mode,
    adapter: config.adapter ?? (config.mode === "sandbox" ? sandboxAdapter : unconfiguredLiveAdapter),
    publicOrigin: config.publicOrigin ?? null,
    live: config.live ?? { decisionLogicWidgetOrigin: null, zumRailsConnectUrl: null },
  };
  configs.set(context, resolved);
  return resolved;
};
