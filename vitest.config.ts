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
 * - `unit`: every suite but the browser ones, in workers that keep their
 *   imported modules from one file to the next. Importing core's sources and
 *   the server afresh for each of 270 files cost more than the tests
 *   themselves; each file still gets its own test state, environment and
 *   database.
 * - `browser`: the browser suites, each in a fresh worker (its own server,
 *   database and chromium), one at a time: two at once on two cores lost
 *   taps and timed walks out (a checklist walk, the OTP alert).
 * Vitest's default on a 2-core machine is one worker; both projects say
 * their count so the run does not depend on the machine's guess.
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
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{core,react,server-kit,reference-app,tests}/**/*.test.{ts,tsx}"],
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
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
