import type { Server } from "node:http";
import { isTenantCode, type TenantCode } from "@lendkit/core";
import { systemClock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { pruneExpired } from "./housekeeping.js";
import { closeDatabase, defaultDatabaseUrl, openDatabase } from "../db/openDatabase.js";
import { createLogger } from "../http/logging.js";
import { migrateLatest, pendingMigrations } from "../migrations/index.js";
import { seedDemo } from "../seed/demo.js";
import { contextOf, createServer } from "./createServer.js";
import { withWebApp } from "./web.js";
import { shutdownGracefully } from "./shutdown.js";
import { bankRatesOf } from "../disclosure/bankRates.js";
import { paymentProcessorFromEnv } from "../servicing/processor/config.js";
import { startServicingScheduler, type ServicingScheduler } from "../servicing/scheduler.js";

/** Environment variables the CLI reads. */
export type CliEnv = Readonly<Record<string, string | undefined>>;

/** What `serve` leaves running. */
export interface Serving {
  readonly server: Server;
  readonly port: number;
  /** The daily servicing timer, or null with LENDKIT_DAILY_RUN=off. */
  readonly servicingTimer: ServicingScheduler | null;
  /** Graceful stop: stop the daily timer (its run in progress ends first), finish in-flight requests, close the database. */
  stop(): Promise<void>;
}

const usage = `usage: lendkit <command>
  migrate        bring the database schema up to date
  seed --demo    add the demo tenants and staff users (refused when LENDKIT_PROD=1)
  serve          serve the API on HOST:PORT (default 127.0.0.1:3000), and a built front end with LENDKIT_WEB_DIR
  prune          delete old rate-limit windows, idempotency keys and ended sessions
environment: DATABASE_URL (default ${defaultDatabaseUrl}), HOST, PORT, LENDKIT_PROD, LENDKIT_TRUST_PROXY, LENDKIT_PUBLIC_TENANT, LENDKIT_TIME_ZONE (tenants' default zone, America/Toronto), LENDKIT_WEB_DIR, LENDKIT_DEV_OUTBOX (1: serve the development outbox to this machine), LENDKIT_COLLECTIONS_PHONE_NUMBERS (RENT=5145550199,CAPITAL=…), LENDKIT_BANK_RATES (the Bank of Canada's Bank Rate from each day: 2025-09-17=2.75,2025-10-29=2.50), LENDKIT_DAILY_RUN (off: no daily servicing timer), LENDKIT_PAYMENT_PROCESSOR (sandbox or none), LENDKIT_SANDBOX_NSF_SHARE (0 to 1, default 0.05), LENDKIT_SANDBOX_RETURN_DAYS (default 2), LENDKIT_PAYMENT_SANDBOX_IN_PRODUCTION (allow), LOG_LEVEL`;

/** Where `serve` listens unless HOST says otherwise: this machine only. */
export const defaultHost = "127.0.0.1";

/** A host name or address that only this machine reaches. */
const isLoopbackHost = (host: string): boolean => host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * The address `serve` binds and whether the development outbox is on.
 * The outbox (every tenant's one-time codes) is refused on an address
 * other machines reach: a reverse proxy would make every caller look local.
 */
const listenSettings = (env: CliEnv): { host: string; devOutbox: boolean } => {
  const host = env.HOST?.trim() || defaultHost;
  const devOutbox = env.LENDKIT_DEV_OUTBOX === "1";
  if (devOutbox && !isLoopbackHost(host)) {
    throw new Error(`LENDKIT_DEV_OUTBOX=1 serves every tenant's one-time codes: refused on HOST=${host}, which other machines reach (use 127.0.0.1)`);
  }
  return { host, devOutbox };
};

/**
 * LENDKIT_COLLECTIONS_PHONE_NUMBERS: each tenant's collections number, the
 * one a customer behind on payments is told to call (C §2 overdue screen),
 * as `CODE=number` pairs separated by commas (`RENT=5145550199,CAPITAL=(418) 555-0199`).
 * Punctuation is dropped; anything but ten digits, or an unknown tenant,
 * stops `serve`. A tenant's own flow setting (`collectionsPhoneNumber`) wins.
 *
 * @example
 * collectionsPhoneNumbersOf("RENT=(514) 555-0199") // { RENT: "5145550199" }
 */
export const collectionsPhoneNumbersOf = (text: string | undefined): Partial<Record<TenantCode, string>> => {
  const numbers: Partial<Record<TenantCode, string>> = {};
  for (const entry of (text ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const [code = "", phone = ""] = entry.split("=", 2).map((part) => part.trim());
    if (!isTenantCode(code)) throw new Error(`LENDKIT_COLLECTIONS_PHONE_NUMBERS: unknown tenant ${code}`);
    const digits = phone.replace(/[\s().+-]/g, "").replace(/^1(?=\d{10}$)/, "");
    if (!/^\d{10}$/.test(digits)) throw new Error(`LENDKIT_COLLECTIONS_PHONE_NUMBERS: ${code} needs a ten-digit number, got ${JSON.stringify(phone)}`);
    numbers[code] = digits;
  }
  return numbers;
};

const trustProxyOf = (value: string | undefined): boolean | number | string => {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
};

const withDb = async <T>(env: CliEnv, work: (db: Plumbing["db"]) => Promise<T>): Promise<T> => {
  const db = openDatabase(env.DATABASE_URL || defaultDatabaseUrl);
  try {
    return await work(db);
  } finally {
    await closeDatabase(db);
  }
};

/**
 * Runs one CLI command. `serve` resolves once listening and returns a handle;
 * the others resolve when done. Errors are thrown with a readable message.
 */
export const runCli = async (argv: readonly string[], env: CliEnv, print: (line: string) => void = console.log): Promise<Serving | null> => {
  const [command, ...flags] = argv;
  if (command === "migrate") {
    const applied = await withDb(env, (db) => migrateLatest(db));
    print(applied.length ? `applied: ${applied.join(", ")}` : "already up to date");
    return null;
  }
  if (command === "seed") {
    if (!flags.includes("--demo")) throw new Error("seed needs --demo (the only seed there is)");
    if (env.LENDKIT_PROD === "1") throw new Error("refusing to seed demo users with LENDKIT_PROD=1");
    const created = await withDb(env, (db) => seedDemo(db, systemClock));
    print(created.length ? `demo users: ${created.join(", ")}` : "demo data already there");
    return null;
  }
  if (command === "prune") {
    const pruned = await withDb(env, (db) => pruneExpired(db, systemClock));
    print(
      `pruned: ${pruned.rateLimits} rate-limit windows, ${pruned.idempotencyKeys} idempotency keys, ${pruned.sessions} sessions, ` +
        `${pruned.printTickets} print tickets, ${pruned.otpChallenges} OTP challenges, ${pruned.outbox} outbox messages`,
    );
    return null;
  }
  if (command === "serve") {
    const publicTenant = env.LENDKIT_PUBLIC_TENANT;
    if (publicTenant !== undefined && !isTenantCode(publicTenant)) throw new Error(`LENDKIT_PUBLIC_TENANT: unknown tenant ${publicTenant}`);
    // The lender's business-day zone; createServer checks it before anything is served.
    const timeZone = env.LENDKIT_TIME_ZONE?.trim() || undefined;
    const { host, devOutbox } = listenSettings(env);
    const collectionsPhoneNumbers = collectionsPhoneNumbersOf(env.LENDKIT_COLLECTIONS_PHONE_NUMBERS);
    const bankRates = bankRatesOf(env.LENDKIT_BANK_RATES);
    const paymentProcessor = paymentProcessorFromEnv(env);
    const db = openDatabase(env.DATABASE_URL || defaultDatabaseUrl);
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      await closeDatabase(db);
      throw new Error("the database schema is not up to date: run `lendkit migrate` first");
    }
    let app: ReturnType<typeof createServer>;
    try {
      app = createServer({
        db,
        logger: createLogger({ level: env.LOG_LEVEL || "info" }),
        isProd: env.LENDKIT_PROD === "1",
        trustProxy: trustProxyOf(env.LENDKIT_TRUST_PROXY),
        devOutbox,
        otp: { collectionsPhoneNumbers },
        paymentProcessor,
        ...(publicTenant ? { publicTenant } : {}),
        ...(timeZone ? { timeZone } : {}),
        ...(bankRates ? { bankRates } : {}),
      });
    } catch (error) {
      // A refused configuration (a bad zone, a missing OTP key) must not leave the pool open.
      await closeDatabase(db);
      throw error;
    }
    const port = Number(env.PORT ?? 3000);
    const served = env.LENDKIT_WEB_DIR ? withWebApp(app, { dir: env.LENDKIT_WEB_DIR }) : app;
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = served.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    print(`listening on ${host} port ${actualPort}`);
    if (contextOf(app).otp.devOutbox) print(`development outbox on: one-time codes at http://${host}:${actualPort}/api/dev/outbox (this machine only)`);
    const servicingTimer = env.LENDKIT_DAILY_RUN === "off" ? null : startServicingScheduler(app);
    if (paymentProcessor.mode === "sandbox") print("payment processor sandbox on: due pre-authorised debits are collected each day, a share returned NSF");
    return { server, port: actualPort, servicingTimer, stop: () => shutdownGracefully(server, db, { stopFirst: servicingTimer ? [servicingTimer] : [] }) };
  }
  throw new Error(usage);
};
