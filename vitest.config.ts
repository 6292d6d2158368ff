import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const core = fileURLToPath(new URL("./core/", import.meta.url));

/**
 * Runs every package's tests from the root (`npm test`). Tests import
 * `@lendkit/core` from its sources, so they never depend on (or race with)
 * a build of core/dist; the built package has its own checks (README example,
 * size budgets, benchmarks).
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@lendkit\/core$/, replacement: `${core}index.ts` },
      { find: /^@lendkit\/core\/(.+)$/, replacement: `${core}$1/index.ts` },
    ],
  },
  test: {
    include: ["{core,react,server-kit,reference-app,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    environment: "node",
    reporters: ["default"],
    // A shared 2-core machine can stall any test for seconds; speed is measured by the benchmarks, not by timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
