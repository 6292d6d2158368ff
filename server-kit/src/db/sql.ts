import type { Knex } from "knex";
import { databaseKind } from "./openDatabase.js";

/**
 * Pieces of SQL the repositories and the queries still outside them share:
 * a row lock for the write, whose clause depends on the engine, and a LIKE
 * pattern with the operator's own characters escaped.
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
