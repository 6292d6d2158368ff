import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Role } from "../access/roles.js";
import { clickChecklistItem, checklistClickKind, type ChecklistClickOptions } from "./index.js";
import { makeItem, sampleChecklist } from "./testItems.js";

const admin = { id: 40, initials: "JD" };
const otherAdmin = { id: 41, initials: "AB" };
const merchant = { id: 51, initials: "MB" };
const none = { ctrl: false, shift: false };

const internal = (user = admin, modifiers = none): ChecklistClickOptions => ({
  tab: "internal",
  role: Role.Admin,
  user,
  modifiers,
  disabled: false,
});
const external = (role: number, user = merchant): ChecklistClickOptions => ({
  tab: "external",
  role,
  user,
  modifiers: none,
  disabled: false,
});

const itemOf = (result: ReturnType<typeof clickChecklistItem>, id: number) => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.checklist.items.find((item) => item.id === id);
};

describe("clickChecklistItem, internal tab (A §4)", () => {
  it("checks an unchecked item with initials and the user id", () => {
    expect(itemOf(clickChecklistItem(sampleChecklist(), 11, internal()), 11)).toMatchObject({
      isChecked: true,
      isWaived: false,
      isNonApplicable: false,
      checkedInitials: "JD",
      sysLogins_Id: 40,
      checkedFrom: "internal",
    });
  });

  it("unchecks a checked item, clearing initials, waiver and N/A", () => {
    const checklist = {
      items: [makeItem({ id: 11, isChecked: true, checkedInitials: "JD", sysLogins_Id: 40, checkedFrom: "internal" })],
    };
    expect(itemOf(clickChecklistItem(checklist, 11, internal()), 11)).toMatchObject({
      isChecked: false,
      isWaived: false,
      isNonApplicable: false,
      checkedInitials: null,
      checkedFrom: "none",
    });
  });

  it("Ctrl toggles waiver: checked plus waived, then back to cleared", () => {
    const ctrl = { ctrl: true, shift: false };
    const once = clickChecklistItem(sampleChecklist(), 11, internal(admin, ctrl));
    expect(itemOf(once, 11)).toMatchObject({ isChecked: true, isWaived: true, isNonApplicable: false, checkedInitials: "JD" });
    if (!once.ok) return;
    expect(itemOf(clickChecklistItem(once.checklist, 11, internal(admin, ctrl)), 11)).toMatchObject({
      isChecked: false,
      isWaived: false,
      checkedInitials: null,
    });
  });

  it("Shift alone and Ctrl+Shift both toggle N/A", () => {
    for (const modifiers of [{ ctrl: false, shift: true }, { ctrl: true, shift: true }]) {
      const once = clickChecklistItem(sampleChecklist(), 11, internal(admin, modifiers));
      expect(itemOf(once, 11)).toMatchObject({ isChecked: true, isNonApplicable: true, isWaived: false });
      if (!once.ok) return;
      expect(itemOf(clickChecklistItem(once.checklist, 11, internal(admin, modifiers)), 11)).toMatchObject({
        isChecked: false,
        isNonApplicable: false,
      });
    }
    expect(checklistClickKind(undefined)).toBe("check");
  });

  it("Ctrl on an N/A item switches it to waived (same author)", () => {
    const checklist = { items: [makeItem({ id: 11, isChecked: true, isNonApplicable: true, sysLogins_Id: 40 })] };
    expect(itemOf(clickChecklistItem(checklist, 11, internal(admin, { ctrl: true, shift: false })), 11)).toMatchObject({
      isChecked: true,
      isWaived: true,
      isNonApplicable: false,
    });
  });

  it("keeps the external check when an internal check is cleared", () => {
    const checklist = { items: [makeItem({ id: 10, isChecked: true, isCheckedExternal: true, isExternal: true })] };
    expect(itemOf(clickChecklistItem(checklist, 10, internal()), 10)).toMatchObject({
      isChecked: false,
      isCheckedExternal: true,
      checkedFrom: "external",
    });
  });
});

describe("clickChecklistItem, external tab (A §4)", () => {
  it("toggles isCheckedExternal and records initials and user id", () => {
    const once = clickChecklistItem(sampleChecklist(), 10, external(Role.Merchant));
    expect(itemOf(once, 10)).toMatchObject({
      isCheckedExternal: true,
      isChecked: false,
      checkedInitials: "MB",
      sysLogins_Id: 51,
      checkedFrom: "external",
    });
    if (!once.ok) return;
    expect(itemOf(clickChecklistItem(once.checklist, 10, external(Role.FAndI, { id: 52, initials: "FI" })), 10)).toMatchObject({
      isCheckedExternal: false,
      checkedInitials: "FI",
      sysLogins_Id: 52,
      checkedFrom: "none",
    });
  });

  it("records whoever unchecks, also under an internal check, which stays", () => {
    const checklist = {
      items: [makeItem({ id: 10, isExternal: true, isChecked: true, isCheckedExternal: true, checkedInitials: "JD", sysLogins_Id: 40, checkedFrom: "internal" })],
    };
    expect(itemOf(clickChecklistItem(checklist, 10, external(Role.Admin, otherAdmin)), 10)).toMatchObject({
      isChecked: true,
      isCheckedExternal: false,
      checkedInitials: "AB",
      sysLogins_Id: 41,
      checkedFrom: "internal",
    });
  });

  it("property: every external click, check or uncheck, leaves the actor's initials and id and flips only the external flag", () => {
    const partnerRoles = [Role.Admin, Role.Merchant, Role.FAndI, Role.AdminRep];
    const arbitraryItem = fc.record({
      isChecked: fc.boolean(),
      isCheckedExternal: fc.boolean(),
      checkedInitials: fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: null }),
      sysLogins_Id: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
    });
    const arbitraryUser = fc.record({ id: fc.integer({ min: 1, max: 999 }), initials: fc.string({ minLength: 1, maxLength: 8 }) });
    fc.assert(
      fc.property(arbitraryItem, fc.array(fc.tuple(fc.constantFrom(...partnerRoles), arbitraryUser), { minLength: 1, maxLength: 6 }), (fields, clicks) => {
        let checklist = { items: [makeItem({ id: 10, isExternal: true, ...fields })] };
        for (const [role, user] of clicks) {
          const before = checklist.items[0]!;
          // A partner may not touch an item checked internally (A §5): that refusal is not this property.
          if (role !== Role.Admin && before.isChecked) continue;
          const result = clickChecklistItem(checklist, 10, external(role, user));
          const after = itemOf(result, 10)!;
          expect(after.isCheckedExternal).toBe(!before.isCheckedExternal);
          expect(after.isChecked).toBe(before.isChecked);
          expect(after.checkedInitials).toBe(user.initials);
          expect(after.sysLogins_Id).toBe(user.id);
          expect(after.checkedFrom).toBe(after.isCheckedExternal ? "external" : after.isChecked ? "internal" : "none");
          if (result.ok) checklist = { items: [...result.checklist.items] };
        }
      }),
    );
  });

  it("lets an admin check external items externally too, and only those", () => {
    expect(itemOf(clickChecklistItem(sampleChecklist(), 10, external(Role.Admin, admin)), 10)).toMatchObject({
      isCheckedExternal: true,
      checkedFrom: "external",
    });
    const refused = clickChecklistItem(sampleChecklist(), 11, external(Role.Admin, admin));
    expect(refused.ok ? "ok" : refused.reason).toBe("externalItemsOnly");
  });
});

describe("clickChecklistItem refusals (A §5, A §6)", () => {
  const refusal = (result: ReturnType<typeof clickChecklistItem>) => (result.ok ? "ok" : result.reason);

  it("ignores category rows, unknown ids and a disabled checklist", () => {
    expect(refusal(clickChecklistItem(sampleChecklist(), -1, internal()))).toBe("categoryRow");
    expect(refusal(clickChecklistItem(sampleChecklist(), 99, internal()))).toBe("unknownItem");
    expect(refusal(clickChecklistItem(sampleChecklist(), 11, { ...internal(), disabled: true }))).toBe("checklistDisabled");
  });

  it("keeps the internal tab to admins", () => {
    for (const role of [Role.Merchant, Role.FAndI, Role.AdminRep]) {
      expect(refusal(clickChecklistItem(sampleChecklist(), 10, { ...external(role), tab: "internal" }))).toBe(
        "internalTabAdminOnly",
      );
    }
  });

  it("keeps partners to external items", () => {
    for (const role of [Role.Merchant, Role.FAndI, Role.AdminRep]) {
      expect(refusal(clickChecklistItem(sampleChecklist(), 11, external(role)))).toBe("externalItemsOnly");
    }
  });

  it("stops partners from unchecking an item checked internally", () => {
    const checklist = { items: [makeItem({ id: 10, isExternal: true, isChecked: true, isCheckedExternal: true })] };
    expect(refusal(clickChecklistItem(checklist, 10, external(Role.Merchant)))).toBe("internalItemLocked");
  });

  it("lets only the author change a waived or N/A item", () => {
    const ctrl = { ctrl: true, shift: false };
    const waived = clickChecklistItem(sampleChecklist(), 10, internal(admin, ctrl));
    if (!waived.ok) throw new Error("waiver refused");
    expect(refusal(clickChecklistItem(waived.checklist, 10, internal(otherAdmin)))).toBe("authorOnly");
    expect(refusal(clickChecklistItem(waived.checklist, 10, external(Role.Admin, otherAdmin)))).toBe("authorOnly");
    expect(refusal(clickChecklistItem(waived.checklist, 10, internal(admin)))).toBe("ok");
  });

  it("keeps customers and other roles read-only", () => {
    for (const role of [Role.Client, Role.ClientC, Role.LeadCrm, Role.AdminCRM, Role.RegCollector, Role.AdminCollector, 99]) {
      expect(refusal(clickChecklistItem(sampleChecklist(), 10, external(role)))).toBe("readOnlyRole");
    }
  });

  it("never changes its input", () => {
    const checklist = sampleChecklist();
    const copy = structuredClone(checklist);
    clickChecklistItem(checklist, 11, internal());
    expect(checklist).toEqual(copy);
  });
});
