import type { Migration } from "./types.js";

/**
 * Collections (issue 22 §5, docs/servicing.md "Collections").
 *
 * `contracts.collector_user_id`: the collector (a RegCollector or
 * AdminCollector user of the tenant) a contract is assigned to; null when
 * none is. No foreign key: SQLite drops a column only when nothing refers
 * through it, and the route checks the user is the tenant's collector.
 *
 * `notes.promise_to_pay_on`: the day the customer promised to pay, said on
 * the contact note that recorded it (yyyy-mm-dd); null on other notes.
 */
export const collections: Migration = {
  name: "0031_collections",
  async up(db) {
    await db.schema.alterTable("contracts", (table) => {
      table.integer("collector_user_id").nullable();
    });
    await db.schema.alterTable("notes", (table) => {
      table.string("promise_to_pay_on", 10).nullable();
    });
  },
  async down(db) {
    // Plain statements: knex's SQLite column drop copies the table, which would lose its version triggers (0009).
    await db.raw("ALTER TABLE notes DROP COLUMN promise_to_pay_on");
    await db.raw("ALTER TABLE contracts DROP COLUMN collector_user_id");
  },
};
