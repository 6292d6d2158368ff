import type { ChecklistRefusal, ChecklistUser } from "./types.js";

/** The signed-in user as an application knows it: an id (a number or a numeric text) and initials. */
export interface ChecklistSignedInUser {
  readonly id: number | string;
  readonly initials?: string | null;
}

const loginIdOf = (id: number | string): number | null => {
  const value = typeof id === "number" ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * The signed-in user as the checklist rules need it: a positive whole login id
 * (a number, or a text of digits) and trimmed initials ("" when missing); null
 * when nobody is signed in or the id is unusable.
 *
 * @example
 * checklistUserOf({ id: "42", initials: " JD " }) // { id: 42, initials: "JD" }
 * checklistUserOf({ id: 7 }) // { id: 7, initials: "" }
 * checklistUserOf({ id: "abc", initials: "JD" }) // null
 * checklistUserOf(null) // null
 */
export const checklistUserOf = (user: ChecklistSignedInUser | null | undefined): ChecklistUser | null => {
  if (user === null || user === undefined) return null;
  const id = loginIdOf(user.id);
  return id === null ? null : { id, initials: typeof user.initials === "string" ? user.initials.trim() : "" };
};

/**
 * Why a checklist change is refused before any other rule when there is no
 * usable user: the session is read-only ("readOnlyRole", with its text in both
 * languages); null when there is a user.
 *
 * @example
 * checklistUserRefusal(null) // "readOnlyRole"
 * checklistUserRefusal({ id: 42, initials: "JD" }) // null
 */
export const checklistUserRefusal = (user: ChecklistUser | null): ChecklistRefusal | null =>
  user === null ? "readOnlyRole" : null;
