import type { Migration } from "./types.js";

/** One-time-password challenges and the outbox of messages sent to customers (C §3.2, §3.5). */
export const otp: Migration = {
  name: "0005_otp",
  async up() {},
  async down() {},
};
