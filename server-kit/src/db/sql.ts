import type { Knex } from "knex";
import { databaseKind } from "./openDatabase.js";

/**
 * Pieces of SQL the repositories share: a row lock for the write, whose
 * clause depends on the engine, a LIKE pattern with the operator's own
 * characters escaped, and an insert that answers the new row's id.
 */

/**
 * Locks the selected rows until the transaction ends (PostgreSQL's FOR
 * UPDATE, of `tables` only when the query joins others); SQLite has one
 * writer at a time already, so nothing is added.
 */
export const lockedFor = <T extends Knex.QueryBuilder>(db: Knex, query: T, tables: readonly string[] = []): T =>
  (databaseKind(db) === "postgres" ? (tables.length > 0 ? query.forUpdate([...tables]) : query.forUpdate()) : query) as T;

/** `%word%` with LIKE's own characters escaped (`\` is the escape). */
export const likeContains = (word: string): string => `%${word.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

/**
 * Inserts one row into `table` and answers its id, as a number on both
 * engines (PostgreSQL and SQLite answer `RETURNING id` with `{ id }`, an
 * older SQLite driver with the bare id).
 */
export const insertReturningId = async (db: Knex, table: string, values: Record<string, unknown>): Promise<number> => {
  const [row] = (await db(table).insert(values).returning("id")) as Array<{ id: number | string } | number>;
  return Number(typeof row === "object" ? row.id : row);
};
