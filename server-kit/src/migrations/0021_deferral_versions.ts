import { postgresTriggerEvents, postgresTriggers, sqliteTriggerEvents, sqliteTriggers } from "./0009_data_versions.js";
import type { Migration } from "./types.js";

/**
 * `deferral_requests` joins the versioned tables of 0009 (issue 15 §5): the
 * payments profile now says which payment has a pending request and who
 * asked and decided, so its remembered answer must go stale the moment a
 * request is made, approved or refused. The database raises the tenant's
 * `deferral_requests` version in the same transaction as the change, with
 * the same triggers (and, on PostgreSQL, the same functions) as 0009.
 */
export const deferralVersionedTables = ["deferral_requests"] as const;

export const deferralVersions: Migration = {
  name: "0021_deferral_versions",
  async up(db) {
    const postgres = db.client.config.client === "pg";
    for (const statement of deferralVersionedTables.flatMap(postgres ? postgresTriggers : sqliteTriggers)) await db.raw(statement);
  },
  async down(db) {
    const postgres = db.client.config.client === "pg";
    for (const table of deferralVersionedTables) {
      for (const event of postgres ? postgresTriggerEvents : sqliteTriggerEvents) {
        await db.raw(postgres ? `DROP TRIGGER IF EXISTS ${table}_version_${event} ON ${table}` : `DROP TRIGGER IF EXISTS ${table}_version_${event}`);
      }
    }
  },
};
