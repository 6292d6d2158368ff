import type { ChecklistRole } from "@lendkit/core";
import type { LendkitContextValue } from "../provider/index.js";

export { checklistUserOf, checklistUserRefusal } from "@lendkit/core";

/**
 * The role handed to core's checklist rules. Nobody signed in is passed as
 * an unknown role id, which core treats as read-only (private to the folder).
 */
export const checklistRoleOf = (role: LendkitContextValue["role"]): ChecklistRole => role ?? -1;
