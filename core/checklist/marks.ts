import type { ChecklistItem } from "../models/checklist.js";
import type { ChecklistUser } from "./types.js";

/**
 * How check marks move, shared by clicks and note saving (private to the
 * folder: the public rules are `clickChecklistItem` and `saveChecklistNote`).
 */

/** Where an item stands once its internal check is gone. */
const fromWithoutInternal = (item: ChecklistItem) => (item.isCheckedExternal ? "external" : "none");

/** Clears the internal check with its initials, waiver and N/A; the external check stays. */
export const clearInternalCheck = (item: ChecklistItem): ChecklistItem => ({
  ...item,
  isChecked: false,
  isWaived: false,
  isNonApplicable: false,
  checkedInitials: null,
  checkedFrom: fromWithoutInternal(item),
});

/** Checks internally, recording the user, with the given waiver and N/A flags. */
export const setInternalCheck = (
  item: ChecklistItem,
  user: ChecklistUser,
  flags: { readonly isWaived: boolean; readonly isNonApplicable: boolean },
): ChecklistItem => ({
  ...item,
  isChecked: true,
  isWaived: flags.isWaived,
  isNonApplicable: flags.isNonApplicable,
  checkedInitials: user.initials,
  sysLogins_Id: user.id,
  checkedFrom: "internal",
});

/**
 * Sets or clears the external check (A §4: "clicking toggles
 * isCheckedExternal and records initials and user id"). Either way the
 * acting user's initials and id are recorded: an uncheck says who unchecked,
 * it does not wipe the attribution. `checkedFrom` follows the check that
 * stands: `external` once checked externally; after an uncheck `internal`
 * when the item is still checked internally, else `none`.
 */
export const setExternalCheck = (item: ChecklistItem, user: ChecklistUser, checked: boolean): ChecklistItem => ({
  ...item,
  isCheckedExternal: checked,
  checkedInitials: user.initials,
  sysLogins_Id: user.id,
  checkedFrom: checked ? "external" : item.isChecked ? "internal" : "none",
});
