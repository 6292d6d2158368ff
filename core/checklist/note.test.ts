import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Role } from "../access/roles.js";
import { checklistNotePreview, saveChecklistNote, type ChecklistNoteOptions } from "./index.js";
import { makeItem, sampleChecklist } from "./testItems.js";

const admin: ChecklistNoteOptions = { role: Role.Admin, user: { id: 40, initials: "JD" } };
const merchant: ChecklistNoteOptions = { role: Role.Merchant, user: { id: 51, initials: "MB" } };
const manual = { manualCheckmarkOnUpdateNote: true };

const itemOf = (result: ReturnType<typeof saveChecklistNote>, id: number) => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.checklist.items.find((item) => item.id === id);
};

describe("saveChecklistNote (A §4, A §5)", () => {
  it("checks the internal flag for an admin and records initials", () => {
    expect(itemOf(saveChecklistNote(sampleChecklist(), 11, "Bureau OK", admin), 11)).toMatchObject({
      checklistNote: "Bureau OK",
      isChecked: true,
      isCheckedExternal: false,
      checkedInitials: "JD",
      sysLogins_Id: 40,
      checkedFrom: "internal",
    });
  });

  it("checks the external flag for a partner", () => {
    expect(itemOf(saveChecklistNote(sampleChecklist(), 10, "Copy sent", merchant), 10)).toMatchObject({
      checklistNote: "Copy sent",
      isChecked: false,
      isCheckedExternal: true,
      checkedInitials: "MB",
      checkedFrom: "external",
    });
  });

  it("saves the note only when manualCheckmarkOnUpdateNote is on", () => {
    expect(itemOf(saveChecklistNote(sampleChecklist(), 11, "Later", { ...admin, features: manual }), 11)).toMatchObject({
      checklistNote: "Later",
      isChecked: false,
      checkedInitials: null,
    });
  });

  it("unchecks on a blank note: an admin's clears the initials, a partner's records who unchecked (A §4)", () => {
    const checked = { items: [makeItem({ id: 10, isExternal: true, isChecked: true, isCheckedExternal: true, checkedInitials: "JD", checklistNote: "x" })] };
    expect(itemOf(saveChecklistNote(checked, 10, "   ", admin), 10)).toMatchObject({
      checklistNote: null,
      isChecked: false,
      isCheckedExternal: true,
      checkedInitials: null,
    });
    const external = { items: [makeItem({ id: 10, isExternal: true, isCheckedExternal: true, checkedInitials: "FI", sysLogins_Id: 52 })] };
    expect(itemOf(saveChecklistNote(external, 10, "", merchant), 10)).toMatchObject({
      isCheckedExternal: false,
      checkedInitials: "MB",
      sysLogins_Id: 51,
      checkedFrom: "none",
    });
  });

  it("property: a partner's blank note unchecks and keeps a non-empty attribution naming the partner", () => {
    const partnerRoles = [Role.Merchant, Role.FAndI, Role.AdminRep];
    fc.assert(
      fc.property(
        fc.constantFrom(...partnerRoles),
        fc.record({ id: fc.integer({ min: 1, max: 999 }), initials: fc.string({ minLength: 1, maxLength: 8 }) }),
        fc.boolean(),
        fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: null }),
        fc.constantFrom("", " ", "\t\n", "   "),
        (role, user, wasChecked, initials, blank) => {
          const checklist = { items: [makeItem({ id: 10, isExternal: true, isCheckedExternal: wasChecked, checkedInitials: initials, checklistNote: "old" })] };
          const item = itemOf(saveChecklistNote(checklist, 10, blank, { role, user }), 10)!;
          expect(item.checklistNote).toBeNull();
          expect(item.isCheckedExternal).toBe(false);
          expect(item.checkedInitials).toBe(user.initials);
          expect(item.checkedInitials).not.toBe("");
          expect(item.sysLogins_Id).toBe(user.id);
        },
      ),
    );
  });

  it("refuses a note over 500 characters and accepts exactly 500", () => {
    const refused = saveChecklistNote(sampleChecklist(), 11, "a".repeat(501), admin);
    expect(refused).toEqual({ ok: false, reason: "noteTooLong" });
    expect(saveChecklistNote(sampleChecklist(), 11, "a".repeat(500), admin).ok).toBe(true);
  });

  it("applies the click permissions", () => {
    const reason = (result: ReturnType<typeof saveChecklistNote>) => (result.ok ? "ok" : result.reason);
    expect(reason(saveChecklistNote(sampleChecklist(), -1, "x", admin))).toBe("categoryRow");
    expect(reason(saveChecklistNote(sampleChecklist(), 11, "x", { ...admin, disabled: true }))).toBe("checklistDisabled");
    expect(reason(saveChecklistNote(sampleChecklist(), 11, "x", merchant))).toBe("externalItemsOnly");
    expect(reason(saveChecklistNote(sampleChecklist(), 10, "x", { ...merchant, role: Role.Client }))).toBe("readOnlyRole");
    const waived = { items: [makeItem({ id: 11, isChecked: true, isWaived: true, sysLogins_Id: 40 })] };
    expect(reason(saveChecklistNote(waived, 11, "x", { ...admin, user: { id: 41, initials: "AB" } }))).toBe("authorOnly");
  });

  it("lets a partner note an item checked internally without touching its marks", () => {
    const locked = { items: [makeItem({ id: 10, isExternal: true, isChecked: true, checkedInitials: "JD", sysLogins_Id: 40 })] };
    expect(itemOf(saveChecklistNote(locked, 10, "", merchant), 10)).toMatchObject({
      isChecked: true,
      isCheckedExternal: false,
      checkedInitials: "JD",
      sysLogins_Id: 40,
    });
  });
});

describe("checklistNotePreview (A §5)", () => {
  it("keeps short notes and cuts long ones at 100 with an ellipsis", () => {
    expect(checklistNotePreview("short")).toBe("short");
    expect(checklistNotePreview("a".repeat(100))).toBe("a".repeat(100));
    expect(checklistNotePreview("a".repeat(101))).toBe(`${"a".repeat(100)}…`);
    expect(checklistNotePreview(null)).toBe("");
  });

  it("never exceeds 101 characters and never splits a surrogate pair", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (note) => {
        const preview = checklistNotePreview(note);
        expect(preview.length).toBeLessThanOrEqual(101);
        const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
        expect(loneSurrogate.test(preview)).toBe(false);
      }),
    );
  });
});
