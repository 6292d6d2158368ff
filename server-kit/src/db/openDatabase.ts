import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import knex, { type Knex } from "knex";

/** Default database: an embedded SQLite file under ./data. */
export const defaultDatabaseUrl = "sqlite:./data/lendkit.sqlite";

/** How long a query waits for a pooled connection by default. */
export const defaultAcquireTimeoutMs = 10_000;

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema(s) to use (`search_path`), e.g. one per test suite. */
  readonly searchPath?: string | readonly string[];
  /** Maximum pool size (PostgreSQL; SQLite files use a small pool, `:memory:` exactly one). */
  readonly poolMax?: number;
  /**
   * How long a query waits for a pooled connection before failing (the
   * request then answers 503 with Retry-After). Default 10 s, not Knex's
   * 60 s: a caller is better told to come back than kept waiting.
   */
  readonly acquireTimeoutMs?: number;
}

/** Which engine a Knex instance talks to. */
export type DatabaseKind = "sqlite" | "postgres";

/** The engine behind `db`. */
export const databaseKind = (db: Knex): DatabaseKind =>
  db.client.config.client === "pg" ? "postgres" : "sqlite";

/** Asks the database for an answer: resolves when it gives one, rejects when it cannot (the health check). */
export const pingDatabase = async (db: Knex): Promise<void> => {
  await db.raw("select 1");
};

/** Closes the pool: the queries under way finish, no new one starts. */
export const closeDatabase = (db: Knex): Promise<void> => db.destroy();

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
  configure?(option: "busyTimeout", value: number): void;
}

const runAll = (connection: SqliteConnection, statements: readonly string[], done: (error: Error | null) => void) => {
  const [first, ...rest] = statements;
  if (first === undefined) return done(null);
  connection.run(first, (error) => (error ? done(error) : runAll(connection, rest, done)));
};

const sqliteFilename = (url: string): string => {
  const rest = url.slice("sqlite:".length);
  const filename = rest.startsWith("//") ? rest.slice(2) : rest;
  if (filename === "") throw new Error("sqlite: URL without a file name");
  return filename;
};

/**
 * Opens the contracts' full-text table (migration 0010) on a new connection,
 * outside any transaction. FTS5 reads its configuration the first time a
 * connection uses the table; inside a write transaction that first read
 * took a snapshot, and a concurrent writer's commit then made the write
 * fail at once with SQLITE_BUSY instead of waiting. A database not yet
 * migrated has no such table: nothing to open.
 */
const connectSearchTable = (connection: SqliteConnection, done: () => void) =>
  connection.run("SELECT 1 FROM contracts_search LIMIT 0", () => done());

/**
 * Opens a Knex instance for `sqlite:<file>` (or `sqlite::memory:`) or
 * `postgres://…` / `postgresql://…`.
 *
 * SQLite: the folder of the file is created; every pooled connection gets
 * `PRAGMA foreign_keys = ON`, WAL journal mode and a busy timeout (so two
 * server instances on one file wait for each other instead of failing).
 *
 * @example
 * const db = openDatabase("sqlite:./data/lendkit.sqlite");
 * const pg = openDatabase("postgres://app@db.internal:5432/lendkit");
 */
export const openDatabase = (url: string = defaultDatabaseUrl, options: OpenDatabaseOptions = {}): Knex => {
  if (url.startsWith("sqlite:")) {
    const filename = sqliteFilename(url);
    const inMemory = filename === ":memory:";
    if (!inMemory) mkdirSync(dirname(filename), { recursive: true });
    const pragmas = ["PRAGMA foreign_keys = ON", ...(inMemory ? [] : ["PRAGMA journal_mode = WAL"])];
    return knex({
      client: "sqlite3",
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: options.acquireTimeoutMs ?? defaultAcquireTimeoutMs,
      pool: {
        min: 1,
        max: inMemory ? 1 : (options.poolMax ?? 1),
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
          connection.configure?.("busyTimeout", 5000);
          runAll(connection, pragmas, (error) => (error ? done(error, connection) : connectSearchTable(connection, () => done(null, connection))));
        },
      },
    });
  }
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const searchPath = options.searchPath === undefined ? undefined : [options.searchPath].flat();
    return knex({
      client: "pg",
      connection: url,
      acquireConnectionTimeout: options.acquireTimeoutMs ?? defaultAcquireTimeoutMs,
      ...(searchPath ? { searchPath } : {}),
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
  }
  throw new Error("DATABASE_URL must start with sqlite: or postgres://");
};
