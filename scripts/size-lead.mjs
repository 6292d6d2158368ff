#!/usr/bin/env node
// Size of the lead-app pieces (issue 7): what a lead app imports from
// @lendkit/react and @lendkit/core, bundled from the sources as a page that
// imports only that would be (esbuild, ESM, browser, production React),
// minified and gzipped. Each entry is measured twice: with react, react-dom
// and react-aria-components left to the app (externals: what Lendkit adds),
// and with them included (what the page ships in all).
//
//   node scripts/size-lead.mjs                 the table
//   node scripts/size-lead.mjs --why renewal   what fills one entry, UI libraries left out
//                                               (provider, renewal, calculator, otp, bank)
//
// No budget here: the figures go to docs/performance.md ("Lead-app pieces").
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Each entry: what a lead app writes in its import line. */
const entries = {
  "provider only (the base every piece pays)": "LendkitProvider",
  "renewal flow (RenewalFlow + LendkitProvider)": "LendkitProvider, RenewalFlow",
  "loan calculator": "LendkitProvider, LoanCalculator",
  "OTP form": "LendkitProvider, OtpForm",
  "bank views (instant + manual)": "LendkitProvider, BankVerification, ManualBankVerification",
};
const shortNames = { provider: 0, renewal: 1, calculator: 2, otp: 3, bank: 4 };

/** The UI libraries a lead app usually already has. */
const uiLibraries = /^(react|react-dom|react-aria-components)(\/.*)?$/;

/** @lendkit/* resolved to the sources, so nothing needs building first. */
const lendkitSources = {
  name: "lendkit-sources",
  setup(plugin) {
    plugin.onResolve({ filter: /^@lendkit\/(core|react)$/ }, (args) => ({
      path: `${root}${args.path.slice("@lendkit/".length)}/index.ts`,
    }));
  },
};

const externalUi = {
  name: "external-ui",
  setup(plugin) {
    plugin.onResolve({ filter: uiLibraries }, (args) => ({ path: args.path, external: true }));
  },
};

const bundle = (names, { external }) =>
  build({
    stdin: { contents: `export { ${names} } from "@lendkit/react";`, resolveDir: root, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: external ? [lendkitSources, externalUi] : [lendkitSources],
    write: false,
    metafile: true,
    logLevel: "silent",
  });

const measure = async (names, options) => {
  const code = (await bundle(names, options)).outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const packageOf = (file) => {
  if (!file.includes("node_modules/")) return file.split("/").slice(0, 2).join("/");
  const inside = file.split("node_modules/").pop();
  return inside.split("/").slice(0, inside.startsWith("@") ? 2 : 1).join("/");
};

const why = process.argv.indexOf("--why");
if (why !== -1) {
  const key = process.argv[why + 1] ?? "renewal";
  const names = Object.values(entries)[shortNames[key] ?? shortNames.renewal];
  const result = await bundle(names, { external: true });
  const bytes = {};
  for (const [file, info] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    bytes[packageOf(file)] = (bytes[packageOf(file)] ?? 0) + info.bytesInOutput;
  }
  console.table(
    Object.entries(bytes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([source, min]) => ({ source, "min (B)": min })),
  );
  process.exit(0);
}

const rows = [];
for (const [entry, names] of Object.entries(entries)) {
  const lendkit = await measure(names, { external: true });
  const all = await measure(names, { external: false });
  rows.push({
    entry,
    "min (UI libs external)": kB(lendkit.min),
    "min+gzip (UI libs external)": kB(lendkit.gzip),
    "min (all included)": kB(all.min),
    "min+gzip (all included)": kB(all.gzip),
  });
}
console.table(rows);
