import type { Migration } from "./types.js";

/**
 * The lender's review of statements submitted by hand (C §3.7 manual mode):
 * who decided, when, and the note they left. A refused submission keeps
 * its row (status `failed`) and the applicant's next one is a new row.
 */
export const bankReviews: Migration = {
  name: "0025_bank_reviews",
  async up(db) {
    await db.schema.alterTable("bank_verifications", (table) => {
      table.integer("reviewed_by_user_id").nullable().references("id").inTable("users");
      table.string("reviewed_at", 24).nullable();
      table.string("review_note", 500).nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable("bank_verifications", (table) => {
      table.dropColumn("review_note");
      table.dropColumn("reviewed_at");
      table.dropColumn("reviewed_by_user_id");
    });
  },
};
