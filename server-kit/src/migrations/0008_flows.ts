import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * The public cash-loan and renewal flows (C §3.6–§3.10): per-tenant flow
 * settings, the state of each flow (one per DRAFT contract with a slug),
 * bank verification requests, the sandbox provider's sessions and the
 * signatures. Every row carries `tenant_id` (SECURITY 14); JSON columns are
 * text decoded by a Schema on every read; instants are UTC ISO text.
 */
const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);

export const flows: Migration = {
  name: "0008_flows",
  async up(db) {
    await db.schema.createTable("flow_settings", (table) => {
      table.integer("tenant_id").primary().references("id").inTable("tenants");
      /** The tenant's flow settings (parent origins, loan limits, provinces, fee, bank instances) as JSON. */
      table.text("settings_json").notNullable().defaultTo("{}");
      time(table, "updated_at").notNullable();
    });
    await db.schema.createTable("flow_states", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().unique().references("id").inTable("contracts");
      /** `renewal` (an existing client's DRAFT renewal) or `application` (a new applicant's lead). */
      table.string("kind", 16).notNullable();
      /** The onboarding step attained (C §3.9): the furthest step this flow may be on. */
      table.integer("step_attained").notNullable();
      /** When the phone was verified by OTP; null for a lead that has not verified it yet. */
      time(table, "phone_verified_at").nullable();
      /** Language the applicant uses (`fr`/`en`), from the `lang` query of the step writes. */
      table.string("lang", 2).notNullable().defaultTo("fr");
      /** Step 1 loan choice, step 23 income, step 24 references, step 21 address: JSON text. */
      table.text("loan_json").nullable();
      table.text("income_json").nullable();
      table.text("references_json").nullable();
      table.text("address_json").nullable();
      time(table, "completed_at").nullable();
      table.integer("version").notNullable().defaultTo(1);
      time(table, "created_at").notNullable();
      time(table, "updated_at").notNullable();
      table.index(["tenant_id", "contract_id"]);
    });
    await db.schema.createTable("bank_verifications", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      /** `decisionLogic`, `flinks` or `zumRails`. */
      table.string("provider", 16).notNullable();
      /** `sandbox` or `live`: which adapter answered. */
      table.string("mode", 8).notNullable();
      /** Our own random code (128 bits, hex), unique everywhere. */
      table.string("request_code", 64).notNullable().unique();
      table.integer("bank_service_id").nullable();
      table.boolean("is_test").notNullable().defaultTo(false);
      /** The provider's own reference (login id, request id); never written to the audit log. */
      table.string("provider_reference", 200).nullable();
      /** `pending`, `succeeded` or `failed`. */
      table.string("status", 16).notNullable();
      /** The statement summary the provider returned, as JSON (no full account number). */
      table.text("summary_json").nullable();
      time(table, "created_at").notNullable();
      time(table, "completed_at").nullable();
      table.index(["tenant_id", "contract_id", "status"]);
      table.unique(["contract_id", "provider", "provider_reference"]);
    });
    await db.schema.createTable("bank_sandbox_sessions", (table) => {
      table.increments("id");
      /** `decisionLogic`, `flinks` or `zumRails`. */
      table.string("provider", 16).notNullable();
      /** What the sandbox handed to the page (request code, login id, request id): random, unique. */
      table.string("reference", 64).notNullable().unique();
      /** The flow it belongs to, once known (the alternate view learns it when the result is posted). */
      table.integer("contract_id").nullable().references("id").inTable("contracts");
      table.integer("bank_id").notNullable();
      /** `success` or `failure`, as chosen on the sandbox login form. */
      table.string("outcome", 8).notNullable();
      time(table, "created_at").notNullable();
    });
    await db.schema.createTable("signatures", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      /** One signature per contract: a second submit fails on this index. */
      table.integer("contract_id").notNullable().unique().references("id").inTable("contracts");
      table.string("signer_name", 210).notNullable();
      /** The re-encoded PNG's name in the tenant's storage, its SHA-256 and size. */
      table.string("image_name", 120).notNullable();
      table.string("image_sha256", 64).notNullable();
      table.integer("image_bytes").notNullable();
      /** The canonical contract document the applicant saw and signed, and its SHA-256. */
      table.text("document_json").notNullable();
      table.string("document_sha256", 64).notNullable();
      time(table, "signed_at").notNullable();
      table.string("ip", 64).nullable();
      table.string("user_agent", 300).nullable();
      table.index(["tenant_id", "signed_at"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("signatures");
    await db.schema.dropTable("bank_sandbox_sessions");
    await db.schema.dropTable("bank_verifications");
    await db.schema.dropTable("flow_states");
    await db.schema.dropTable("flow_settings");
  },
};
