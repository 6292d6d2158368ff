import type { Checklist, ChecklistItem } from "../models/checklist.js";

/** Builds a checklist item with the dto's defaults (test helper, not exported from the folder). */
export const makeItem = (fields: Partial<ChecklistItem> & { id: number }): ChecklistItem => ({
  categoryTitle: "",
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
  ...fields,
});

/** A small checklist: a category, an external item, an internal item, a second category, an external item. */
export const sampleChecklist = (): Checklist => ({
  items: [
    makeItem({ id: -1, categoryTitle: "Documents" }),
    makeItem({ id: 10, description: "Driver licence", isExternal: true }),
    makeItem({ id: 11, description: "Credit check" }),
    makeItem({ id: -1, categoryTitle: "Vehicle" }),
    makeItem({ id: 12, description: "Registration", isExternal: true }),
  ],
});
