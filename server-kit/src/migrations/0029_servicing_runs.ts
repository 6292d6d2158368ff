import type { Migration } from "./types.js";

/**
 * The daily servicing run (issue 22 §2, docs/servicing.md "The daily run").
 *
 * `servicing_runs`: one row per contract and lender's day, the claim that
 * lets several server instances on one database share a day's run without
 * doing a contract twice (`contract_id, day` unique). A row is written for
 * every active contract when a run of the day starts; an instance takes a
 * row in the transaction that assesses the contract's fees (PostgreSQL:
 * `FOR UPDATE SKIP LOCKED`, so the others pass to the next; SQLite: one
 * writer at a time) and marks it done in that same transaction, so a
 * crash leaves it to the next run and a done row is never redone.
 *
 * `ledger_events.for_line_id`: the schedule row (`payments.id`) a fee is
 * for (a late fee names its late line); one fee of a kind per line
 * (`contract_id, fee_kind, for_line_id` unique; nulls never collide).
 */
const oneFeePerLine = "ledger_events_one_fee_per_line";

export const servicingRuns: Migration = {
  name: "0029_servicing_runs",
  async up(db) {
    await db.schema.createTable("servicing_runs", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      /** The lender's day run, yyyy-mm-dd. */
      table.string("day", 10).notNullable();
      /** The instance that did it (host and process), once done. */
      table.string("claimed_by", 100).nullable();
      table.string("done_at", 24).nullable();
      table.integer("fees_assessed").notNullable().defaultTo(0);
      table.unique(["contract_id", "day"]);
      table.index(["tenant_id", "day", "done_at"]);
    });
    await db.schema.alterTable("ledger_events", (table) => {
      table.integer("for_line_id").nullable();
    });
    // An index, not a constraint, on both engines: the same statement drops it.
    await db.raw(`CREATE UNIQUE INDEX ${oneFeePerLine} ON ledger_events (contract_id, fee_kind, for_line_id)`);
  },
  async down(db) {
    // Plain statements: knex's SQLite column drop copies the table, which would lose its version triggers (0028).
    await db.raw(`DROP INDEX ${oneFeePerLine}`);
    await db.raw("ALTER TABLE ledger_events DROP COLUMN for_line_id");
    await db.schema.dropTable("servicing_runs");
  },
};
