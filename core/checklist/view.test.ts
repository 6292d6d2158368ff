import { describe, expect, it } from "vitest";
import fc from "fast-check";
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
  groupChecklistItemsOn,
  isChecklistItemCheckedOn,
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
    expect(t("fr", "checklist.note.title")).toBe("Note de la liste de vérification");
    expect(checklistReasonText("en", "unsavedChanges")).toBe("Please save before taging complete!");
    expect(checklistReasonText("fr", "unsavedChanges")).toBe("Veuillez sauvegarder avant de marquer complet\u00a0!");
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

describe("what each tab lists (A §2, issue 15 §6)", () => {
  const withInternalReview = () => ({
    items: [
      ...sampleChecklist().items,
      makeItem({ id: -1, categoryTitle: "INTERNAL REVIEW" }),
      makeItem({ id: 20, description: "Underwriter sign-off", isChecked: true, checkedInitials: "AA" }),
    ],
  });

  it("lists on Marchand only the external items, under their categories, and no category left empty", () => {
    const groups = groupChecklistItemsOn(withInternalReview(), "external");
    expect(groups.map((group) => [group.title, group.items.map((item) => item.id)])).toEqual([
      ["Documents", [10]],
      ["Vehicle", [12]],
    ]);
  });

  it("lists every item on Interne", () => {
    expect(groupChecklistItemsOn(withInternalReview(), "internal")).toEqual(groupChecklistItems(withInternalReview()));
  });

  const itemArb = fc.record({
    id: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 50 })),
    categoryTitle: fc.constantFrom("A", "B", "INTERNAL REVIEW"),
    isExternal: fc.boolean(),
    isChecked: fc.boolean(),
    isCheckedExternal: fc.boolean(),
  }).map((fields) => makeItem(fields));

  it("Marchand keeps exactly the external items, in order, with no empty group; Interne keeps every item", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 20 }), (items) => {
        const checklist = { items };
        const listed = (tab: "internal" | "external") => groupChecklistItemsOn(checklist, tab).flatMap((group) => group.items);
        const rows = items.filter((item) => item.id !== -1);
        expect(listed("external")).toEqual(rows.filter((item) => item.isExternal));
        expect(listed("internal")).toEqual(rows);
        expect(groupChecklistItemsOn(checklist, "external").every((group) => group.items.length > 0)).toBe(true);
      }),
    );
  });

  it("never shows a green item with an empty box, on either tab", () => {
    fc.assert(
      fc.property(itemArb, fc.constantFrom("internal" as const, "external" as const), (item, tab) => {
        if (checklistItemColour(item) === "green") expect(isChecklistItemCheckedOn(item, tab)).toBe(true);
        if (checklistItemColour(item) === "red") expect(isChecklistItemCheckedOn(item, tab)).toBe(false);
        if (tab === "external" && checklistItemColour(item) === "orange") expect(isChecklistItemCheckedOn(item, tab)).toBe(true);
      }),
    );
  });
});
