#!/usr/bin/env node
// An app's first load: the gzip size of the JavaScript a browser fetches
// for its pages before any lazy import (the entry and its static imports,
// as Vite's manifest lists them), then what each screen adds when it is
// opened. `--app lead` is /go/... (go.html; a staff-app module in its first
// load also fails the check), `--app staff` the staff app (app.html). Reads
// the built front end (reference-app/dist); `npm run build` makes it, and
// `npm run size` runs this check for both apps with their budgets.
//
// Usage: node scripts/size-app.mjs --app lead|staff --budget <kB> [--json]
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../reference-app/dist/", import.meta.url));
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No reference-app/dist/.vite/manifest.json: build the front end first (build.manifest is on in reference-app/vite.config.ts).");
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const apps = { lead: { html: "go.html", name: "Lead app" }, staff: { html: "app.html", name: "Staff app" } };
const app = apps[option("--app") ?? "lead"];
const budgetKb = Number(option("--budget"));
if (!app || !(budgetKb > 0)) {
  console.error("Usage: node scripts/size-app.mjs --app lead|staff --budget <kB> [--json]");
  process.exit(2);
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Every chunk key reachable from `keys` through static imports only (what loads before any lazy import). */
const staticClosure = (keys) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
};

const sum = (keys, pick) => [...keys].reduce((total, key) => total + pick(manifest[key]), 0);
const jsGzip = (chunk) => (chunk.file.endsWith(".js") ? gzipBytes(chunk.file) : 0);
const cssGzip = (chunk) => (chunk.css ?? []).reduce((total, file) => total + gzipBytes(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith(app.html));
if (!entryKey) {
  console.error(`The manifest has no ${app.html} entry.`);
  process.exit(2);
}
const initial = staticClosure([entryKey]);
const initialJs = sum(initial, jsGzip);
const initialCss = sum(initial, cssGzip);

// A chunk built from a staff-app source (src/app/...) in the first load fails the check. Shared
// chunks (React, effect, core) carry no source name; the docs say how their content was checked.
const staffInInitial = app.html === "go.html" ? [...initial].filter((key) => /src\/app\//.test(manifest[key].src ?? key)) : [];

/** What each lazy import adds to what is already loaded, then what its own lazy imports add (the renewal's steps). */
const screensFrom = (keys, loaded, depth) =>
  [...new Set(keys)].flatMap((key) => {
    const closure = staticClosure([key]);
    const added = [...closure].filter((chunk) => !loaded.has(chunk));
    const screen = { screen: `${"  ".repeat(depth)}${manifest[key].name ?? key}`, addedJsKb: kb(sum(added, jsGzip)), addedCssKb: kb(sum(added, cssGzip)) };
    const opened = added.flatMap((chunk) => manifest[chunk].dynamicImports ?? []).filter((next) => !closure.has(next) && !loaded.has(next));
    const nested = depth < 2 ? screensFrom(opened, new Set([...loaded, ...closure]), depth + 1) : [];
    return [screen, ...nested];
  });
const screens = screensFrom(manifest[entryKey].dynamicImports ?? [], initial, 0);

const report = {
  initialJsGzipKb: kb(initialJs),
  initialCssGzipKb: kb(initialCss),
  budgetKb,
  withinBudget: kb(initialJs) < budgetKb,
  initialChunks: [...initial].map((key) => ({ file: manifest[key].file, gzipKb: kb(jsGzip(manifest[key])) })),
  staffModulesInInitial: staffInInitial,
  screens,
};

if (args.includes("--json")) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`${app.name} first load: ${report.initialJsGzipKb} kB of JavaScript gzip (budget ${budgetKb} kB), ${report.initialCssGzipKb} kB of CSS gzip`);
  for (const chunk of report.initialChunks) console.log(`  ${chunk.file}  ${chunk.gzipKb} kB`);
  console.log("Opened on demand (added to what is already loaded; indented: loaded from that screen):");
  for (const screen of screens) console.log(`  ${screen.screen}  +${screen.addedJsKb} kB JS, +${screen.addedCssKb} kB CSS`);
  if (staffInInitial.length > 0) console.log(`Staff-app modules in the first load: ${staffInInitial.join(", ")}`);
}
process.exit(report.withinBudget && staffInInitial.length === 0 ? 0 : 1);
