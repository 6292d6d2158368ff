import { defineConfig, type Options } from "tsup";

/** What every library's build shares: ESM + CJS + .d.ts, split and tree-shaken. */
const library = (options: Pick<Options, "entry" | "outDir" | "external" | "platform">): Options => ({
  format: ["esm", "cjs"],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  tsconfig: "tsconfig.json",
  ...options,
});

/**
 * One build for the libraries. Every core folder's index.ts is its own entry,
 * so `@lendkit/core/masks` is a subpath that does not pull in the code tables
 * or the calculator.
 */
export default defineConfig([
  library({
    entry: ["core/index.ts", "core/*/index.ts"],
    outDir: "core/dist",
    external: ["effect", "decimal.js", "@internationalized/date"],
  }),
  library({
    entry: ["react/index.ts"],
    outDir: "react/dist",
    external: [/^react/, /^@lendkit\/core/, /^@internationalized\//, "effect", "decimal.js"],
  }),
  library({
    entry: ["server-kit/src/index.ts", "server-kit/src/cli.ts"],
    outDir: "server-kit/dist",
    platform: "node",
    external: [/^@lendkit\/core/, /^effect/, "express", "knex", "sqlite3", "pg", "pino"],
  }),
]);
