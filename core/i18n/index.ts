/**
 * @module i18n
 * The fr and en message catalogs of every user-facing text, and `t`.
 */
export * from "./translate.js";
