/**
 * @module otp
 * The server's one-time-password rules (C §2, §3.2, §7, §9; SECURITY 1–9):
 * the policy's figures and checks, a code from a random number, whether a
 * code is alive at `now`, the failure count a resend keeps, the account cap,
 * how a caller is identified (birth date, email, phone), masking for logs,
 * and the words of the message that carries a code. Pure functions; the
 * random source, the clock and the counters stay on the server.
 */
export * from "./policy.js";
export * from "./identify.js";
export * from "./message.js";
