import type { Migration } from "./types.js";

/**
 * `account_entry_tickets`: what the staff's ByPassOTP hands out instead of
 * a session token. The ticket travels in the account entry's address
 * (`/go/account/:lang/:ticket`, where history, Referer headers and
 * screenshots keep it), so it is worth nothing once used: the lead app
 * exchanges it on first load for a customer session, and the exchange
 * consumes it (`UPDATE … WHERE used_at IS NULL`). Only its SHA-256 is kept.
 */
export const accountEntryTickets: Migration = {
  name: "0014_account_entry_tickets",
  async up(db) {
    await db.schema.createTable("account_entry_tickets", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("customer_id").notNullable().references("id").inTable("customers");
      table.integer("created_by_user_id").nullable().references("id").inTable("users");
      table.string("ticket_hash", 64).notNullable().unique();
      table.string("created_at", 24).notNullable();
      table.string("expires_at", 24).notNullable();
      table.string("used_at", 24).nullable();
    });
  },
  async down(db) {
    await db.schema.dropTable("account_entry_tickets");
  },
};
