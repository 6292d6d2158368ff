import type { Migration } from "./types.js";

/**
 * Lead attribution (C §3.3 `leadSourceId`, C §3.10): the lender's source
 * the applicant came from, kept on the lead's contract — a new applicant's
 * lead or a renewal's draft — when the flow starts or its code is verified
 * (the first source wins). Nullable: staff-made contracts and applicants who
 * came with no source have none. A plain `ADD COLUMN` so SQLite keeps the
 * table as it is.
 */
export const leadSource: Migration = {
  name: "0019_lead_source",
  async up(db) {
    await db.raw("ALTER TABLE contracts ADD COLUMN lead_source_id integer");
  },
  async down(db) {
    await db.raw("ALTER TABLE contracts DROP COLUMN lead_source_id");
  },
};
