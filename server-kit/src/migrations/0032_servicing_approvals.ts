import type { Migration } from "./types.js";

/**
 * Maker-checker for corrections (issue 22 §2, docs/servicing.md
 * "Approvals"): a waiver, an adjustment or a write-off above the tenant's
 * threshold (`servicing.approvalAbove`) is kept here, pending, until a
 * second person approves it (its ledger event is then written, named by
 * `event_id`) or someone rejects it. `request` holds what was asked, as
 * JSON text; `amount_cents` what it moved on the day it was asked.
 */
export const servicingApprovals: Migration = {
  name: "0032_servicing_approvals",
  async up(db) {
    await db.schema.createTable("servicing_approvals", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      /** waiver | adjustment | writeOff */
      table.string("kind", 20).notNullable();
      table.text("request").notNullable();
      table.bigInteger("amount_cents").notNullable();
      /** pending | approved | rejected */
      table.string("status", 10).notNullable().defaultTo("pending");
      table.integer("requested_by").nullable().references("id").inTable("users");
      table.string("requested_at", 24).notNullable();
      table.integer("decided_by").nullable().references("id").inTable("users");
      table.string("decided_at", 24).nullable();
      table.string("decision_note", 500).nullable();
      table.integer("event_id").nullable().references("id").inTable("ledger_events");
      table.index(["tenant_id", "status", "contract_id"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("servicing_approvals");
  },
};
