import type { Migration } from "./types.js";

/**
 * The tenant's own time zone (issue "Signed is funded", item 13): the IANA
 * zone its business days are counted in. Null: the deployment's
 * (createServer's `timeZone`, default America/Toronto). A column, not a
 * flow setting, because every area (servicing, OTP, documents, contracts)
 * reads it, not only the flows.
 */
export const tenantTimeZone: Migration = {
  name: "0026_tenant_time_zone",
  async up(db) {
    await db.schema.alterTable("tenants", (table) => {
      table.string("time_zone", 64).nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable("tenants", (table) => {
      table.dropColumn("time_zone");
    });
  },
};
