import { defineConfig } from "tsup";

/**
 * One build for the libraries: ESM + CJS + .d.ts.
 * Every core folder's index.ts is its own entry, so `@lendkit/core/masks`
 * is a subpath that does not pull in the code tables or the calculator.
 */
export default defineConfig([
  {
    entry: ["core/index.ts", "core/*/index.ts"],
    outDir: "core/dist",
    format: ["esm", "cjs"],
    dts: true,
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    tsconfig: "tsconfig.json",
    external: ["effect", "decimal.js", "@internationalized/date"],
  },
  {
    entry: ["react/index.ts"],
    outDir: "react/dist",
    format: ["esm", "cjs"],
    dts: true,
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    tsconfig: "tsconfig.json",
    external: [/^react/, /^@lendkit\/core/, /^@internationalized\//, "effect", "decimal.js"],
  },
  {
    entry: ["server-kit/src/index.ts", "server-kit/src/cli.ts"],
    outDir: "server-kit/dist",
    format: ["esm", "cjs"],
    dts: true,
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "node",
    tsconfig: "tsconfig.json",
    external: [/^@lendkit\/core/, /^effect/, "express", "knex", "sqlite3", "pg", "pino"],
  },
]);
