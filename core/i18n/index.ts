/**
 * @module i18n
 * The fr and en message catalogs of every user-facing text, `t`, and
 * `translator` for a module that needs only its own domain's texts.
 */
export * from "./translate.js";
export * from "./scoped.js";
export * from "./frenchSpacing.js";
