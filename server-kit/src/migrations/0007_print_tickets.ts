import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * Print tickets (C §7): the short-lived authorisation carried by the
 * `{session}` segment of a document URL opened in a new tab, where no
 * Authorization header goes. Only the ticket's SHA-256 is stored (as for
 * session tokens); the row binds it to a tenant, a document, a contract (and
 * a receipt), the issuing session and the language, so any instance can
 * serve it. Instants are UTC ISO text, as in 0001.
 */
const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);

export const printTickets: Migration = {
  name: "0007_print_tickets",
  async up(db) {
    await db.schema.createTable("print_tickets", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      /** SHA-256 (hex) of the ticket; the ticket itself is only in the path handed to the caller. */
      table.string("token_hash", 64).notNullable().unique();
      /** `Contract`, `PaidOutReport`, `AllTermsReport`, `LeaStatementReport` or `PaymentReceipt`. */
      table.string("document", 24).notNullable();
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      table.integer("receipt_id").nullable().references("id").inTable("receipts");
      /** The customer a customer session printed for (the contract must still be theirs); null for staff. */
      table.integer("owner_customer_id").nullable();
      /**
       * The issuing session (no foreign key: sessions are pruned long after
       * their tickets are dead). Logging out kills its tickets.
       */
      table.integer("session_id").notNullable();
      table.integer("issued_by_user_id").nullable();
      table.integer("issued_by_customer_id").nullable();
      table.string("lang", 2).notNullable();
      time(table, "created_at").notNullable();
      time(table, "expires_at").notNullable();
      /** Fetches so far; capped (a PDF viewer may fetch again to save or print). */
      table.integer("use_count").notNullable().defaultTo(0);
      time(table, "last_used_at").nullable();
      table.index(["tenant_id", "expires_at"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("print_tickets");
  },
};
