import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * One-time-password codes, the account-level failure counters, and the
 * outbox of messages sent to customers (C §3.2, §3.5; SECURITY 1–9). Times
 * are fixed-width UTC ISO text as in 0001.
 */
const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);

export const otp: Migration = {
  name: "0005_otp",
  async up(db) {
    /**
     * One row per code sent. A resend inserts a new row and voids the live
     * one of the same challenge (tenant, flow, subject), carrying its
     * failure count over. The code itself is never stored: only
     * HMAC-SHA-256(server key, challenge binding + code).
     */
    await db.schema.createTable("otp_challenges", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      /** Null for a decoy challenge (a tenant answering unknown customers like known ones). */
      table.integer("customer_id").nullable().references("id").inTable("customers");
      /** The lead a `lead` code verifies the phone of (a DRAFT contract of the new-applicant flow). */
      table.integer("contract_id").nullable().references("id").inTable("contracts");
      /** Who the counters are about: `customer:<id>`, or `decoy:<keyed hash>` for an unknown identity. */
      table.string("subject", 80).notNullable();
      /** `account` (GetServerInfosFromOTP), `renewal` (validateOTPAndRenew) or `lead` (validateOTPAndContinue). */
      table.string("flow", 16).notNullable();
      /** `SMS`, `EMAIL` or `CALL`. */
      table.string("channel", 8).notNullable();
      /** SHA-256 (hex) of the userSlug handed to the caller; the slug itself is not stored. */
      table.string("user_slug_hash", 64).notNullable().unique();
      /** HMAC-SHA-256 (hex) of the code, keyed by the deployment's OTP key. */
      table.string("code_hmac", 64).notNullable();
      time(table, "created_at").notNullable();
      time(table, "expires_at").notNullable();
      time(table, "used_at").nullable();
      time(table, "voided_at").nullable();
      table.integer("failed_attempts").notNullable().defaultTo(0);
      table.index(["tenant_id", "flow", "subject", "created_at"]);
      table.index(["created_at"]);
    });
    /** Consecutive wrong codes of one subject across its codes, and the delay once the cap is reached. */
    await db.schema.createTable("otp_lockouts", (table) => {
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.string("subject", 80).notNullable();
      table.integer("consecutive_failures").notNullable().defaultTo(0);
      time(table, "locked_until").nullable();
      time(table, "updated_at").notNullable();
      table.primary(["tenant_id", "subject"]);
    });
    /**
     * Messages handed to the outbox sender (the development and demo
     * default). The body holds the code in clear, which is why production
     * does not use this sender by default and the route that reads it does
     * not exist there; `deliverOutbox` blanks a body once a real sender
     * delivered it.
     */
    await db.schema.createTable("message_outbox", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      /** `EMAIL`, `SMS` or `CALL`. */
      table.string("channel", 8).notNullable();
      table.string("recipient", 254).notNullable();
      table.string("subject", 200).notNullable().defaultTo("");
      table.text("body").notNullable();
      /** The message's language, for a relay that reads a call aloud. */
      table.string("lang", 2).notNullable().defaultTo("fr");
      time(table, "created_at").notNullable();
      time(table, "sent_at").nullable();
      table.string("error", 500).nullable();
      table.index(["tenant_id", "created_at"]);
      table.index(["sent_at", "id"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("message_outbox");
    await db.schema.dropTable("otp_lockouts");
    await db.schema.dropTable("otp_challenges");
  },
};
