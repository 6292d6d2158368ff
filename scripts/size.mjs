#!/usr/bin/env node
// Size budget of @lendkit/core's subpath exports: each entry is bundled alone
// (as a page that imports only it would be), minified and gzipped.
// Budgets live in scripts/size-budget.json; a bundle over budget fails the run.
// `node scripts/size.mjs --why @lendkit/core/frame` lists what fills one bundle.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const budgets = JSON.parse(readFileSync(new URL("./size-budget.json", import.meta.url), "utf8"));

const bundle = (specifier) =>
  build({
    stdin: { contents: `export * from "${specifier}";`, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });

const measure = async (specifier) => {
  const result = await bundle(specifier);
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

const packageOf = (file) => {
  const inside = file.split("node_modules/").pop();
  return file.includes("node_modules/") ? inside.split("/").slice(0, inside.startsWith("@") ? 2 : 1).join("/") : file;
};

const why = process.argv.indexOf("--why");
if (why !== -1) {
  const result = await bundle(process.argv[why + 1]);
  const bytes = {};
  for (const [file, info] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    bytes[packageOf(file)] = (bytes[packageOf(file)] ?? 0) + info.bytesInOutput;
  }
  console.table(Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 20).map(([source, min]) => ({ source, "min (B)": min })));
  process.exit(0);
}

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
