import type { Migration } from "./types.js";

/**
 * Uploaded files of a contract (A §2, §7; C §7 fileDrop). The bytes live in
 * the `Storage` under `stored_name` (random, the server's own); the client's
 * file name is kept only as display text in `description`. Deleting a file
 * removes its row and its bytes; the audit log keeps what was deleted
 * (never the bytes).
 */
export const files: Migration = {
  name: "0004_files",
  async up(db) {
    await db.schema.createTable("files", (table) => {
      table.increments("id");
      table.integer("tenant_id").notNullable().references("id").inTable("tenants");
      table.integer("contract_id").notNullable().references("id").inTable("contracts");
      /** Free label chosen by staff (e.g. `licence`); `fileDrop` for the applicant's own uploads. */
      table.string("category", 50).notNullable().defaultTo("general");
      /** The client's file name cleaned for display (A §7 description); never used in a path. */
      table.string("description", 255).notNullable();
      /** 128 random bits as hex plus the extension of the stored format. */
      table.string("stored_name", 64).notNullable().unique();
      /** `thumb_<stored_name>` for images (A §7); null for PDFs. */
      table.string("thumb_name", 70).nullable();
      /** Decided from the bytes, after re-encoding: image/jpeg, image/png or application/pdf. */
      table.string("mime_type", 32).notNullable();
      /** Bytes stored (after re-encoding). */
      table.integer("size_bytes").notNullable();
      /** SHA-256 (hex) of the stored bytes, for integrity checks and the audit trail. */
      table.string("sha256", 64).notNullable();
      /** `staff` (a signed-in user) or `fileDrop` (the applicant's slug). */
      table.string("source", 16).notNullable();
      table.integer("uploaded_by_user_id").nullable().references("id").inTable("users");
      table.integer("uploaded_by_customer_id").nullable().references("id").inTable("customers");
      table.string("created_at", 24).notNullable();
      table.index(["tenant_id", "contract_id", "id"]);
    });
  },
  async down(db) {
    await db.schema.dropTable("files");
  },
};
