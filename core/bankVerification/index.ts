/**
 * @module bankVerification
 * Bank verification (C §3.7): provider choice, query switches, frame
 * addresses, provider messages checked by exact origin, the instant-mode
 * machine and its view, and the manual statement upload.
 */
export * from "./provider.js";
export * from "./query.js";
export * from "./urls.js";
export * from "./origins.js";
export * from "./messages.js";
export * from "./machine.js";
export * from "./view.js";
export * from "./manual.js";
export * from "./calls.js";
export * from "./manualReview.js";
