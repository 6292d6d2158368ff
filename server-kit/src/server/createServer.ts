import { versionedCache } from "../db/versionedCache.js";
import {
  decodeConfigs,
  DEFAULT_BUSINESS_TIME_ZONE,
  describeDecodeErrors,
  isKnownTimeZone,
  isTenantCode,
  type Configs,
  type Features,
  type TenantCode,
} from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import express, { type Express } from "express";
import helmet from "helmet";
import { configureBankProviders } from "../bankProviders/config.js";
import { configurePaymentProcessor, type PaymentProcessorOptions } from "../servicing/processor/config.js";
import type { Logger } from "pino";
import { auditNotFound, guardedRoutes } from "../access/guard.js";
import type { GuardedRoutes } from "../context/apiModule.js";
import type { AccessTable, PasswordParams, SessionLifetime } from "../context/settings.js";
import { defaultPasswordParams, hashPassword } from "../auth/passwords.js";
import { sessionPolicy } from "../auth/policy.js";
import { login, loginIsProd, loginRole, loginTenants, logout } from "../auth/routes.js";
import { systemClock, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { errorHandler, unmatchedPath } from "../http/errors.js";
import { healthHandler } from "../http/health.js";
import { jsonBody } from "../http/json.js";
import { createLogger, requestLogger } from "../http/logging.js";
import { requestId } from "../infra/requestId.js";
import { configs, features, lenderDay } from "./configuration.js";
import type { LoginLimits, ServerContext, UploadLimits } from "../context/serverContext.js";
import { apiModules, fullAccessTable } from "./apiModules.js";
import type { BankRateChange } from "@lendkit/core/disclosure";
import { resolveBankRates } from "../disclosure/bankRates.js";
import { defaultFilesDir, diskStorage } from "../files/storage.js";
import type { MessageSender, Storage } from "../context/services.js";
import { defaultMessageSender, isProductionRuntime, resolveOtpSettings, type OtpOptions } from "../otp/settings.js";

/** Re-exported for the embedding app and the tests, which reach it beside createServer. */
export { contextOf } from "../context/serverContext.js";

/** What createServer takes. Only `db` is required. */
export interface ServerOptions {
  /** A migrated Knex instance (see `openDatabase` and `migrateLatest`). */
  readonly db: Plumbing["db"];
  /** Source of "now" for every rule and row; tests pass a fixed clock. */
  readonly clock?: Clock;
  /** pino logger; defaults to JSON lines on stdout with secrets redacted. */
  readonly logger?: Logger;
  /** Deployment-wide feature flags over core's defaults (a tenant's own flags win). */
  readonly features?: Partial<Features>;
  /** Configs (C §3.3) over core's defaults. */
  readonly configs?: Partial<Configs>;
  /**
   * The IANA zone of the lender's business days: "today" for late payments,
   * the deferral notice, renewals, flows and activation. Checked at start (a
   * zone this runtime does not know stops the server). Default
   * America/Toronto; the CLI reads `LENDKIT_TIME_ZONE`.
   */
  readonly timeZone?: string;
  /**
   * The Bank of Canada's Bank Rate history, each change `{ from: "yyyy-mm-dd",
   * rate: "2.50" }` (checked at start). Default: the announced rates since
   * 2023 (disclosure/bankRates.ts); the CLI reads `LENDKIT_BANK_RATES`.
   */
  readonly bankRates?: readonly BankRateChange[];
  /** Answer of GET /api/login/isProd. Default false. */
  readonly isProd?: boolean;
  /** The tenant anonymous callers (the public lead app) belong to; none by default. */
  readonly publicTenant?: TenantCode;
  /** Express `trust proxy`: false (default: the socket's address is the client), a hop count, or addresses. */
  readonly trustProxy?: boolean | number | string | readonly string[];
  /** Session lifetimes (checked: staff idle ≤ 1 h, absolute ≤ 24 h; customers no longer than staff). */
  readonly sessions?: { readonly staff?: Partial<SessionLifetime>; readonly customer?: Partial<SessionLifetime> };
  /**
   * Login throttles. Default 20 attempts per IP and 10 per username and IP
   * per 15 minutes; 100 failures on a username from anywhere lock it for
   * the rest of the hour.
   */
  readonly loginLimits?: Partial<LoginLimits>;
  /**
   * scrypt parameters of new password hashes; the equal-time check of an
   * unknown user reads the parameters of the stored hashes instead, and
   * uses these only when there is none.
   */
  readonly passwordParams?: PasswordParams;
  /** Where uploaded files' bytes go; defaults to disk under `./data/files`. */
  readonly storage?: Storage;
  /** Bank verification providers (C §3.7): the sandbox or a live adapter; by default read from the environment. */
  readonly bankProviders?: Parameters<typeof configureBankProviders>[1];
  /**
   * The payment processor that collects pre-authorised debits each day
   * (docs/servicing.md "The payment processor"): `{ mode: "none" }` (the
   * default), `{ mode: "sandbox", nsfShare?, returnBusinessDays? }` (refused
   * in production without `allowSandboxInProduction`) or `{ mode: "live",
   * adapter }`. Only the daily timer (`startServicingScheduler`) calls it;
   * the CLI reads `LENDKIT_PAYMENT_PROCESSOR`.
   */
  readonly paymentProcessor?: PaymentProcessorOptions;
  /** Upload caps (SECURITY 20): bytes per file (default 10 MB) and files per request (default 1). */
  readonly uploads?: Partial<UploadLimits>;
  /** The access table; defaults to every module's (`fullAccessTable`). An embedding app extends it with its own routes. */
  readonly accessTable?: AccessTable;
  /**
   * Registers more routes (an embedding app's) behind the same guard, before
   * the 404 and error handlers. Each needs an entry in `accessTable`.
   */
  readonly extraRoutes?: (routes: GuardedRoutes, context: ServerContext) => void;
  /**
   * Delivers one-time codes (see `smtpSender`, `webhookSender`,
   * `channelRouter`). Default: the outbox outside production; in production a
   * sender that refuses (configure a real one).
   */
  readonly messageSender?: MessageSender;
  /**
   * HMAC key of one-time codes, the same on every instance (≥ 32 characters).
   * Default: `LENDKIT_OTP_KEY`; outside production a fixed development key.
   * Production (`isProd` or NODE_ENV=production) refuses to start without one.
   */
  readonly otpKey?: string;
  /** OTP policy overrides, collections numbers per tenant, renewal slug lifetime. */
  readonly otp?: OtpOptions;
  /**
   * Serves `GET /api/dev/outbox` (the codes the outbox holds, every
   * tenant's) to loopback callers, outside production only. Default false;
   * the CLI reads `LENDKIT_DEV_OUTBOX=1` and refuses it on a non-loopback
   * `HOST`.
   */
  readonly devOutbox?: boolean;
  /**
   * How many read answers (contracts table calls, payments profiles) to
   * remember, each under the tenant's data versions (db/versionedCache.ts).
   * Default 2,000; 0 turns it off.
   */
  readonly answerCache?: number;
}

const fifteenMinutes = 15 * 60_000;

/**
 * helmet's headers on every API answer: HSTS, nosniff, no referrer, same-origin
 * resources. No CSP or X-Frame-Options here: JSON and PDFs are not framed
 * pages, and the public pages (lead app, bank sandbox) set their own CSP with
 * the tenant's frame-ancestors (SECURITY 24, 25).
 */
const apiHelmet = helmet({
  contentSecurityPolicy: false,
  xFrameOptions: false,
  strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
  referrerPolicy: { policy: "no-referrer" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  crossOriginEmbedderPolicy: false,
});

/** Default upload caps. */
export const defaultUploadLimits: UploadLimits = { maxBytes: 10 * 1024 * 1024, maxFiles: 1 };

/** Default login throttles. */
export const defaultLoginLimits: LoginLimits = {
  perIp: { max: 20, windowMs: fifteenMinutes },
  perUsernameAndIp: { max: 10, windowMs: fifteenMinutes },
  perUsername: { max: 100, windowMs: 60 * 60_000 },
};

/**
 * The business time zone: the given IANA zone under Intl's own spelling
 * ("america/toronto" is America/Toronto), else core's default; a zone Intl
 * does not know is refused, so a typo stops the server instead of moving
 * every "today".
 */
const resolveTimeZone = (given: string | undefined): string => {
  if (given === undefined) return DEFAULT_BUSINESS_TIME_ZONE;
  if (typeof given !== "string" || given.trim() === "" || !isKnownTimeZone(given)) {
    throw new Error(`timeZone: expected an IANA time zone, e.g. America/Toronto, got ${JSON.stringify(given)}`);
  }
  return new Intl.DateTimeFormat("en", { timeZone: given }).resolvedOptions().timeZone;
};

const resolveConfigs = (given: Partial<Configs> = {}): Configs => {
  const decoded = decodeConfigs(given, { unknownKeys: "refuse" });
  if (!decoded.ok) throw new Error(`configs: ${describeDecodeErrors(decoded.errors)}`);
  return decoded.value;
};

/** Resolves options into the context every route shares (throws on a bad configuration). */
export const createContext = (options: ServerOptions): ServerContext => {
  if (options.publicTenant !== undefined && !isTenantCode(options.publicTenant)) throw new Error("publicTenant: unknown tenant code");
  const passwordParams = options.passwordParams ?? defaultPasswordParams;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger();
  const production = isProductionRuntime(options.isProd ?? false);
  const otp = resolveOtpSettings({ key: options.otpKey ?? process.env.LENDKIT_OTP_KEY, production, options: options.otp, devOutbox: options.devOutbox ?? false });
  const dummies = new Map<string, Promise<string>>();
  return {
    db: options.db,
    clock,
    logger,
    sessions: sessionPolicy(options.sessions),
    loginLimits: { ...defaultLoginLimits, ...options.loginLimits },
    features: { ...options.features },
    configs: resolveConfigs(options.configs),
    timeZone: resolveTimeZone(options.timeZone),
    bankRates: resolveBankRates(options.bankRates),
    isProd: options.isProd ?? false,
    publicTenant: options.publicTenant ?? null,
    passwordParams,
    accessTable: options.accessTable ?? fullAccessTable,
    storage: options.storage ?? diskStorage(defaultFilesDir),
    uploads: { ...defaultUploadLimits, ...options.uploads },
    messageSender: options.messageSender ?? defaultMessageSender({ production, db: options.db, clock, logger }),
    otp,
    answers: versionedCache(options.answerCache ?? 2_000),
    dummyHash: (params) => {
      const key = `${params.N}$${params.r}$${params.p}`;
      const known = dummies.get(key);
      if (known) return known;
      const made = hashPassword("not a password", params);
      dummies.set(key, made);
      return made;
    },
  };
};

/**
 * The Lendkit HTTP API as an Express 5 app. Every dependency is injected;
 * the app keeps nothing in memory that a second instance would need
 * (sessions, counters and keys are in the database).
 *
 * @example
 * const db = openDatabase(process.env.DATABASE_URL);
 * await migrateLatest(db);
 * createServer({ db }).listen(3000);
 */
export const createServer = (options: ServerOptions): Express => {
  const context = createContext(options);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  app.locals.lendkit = context;

  app.use(requestId());
  app.use(requestLogger(context.logger, context.clock));
  app.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use(apiHelmet);
  app.use(jsonBody());

  const routes = guardedRoutes(app, context);
  const base = apiRoutes.base;
  routes.on(base.health, healthHandler(context.db));
  routes.on(base.login, login(context));
  routes.on(base.logout, logout(context));
  routes.on(base.loginRole, loginRole());
  routes.on(base.loginIsProd, loginIsProd(context));
  routes.on(base.loginTenants, loginTenants(context));
  routes.on(base.features, features(context));
  routes.on(base.configs, configs(context));
  routes.on(base.lenderDay, lenderDay(context));
  if (options.bankProviders) configureBankProviders(context, options.bankProviders);
  configurePaymentProcessor(context, options.paymentProcessor);
  for (const module of apiModules) module.register(routes, context);
  options.extraRoutes?.(routes, context);

  app.use(unmatchedPath());
  app.use(auditNotFound(context));
  app.use(errorHandler(context.logger));
  return app;
};

