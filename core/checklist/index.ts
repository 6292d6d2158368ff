/**
 * @module checklist
 * The contract checklist side panel (A §2, §4–6): item clicks by tab and
 * role, note saving, badge count, tabs, colours, category grouping and the
 * "Checklist completed" switch. Pure functions over the `Checklist` dto.
 */
export * from "./types.js";
export { checklistAccess } from "./roles.js";
export { isChecklistItemLockedFor } from "./guard.js";
export * from "./click.js";
export * from "./note.js";
export * from "./view.js";
export * from "./completion.js";
export * from "./panel.js";
export * from "./texts.js";
export * from "./user.js";
export * from "./initials.js";
