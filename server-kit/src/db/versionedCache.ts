import type { Knex } from "knex";
import { versionedTables } from "../migrations/0009_data_versions.js";
import { deferralVersionedTables } from "../migrations/0021_deferral_versions.js";
import { ledgerVersionedTables } from "../migrations/0028_ledger_events.js";

/** Every table whose per-tenant version the database keeps (migrations 0009, 0021 and 0028). */
export const allVersionedTables = [...versionedTables, ...deferralVersionedTables, ...ledgerVersionedTables] as const;

/** A table whose per-tenant version the database keeps. */
export type VersionedTable = (typeof allVersionedTables)[number];

/** A tenant's version of every versioned table, as read at one moment. */
export type DataVersions = Readonly<Record<VersionedTable, string>>;

/**
 * Answers remembered under the data versions they were computed from
 * (migration 0009: the database raises a tenant's version of a table in the
 * same transaction as every change to its rows there). A request reads the
 * versions first — one indexed read — and reuses an answer only if it was
 * computed under those versions, so an instance never serves what another
 * instance's write has made stale. Reading the versions before the rows
 * means a racing write can only make a stored answer newer than its key,
 * never older.
 *
 * Bounded: the least recently used answer goes first. Requests that miss
 * the same answer at once share one computation; a failed one is
 * forgotten. Capacity 0 turns the cache off (every call computes).
 */
export interface VersionedCache {
  /**
   * The answer for `key` in `tenantId` at the current versions of `tables`
   * (every table the answer reads), computed by `compute` when not remembered.
   * `known`: versions the request has already read (with its session) before
   * reading any row; without them the versions are read first.
   */
  read<T>(db: Knex, tenantId: number, tables: readonly VersionedTable[], key: string, compute: () => Promise<T>, known?: DataVersions): Promise<T>;
  /** How many answers are remembered now. */
  readonly size: number;
}

/** The tenant's versions of `tables`, as one text (0 for a table not changed yet). */
export const dataVersion = async (db: Knex, tenantId: number, tables: readonly VersionedTable[]): Promise<string> => {
  const rows = (await db("data_versions").where("tenant_id", tenantId).whereIn("name", [...tables]).select("name", "version")) as Array<{
    name: string;
    version: number | string;
  }>;
  const versions = new Map(rows.map((row) => [row.name, String(row.version)]));
  return tables.map((table) => `${table}=${versions.get(table) ?? 0}`).join(",");
};

export const versionedCache = (capacity: number): VersionedCache => {
  // Promises, not values: requests that miss together wait for one computation instead of each running it.
  const answers = new Map<string, Promise<unknown>>();
  const remember = (entry: string, answer: Promise<unknown>) => {
    answers.delete(entry);
    answers.set(entry, answer);
    if (answers.size > capacity) answers.delete(answers.keys().next().value!);
  };
  return {
    async read<T>(db: Knex, tenantId: number, tables: readonly VersionedTable[], key: string, compute: () => Promise<T>, known?: DataVersions): Promise<T> {
      if (capacity <= 0) return compute();
      const versions = known ? tables.map((table) => `${table}=${known[table]}`).join(",") : await dataVersion(db, tenantId, tables);
      const entry = `${tenantId}\u0000${versions}\u0000${key}`;
      const remembered = answers.get(entry) as Promise<T> | undefined;
      if (remembered) {
        remember(entry, remembered);
        return remembered;
      }
      const answer = compute();
      remember(entry, answer);
      // A failed computation is not remembered: the next request tries again.
      answer.catch(() => {
        if (answers.get(entry) === answer) answers.delete(entry);
      });
      return answer;
    },
    get size() {
      return answers.size;
    },
  };
};
