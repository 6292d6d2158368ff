import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * `customers.identity_key`: the normalised identity (lower-case trimmed
 * email and birth date, see data/customers.ts) under a unique index per
 * tenant, so two instances or two concurrent requests can never create two
 * customers for one person: the new applicant's insert is `… ON CONFLICT DO
 * NOTHING` and reads back the one row (SECURITY 28). Rows written before
 * this migration get the key on the newest customer of each identity (the
 * one the code look-ups already pick); older duplicates keep none.
 */
const backfillIdentityKeys = async (db: Knex): Promise<void> => {
  const newest = (await db("customers")
    .whereNot("email", "")
    .whereNotNull("birth_date")
    .groupBy("tenant_id", "email", "birth_date")
    .select(db.raw("max(id) as id"))) as Array<{ id: number }>;
  for (const { id } of newest) {
    const row = (await db("customers").where({ id }).first("email", "birth_date")) as { email: string; birth_date: string };
    await db("customers").where({ id }).update({ identity_key: `${row.email.trim().toLowerCase()}|${row.birth_date}` });
  }
};

export const customerIdentity: Migration = {
  name: "0012_customer_identity",
  async up(db) {
    await db.schema.alterTable("customers", (table) => {
      table.string("identity_key", 280).nullable();
    });
    await backfillIdentityKeys(db);
    await db.schema.alterTable("customers", (table) => {
      table.unique(["tenant_id", "identity_key"], { indexName: "customers_tenant_identity_unique" });
    });
  },
  async down(db) {
    await db.schema.alterTable("customers", (table) => {
      table.dropUnique(["tenant_id", "identity_key"], "customers_tenant_identity_unique");
    });
    await db.schema.alterTable("customers", (table) => {
      table.dropColumn("identity_key");
    });
  },
};
