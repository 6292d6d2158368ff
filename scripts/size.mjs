#!/usr/bin/env node
// Size budget of @lendkit/core's subpath exports: each entry is bundled alone
// (as a page that imports only it would be), minified and gzipped.
// Budgets live in scripts/size-budget.json; a bundle over budget fails the run.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const budgets = JSON.parse(readFileSync(new URL("./size-budget.json", import.meta.url), "utf8"));

const measure = async (specifier) => {
  const result = await build({
    stdin: { contents: `export * from "${specifier}";`, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

let failed = false;
const rows = [];
for (const [specifier, budget] of Object.entries(budgets)) {
  const { min, gzip } = await measure(specifier);
  const ok = gzip <= budget;
  failed ||= !ok;
  rows.push({ entry: specifier, "min (B)": min, "min+gzip (B)": gzip, "budget (B)": budget, ok: ok ? "yes" : "OVER" });
}
console.table(rows);
if (failed) {
  console.error("size: a bundle is over its budget (scripts/size-budget.json)");
  process.exit(1);
}
