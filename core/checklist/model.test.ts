import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Role } from "../access/roles.js";
import type { Checklist, ChecklistItem } from "../models/checklist.js";
import { clickChecklistItem, saveChecklistNote, type ChecklistResult } from "./index.js";
import { makeItem } from "./testItems.js";

/**
 * Model test: random sequences of clicks and note saves by random roles and
 * users; after every step, the permission rules of A §5 and A §6 hold.
 */

const roles = [Role.Admin, Role.Merchant, Role.FAndI, Role.AdminRep, Role.Client, Role.ClientC, Role.RegCollector];
const users = [
  { id: 1, initials: "AA" },
  { id: 2, initials: "BB" },
  { id: 3, initials: "CC" },
];

const itemArb: fc.Arbitrary<ChecklistItem> = fc
  .record({
    id: fc.constant(0),
    isChecked: fc.boolean(),
    isCheckedExternal: fc.boolean(),
    isWaived: fc.boolean(),
    isNonApplicable: fc.boolean(),
    isExternal: fc.boolean(),
    sysLogins_Id: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
    checklistNote: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
  })
  // Coherent marks, as the rules produce them: waived or N/A means checked, never both.
  .map((fields) =>
    makeItem({
      ...fields,
      isNonApplicable: fields.isNonApplicable && !fields.isWaived,
      isChecked: fields.isChecked || fields.isWaived || fields.isNonApplicable,
    }),
  );

const layout = [-1, 0, 1, 2, -1, 3, 4, 5, 6];
const checklistArb: fc.Arbitrary<Checklist> = fc
  .tuple(...layout.map((id) => itemArb.map((item) => ({ ...item, id }))))
  .map((items) => ({ items }));

const actorArb = fc.record({
  role: fc.oneof({ arbitrary: fc.constantFrom(Role.Admin, Role.Merchant), weight: 3 }, { arbitrary: fc.constantFrom(...roles), weight: 1 }),
  user: fc.constantFrom(...users),
  disabled: fc.constantFrom(false, false, false, true),
  itemId: fc.integer({ min: -1, max: 7 }),
});

const actionArb = fc.oneof(
  fc.record({
    kind: fc.constant("click" as const),
    actor: actorArb,
    tab: fc.constantFrom("internal" as const, "external" as const),
    modifiers: fc.record({ ctrl: fc.boolean(), shift: fc.boolean() }),
  }),
  fc.record({
    kind: fc.constant("note" as const),
    actor: actorArb,
    note: fc.oneof(fc.constant(""), fc.constant("  "), fc.string({ maxLength: 8 }), fc.constant("x".repeat(501))),
    manual: fc.boolean(),
  }),
);

type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

const run = (checklist: Checklist, action: Action): ChecklistResult =>
  action.kind === "click"
    ? clickChecklistItem(checklist, action.actor.itemId, {
        tab: action.tab,
        role: action.actor.role,
        user: action.actor.user,
        modifiers: action.modifiers,
        disabled: action.actor.disabled,
      })
    : saveChecklistNote(checklist, action.actor.itemId, action.note, {
        role: action.actor.role,
        user: action.actor.user,
        features: { manualCheckmarkOnUpdateNote: action.manual },
        disabled: action.actor.disabled,
      });

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

const checkStep = (before: Checklist, action: Action, result: ChecklistResult) => {
  const after = result.ok ? result.checklist : before;
  const { role, user, disabled, itemId } = action.actor;
  const isAdmin = role === Role.Admin;
  const isPartner = role === Role.Merchant || role === Role.FAndI || role === Role.AdminRep;

  // Refused or disabled: nothing changes.
  if (!result.ok || disabled) expect(after).toBe(before);
  if (disabled) expect(result.ok).toBe(false);
  // Read-only roles never change anything.
  if (!isAdmin && !isPartner) expect(result.ok).toBe(false);

  expect(after.items.length).toBe(before.items.length);
  before.items.forEach((old, index) => {
    const now = after.items[index] as ChecklistItem;
    // Only the target item may change; category rows never change.
    if (old.id !== itemId || old.id === -1) expect(now).toBe(old);
    if (now === old) return;
    expect(old.id).toBe(itemId);
    // A non-admin never touches the internal marks, nor a non-external item.
    if (!isAdmin) {
      expect(old.isExternal).toBe(true);
      expect([now.isChecked, now.isWaived, now.isNonApplicable]).toEqual([old.isChecked, old.isWaived, old.isNonApplicable]);
      // Partners never uncheck (nor otherwise move) an item checked internally.
      if (old.isChecked) expect(now.isCheckedExternal).toBe(old.isCheckedExternal);
    }
    // Only the author changes a waived or N/A item.
    if ((old.isWaived || old.isNonApplicable) && old.sysLogins_Id !== null) expect(user.id).toBe(old.sysLogins_Id);
    // Every stored note fits.
    expect((now.checklistNote ?? "").length).toBeLessThanOrEqual(500);
    // The Marchand tab acts only on the external list, whoever clicks (A §2, issue 15 §6).
    if (action.kind === "click" && action.tab === "external") expect(old.isExternal).toBe(true);
    // An external check or uncheck names who made it (A §4: "records initials and user id").
    if (now.isCheckedExternal !== old.isCheckedExternal) {
      expect(now.checkedInitials).toBe(user.initials);
      expect(now.sysLogins_Id).toBe(user.id);
    }
    // Marks stay coherent: waived or N/A means checked, never both.
    if (now.isWaived || now.isNonApplicable) expect(now.isChecked).toBe(true);
    expect(now.isWaived && now.isNonApplicable).toBe(false);
  });
};

describe("checklist permission model", () => {
  it("never breaks a permission rule over random sequences of actions", () => {
    let accepted = 0;
    fc.assert(
      fc.property(checklistArb, fc.array(actionArb, { minLength: 1, maxLength: 30 }), (initial, actions) => {
        let checklist = deepFreeze(initial);
        for (const action of actions) {
          const snapshot = structuredClone(checklist);
          const result = run(checklist, action);
          expect(checklist).toEqual(snapshot); // input never mutated (and frozen: a write would throw)
          checkStep(checklist, action, result);
          if (result.ok) {
            accepted += 1;
            checklist = deepFreeze(result.checklist);
          }
        }
      }),
      { numRuns: 300 },
    );
    // The sequences really exercise the rules, not only refusals.
    expect(accepted).toBeGreaterThan(100);
  });

  it("lets a partner undo his own external click, the uncheck naming who unchecked", () => {
    fc.assert(
      fc.property(checklistArb, fc.constantFrom(Role.Merchant, Role.FAndI, Role.AdminRep), fc.constantFrom(...users), (checklist, role, user) => {
        for (const item of checklist.items.filter((candidate) => candidate.id !== -1)) {
          const unchecked = { items: [makeItem({ id: item.id, isExternal: true, checklistNote: item.checklistNote })] };
          const options = { tab: "external" as const, role, user, disabled: false };
          const once = clickChecklistItem(unchecked, item.id, options);
          if (!once.ok) throw new Error(once.reason);
          expect(once.checklist.items[0]).toMatchObject({ isCheckedExternal: true, checkedInitials: user.initials, sysLogins_Id: user.id });
          const twice = clickChecklistItem(once.checklist, item.id, options);
          if (!twice.ok) throw new Error(twice.reason);
          expect(twice.checklist.items[0]).toEqual({ ...unchecked.items[0], checkedInitials: user.initials, sysLogins_Id: user.id });
        }
      }),
    );
  });

  it("lets an admin always undo his own internal click", () => {
    fc.assert(
      fc.property(checklistArb, fc.record({ ctrl: fc.boolean(), shift: fc.boolean() }), (checklist, modifiers) => {
        const admin = { id: 1, initials: "AA" };
        for (const item of checklist.items.filter((candidate) => candidate.id !== -1)) {
          const coherent = { items: [makeItem({ id: item.id, sysLogins_Id: item.sysLogins_Id })] };
          const options = { tab: "internal" as const, role: Role.Admin, user: admin, modifiers, disabled: false };
          const once = clickChecklistItem(coherent, item.id, options);
          if (!once.ok) continue;
          const twice = clickChecklistItem(once.checklist, item.id, options);
          expect(twice.ok).toBe(true);
          if (!twice.ok) continue;
          expect(twice.checklist.items[0]).toMatchObject({ isChecked: false, isWaived: false, isNonApplicable: false, checkedInitials: null });
        }
      }),
    );
  });
});
