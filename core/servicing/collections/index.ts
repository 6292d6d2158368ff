/**
 * The collections queue and its aging (issue 22 §5, docs/servicing.md
 * "Collections").
 */
export * from "./queue.js";
export * from "./aging.js";
