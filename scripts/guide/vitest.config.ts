import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const core = fileURLToPath(new URL("../../core/", import.meta.url));

/**
 * `npm run guide:screenshots`: the user guide's screenshots, taken by a
 * browser on the demo data. Its own include (`*.guide.ts`), so `npm test`
 * never runs it; core is read from its sources, as in the test suites.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../../", import.meta.url)),
  resolve: {
    alias: [
      { find: /^@lendkit\/core$/, replacement: `${core}index.ts` },
      { find: /^@lendkit\/core\/(.+)$/, replacement: `${core}$1/index.ts` },
    ],
  },
  test: {
    include: ["scripts/guide/**/*.guide.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
    reporters: ["default"],
  },
});
