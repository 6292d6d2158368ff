/**
 * `useMessages` loads only the domains a component uses (issue 16, item 7):
 * a bundle of one component from the built package (`react/dist`, as an app's
 * bundler sees it) carries its own domains' texts and none of the others';
 * and no component of this package calls `useMessages` without naming its
 * domains (a static scan of the sources). Components and contexts are
 * `/* @__PURE__ *\/ forwardRef(…)`: without the mark a bundler keeps every
 * component of the package, and their texts with them.
 *
 * The bundle half needs the build (`npm test` builds first).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import {
  bankMessages,
  checklistMessages,
  commonMessages,
  paymentsMessages,
  renewalMessages,
  tableMessages,
  uploadMessages,
} from "@lendkit/core";
import type { AnyDomainCatalog } from "./messages.js";

const reactRoot = join(import.meta.dirname, "..");
const distEntry = join(reactRoot, "dist/index.js");

/** One export of @lendkit/react bundled alone for the browser, as an app that imports only it. */
const bundleOf = async (name: string): Promise<string> => {
  if (!existsSync(distEntry)) throw new Error("react/dist is missing: run `npm run build` first");
  const result = await build({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(distEntry)};`, resolveDir: reactRoot, loader: "js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    charset: "utf8",
    write: false,
    logLevel: "silent",
    // The repository's tsconfig maps @lendkit/* to sources; an app resolves the built packages.
    tsconfigRaw: {},
    // Framework peers are the app's own; only Lendkit's code and texts matter here.
    external: ["react", "react/*", "react-dom", "react-dom/*", "react-aria-components", "@internationalized/*", "effect", "effect/*", "decimal.js"],
  });
  return result.outputFiles[0]!.text;
};

/** A catalog's texts in both languages that no other named catalog shares (long enough not to collide by chance). */
const textsOf = (catalog: AnyDomainCatalog, ...except: AnyDomainCatalog[]): string[] => {
  const elsewhere = new Set(except.flatMap((other) => [...Object.values(other.en), ...Object.values(other.fr)]));
  return [...Object.values(catalog.en), ...Object.values(catalog.fr)].filter((text) => text.length >= 12 && !elsewhere.has(text));
};

const missing = (code: string, texts: readonly string[]) => texts.filter((text) => !code.includes(text));
const present = (code: string, texts: readonly string[]) => texts.filter((text) => code.includes(text));

describe("a bundle of one component carries only its domains' texts", () => {
  it("DataTable: the table's texts in French and English, no renewal, checklist, payments, bank or upload text", async () => {
    const code = await bundleOf("DataTable");
    expect(code).toContain(tableMessages.fr["table.empty"]);
    expect(code).toContain(tableMessages.en["table.empty"]);
    expect(missing(code, textsOf(tableMessages))).toEqual([]);
    for (const other of [renewalMessages, checklistMessages, paymentsMessages, bankMessages, uploadMessages]) {
      expect(present(code, textsOf(other, tableMessages, commonMessages))).toEqual([]);
    }
    expect(code).not.toContain(renewalMessages.fr["renewal.loading"]);
    expect(code).not.toContain(checklistMessages.fr["checklist.tab.external"]);
  });

  it("ChecklistPanel: the checklist's texts, no renewal, table or payments text", async () => {
    const code = await bundleOf("ChecklistPanel");
    expect(missing(code, textsOf(checklistMessages))).toEqual([]);
    for (const other of [renewalMessages, tableMessages, paymentsMessages, bankMessages]) {
      expect(present(code, textsOf(other, checklistMessages, commonMessages))).toEqual([]);
    }
  });

  it("the app's useMessages() with no catalog does load every domain (what the components avoid)", async () => {
    const code = await bundleOf("useMessages");
    expect(code).toContain(renewalMessages.fr["renewal.loading"]);
    expect(code).toContain(checklistMessages.en["checklist.tab.external"]);
    expect(code).toContain(tableMessages.fr["table.empty"]);
  });
});

/** Every source file of the package's components and hooks (not tests, stories or the build). */
const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ["dist", "node_modules", "stories", "testing"].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-d|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("every component names its domains", () => {
  const files = sources(reactRoot).filter((path) => !path.startsWith(join(reactRoot, "provider")));
  const calls = files.flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(/\buseMessages\s*\(([^)]*)\)/g)].map((match) => ({ file: relative(reactRoot, path), args: match[1]!.trim() })),
  );

  it("finds the calls it checks", () => {
    expect(calls.length).toBeGreaterThanOrEqual(30);
  });

  it("no component calls useMessages() without a domain catalog", () => {
    expect(calls.filter((call) => !/^\w+Messages(\s*,\s*\w+Messages)*$/.test(call.args))).toEqual([]);
  });

  it("marks each component and context /* @__PURE__ */, so a bundler drops the ones an app does not import", () => {
    const unmarked = files.flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/= (\/\* @__PURE__ \*\/ )?(forwardRef|createContext)\b/g)]
        .filter((match) => match[1] === undefined)
        .map(() => relative(reactRoot, path)),
    );
    expect(unmarked).toEqual([]);
  });

  it("components import the domain-only hook, never the one that can load every catalog", () => {
    const wrong = files.filter((path) => {
      const text = readFileSync(path, "utf8");
      return /\buseMessages\b/.test(text) && !/import \{ useMessages \} from "\.\.\/provider\/messages\.js";/.test(text);
    });
    expect(wrong.map((path) => relative(reactRoot, path))).toEqual([]);
  });
});
