import type { Migration } from "./types.js";

/** Uploaded files of a contract (A §2, §7; C §7 fileDrop). */
export const files: Migration = {
  name: "0004_files",
  async up() {},
  async down() {},
};
