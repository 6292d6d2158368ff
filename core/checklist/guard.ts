import type { Checklist, ChecklistItem } from "../models/checklist.js";
import { checklistAccess } from "./roles.js";
import {
  checklistCategoryRowId,
  type ChecklistRefusal,
  type ChecklistRole,
  type ChecklistTab,
  type ChecklistUser,
} from "./types.js";

/** What the shared permission check needs. */
export interface ChecklistGuardInput {
  readonly role: ChecklistRole;
  readonly user: ChecklistUser;
  readonly disabled?: boolean;
  /** The tab acted on; a note popup has none. */
  readonly tab?: ChecklistTab;
}

/** The item found and the access level, when the action may go on. */
export type ChecklistGuardResult =
  | {
      readonly ok: true;
      readonly index: number;
      readonly item: ChecklistItem;
      readonly access: "admin" | "partner";
    }
  | { readonly ok: false; readonly reason: ChecklistRefusal };

/**
 * True when an item is waived or N/A and was set by someone other than `userId`
 * (A §5: such an item can be changed only by the user who set it). An item
 * whose author is unknown (`sysLogins_Id` null) is not locked.
 *
 * @example
 * const decoded = decodeChecklistItem({ id: 5, isChecked: true, isWaived: true, sysLogins_Id: 12 });
 * decoded.ok && isChecklistItemLockedFor(decoded.value, 40) // true
 * decoded.ok && isChecklistItemLockedFor(decoded.value, 12) // false
 */
export const isChecklistItemLockedFor = (item: ChecklistItem, userId: number): boolean =>
  (item.isWaived || item.isNonApplicable) && item.sysLogins_Id !== null && item.sysLogins_Id !== userId;

/**
 * The permission rules shared by clicks and note saving (A §5, A §6), in a
 * fixed order so a refusal always gives the same code. The "checked
 * internally" lock for partners is left to the caller: a click is refused,
 * a note is saved without touching the check marks.
 */
export const guardChecklistItem = (
  checklist: Checklist,
  itemId: number,
  input: ChecklistGuardInput,
): ChecklistGuardResult => {
  if (input.disabled) return { ok: false, reason: "checklistDisabled" };
  if (itemId === checklistCategoryRowId) return { ok: false, reason: "categoryRow" };
  const index = checklist.items.findIndex((candidate) => candidate.id === itemId);
  const item = checklist.items[index];
  if (index < 0 || item === undefined) return { ok: false, reason: "unknownItem" };
  const access = checklistAccess(input.role);
  if (access === "readOnly") return { ok: false, reason: "readOnlyRole" };
  if (input.tab === "internal" && access !== "admin") return { ok: false, reason: "internalTabAdminOnly" };
  if ((access === "partner" || input.tab === "external") && !item.isExternal) return { ok: false, reason: "externalItemsOnly" };
  if (isChecklistItemLockedFor(item, input.user.id)) return { ok: false, reason: "authorOnly" };
  return { ok: true, index, item, access };
};

/** A copy of `checklist` with the item at `index` replaced (internal helper). */
export const replaceChecklistItem = (checklist: Checklist, index: number, item: ChecklistItem): Checklist => ({
  ...checklist,
  items: checklist.items.map((current, position) => (position === index ? item : current)),
});
