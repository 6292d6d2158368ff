import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * Tenants, staff users, sessions, the append-only audit log, rate-limit
 * counters and idempotency keys. Times are fixed-width UTC ISO text
 * (`2026-11-22T11:45:00.000Z`), which sorts and compares the same on SQLite
 * and PostgreSQL; booleans are booleans; JSON is text.
 */
const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);

const appendOnlySqlite = [
  `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
  `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
];

const appendOnlyPostgres = [
  `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`,
  `CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
];

export const foundation: Migration = {
  name: "0001_foundation",
  async up(db) {
    await db.schema.createTable("tenants", (table) => {
      table.increments("id");
      table.string("code", 16).notNullable().unique();
      table.string("name", 200).notNullable();
      /** The tenant's own feature flags as a JSON object, merged over core's defaults. */
      table.text("features").notNullable().defaultTo("{}");
      time(table, "created_at").notNullable();
    });
    await db.schema.createTable("users", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      /** Kept lower-case; unique within a tenant. */
      table.string("username", 100).notNullable();
      /** `scrypt$N$r$p$<salt base64>$<hash base64>`: the parameters and the per-user salt travel with the hash. */
      table.string("password_hash", 255).notNullable();
      table.integer("role_id").notNullable();
      table.string("initials", 8).notNullable().defaultTo("");
      table.string("first_name", 100).notNullable().defaultTo("");
      table.string("last_name", 100).notNullable().defaultTo("");
      table.string("email", 254).notNullable().defaultTo("");
      table.boolean("disabled").notNullable().defaultTo(false);
      time(table, "created_at").notNullable();
      time(table, "updated_at").notNullable();
      table.unique(["tenant_id", "username"]);
    });
    await db.schema.createTable("sessions", (table) => {
      table.increments("id");
      /** SHA-256 (hex) of the token; the raw token is returned once and never stored. */
      table.string("token_hash", 64).notNullable().unique();
      table.string("kind", 8).notNullable();
      table.integer("user_id").nullable().references("id").inTable("users");
      table.integer("customer_id").nullable();
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("role_id").notNullable();
      time(table, "created_at").notNullable();
      time(table, "last_seen_at").notNullable();
      time(table, "expires_at").notNullable();
      time(table, "revoked_at").nullable();
      table.string("revoked_reason", 32).nullable();
      table.index(["user_id"]);
    });
    await db.schema.createTable("audit_log", (table) => {
      table.increments("id");
      time(table, "at").notNullable();
      table.integer("tenant_id").nullable().references("id").inTable("tenants");
      table.integer("actor_user_id").nullable();
      table.integer("actor_customer_id").nullable();
      /** What the actor called themselves when no account matched (an attempted username), never a secret. */
      table.string("actor_label", 100).nullable();
      table.string("action", 64).notNullable();
      table.string("entity", 64).nullable();
      table.string("entity_id", 64).nullable();
      table.text("before_json").nullable();
      table.text("after_json").nullable();
      table.string("request_id", 64).nullable();
      table.string("ip", 64).nullable();
      table.index(["tenant_id", "at"]);
    });
    await db.schema.createTable("rate_limits", (table) => {
      table.string("key", 200).notNullable();
      time(table, "window_start").notNullable();
      table.integer("count").notNullable();
      table.primary(["key", "window_start"]);
    });
    await db.schema.createTable("idempotency_keys", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.string("key", 255).notNullable();
      /** SHA-256 (hex) of method, route and body. */
      table.string("request_hash", 64).notNullable();
      /** `in_flight` or `done`. */
      table.string("status", 16).notNullable();
      table.integer("response_status").nullable();
      table.text("response_body").nullable();
      time(table, "created_at").notNullable();
      time(table, "completed_at").nullable();
      table.unique(["tenant_id", "key"]);
    });
    const triggers = db.client.config.client === "pg" ? appendOnlyPostgres : appendOnlySqlite;
    for (const statement of triggers) await db.raw(statement);
  },
  async down(db) {
    if (db.client.config.client === "pg") {
      await db.raw("DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log");
      await db.raw("DROP FUNCTION IF EXISTS audit_log_append_only()");
    }
    await db.schema.dropTable("idempotency_keys");
    await db.schema.dropTable("rate_limits");
    await db.schema.dropTable("audit_log");
    await db.schema.dropTable("sessions");
    await db.schema.dropTable("users");
    await db.schema.dropTable("tenants");
  },
};
