import type { Checklist, ChecklistItem } from "../models/checklist.js";
import { guardChecklistItem, replaceChecklistItem } from "./guard.js";
import { clearInternalCheck, setExternalCheck, setInternalCheck } from "./marks.js";
import type {
  ChecklistModifiers,
  ChecklistResult,
  ChecklistRole,
  ChecklistTab,
  ChecklistUser,
} from "./types.js";

/** Everything a click needs besides the checklist and the item id. */
export interface ChecklistClickOptions {
  readonly tab: ChecklistTab;
  readonly role: ChecklistRole;
  readonly user: ChecklistUser;
  readonly modifiers?: ChecklistModifiers;
  readonly disabled?: boolean;
}

/** The three kinds of internal click (A §4): plain, waiver (Ctrl), N/A (Shift or Ctrl+Shift). */
export type ChecklistClickKind = "check" | "waiver" | "notApplicable";

/**
 * Which internal action modifiers ask for. A §2's hint says Ctrl+Shift marks
 * N/A, A §4 says Shift-click: both mean N/A; Ctrl alone means waiver.
 *
 * @example
 * checklistClickKind({ ctrl: true, shift: false }) // "waiver"
 * checklistClickKind({ ctrl: true, shift: true }) // "notApplicable"
 * checklistClickKind({ ctrl: false, shift: true }) // "notApplicable"
 */
export const checklistClickKind = (modifiers: ChecklistModifiers | undefined): ChecklistClickKind =>
  modifiers?.shift ? "notApplicable" : modifiers?.ctrl ? "waiver" : "check";

const internalClick = (item: ChecklistItem, user: ChecklistUser, kind: ChecklistClickKind): ChecklistItem => {
  if (kind === "waiver") {
    return item.isWaived
      ? clearInternalCheck(item)
      : setInternalCheck(item, user, { isWaived: true, isNonApplicable: false });
  }
  if (kind === "notApplicable") {
    return item.isNonApplicable
      ? clearInternalCheck(item)
      : setInternalCheck(item, user, { isWaived: false, isNonApplicable: true });
  }
  return item.isChecked
    ? clearInternalCheck(item)
    : setInternalCheck(item, user, { isWaived: false, isNonApplicable: false });
};

/**
 * One click on a checklist item (A §4, A §5, A §6). Returns a new checklist
 * (the input is never changed) or a refusal code.
 *
 * Internal tab (admins only): a click checks (initials and user id recorded)
 * or unchecks (initials, waiver and N/A cleared); Ctrl toggles waiver; Shift
 * or Ctrl+Shift toggles N/A. External tab: toggles `isCheckedExternal` and
 * records initials and user id. Merchant, FAndI and AdminRep act only on
 * external items not checked internally; a waived or N/A item can be changed
 * only by the user who set it; customers and other roles are read-only.
 *
 * @example
 * const decoded = decodeChecklist({
 *   items: [{ id: -1, categoryTitle: "Documents" }, { id: 12, description: "Licence" }],
 * });
 * const checklist = decoded.ok ? decoded.value : { items: [] };
 * const options = {
 *   tab: "internal",
 *   role: 7,
 *   user: { id: 40, initials: "JD" },
 *   modifiers: { ctrl: true, shift: false },
 *   disabled: false,
 * } as const;
 * const result = clickChecklistItem(checklist, 12, options);
 * const item = result.ok ? result.checklist.items[1] : undefined;
 * [item?.isChecked, item?.isWaived, item?.checkedInitials] // [true, true, "JD"]
 * clickChecklistItem(checklist, -1, options) // { ok: false, reason: "categoryRow" }
 */
export const clickChecklistItem = (
  checklist: Checklist,
  itemId: number,
  options: ChecklistClickOptions,
): ChecklistResult => {
  const guard = guardChecklistItem(checklist, itemId, options);
  if (!guard.ok) return guard;
  if (guard.access === "partner" && guard.item.isChecked) return { ok: false, reason: "internalItemLocked" };
  const next =
    options.tab === "internal"
      ? internalClick(guard.item, options.user, checklistClickKind(options.modifiers))
      : setExternalCheck(guard.item, options.user, !guard.item.isCheckedExternal);
  return { ok: true, checklist: replaceChecklistItem(checklist, guard.index, next) };
};
