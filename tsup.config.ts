import { readFileSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

/**
 * A package's dependencies and peer dependencies (and their subpaths) stay
 * imports: the package's users install them; bundling them would ship a
 * second copy (and break CommonJS packages that require Node built-ins).
 */
const dependenciesOf = (folder: string): RegExp[] => {
  const manifest = JSON.parse(readFileSync(`${folder}/package.json`, "utf8")) as Record<string, Record<string, string> | undefined>;
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  return names.map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(/.*)?$`));
};

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
    external: dependenciesOf("core"),
  }),
  library({
    entry: ["react/index.ts"],
    outDir: "react/dist",
    external: [...dependenciesOf("react"), "effect", "decimal.js"],
  }),
  library({
    entry: ["server-kit/src/index.ts", "server-kit/src/cli.ts"],
    outDir: "server-kit/dist",
    platform: "node",
    external: dependenciesOf("server-kit"),
  }),
]);
