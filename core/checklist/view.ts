import type { Checklist, ChecklistItem } from "../models/checklist.js";
import { checklistAccess } from "./roles.js";
import { isChecklistNoteBlank } from "./note.js";
import { checklistCategoryRowId, type ChecklistRole, type ChecklistTab } from "./types.js";

/**
 * True for a category title row (id -1).
 *
 * @example
 * isChecklistCategoryRow({ id: -1 }) // true
 */
export const isChecklistCategoryRow = (item: Pick<ChecklistItem, "id">): boolean => item.id === checklistCategoryRowId;

/**
 * The number on the Checklist button (A §2): items checked internally or
 * externally, or carrying a non-blank note. Category rows never count.
 *
 * @example
 * const decoded = decodeChecklist({
 *   items: [
 *     { id: -1, categoryTitle: "Documents" },
 *     { id: 1, isChecked: true },
 *     { id: 2, checklistNote: "see file" },
 *     { id: 3 },
 *   ],
 * });
 * decoded.ok && checklistBadgeCount(decoded.value) // 2
 */
export const checklistBadgeCount = (checklist: Checklist): number =>
  checklist.items.filter(
    (item) =>
      !isChecklistCategoryRow(item) &&
      (item.isChecked || item.isCheckedExternal || !isChecklistNoteBlank(item.checklistNote)),
  ).length;

/**
 * The tabs a role sees, in display order (A §2): admins see Marchand
 * (external) then Interne (internal); everyone else only the external list.
 *
 * @example
 * visibleChecklistTabs(7) // ["external", "internal"]
 * visibleChecklistTabs(3) // ["external"]
 */
export const visibleChecklistTabs = (role: ChecklistRole): readonly ChecklistTab[] =>
  checklistAccess(role) === "admin" ? ["external", "internal"] : ["external"];

/**
 * The tab the panel opens on (A §2): internal for admins, external otherwise.
 *
 * @example
 * initialChecklistTab(7) // "internal"
 * initialChecklistTab(1) // "external"
 */
export const initialChecklistTab = (role: ChecklistRole): ChecklistTab =>
  checklistAccess(role) === "admin" ? "internal" : "external";

/**
 * True when the admin hint ("CTRL+click marks waiver…") is shown: admins only.
 *
 * @example
 * isChecklistHintVisible(7) // true
 */
export const isChecklistHintVisible = (role: ChecklistRole): boolean => checklistAccess(role) === "admin";

/** The colour of an item's check mark (A §2). */
export type ChecklistItemColour = "grey" | "green" | "orange" | "red";

/**
 * An item's colour (A §2): grey on a disabled checklist; green when checked
 * internally (the internal check wins when both flags are set); orange when
 * checked only externally; red when unchecked.
 *
 * @example
 * checklistItemColour({ isChecked: false, isCheckedExternal: true }, { disabled: false }) // "orange"
 * checklistItemColour({ isChecked: true, isCheckedExternal: true }, { disabled: false }) // "green"
 * checklistItemColour({ isChecked: false, isCheckedExternal: false }) // "red"
 * checklistItemColour({ isChecked: true, isCheckedExternal: false }, { disabled: true }) // "grey"
 */
export const checklistItemColour = (
  item: Pick<ChecklistItem, "isChecked" | "isCheckedExternal">,
  options: { readonly disabled?: boolean } = {},
): ChecklistItemColour =>
  options.disabled ? "grey" : item.isChecked ? "green" : item.isCheckedExternal ? "orange" : "red";

/** One category of the panel: its title row (null for items before any category row) and its items. */
export interface ChecklistGroup {
  readonly category: ChecklistItem | null;
  /** The category row's `categoryTitle`, or its description when the title is empty; "" without a row. */
  readonly title: string;
  readonly items: readonly ChecklistItem[];
}

/**
 * Groups items under the category row that precedes them, keeping the order
 * of the dto (A §2). Items before the first category row form a group with
 * no category; a category row with no items still gives a (empty) group.
 *
 * @example
 * const decoded = decodeChecklist({
 *   items: [{ id: -1, categoryTitle: "Documents" }, { id: 1 }, { id: 2 }, { id: -1, categoryTitle: "Vehicle" }, { id: 3 }],
 * });
 * const groups = decoded.ok ? groupChecklistItems(decoded.value) : [];
 * groups.map((group) => [group.title, group.items.map((item) => item.id)]) // [["Documents", [1, 2]], ["Vehicle", [3]]]
 */
export const groupChecklistItems = (checklist: Checklist): readonly ChecklistGroup[] => {
  const groups: { category: ChecklistItem | null; title: string; items: ChecklistItem[] }[] = [];
  for (const item of checklist.items) {
    if (isChecklistCategoryRow(item)) {
      groups.push({ category: item, title: item.categoryTitle || item.description, items: [] });
      continue;
    }
    const current = groups[groups.length - 1];
    if (current) current.items.push(item);
    else groups.push({ category: null, title: "", items: [item] });
  }
  return groups;
};

/**
 * True when `item` belongs on `tab` (A §2): the Interne tab lists every item,
 * the Marchand tab only the external (dealer) list, the same list a partner
 * is sent. Category rows are placed by `groupChecklistItemsOn`.
 *
 * @example
 * isChecklistItemOnTab({ isExternal: false }, "external") // false
 * isChecklistItemOnTab({ isExternal: false }, "internal") // true
 */
export const isChecklistItemOnTab = (item: Pick<ChecklistItem, "isExternal">, tab: ChecklistTab): boolean =>
  tab === "internal" || item.isExternal;

/**
 * The groups of one tab: `groupChecklistItems` keeping only the items on the
 * tab, and dropping a category left with none (so the Marchand tab shows no
 * INTERNAL REVIEW title).
 *
 * @example
 * const decoded = decodeChecklist({
 *   items: [{ id: -1, categoryTitle: "Documents" }, { id: 1, isExternal: true }, { id: -1, categoryTitle: "Internal review" }, { id: 2 }],
 * });
 * const groups = decoded.ok ? groupChecklistItemsOn(decoded.value, "external") : [];
 * groups.map((group) => group.title) // ["Documents"]
 */
export const groupChecklistItemsOn = (checklist: Checklist, tab: ChecklistTab): readonly ChecklistGroup[] =>
  groupChecklistItems(checklist)
    .map((group) => ({ ...group, items: group.items.filter((item) => isChecklistItemOnTab(item, tab)) }))
    .filter((group) => tab === "internal" || group.items.length > 0);

/**
 * Whether an item's box is ticked on `tab`: on Interne, its internal check;
 * on Marchand, either check (an item the lender checked internally is done
 * for the dealer too, and locked for them), so a green item never shows an
 * empty box there.
 *
 * @example
 * isChecklistItemCheckedOn({ isChecked: true, isCheckedExternal: false }, "external") // true
 * isChecklistItemCheckedOn({ isChecked: false, isCheckedExternal: true }, "internal") // false
 */
export const isChecklistItemCheckedOn = (item: Pick<ChecklistItem, "isChecked" | "isCheckedExternal">, tab: ChecklistTab): boolean =>
  tab === "internal" ? item.isChecked : item.isChecked || item.isCheckedExternal;
