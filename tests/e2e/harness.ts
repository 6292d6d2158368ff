import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
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
 * port, fresh SQLite with the demo data), started in-process so a test can
 * move the server's clock, and Debian's chromium driven by playwright-core.
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

export const startApp = async (): Promise<RunningApp> => {
  if (!existsSync(join(webDir, "app.html"))) throw new Error("the browser suite needs the built front end: run `npm run build` first");
  const dir = mkdtempSync(join(tmpdir(), "lendkit-e2e-"));
  const db = openDatabase(`sqlite:${join(dir, "lendkit.sqlite")}`);
  await migrateLatest(db);
  const clock = movableClock();
  await seedDemo(db, clock, { passwordParams: { N: 1024, r: 8, p: 1 } });
  const api = createServer({
    db,
    clock,
    logger: createLogger({ level: "warn" }),
    storage: diskStorage(join(dir, "files")),
    passwordParams: { N: 1024, r: 8, p: 1 },
    publicTenant: "RENT",
    devOutbox: true,
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

/** Debian's chromium, headless, with the flags a closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });

const screenshotDir = fileURLToPath(new URL("./screenshots/", import.meta.url));

/** A full-page screenshot kept out of git (tests/e2e/screenshots), to look at after a run. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations on the page, as "rule: target" lines. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  // Evaluated through the DevTools protocol: the pages' CSP (script-src 'self') rightly refuses an injected <script>.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`);
  });
};
