import type { Migration } from "./types.js";

/**
 * `data_versions`: a counter per tenant and table that the database itself
 * raises, in the same transaction, whenever one of the tenant's rows in a
 * versioned table is inserted, updated or deleted — by the API, the seed, a
 * migration or a hand-written SQL statement alike. A server keeps answers it
 * has computed from those rows under the versions it read first, so every
 * instance knows from one primary-key read whether a remembered answer
 * still holds (db/versionedCache.ts: the contracts table call, the payments
 * profile). Nothing else lives in process memory: a second instance needs
 * none of it.
 *
 * SQLite has only row triggers (one upsert per changed row); PostgreSQL
 * uses statement triggers over the transition tables, so a bulk insert
 * raises each tenant's version once.
 */
export const versionedTables = ["contracts", "customers", "payments"] as const;

const bumpSqlite = (table: string, tenantId: string) =>
  `INSERT INTO data_versions (tenant_id, name, version) VALUES (${tenantId}, '${table}', 1) ` +
  `ON CONFLICT (tenant_id, name) DO UPDATE SET version = data_versions.version + 1;`;

export const sqliteTriggers = (table: string) => [
  `CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bumpSqlite(table, "NEW.tenant_id")} END`,
  `CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN ${bumpSqlite(table, "NEW.tenant_id")} END`,
  `CREATE TRIGGER ${table}_version_update_tenant AFTER UPDATE OF tenant_id ON ${table} WHEN OLD.tenant_id <> NEW.tenant_id BEGIN ${bumpSqlite(table, "OLD.tenant_id")} END`,
  `CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bumpSqlite(table, "OLD.tenant_id")} END`,
];
export const sqliteTriggerEvents = ["insert", "update", "update_tenant", "delete"];

/** The trigger's table names the counter; `changed_rows` (and, on update, `old_rows`) are the transition tables. */
const bumpFunction = (name: string, rows: string) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
  `INSERT INTO data_versions (tenant_id, name, version) SELECT DISTINCT tenant_id, TG_TABLE_NAME, 1 FROM (${rows}) AS changed ` +
  `ON CONFLICT (tenant_id, name) DO UPDATE SET version = data_versions.version + 1; RETURN NULL; END $$`;

const postgresFunctions = [
  bumpFunction("data_version_bump", "SELECT tenant_id FROM changed_rows"),
  bumpFunction("data_version_bump_update", "SELECT tenant_id FROM changed_rows UNION SELECT tenant_id FROM old_rows"),
];

export const postgresTriggers = (table: string) => [
  `CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()`,
  `CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump_update()`,
  `CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()`,
];
export const postgresTriggerEvents = ["insert", "update", "delete"];

export const dataVersions: Migration = {
  name: "0009_data_versions",
  async up(db) {
    await db.schema.createTable("data_versions", (table) => {
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.string("name", 32).notNullable();
      table.bigInteger("version").notNullable();
      table.primary(["tenant_id", "name"]);
    });
    const postgres = db.client.config.client === "pg";
    const statements = postgres
      ? [...postgresFunctions, ...versionedTables.flatMap(postgresTriggers)]
      : versionedTables.flatMap(sqliteTriggers);
    for (const statement of statements) await db.raw(statement);
  },
  async down(db) {
    const postgres = db.client.config.client === "pg";
    for (const table of versionedTables) {
      for (const event of postgres ? postgresTriggerEvents : sqliteTriggerEvents) {
        await db.raw(postgres ? `DROP TRIGGER IF EXISTS ${table}_version_${event} ON ${table}` : `DROP TRIGGER IF EXISTS ${table}_version_${event}`);
      }
    }
    if (postgres) {
      await db.raw("DROP FUNCTION IF EXISTS data_version_bump()");
      await db.raw("DROP FUNCTION IF EXISTS data_version_bump_update()");
    }
    await db.schema.dropTable("data_versions");
  },
};
