import type { Migration } from "./types.js";

/**
 * `lead_applicants`: what a new applicant typed on the basic-information
 * step, kept beside the lead (its DRAFT contract, which has no customer
 * yet) until the code sent to the typed phone is verified. Only then is the
 * lead attached to a customer (the one on file when that phone is hers, else
 * a new one): before, nothing is written to an existing customer's record
 * and the answer does not depend on whether she exists (issue 17 item 1).
 */
export const leadApplicants: Migration = {
  name: "0013_lead_applicants",
  async up(db) {
    await db.schema.createTable("lead_applicants", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().unique().references("id").inTable("contracts");
      table.string("first_name", 100).notNullable();
      table.string("last_name", 100).notNullable();
      table.string("birth_date", 10).notNullable();
      table.string("email", 254).notNullable();
      table.string("cell_phone", 10).notNullable();
      table.integer("language").notNullable();
      table.string("created_at", 24).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable("lead_applicants");
  },
};
