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
 * Sets or clears the external check. Checking records the user's initials and
 * id. Clearing takes back what the external check set: on an item not checked
 * internally the initials and user id go (issue 15 §6: a dealer's uncheck
 * leaves no initials behind); on an item checked internally they belong to the
 * internal check and stay.
 */
export const setExternalCheck = (item: ChecklistItem, user: ChecklistUser, checked: boolean): ChecklistItem => {
  if (checked) return { ...item, isCheckedExternal: true, checkedInitials: user.initials, sysLogins_Id: user.id, checkedFrom: "external" };
  if (item.isChecked) return { ...item, isCheckedExternal: false, checkedFrom: "internal" };
  return { ...item, isCheckedExternal: false, checkedInitials: null, sysLogins_Id: null, checkedFrom: "none" };
};
