/**
 * @module table
 * The paged data table (A §2–4, §7): state, sort/search/page transitions
 * with refetch, URL state, the row filter string and the pager.
 */
export * from "./state.js";
export * from "./transitions.js";
export * from "./url.js";
export * from "./filter.js";
export * from "./pager.js";
export * from "./queryParameters.js";
