import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import knex, { type Knex } from "knex";
import { openDatabase, type OpenDatabaseOptions } from "../src/db/openDatabase.js";

/**
 * The databases every server suite runs on: SQLite always; PostgreSQL when
 * LENDKIT_TEST_PG names a URL (it must then be reachable), or when the default
 * local server answers. LENDKIT_TEST_PG=off skips PostgreSQL.
 */
const defaultPgUrl = "postgres://postgres@127.0.0.1:5432/test";

const reachable = async (url: string): Promise<boolean> => {
  const probe = knex({ client: "pg", connection: { connectionString: url, connectionTimeoutMillis: 1500 }, pool: { min: 0, max: 1 } });
  try {
    await probe.raw("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await probe.destroy();
  }
};

const resolvePgUrl = async (): Promise<string | null> => {
  const configured = process.env.LENDKIT_TEST_PG;
  if (configured === "off") return null;
  if (configured) return configured;
  return (await reachable(defaultPgUrl)) ? defaultPgUrl : null;
};

/** The PostgreSQL URL the suites use, or null when they run on SQLite only. */
export const pgUrl = await resolvePgUrl();

/** A database opened for one suite, with what a second server instance needs to open the same one. */
export interface TestDatabase {
  readonly db: Knex;
  /** Opens another Knex on the same database (a second server instance), with pool options if given. */
  openAnother(options?: Pick<OpenDatabaseOptions, "poolMax" | "acquireTimeoutMs">): Knex;
  /** Closes every Knex opened here and removes the file or schema. */
  close(): Promise<void>;
}

/** One kind of database a suite runs on. */
export interface TestTarget {
  readonly name: "sqlite" | "postgres";
  open(): Promise<TestDatabase>;
}

const sqliteTarget: TestTarget = {
  name: "sqlite",
  async open() {
    const dir = mkdtempSync(join(tmpdir(), "lendkit-test-"));
    const url = `sqlite:${join(dir, "test.sqlite")}`;
    const opened: Knex[] = [];
    const openAnother = (options: Pick<OpenDatabaseOptions, "poolMax" | "acquireTimeoutMs"> = {}) => {
      const db = openDatabase(url, options);
      opened.push(db);
      return db;
    };
    const db = openAnother();
    return {
      db,
      openAnother,
      async close() {
        for (const each of opened) await each.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgresTarget = (url: string): TestTarget => ({
  name: "postgres",
  async open() {
    const schema = `lk_test_${randomBytes(6).toString("hex")}`;
    const admin = openDatabase(url, { poolMax: 1 });
    await admin.raw("CREATE SCHEMA ??", [schema]);
    const opened: Knex[] = [];
    const openAnother = (options: Pick<OpenDatabaseOptions, "poolMax" | "acquireTimeoutMs"> = {}) => {
      const db = openDatabase(url, { searchPath: schema, poolMax: 5, ...options });
      opened.push(db);
      return db;
    };
    const db = openAnother();
    return {
      db,
      openAnother,
      async close() {
        for (const each of opened) await each.destroy();
        await admin.raw("DROP SCHEMA ?? CASCADE", [schema]);
        await admin.destroy();
      },
    };
  },
});

/** SQLite, then PostgreSQL when available: use with `describe.each(targets)`. */
export const targets: readonly TestTarget[] = [sqliteTarget, ...(pgUrl ? [postgresTarget(pgUrl)] : [])];
