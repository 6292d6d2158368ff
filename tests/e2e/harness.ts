import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { businessDateOf, formatIsoDate } from "@lendkit/core";
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from "playwright-core";
import { openDatabase } from "../../server-kit/src/db/openDatabase.js";
import { createLogger } from "../../server-kit/src/http/logging.js";
import { migrateLatest } from "../../server-kit/src/migrations/index.js";
import { seedDemo } from "../../server-kit/src/seed/demo.js";
import { createServer } from "../../server-kit/src/server/createServer.js";
import { withWebApp } from "../../server-kit/src/server/web.js";
import { diskStorage } from "../../server-kit/src/files/storage.js";
import type { Knex } from "knex";
import type { Clock } from "../../server-kit/src/infra/clock.js";

/**
 * The reference app as `npm start` serves it (built front end + API on one
 * port, SQLite with the demo data), started in-process so a test can move
 * the server's clock, and Debian's chromium driven by playwright-core.
 */
const webDir = fileURLToPath(new URL("../../reference-app/dist", import.meta.url));

/** A clock the browser tests move (OTP expiry). Starts at the real time. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

const movableClock = (): MovableClock => {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
};

export interface RunningApp {
  readonly baseUrl: string;
  readonly clock: MovableClock;
  /** The app's database, for suites that add rows no API route writes. */
  readonly db: Knex;
  stop(): Promise<void>;
}

/** What `startApp` adds to the server's options (e.g. `otp.collectionsPhoneNumbers`, a quieter logger). */
export type AppOptions = Partial<Parameters<typeof createServer>[0]>;

const cheapPasswords = { N: 1024, r: 8, p: 1 } as const;

/**
 * A migrated database with the demo data, made once per worker and lender's
 * day and copied for each suite: seeding the demo costs about 1.5 s of CPU,
 * copying the file a few milliseconds. The demo's dates follow the day it is
 * seeded, so a new day (a run across midnight) seeds a new template.
 */
let template: { day: string; file: Promise<string> } | undefined;

const seedTemplate = async (): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), "lendkit-e2e-template-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "lendkit.sqlite");
  const db = openDatabase(`sqlite:${file}`);
  await migrateLatest(db);
  await seedDemo(db, { now: () => new Date() }, { passwordParams: cheapPasswords });
  // Everything into the main file, so one copy carries it all.
  await db.raw("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.destroy();
  return file;
};

const seededDatabaseFile = (): Promise<string> => {
  const day = `${new Date().toISOString().slice(0, 10)} ${formatIsoDate(businessDateOf(new Date()))}`;
  if (template?.day !== day) template = { day, file: seedTemplate() };
  return template.file;
};

/**
 * The reference app as `npm start` serves it: the built front end and the
 * API on one port, on its own copy of the seeded SQLite database, with a
 * clock the suite moves.
 */
export const startApp = async (serverOptions: AppOptions = {}): Promise<RunningApp> => {
  if (!existsSync(join(webDir, "app.html")) || !existsSync(join(webDir, "go.html"))) throw new Error("the browser suite needs the built front end: run `npm run build` first");
  const dir = mkdtempSync(join(tmpdir(), "lendkit-e2e-"));
  copyFileSync(await seededDatabaseFile(), join(dir, "lendkit.sqlite"));
  const db = openDatabase(`sqlite:${join(dir, "lendkit.sqlite")}`);
  const clock = movableClock();
  const api = createServer({
    db,
    clock,
    logger: createLogger({ level: "warn" }),
    storage: diskStorage(join(dir, "files")),
    passwordParams: cheapPasswords,
    publicTenant: "RENT",
    devOutbox: true,
    ...serverOptions,
  });
  const server = withWebApp(api, { dir: webDir }).listen(0);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    db,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** What a suite may do with the worker's chromium: open pages and contexts, and close its own. */
export type SuiteBrowser = Pick<Browser, "newPage" | "newContext" | "close">;

/** The flags a closed network needs. */
export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/**
 * Debian's headless shell when installed (.ci/run installs it): the same
 * engine without the full browser's windowing and compositing, a quarter
 * less CPU per suite; else Debian's chromium. `CHROMIUM_PATH` chooses.
 */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });

let chromiumOfWorker: Promise<Browser> | undefined;

/**
 * Debian's chromium, headless, with the flags a closed network needs: one
 * per worker, launched by its first suite and shared with the next ones
 * (a launch is about a second of CPU). Each suite gets its own contexts
 * (cookies, storage and cache apart); its `close()` closes them and leaves
 * the browser to the next suite. A browser that went away is launched again.
 */
export const launchBrowser = async (): Promise<SuiteBrowser> => {
  let browser = await (chromiumOfWorker ??= launchChromium());
  if (!browser.isConnected()) browser = await (chromiumOfWorker = launchChromium());
  const contexts = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    return context;
  };
  return {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      // As chromium's own newPage: the page has a context of its own, closed with it.
      const context = track(await browser.newContext(options));
      const page = await context.newPage();
      page.once("close", () => void context.close().catch(() => undefined));
      return page;
    },
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
    },
  };
};

const screenshotDir = fileURLToPath(new URL("./screenshots/", import.meta.url));

/**
 * A full-page screenshot kept out of git (tests/e2e/screenshots), to look at
 * after a run, taken when `LENDKIT_E2E_SCREENSHOTS=1`: nothing reads them in
 * `npm test`, and a hundred full-page captures cost the run about a minute.
 */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  if (process.env.LENDKIT_E2E_SCREENSHOTS !== "1") return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's impacts from "moderate" up: the level every page of the product is held to (the accessibility suite). */
export const axeImpactsHeld = ["critical", "serious", "moderate"] as const;

/** What `axeFindings` reports and leaves out. */
export interface AxeScope {
  /** The impacts reported (from "moderate" up by default). */
  readonly impacts?: readonly string[];
  /** CSS selectors of what axe leaves out. */
  readonly exclude?: readonly string[];
}

/**
 * Every axe-core finding of the scope's impacts in one frame or page, as
 * "rule (impact): target, target" lines, so a failure names the rule and the
 * elements. axe reports violations only (`resultTypes`): collecting the
 * nodes that passed is most of a run's time and nothing here reads them.
 */
export const axeFindings = async (surface: Page | Frame, { impacts = axeImpactsHeld, exclude = [] }: AxeScope = {}): Promise<string[]> => {
  // Evaluated through the DevTools protocol: the pages' CSP (script-src 'self') rightly refuses an injected <script>.
  if (!(await surface.evaluate(() => "axe" in window))) await surface.evaluate(axeSource);
  return surface.evaluate(
    async ({ held, left }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
      const context = left.length === 0 ? document : { exclude: left.map((selector) => [selector]) };
      const result = await axe.run(context, { iframes: false, resultTypes: ["violations"] });
      return result.violations
        .filter((violation) => violation.impact !== null && held.includes(violation.impact))
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`);
    },
    { held: [...impacts], left: [...exclude] },
  );
};

/** axe-core's serious and critical violations on the page. */
export const seriousViolations = (page: Page): Promise<string[]> => axeFindings(page, { impacts: ["critical", "serious"] });
