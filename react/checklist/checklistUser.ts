import type { ChecklistRole, ChecklistUser } from "@lendkit/core";
import type { LendkitContextValue } from "../provider/index.js";

/**
 * The role handed to core's checklist rules. Nobody signed in is passed as
 * an unknown role id, which core treats as read-only (private to the folder).
 */
export const checklistRoleOf = (role: LendkitContextValue["role"]): ChecklistRole => role ?? -1;

/**
 * The provider's user as core's checklist rules need it: a numeric login id
 * and initials ("" when unknown). A missing or non-numeric id becomes -1, an
 * id no real login has (private to the folder).
 */
export const checklistUserOf = (user: LendkitContextValue["user"]): ChecklistUser => {
  const id = typeof user?.id === "number" ? user.id : Number(user?.id ?? Number.NaN);
  return { id: Number.isFinite(id) ? id : -1, initials: user?.initials ?? "" };
};
