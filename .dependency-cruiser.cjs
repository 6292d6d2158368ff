/**
 * The server's layers (docs/architecture.md): `server/` is the composition
 * root, each feature folder holds its routes and service, `data/` is the
 * only code that touches Knex, and the plumbing (`infra/`, `http/`, `db/`)
 * knows no feature. `npm test` runs this check first (`npm run arch`).
 *
 * No file outside data/ (and the plumbing's db/, the migrations and the
 * seed) touches Knex: the 53 that did when the check came in have moved
 * their queries to repositories, so nothing is tolerated. Folders that
 * import each other are checked by
 * server-kit/test/architecture.test.ts (a folder-level rule this tool words
 * as every path around each loop, which no list can hold steadily).
 */
const src = "^server-kit/src/";
const plumbing = `${src}(infra|http|db)/`;

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "infra-imports-no-feature",
      comment: "The plumbing (infra/, http/, db/) serves every feature and imports none of them, nor the composition root.",
      severity: "error",
      from: { path: plumbing },
      to: { path: src, pathNot: [plumbing, `${src}migrations/`] },
    },
    {
      name: "knex-only-in-data",
      comment: "Only the repositories in data/ (and the migrations, the seed, the connection in db/ and the plumbing's connection type) touch Knex.",
      severity: "error",
      from: { path: src, pathNot: [`${src}(data|migrations|seed|db)/`, `${src}infra/plumbing\\.ts$`] },
      // Any node_modules/knex, so a checkout whose node_modules is linked from elsewhere is checked too.
      to: { path: "(^|/)node_modules/knex(/|$)|^knex(/|$)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "/dist/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
