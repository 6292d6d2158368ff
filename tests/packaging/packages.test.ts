/**
 * The three libraries as a user gets them: `npm pack` output (needs the build
 * that `npm test` runs first), checked with publint and
 * @arethetypeswrong/cli, then installed into a fresh app outside the
 * repository, which imports them from Node (ESM and CommonJS) and from a
 * Vite build. The app brings its own react-aria-components and
 * @internationalized/date, as an adopting team does: one copy of each must be
 * installed, and Lendkit's provider must set the locale the app's own
 * `useLocale()` reads. A second app on React 18.3 checks the lower end of
 * the react peer range, on the server and in the browser.
 *
 * The install is `npm install --prefer-offline --ignore-scripts`: packages
 * come from npm's cache (filled by `npm ci`), the registry is asked only for
 * what the cache lacks, and no native module is compiled (the app never opens
 * a SQLite file).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { annuityPayment, formatMoney } from "@lendkit/core";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../..");
const bin = (name: string) => join(root, "node_modules/.bin", name);
const packages = ["core", "react", "server-kit"] as const;
type PackageFolder = (typeof packages)[number];

interface Manifest {
  readonly name: string;
  readonly repository?: { readonly url?: string; readonly directory?: string };
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

const manifestOf = (folder: PackageFolder): Manifest => JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as Manifest;

/** Core's subpath exports (`./*`), listed so attw checks each one, not the wildcard. */
const coreSubpaths = readdirSync(join(root, "core")).filter((name) => {
  try {
    return statSync(join(root, "core", name, "index.ts")).isFile();
  } catch {
    return false;
  }
});

let work = "";
let app = "";
let app18 = "";
const tarballs = {} as Record<PackageFolder, { file: string; files: string[] }>;

/** A copy of tests/packaging/consumer in `dir` with the given tarballs (and React versions), installed. */
const installApp = async (dir: string, withPackages: readonly PackageFolder[], versions: Record<string, string>) => {
  cpSync(join(import.meta.dirname, "consumer"), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  Object.assign(manifest.dependencies, versions);
  for (const folder of withPackages) manifest.dependencies[manifestOf(folder).name] = `file:${tarballs[folder].file}`;
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  await run("npm", ["install", "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir });
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "lendkit-packaging-"));
  const packs = join(work, "packs");
  mkdirSync(packs);
  const workspaces = packages.flatMap((folder) => ["--workspace", folder]);
  const { stdout } = await run("npm", ["pack", "--json", ...workspaces, "--pack-destination", packs, "--loglevel=error"], { cwd: root });
  const packed = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  packages.forEach((folder, index) => {
    const { filename, files } = packed[index]!;
    tarballs[folder] = { file: join(packs, filename), files: files.map((entry) => entry.path) };
  });
  // Two apps, installed side by side: one on React 19 with the three
  // packages, one on React 18.3 (the lower end of the peer range) with the
  // two front-end ones.
  app = join(work, "app");
  app18 = join(work, "app-react18");
  await Promise.all([
    installApp(app, packages, {}),
    installApp(app18, ["core", "react"], { react: "18.3.1", "react-dom": "18.3.1" }),
  ]);
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

describe.each(packages)("the packed @lendkit/%s", { timeout: 120_000 }, (folder) => {
  it("ships its build, README, LICENSE and manifest only: no tests, stories or Ladle build", () => {
    const { files } = tarballs[folder];
    expect(files).toEqual(expect.arrayContaining(["package.json", "README.md", "LICENSE"]));
    const others = files.filter((file) => !["package.json", "README.md", "LICENSE"].includes(file));
    expect(others.filter((file) => !file.startsWith("dist/"))).toEqual([]);
    expect(others.filter((file) => /\.(test|stories|e2e)\.|testkit|\/build\//.test(file))).toEqual([]);
  });

  it("has a README that says how to install it", () => {
    expect(readFileSync(join(root, folder, "README.md"), "utf8")).toContain(`npm install ${manifestOf(folder).name}`);
  });

  it("names its repository and declares every dependency as a range", () => {
    const manifest = manifestOf(folder);
    expect(manifest.repository).toMatchObject({ url: expect.stringMatching(/^git\+https:\/\//), directory: folder });
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(Object.entries(ranges).filter(([, range]) => /^\d/.test(range))).toEqual([]);
  });

  it("passes publint (warnings count as errors)", async () => {
    await expect(run(bin("publint"), ["run", "--strict", tarballs[folder].file], { cwd: work })).resolves.toBeTruthy();
  });

  it("passes @arethetypeswrong/cli for node10, node16 (ESM and CJS) and bundlers", async () => {
    const entrypoints = folder === "core" ? ["--entrypoints", ".", ...coreSubpaths.map((name) => `./${name}`)] : [];
    const result = await run(bin("attw"), [tarballs[folder].file, "--format", "ascii", ...entrypoints], { cwd: work, env: { ...process.env, NO_COLOR: "1" } }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout, failed: true }),
    );
    expect(result.stdout).toContain("No problems found");
    expect("failed" in result).toBe(false);
  });

  it("imports at run time only what its manifest declares (or Node's built-ins)", () => {
    const manifest = manifestOf(folder);
    const declared = new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })]);
    const installed = join(app, "node_modules", manifest.name, "dist");
    const specifiers = new Set<string>();
    for (const file of tarballs[folder].files.filter((path) => /\.(c?js)$/.test(path))) {
      const code = readFileSync(join(installed, relative("dist", file)), "utf8");
      // A specifier has no spaces: text such as `"… from ")) return` in a string is not an import.
      for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s*)["']([^"'./\s()][^"'\s]*)["']/gm)) specifiers.add(match[1]!);
    }
    const packageName = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
    const builtin = (specifier: string) => specifier.startsWith("node:") || builtinModules.includes(packageName(specifier));
    expect(specifiers.size).toBeGreaterThan(0);
    expect([...specifiers].filter((specifier) => !builtin(specifier) && !declared.has(packageName(specifier)))).toEqual([]);
  });

  it("ships source maps that carry their sources (no map points at a file left out of the package)", () => {
    const maps = tarballs[folder].files.filter((file) => file.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(0);
    const installed = join(app, "node_modules", manifestOf(folder).name);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(installed, file), "utf8")) as { sources: string[]; sourcesContent?: (string | null)[] };
      const contents = map.sourcesContent ?? [];
      expect(contents.length, file).toBe(map.sources.length);
      expect(contents.filter((content) => typeof content !== "string"), file).toEqual([]);
    }
  });
});

describe("the packed @lendkit/react beside a story build", () => {
  it("leaves the Ladle build (dist/stories) out of the tarball", async () => {
    const copy = join(work, "react-with-stories");
    for (const file of ["package.json", "README.md", "LICENSE"]) cpSync(join(root, "react", file), join(copy, file));
    mkdirSync(join(copy, "dist/stories/assets"), { recursive: true });
    writeFileSync(join(copy, "dist/index.js"), "export {};\n");
    writeFileSync(join(copy, "dist/stories/index.html"), "<!doctype html>\n");
    writeFileSync(join(copy, "dist/stories/assets/stories.js"), "export {};\n");
    const { stdout } = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts", "--loglevel=error"], { cwd: copy });
    const [packed] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    expect(packed.files.map((entry) => entry.path).sort()).toEqual(["LICENSE", "README.md", "dist/index.js", "package.json"]);
  }, 60_000);
});

describe("@lendkit/core's README example, run in the fresh app", () => {
  it("prints what its comments promise", async () => {
    const readme = readFileSync(join(root, "core/README.md"), "utf8");
    const example = /## Example\s+```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const expected = example
      .split("\n")
      .filter((line) => line.startsWith("console.log("))
      .map((line) => /\/\/\s*(.*)$/.exec(line)?.[1]?.trim());
    expect(expected.length).toBeGreaterThan(3);
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", example], { cwd: app });
    expect(stdout.trimEnd().split("\n")).toEqual(expected);
  }, 60_000);
});

describe("the adoption guide's and the react README's code, type-checked in the fresh app", () => {
  it("compiles against the packed type declarations", async () => {
    const codeBlocks = (file: string) => [...readFileSync(join(root, file), "utf8").matchAll(/```tsx\n([\s\S]*?)```/g)].map((match) => match[1]!);
    const guide = codeBlocks("docs/react/adopting.md");
    const appFile = guide.find((code) => code.startsWith("// src/App.tsx"));
    const mainFile = guide.find((code) => code.startsWith("// src/main.tsx"));
    const readmeExample = codeBlocks("react/README.md")[0];
    expect([appFile, mainFile, readmeExample].every((code) => code !== undefined)).toBe(true);
    const dir = join(app, "guide");
    mkdirSync(dir);
    writeFileSync(join(dir, "App.tsx"), appFile!);
    writeFileSync(join(dir, "main.tsx"), mainFile!);
    writeFileSync(join(dir, "ReadmeExample.tsx"), readmeExample!);
    writeFileSync(join(dir, "styles.d.ts"), 'declare module "*.css";\n');
    const compilerOptions = { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx", strict: true, noEmit: true, skipLibCheck: true, lib: ["ES2022", "DOM"], types: [] };
    writeFileSync(join(app, "tsconfig.guide.json"), JSON.stringify({ compilerOptions, include: ["guide"] }));
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const result = await run(process.execPath, [tsc, "-p", "tsconfig.guide.json"], { cwd: app }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }));
    expect(result.stdout).toBe("");
    expect("failed" in result).toBe(false);
  }, 120_000);
});

/** What the consumer's Node scripts print (tests/packaging/consumer/observe.cjs). */
interface Observed {
  readonly copies: Record<string, string[]>;
  readonly locale: string | null;
  readonly money: string | null;
  readonly calculator: string | null;
  readonly serverKit: Record<string, string>;
  readonly coreSubpath: string;
}

describe.each([
  ["ESM", "node-esm.mjs"],
  ["CommonJS", "node-cjs.cjs"],
])("a fresh app using the tarballs from Node (%s)", { timeout: 60_000 }, (_kind, script) => {
  it("shares one react, react-aria-components and @internationalized/date, renders in French and reaches every package", async () => {
    const { stdout } = await run(process.execPath, [script], { cwd: app });
    const observed = JSON.parse(stdout) as Observed;
    for (const [name, folders] of Object.entries(observed.copies)) {
      expect(new Set(folders).size, name).toBe(1);
      expect(folders[0], name).toBe(join(app, "node_modules", name));
    }
    expect(observed.locale).toBe("fr-CA");
    expect(observed.money).toBe(formatMoney(annuityPayment(1000, 19.99, 52, 52), "fr"));
    expect(observed.calculator).toMatch(/^Vous empruntez .*\$/);
    expect(observed.serverKit).toEqual({ createServer: "function", openDatabase: "function" });
    expect(observed.coreSubpath).toBe("function");
  });
});

/** Builds `dir` with Vite, checks one install of each shared package in the bundle, runs it in happy-dom and returns the probes. */
const buildAndRun = async (dir: string) => {
  const { build } = await import("vite");
  const output = await build({ root: dir, configFile: false, logLevel: "silent", build: { outDir: join(dir, "vite-dist"), modulePreload: false, minify: false } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ("output" in result ? result.output : []));
  const moduleIds = chunks.flatMap((chunk) => ("moduleIds" in chunk ? chunk.moduleIds : []));
  for (const name of ["react", "react-dom", "react-aria-components", "@internationalized/date", "@lendkit/core", "@lendkit/react"]) {
    const installs = new Set(moduleIds.filter((id) => id.includes(`/node_modules/${name}/`)).map((id) => id.slice(0, id.lastIndexOf(`/node_modules/${name}/`))));
    expect([...installs], name).toEqual([dir]);
  }
  const entry = chunks.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  expect(entry?.type).toBe("chunk");
  const window = new Window({ url: "http://localhost/", console });
  window.document.body.innerHTML = '<div id="root"></div>';
  window.eval(entry?.type === "chunk" ? entry.code : "");
  const text = (probe: string) => window.document.querySelector(`[data-probe="${probe}"]`)?.textContent;
  const probes = { locale: text("locale"), money: text("money"), calculator: window.document.querySelector('[data-lendkit="loan-calculator"]')?.textContent };
  await window.happyDOM.close();
  return probes;
};

describe("a fresh app using the tarballs from a Vite build", () => {
  it("bundles one copy of each shared package and runs in French", async () => {
    const probes = await buildAndRun(app);
    expect(probes.locale).toBe("fr-CA");
    expect(probes.money).toBe(formatMoney(annuityPayment(1000, 19.99, 52, 52), "fr"));
    expect(probes.calculator).toMatch(/^Vous empruntez .*\$/);
  }, 120_000);
});

describe("a fresh app on React 18.3 (the lower end of the react peer range)", () => {
  it("renders on the server with React 18", async () => {
    const { stdout } = await run(process.execPath, ["ssr.mjs"], { cwd: app18 });
    const observed = JSON.parse(stdout) as { react: string; locale: string | null; calculator: string | null };
    expect(observed.react).toMatch(/^18\.3\./);
    expect(observed.locale).toBe("fr-CA");
    expect(observed.calculator).toMatch(/^Vous empruntez .*\$/);
  }, 60_000);

  it("runs in the browser from a Vite build with React 18", async () => {
    const probes = await buildAndRun(app18);
    expect(probes.locale).toBe("fr-CA");
    expect(probes.calculator).toMatch(/^Vous empruntez .*\$/);
  }, 120_000);
});
