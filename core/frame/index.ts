/**
 * @module frame
 * Messages between the lead app and its parent page (C §7): typed builders of
 * what the app sends, the explicit target origin, exact origin allow-lists and
 * the parser of what the parent may send.
 */
export * from "./origin.js";
export * from "./redirect.js";
export * from "./messages.js";
export * from "./target.js";
export * from "./parent.js";
export * from "./renewalEffects.js";
export * from "./flowMessages.js";
