import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * Checklist templates per tenant and product, each contract's own copy of
 * its template's items with their check marks, the contract's "Checklist
 * completed" flag, and contract notes with per-reader read marks (A §3–§6,
 * B §3.2, §3.3). Labels are stored in both languages so a tenant can edit
 * its template without a release. Every row carries `tenant_id` (SECURITY
 * 14); times are fixed-width UTC ISO text, as in 0001.
 */
const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);

/** A label in both languages (`<name>_fr`, `<name>_en`). */
const bilingual = (table: Knex.CreateTableBuilder, name: string, length: number) => {
  table.string(`${name}_fr`, length).notNullable();
  table.string(`${name}_en`, length).notNullable();
};

const createTemplates = async (db: Knex) => {
  await db.schema.createTable("checklist_templates", (table) => {
    table.increments("id");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    /** `lease`, `finance` or `microCredit`, as `contracts.product`. */
    table.string("product", 16).notNullable();
    time(table, "created_at").notNullable();
    /** One template per tenant and product: two first reads racing to seed it create it once. */
    table.unique(["tenant_id", "product"]);
  });
  await db.schema.createTable("checklist_template_categories", (table) => {
    table.increments("id");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    table.integer("template_id").notNullable().references("id").inTable("checklist_templates");
    table.integer("position").notNullable();
    bilingual(table, "title", 200);
    table.index(["template_id", "position"]);
  });
  await db.schema.createTable("checklist_template_items", (table) => {
    table.increments("id");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    table.integer("template_id").notNullable().references("id").inTable("checklist_templates");
    table.integer("category_id").notNullable().references("id").inTable("checklist_template_categories");
    table.integer("position").notNullable();
    bilingual(table, "description", 300);
    /** Shown to Merchant, FAndI and AdminRep, who may check it (A §5, §6); false: internal, admins only. */
    table.boolean("is_external").notNullable().defaultTo(false);
    table.boolean("is_external_only").notNullable().defaultTo(false);
    table.index(["template_id", "category_id", "position"]);
  });
};

const createContractChecklists = async (db: Knex) => {
  await db.schema.createTable("contract_checklists", (table) => {
    /** One row per contract, written the first time its checklist is read: the copy is made once. */
    table.integer("contract_id").primary().references("id").inTable("contracts");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    table.integer("template_id").nullable().references("id").inTable("checklist_templates");
    /** The "Checklist completed" switch (A §2, B §3.1 isContractCompleted); a completed checklist is read-only. */
    table.boolean("is_completed").notNullable().defaultTo(false);
    time(table, "completed_at").nullable();
    table.integer("completed_by_user_id").nullable().references("id").inTable("users");
    table.integer("version").notNullable().defaultTo(1);
    time(table, "created_at").notNullable();
    time(table, "updated_at").notNullable();
    table.index(["tenant_id"]);
  });
  await db.schema.createTable("contract_checklist_items", (table) => {
    table.increments("id");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    table.integer("contract_id").notNullable().references("id").inTable("contracts");
    table.integer("template_item_id").nullable().references("id").inTable("checklist_template_items").onDelete("SET NULL");
    /** The category and the item as copied from the template (later template edits do not rewrite a contract's list). */
    table.integer("category_position").notNullable();
    bilingual(table, "category", 200);
    table.integer("position").notNullable();
    bilingual(table, "description", 300);
    table.boolean("is_external").notNullable().defaultTo(false);
    table.boolean("is_external_only").notNullable().defaultTo(false);
    /** The check marks of B §3.2, moved only by core's checklist rules. */
    table.boolean("is_checked").notNullable().defaultTo(false);
    table.boolean("is_approval_checked").notNullable().defaultTo(false);
    table.boolean("is_checked_external").notNullable().defaultTo(false);
    table.boolean("is_waived").notNullable().defaultTo(false);
    table.boolean("is_non_applicable").notNullable().defaultTo(false);
    /** `none`, `internal` or `external`. */
    table.string("checked_from", 8).notNullable().defaultTo("none");
    table.string("checked_initials", 8).nullable();
    /** A §9: at most 500 characters. */
    table.string("checklist_note", 500).nullable();
    /** sysLogins_Id: who last checked it. */
    table.integer("sys_logins_id").nullable().references("id").inTable("users");
    /** Optimistic concurrency: every change names the version it read. */
    table.integer("version").notNullable().defaultTo(1);
    time(table, "updated_at").notNullable();
    table.unique(["contract_id", "template_item_id"]);
    table.index(["tenant_id", "contract_id", "category_position", "position"]);
  });
};

const createNotes = async (db: Knex) => {
  await db.schema.createTable("notes", (table) => {
    table.increments("id");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    table.integer("contract_id").notNullable().references("id").inTable("contracts");
    /** UI_sysLogins_Id: the staff user who wrote it. */
    table.integer("author_user_id").nullable().references("id").inTable("users");
    /** 1 to 500 characters. */
    table.string("text", 500).notNullable();
    /** False: private, shown to staff only; customers never see it. */
    table.boolean("is_public").notNullable().defaultTo(false);
    /** chkActiv: false once removed. */
    table.boolean("is_active").notNullable().defaultTo(true);
    time(table, "created_at").notNullable();
    table.index(["tenant_id", "contract_id", "created_at"]);
  });
  await db.schema.createTable("note_reads", (table) => {
    table.integer("note_id").notNullable().references("id").inTable("notes");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    /** `staff` (reader_id is a user id) or `customer` (a customer id). */
    table.string("reader_kind", 8).notNullable();
    table.integer("reader_id").notNullable();
    time(table, "read_at").notNullable();
    /** A reader marks a note read once, however often they ask. */
    table.primary(["note_id", "reader_kind", "reader_id"]);
    table.index(["tenant_id", "note_id"]);
  });
};

export const checklistNotes: Migration = {
  name: "0003_checklist_notes",
  async up(db) {
    await createTemplates(db);
    await createContractChecklists(db);
    await createNotes(db);
  },
  async down(db) {
    await db.schema.dropTable("note_reads");
    await db.schema.dropTable("notes");
    await db.schema.dropTable("contract_checklist_items");
    await db.schema.dropTable("contract_checklists");
    await db.schema.dropTable("checklist_template_items");
    await db.schema.dropTable("checklist_template_categories");
    await db.schema.dropTable("checklist_templates");
  },
};
