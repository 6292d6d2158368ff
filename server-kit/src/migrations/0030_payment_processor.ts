import type { Migration } from "./types.js";

/**
 * The payment processor's daily step (issue 22 §2 and §4, docs/servicing.md
 * "The payment processor").
 *
 * `processor_days`: the lender's days whose pre-authorised debits were
 * submitted and whose results were applied, per tenant (`tenant_id, day`
 * unique). The next run catches up the days after the latest one (at most
 * 7); a tenant with none starts on its today, so switching a processor on
 * never collects lines that were late long before.
 *
 * `sandbox_pad_debits`: what the local sandbox processor was asked to
 * collect (`tenant_id, external_id` unique: a debit submitted again is the
 * same debit), with the return it decided for the debit, if any.
 */
export const paymentProcessor: Migration = {
  name: "0030_payment_processor",
  async up(db) {
    await db.schema.createTable("processor_days", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      /** The lender's day, yyyy-mm-dd. */
      table.string("day", 10).notNullable();
      table.string("done_at", 24).notNullable();
      table.unique(["tenant_id", "day"]);
    });
    await db.schema.createTable("sandbox_pad_debits", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.string("external_id", 100).notNullable();
      table.string("contract_number", 32).notNullable();
      table.bigInteger("amount_cents").notNullable();
      /** The day it is collected, yyyy-mm-dd. */
      table.string("due_date", 10).notNullable();
      /** The day the bank returns it, or null: it stays paid. */
      table.string("returned_on", 10).nullable();
      table.string("reason", 20).nullable();
      table.string("created_at", 24).notNullable();
      table.unique(["tenant_id", "external_id"]);
      table.index(["tenant_id", "due_date"]);
      table.index(["tenant_id", "returned_on"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("sandbox_pad_debits");
    await db.schema.dropTable("processor_days");
  },
};
