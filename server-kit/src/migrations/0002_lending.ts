import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * Customers, contracts, their payment schedules, receipts and deferral
 * requests. Money is integer cents (`bigInteger`), never a float; rates are
 * exact decimal text. Every row carries `tenant_id`, and every query filters
 * on it (SECURITY 14). Dates without a time are `yyyy-mm-dd` text; instants
 * are fixed-width UTC ISO text, as in 0001.
 */
const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);
const day = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 10);

export const lending: Migration = {
  name: "0002_lending",
  async up(db) {
    await db.schema.createTable("customers", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.string("first_name", 100).notNullable().defaultTo("");
      table.string("last_name", 100).notNullable().defaultTo("");
      day(table, "birth_date").nullable();
      /** Kept lower-case so look-ups by email are exact. */
      table.string("email", 254).notNullable().defaultTo("");
      /** Ten digits, no separators. */
      table.string("cell_phone", 10).notNullable().defaultTo("");
      /** 0 French, 1 English (B §9 Language). */
      table.integer("language").notNullable().defaultTo(0);
      /** The customer's address and other profile fields (C §3.1 Customer) as JSON. */
      table.text("profile_json").notNullable().defaultTo("{}");
      time(table, "created_at").notNullable();
      time(table, "updated_at").notNullable();
      table.index(["tenant_id", "email", "birth_date"]);
      table.index(["tenant_id", "last_name"]);
    });
    await db.schema.createTable("contracts", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("customer_id").nullable().references("id").inTable("customers");
      /** Shown to people; unique within a tenant. */
      table.string("contract_number", 32).notNullable();
      table.integer("status_id").notNullable().defaultTo(0);
      table.integer("record_level").notNullable().defaultTo(0);
      /** `lease`, `finance` or `microCredit`. */
      table.string("product", 16).notNullable();
      table.boolean("is_training").notNullable().defaultTo(false);
      /** Denormalised from the body for the table call's search and sort (kept in step on every write). */
      table.string("lessee_name", 210).notNullable().defaultTo("");
      table.string("vehicle_label", 210).notNullable().defaultTo("");
      table.bigInteger("amount_cents").notNullable().defaultTo(0);
      /** Frequency code (B §9): 0 weekly, 1 bi-weekly, 2 monthly, 3 semi-monthly. */
      table.integer("frequency").nullable();
      table.integer("number_of_payments").nullable();
      day(table, "first_payment_date").nullable();
      /** Annual rate in percent as exact decimal text (e.g. "27.15"). */
      table.string("annual_rate", 16).nullable();
      /** The contract this one renews (C §3.4 leaContracts_Id_Original). */
      table.integer("original_contract_id").nullable().references("id").inTable("contracts");
      /** Why a final status was reached, e.g. `balanceZeroOnRenew` (C §3.4). */
      table.string("close_reason", 32).nullable();
      /** The contract's blocks (B §3) as the wire JSON, decoded by core's Schema on every read and write. */
      table.text("body_json").notNullable().defaultTo("{}");
      /** Optimistic concurrency: an update names the version it read; a stale one gets 409. */
      table.integer("version").notNullable().defaultTo(1);
      /** Public flow slug (C §3.9): ≥ 128 random bits, base64url; null when none is open. */
      table.string("slug", 64).nullable().unique();
      time(table, "slug_expires_at").nullable();
      table.integer("created_by_user_id").nullable().references("id").inTable("users");
      time(table, "created_at").notNullable();
      time(table, "updated_at").notNullable();
      table.unique(["tenant_id", "contract_number"]);
      table.index(["tenant_id", "status_id", "id"]);
      table.index(["tenant_id", "customer_id"]);
      table.index(["tenant_id", "lessee_name"]);
      table.index(["tenant_id", "created_at"]);
      table.index(["tenant_id", "amount_cents"]);
      table.index(["tenant_id", "updated_at"]);
    });
    await db.schema.createTable("payments", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      /** Order within the contract's schedule (1-based); a deferral fee line takes the next free number. */
      table.integer("seq").notNullable();
      /** `scheduled` (a schedule line) or `deferralFee`. */
      table.string("kind", 16).notNullable().defaultTo("scheduled");
      day(table, "due_date").notNullable();
      /** The due date before any deferral moved it. */
      day(table, "original_due_date").notNullable();
      table.bigInteger("amount_cents").notNullable();
      table.bigInteger("principal_cents").notNullable().defaultTo(0);
      table.bigInteger("interest_cents").notNullable().defaultTo(0);
      table.bigInteger("fee_cents").notNullable().defaultTo(0);
      table.bigInteger("balance_after_cents").notNullable().defaultTo(0);
      table.boolean("is_from_original_schedule").notNullable().defaultTo(true);
      time(table, "paid_at").nullable();
      /** NSF return on a paid payment (A §4 `paidNsfReturnable`). */
      table.boolean("can_return_nsf").notNullable().defaultTo(false);
      table.integer("version").notNullable().defaultTo(1);
      table.unique(["contract_id", "seq"]);
      table.index(["tenant_id", "contract_id", "due_date"]);
    });
    await db.schema.createTable("receipts", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      table.integer("payment_id").nullable().references("id").inTable("payments");
      day(table, "paid_on").notNullable();
      table.bigInteger("amount_cents").notNullable();
      /** e.g. `pad` (pre-authorised debit), `etransfer`, `cash`. */
      table.string("method", 16).notNullable();
      time(table, "created_at").notNullable();
      table.index(["tenant_id", "contract_id", "paid_on"]);
    });
    await db.schema.createTable("deferral_requests", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("customer_id").notNullable().references("id").inTable("customers");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      table.integer("payment_id").notNullable().references("id").inTable("payments");
      day(table, "from_date").notNullable();
      day(table, "to_date").notNullable();
      /** The Deferalmessage as sent (A §7), at most 1000 characters. */
      table.string("message", 1000).notNullable();
      table.string("lang", 2).notNullable();
      /** `pending`, `approved` or `refused`. */
      table.string("status", 16).notNullable();
      /**
       * The payment id while the request is pending, null once decided: a
       * unique index on it lets at most one pending request per payment
       * exist, on SQLite and PostgreSQL alike (SECURITY 28).
       */
      table.integer("pending_payment_id").nullable().unique();
      table.bigInteger("fee_cents").notNullable().defaultTo(0);
      table.integer("requested_by_user_id").nullable().references("id").inTable("users");
      table.integer("requested_by_customer_id").nullable().references("id").inTable("customers");
      table.integer("decided_by_user_id").nullable().references("id").inTable("users");
      time(table, "decided_at").nullable();
      table.string("decision_note", 500).nullable();
      time(table, "created_at").notNullable();
      table.index(["tenant_id", "status", "created_at"]);
      table.index(["tenant_id", "contract_id"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("deferral_requests");
    await db.schema.dropTable("receipts");
    await db.schema.dropTable("payments");
    await db.schema.dropTable("contracts");
    await db.schema.dropTable("customers");
  },
};
