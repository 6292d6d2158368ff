import type { Migration } from "./types.js";

/**
 * Dealerships (issue 15 §1): a partner user (Merchant, FAndI, AdminRep)
 * belongs to one, and a contract a partner creates is filed under theirs.
 * Core's contract scope reads `contracts.dealership_id` and
 * `contracts.created_by_user_id` against the session's user; both are
 * indexed with the tenant, since every partner query filters on them.
 * Columns are added with plain SQL (nullable, with their reference) so
 * SQLite keeps the table as it is instead of copying it.
 */
export const dealerships: Migration = {
  name: "0018_dealerships",
  async up(db) {
    await db.schema.createTable("dealerships", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.string("name", 200).notNullable();
      table.string("created_at", 24).notNullable();
      table.unique(["tenant_id", "name"]);
    });
    await db.raw("ALTER TABLE users ADD COLUMN dealership_id integer REFERENCES dealerships(id)");
    await db.raw("ALTER TABLE contracts ADD COLUMN dealership_id integer REFERENCES dealerships(id)");
    await db.raw("CREATE INDEX contracts_tenant_dealership_index ON contracts (tenant_id, dealership_id, id)");
    await db.raw("CREATE INDEX contracts_tenant_created_by_index ON contracts (tenant_id, created_by_user_id, id)");
  },
  async down(db) {
    await db.raw("DROP INDEX IF EXISTS contracts_tenant_created_by_index");
    await db.raw("DROP INDEX IF EXISTS contracts_tenant_dealership_index");
    await db.raw("ALTER TABLE contracts DROP COLUMN dealership_id");
    await db.raw("ALTER TABLE users DROP COLUMN dealership_id");
    await db.schema.dropTable("dealerships");
  },
};
