import {
  checklistCategoryRowId,
  encodeChecklist,
  isChecklistItemOnTab,
  visibleChecklistTabs,
  type Checklist,
  type ChecklistItem,
  type ChecklistRole,
  type Lang,
} from "@lendkit/core";
import type { StoredChecklistItem } from "../data/checklists.js";

/** The answer of every checklist route: the B §3.2 dto plus the contract's completion flag (B §3.1). */
export interface ChecklistAnswer {
  readonly items: ReturnType<typeof encodeChecklist>["items"];
  readonly isContractCompleted: boolean;
}

const categoryRow = (title: string): ChecklistItem => ({
  id: checklistCategoryRowId,
  categoryTitle: title,
  description: "",
  isChecked: false,
  isApprovalChecked: false,
  isCheckedExternal: false,
  isWaived: false,
  isNonApplicable: false,
  isExternal: false,
  isExternalOnly: false,
  checkedFrom: "none",
  checkedInitials: null,
  checklistNote: null,
  sysLogins_Id: null,
});

/**
 * True when `role` sees every item: the roles with the internal tab (A §2:
 * "non-admins see only the external list"), as core decides it.
 */
export const seesInternalItems = (role: ChecklistRole): boolean => visibleChecklistTabs(role).includes("internal");

/**
 * The checklist as `role` may see it, labels in `lang`: admins get every
 * item; everyone else only the external ones, so internal items (and a
 * category left with none) never reach them. Each category opens with its
 * row (id -1), as the dto orders them.
 */
export const checklistFor = (stored: readonly StoredChecklistItem[], role: ChecklistRole, lang: Lang): Checklist => {
  const all = seesInternalItems(role);
  const items: ChecklistItem[] = [];
  let currentCategory: number | null = null;
  for (const entry of stored) {
    if (!all && !isChecklistItemOnTab(entry.marks, "external")) continue;
    const title = entry.category[lang];
    if (entry.categoryPosition !== currentCategory) {
      items.push(categoryRow(title));
      currentCategory = entry.categoryPosition;
    }
    items.push({ ...entry.marks, categoryTitle: title, description: entry.description[lang] });
  }
  return { items };
};

/** The JSON answer: the caller's checklist and whether it is marked completed. */
export const checklistAnswer = (
  stored: readonly StoredChecklistItem[],
  role: ChecklistRole,
  lang: Lang,
  completed: boolean,
): ChecklistAnswer => ({ items: encodeChecklist(checklistFor(stored, role, lang)).items, isContractCompleted: completed });
