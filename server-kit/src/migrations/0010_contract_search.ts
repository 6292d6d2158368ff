import type { Knex } from "knex";
import { searchedText } from "../data/contractTable.js";
import type { Migration } from "./types.js";

/**
 * A trigram index for the contracts table's search (A §7), which matches
 * each word anywhere in the folded text (`LIKE '%word%'`): without it every
 * search read all the tenant's rows twice (the page and the count), about
 * 40 ms at 100,000 contracts.
 *
 * - PostgreSQL: pg_trgm's GIN index on the exact expression the search
 *   filters on, so the planner uses it with no change to the query. The
 *   extension goes in `public` (an extension exists once per database, and
 *   a schema-per-suite test setup must not own it). A server that may not
 *   create the extension keeps searching without the index.
 * - SQLite: an FTS5 table with the trigram tokenizer, one row per contract
 *   (rowid = contract id), kept by triggers; the search asks it for the
 *   matching ids (data/contractTable.ts).
 *
 * Both are built on the expression the search filters on, `searchedText`,
 * which the table's query defines.
 */

const sqliteStatements = [
  `CREATE VIRTUAL TABLE contracts_search USING fts5(text, tokenize = 'trigram')`,
  `INSERT INTO contracts_search (rowid, text) SELECT id, ${searchedText("")} FROM contracts`,
  `CREATE TRIGGER contracts_search_insert AFTER INSERT ON contracts BEGIN ` +
    `INSERT INTO contracts_search (rowid, text) VALUES (NEW.id, ${searchedText("NEW.")}); END`,
  `CREATE TRIGGER contracts_search_update AFTER UPDATE OF search_text, contract_number, lessee_name, vehicle_label ON contracts BEGIN ` +
    `DELETE FROM contracts_search WHERE rowid = OLD.id; ` +
    `INSERT INTO contracts_search (rowid, text) VALUES (NEW.id, ${searchedText("NEW.")}); END`,
  `CREATE TRIGGER contracts_search_delete AFTER DELETE ON contracts BEGIN DELETE FROM contracts_search WHERE rowid = OLD.id; END`,
];

const createTrigramIndex = async (db: Knex): Promise<void> => {
  try {
    // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
    // The advisory lock: servers (or test suites) migrating side by side must not race to create it.
    await db.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(7140010)");
      await trx.raw("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
    });
  } catch {
    return;
  }
  await db.raw(`CREATE INDEX contracts_search_trgm ON contracts USING gin ((${searchedText("")}) public.gin_trgm_ops)`);
};

export const contractSearch: Migration = {
  name: "0010_contract_search",
  async up(db) {
    if (db.client.config.client === "pg") return createTrigramIndex(db);
    for (const statement of sqliteStatements) await db.raw(statement);
    // Opens the table on this connection now, outside a write transaction (see openDatabase's connectSearchTable).
    await db.raw("SELECT 1 FROM contracts_search LIMIT 0");
  },
  async down(db) {
    if (db.client.config.client === "pg") {
      // The extension stays: other databases' objects in `public` may use it.
      await db.raw("DROP INDEX IF EXISTS contracts_search_trgm");
      return;
    }
    for (const event of ["insert", "update", "delete"]) await db.raw(`DROP TRIGGER IF EXISTS contracts_search_${event}`);
    await db.raw("DROP TABLE IF EXISTS contracts_search");
  },
};
