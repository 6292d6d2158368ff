import type { Knex } from "knex";
import { isoTime } from "../infra/clock.js";

/**
 * The rate limits' counters (migration 0001): one row per key and window,
 * shared by every server instance. A key is the limit's own (an address, a
 * tenant's username, a flow), so no query names a tenant; a window is
 * named by its start (ISO instant).
 */

/** Counts one hit on `key` in the window starting at `windowStart`; the count after it. One atomic upsert, so concurrent hits never lose a count. */
export const countRateLimitHit = async (db: Knex, key: string, windowStart: string): Promise<number> => {
  const rows = (await db("rate_limits")
    .insert({ key, window_start: windowStart, count: 1 })
    .onConflict(["key", "window_start"])
    .merge({ count: db.raw("?? + 1", ["rate_limits.count"]) })
    .returning("count")) as Array<{ count: number | string }>;
  return Number(rows[0]?.count ?? 1);
};

/** Takes one hit off `key`'s count in the window starting at `windowStart` (never below 0). */
export const uncountRateLimitHit = async (db: Knex, key: string, windowStart: string): Promise<void> => {
  await db("rate_limits")
    .where({ key, window_start: windowStart })
    .andWhere("count", ">", 0)
    .update({ count: db.raw("?? - 1", ["rate_limits.count"]) });
};

/** `key`'s count in the window starting at `windowStart` (0 when nothing was counted). */
export const rateLimitCount = async (db: Knex, key: string, windowStart: string): Promise<number> => {
  const row = (await db("rate_limits").where({ key, window_start: windowStart }).first("count")) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
};

/** Deletes counters whose window ended before `before` (housekeeping). */
export const pruneRateLimits = async (db: Knex, before: Date): Promise<number> =>
  db("rate_limits").where("window_start", "<", isoTime(before)).delete();
