import type { Migration } from "./types.js";

/**
 * `message_outbox.attachments_json`: the files an email carries (the copy
 * of a signed contract sent after signing, C §3.8), as JSON
 * `[{ fileName, contentType, base64 }]`, null for a message without any.
 * `deliverOutbox` hands them to the real sender and blanks them once
 * delivered, as it does the body.
 */
export const outboxAttachments: Migration = {
  name: "0017_outbox_attachments",
  async up(db) {
    await db.schema.alterTable("message_outbox", (table) => {
      table.text("attachments_json").nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable("message_outbox", (table) => {
      table.dropColumn("attachments_json");
    });
  },
};
