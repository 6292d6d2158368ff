import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's folders point one way (docs/architecture.md): two folders
 * that import each other are one concept split in two, or one of them
 * belongs lower. 24 pairs did when this check came in; none does now, and
 * none may. (The plumbing importing a feature, and Knex outside data/, are
 * checked by `npm run arch` with .dependency-cruiser.cjs.)
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

interface Cruised {
  readonly modules: ReadonlyArray<{ readonly source: string; readonly dependencies: ReadonlyArray<{ readonly resolved: string }> }>;
}

/** Every import between two files of server-kit/src (type-only imports too), by dependency-cruiser. */
const cruise = (): Cruised =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "node_modules/dependency-cruiser/bin/dependency-cruise.mjs",
        "server-kit/src",
        "--no-config",
        "--ts-pre-compilation-deps",
        "--ts-config",
        "tsconfig.json",
        "--exclude",
        "\\.test\\.tsx?$",
        "--do-not-follow",
        "node_modules",
        "--output-type",
        "json",
      ],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Cruised;

const folderOf = (path: string): string | null => /^server-kit\/src\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Each import from one top folder of server-kit/src to another, with one file pair that makes it. */
const folderImports = (cruised: Cruised): Map<string, string> => {
  const edges = new Map<string, string>();
  for (const module of cruised.modules) {
    const from = folderOf(module.source);
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (from === null || to === null || from === to) continue;
      if (!edges.has(`${from} → ${to}`)) edges.set(`${from} → ${to}`, `${module.source} imports ${dependency.resolved}`);
    }
  }
  return edges;
};

const twoWayPairs = (edges: Map<string, string>): string[] =>
  [...edges.keys()]
    .map((edge) => edge.split(" → ") as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`)
    .sort();

describe("server-kit's folders", () => {
  const edges = folderImports(cruise());
  const pairs = twoWayPairs(edges);

  it("reads the imports (a cruise that found nothing would pass everything)", () => {
    expect(edges.size).toBeGreaterThan(50);
    expect(edges.get("server → context")).toMatch(/^server-kit\/src\/server\//);
  });

  it("have no two folders that import each other (each pair named by one import each way)", () => {
    const witnesses = pairs.flatMap((pair) => {
      const [left, right] = pair.split(" ↔ ");
      return [edges.get(`${left} → ${right}`), edges.get(`${right} → ${left}`)];
    });
    expect(witnesses).toEqual([]);
  });

  it("would name a pair", () => {
    expect(twoWayPairs(new Map([["a → b", "x"], ["b → a", "y"], ["b → c", "z"]]))).toEqual(["a ↔ b"]);
  });

  it("have nothing import the composition root (server/) but the package's entry points", () => {
    const intoServer = [...edges.entries()].filter(([edge]) => edge.endsWith("→ server")).map(([, witness]) => witness);
    expect(intoServer).toEqual([]);
  });
});

/** The folders whose code may query a table: the repositories, the plumbing's own tables and connection, the migrations and the seed. */
const queryFolders = /^(data|db|migrations|seed)\//;

/**
 * A table named through a connection or transaction (`context.db("files")`,
 * `trx("contracts")`), or raw SQL: the import rule sees only an import of
 * Knex, and a feature handed the connection can query without one.
 */
const tableQuery = /\b(?:db|trx|knex)\s*\(\s*["'`]|\b(?:db|trx|knex)\.raw\s*\(/;

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesOf(join(dir, entry.name)) : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe("server-kit's queries", () => {
  const src = join(root, "server-kit/src");
  const outside = sourcesOf(src).filter((file) => !queryFolders.test(relative(src, file)));

  it("finds the features' sources", () => {
    expect(outside.length).toBeGreaterThan(100);
  });

  it("are all in data/ (and db/, migrations/, seed/): no feature names a table through the connection it is handed", () => {
    const queries = outside.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (tableQuery.test(line) && !/^\s*(\*|\/\/)/.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(queries).toEqual([]);
  });

  it("would catch one", () => {
    for (const line of ['const row = await context.db("files").where({ id }).first();', "await trx('contracts').update(row);", "await db.raw(`select 1`);"]) expect(tableQuery.test(line)).toBe(true);
    for (const line of ["await context.db.transaction(async (trx) => save(trx, row));", "await findFile(context.db, tenantId, id);"]) expect(tableQuery.test(line)).toBe(false);
  });
});
