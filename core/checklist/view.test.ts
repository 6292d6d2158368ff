import { describe, expect, it } from "vitest";
import { Role } from "../access/roles.js";
import { t } from "../i18n/translate.js";
import {
  canShowChecklistCompletionSwitch,
  checklistBadgeCount,
  checklistCompletionColour,
  checklistItemColour,
  checklistPanelOtherSide,
  checklistReasonText,
  checklistRefusals,
  groupChecklistItems,
  initialChecklistTab,
  isChecklistHintVisible,
  isChecklistNoteSubmitShortcut,
  toggleChecklistCompletion,
  visibleChecklistTabs,
} from "./index.js";
import { makeItem, sampleChecklist } from "./testItems.js";

describe("panel view rules (A §2)", () => {
  it("counts items checked either way or carrying a note, never category rows", () => {
    const checklist = {
      items: [
        makeItem({ id: -1, isChecked: true, checklistNote: "category" }),
        makeItem({ id: 1, isChecked: true }),
        makeItem({ id: 2, isCheckedExternal: true }),
        makeItem({ id: 3, checklistNote: "see file" }),
        makeItem({ id: 4, checklistNote: "  " }),
        makeItem({ id: 5 }),
      ],
    };
    expect(checklistBadgeCount(checklist)).toBe(3);
  });

  it("shows both tabs and the internal one first to admins only", () => {
    expect(visibleChecklistTabs(Role.Admin)).toEqual(["external", "internal"]);
    expect(initialChecklistTab(Role.Admin)).toBe("internal");
    for (const role of [Role.Merchant, Role.FAndI, Role.AdminRep, Role.Client]) {
      expect(visibleChecklistTabs(role)).toEqual(["external"]);
      expect(initialChecklistTab(role)).toBe("external");
      expect(isChecklistHintVisible(role)).toBe(false);
    }
    expect(isChecklistHintVisible(Role.Admin)).toBe(true);
  });

  it("colours items: grey when disabled, green internal, orange external, red unchecked", () => {
    expect(checklistItemColour(makeItem({ id: 1, isCheckedExternal: true }))).toBe("orange");
    expect(checklistItemColour(makeItem({ id: 1, isChecked: true }))).toBe("green");
    expect(checklistItemColour(makeItem({ id: 1, isChecked: true, isCheckedExternal: true }))).toBe("green");
    expect(checklistItemColour(makeItem({ id: 1 }))).toBe("red");
    expect(checklistItemColour(makeItem({ id: 1, isChecked: true }), { disabled: true })).toBe("grey");
  });

  it("groups items under their category rows, in order", () => {
    const groups = groupChecklistItems({ items: [makeItem({ id: 9 }), ...sampleChecklist().items] });
    expect(groups.map((group) => [group.title, group.items.map((item) => item.id)])).toEqual([
      ["", [9]],
      ["Documents", [10, 11]],
      ["Vehicle", [12]],
    ]);
  });

  it("gives the spec's texts", () => {
    expect(t("fr", "checklist.tab.external")).toBe("Marchand");
    expect(t("fr", "checklist.tab.internal")).toBe("Interne");
    expect(t("fr", "checklist.note.submit")).toBe("Soumettre");
    expect(t("fr", "checklist.note.placeholder")).toBe("Note...");
    expect(t("fr", "checklist.note.title")).toBe("Checklist Note");
    expect(checklistReasonText("en", "unsavedChanges")).toBe("Please save before taging complete!");
    expect(checklistReasonText("fr", "unsavedChanges")).toBe("Veuillez sauvegarder avant de marquer complet!");
    expect(checklistReasonText("en", "noteTooLong")).toBe("The note cannot exceed 500 characters.");
  });

  it("has a distinct text for every refusal in both languages", () => {
    for (const reason of checklistRefusals) {
      expect(checklistReasonText("en", reason)).not.toMatch(/^checklist\./);
      expect(checklistReasonText("fr", reason)).not.toBe(checklistReasonText("en", reason));
    }
  });
});

describe("Checklist completed switch (A §2, A §4)", () => {
  it("is shown to admins of the tenant that has it", () => {
    expect(canShowChecklistCompletionSwitch(Role.Admin, "CAPITAL")).toBe(true);
    expect(canShowChecklistCompletionSwitch(Role.Merchant, "CAPITAL")).toBe(false);
    expect(canShowChecklistCompletionSwitch(Role.Admin, "RENT")).toBe(false);
  });

  it("is refused with unsaved changes, otherwise flips", () => {
    expect(toggleChecklistCompletion({ isDirty: true, completed: false })).toEqual({ ok: false, reason: "unsavedChanges" });
    expect(toggleChecklistCompletion({ isDirty: false, completed: false })).toEqual({ ok: true, completed: true });
    expect(toggleChecklistCompletion({ isDirty: false, completed: true })).toEqual({ ok: true, completed: false });
    expect(checklistCompletionColour(true)).toBe("green");
    expect(checklistCompletionColour(false)).toBe("pink");
  });
});

describe("panel and note popup (A §2)", () => {
  it("moves to the other side and submits a note on Ctrl or Cmd plus Enter", () => {
    expect(checklistPanelOtherSide("left")).toBe("right");
    expect(isChecklistNoteSubmitShortcut({ key: "Enter", ctrlKey: true })).toBe(true);
    expect(isChecklistNoteSubmitShortcut({ key: "Enter", metaKey: true })).toBe(true);
    expect(isChecklistNoteSubmitShortcut({ key: "Enter" })).toBe(false);
    expect(isChecklistNoteSubmitShortcut({ key: "a", ctrlKey: true })).toBe(false);
  });
});
