import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const core = fileURLToPath(new URL("./core/", import.meta.url));

const browserSuites = "tests/e2e/**/*.test.ts";

/**
 * Runs every package's tests from the root (`npm test`). Tests import
 * `@lendkit/core` from its sources, so they never depend on (or race with)
 * a build of core/dist; the built package has its own checks (README example,
 * size budgets, benchmarks).
 *
 * Two projects, one after the other (docs/performance.md, "The test run"):
 * - `unit`: every suite but the browser ones, on two workers (a third
 *   measured no faster: the unit suites fill the two cores);
 * - `browser`: the browser suites (each starts its own server on a copy of
 *   the seeded database, with contexts of its worker's chromium), once the
 *   unit suites are done, so the two never compete for the machine's two
 *   cores. Three workers: a browser suite spends about a third of its time
 *   waiting (on its server, on the bank step's timer), and two left the
 *   cores 30 % idle; three ran the suites in 6.0 minutes against 7.1.
 * Workers keep their imported modules from one file to the next
 * (`isolate: false`): importing core's sources and the server afresh for
 * each file cost more than many files' tests (8 s per browser suite). Each
 * file still gets its own test state, environment and database. Vitest's
 * default on a 2-core machine is one worker; both projects say their count
 * so the run does not depend on the machine's guess.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@lendkit\/core$/, replacement: `${core}index.ts` },
      { find: /^@lendkit\/core\/(.+)$/, replacement: `${core}$1/index.ts` },
    ],
  },
  test: {
    exclude: ["**/node_modules/**", "**/dist/**"],
    environment: "node",
    reporters: ["default"],
    // A shared 2-core machine can stall any test for seconds; speed is measured by the benchmarks, not by timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A browser suite reads what a screen shows after a tap: it waits for it (up to 15 s) rather than reading once.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{core,react,server-kit,reference-app,tests}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/asyncUtilTimeout.ts"],
          exclude: ["**/node_modules/**", "**/dist/**", browserSuites],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: [browserSuites],
          isolate: false,
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
