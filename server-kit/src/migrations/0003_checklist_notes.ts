import type { Migration } from "./types.js";

/** Checklist templates and items per contract, and contract notes (B §3.2, §3.3). */
export const checklistNotes: Migration = {
  name: "0003_checklist_notes",
  async up() {},
  async down() {},
};
