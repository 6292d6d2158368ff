import {
  clickChecklistItem,
  type Checklist,
  type ChecklistItem,
  type ChecklistRole,
  type ChecklistTab,
  type ChecklistUser,
} from "@lendkit/core";

/**
 * @lendkit/react's ChecklistPanel hands its parent the new checklist after a
 * click or a note save (it never calls a server); the checklist API takes
 * one call per click (tab and modifiers) or per note. This finds the call
 * that turns the checklist the panel had into the one it handed back: the
 * item that changed, then the click core's own `clickChecklistItem` says
 * gives exactly that item, so the server replays the same rule.
 */
export type ChecklistCall =
  | {
      readonly kind: "click";
      readonly itemId: number;
      readonly tab: ChecklistTab;
      readonly modifiers: { readonly ctrl: boolean; readonly shift: boolean };
    }
  | { readonly kind: "note"; readonly itemId: number; readonly checklistNote: string | null };

const marks = (item: ChecklistItem) => [item.isChecked, item.isCheckedExternal, item.isWaived, item.isNonApplicable].join();

/** The clicks a user can make on an item, plain first (a plain click and a Ctrl-click both clear a waiver: the plain one is sent). */
const candidates: ReadonlyArray<{ tab: ChecklistTab; modifiers: { ctrl: boolean; shift: boolean } }> = [
  { tab: "internal", modifiers: { ctrl: false, shift: false } },
  { tab: "internal", modifiers: { ctrl: true, shift: false } },
  { tab: "internal", modifiers: { ctrl: false, shift: true } },
  { tab: "external", modifiers: { ctrl: false, shift: false } },
];

/**
 * The call that makes `after` from `before`, or null when nothing the server
 * can be asked changed.
 *
 * @example
 * checklistCallOf(before, after, { role: 7, user: { id: 4, initials: "AA" } })
 * // { kind: "click", itemId: 812, tab: "internal", modifiers: { ctrl: true, shift: false } }
 */
export const checklistCallOf = (
  before: Checklist,
  after: Checklist,
  actor: { readonly role: ChecklistRole; readonly user: ChecklistUser },
): ChecklistCall | null => {
  const index = after.items.findIndex((item, at) => {
    const old = before.items[at];
    return old !== undefined && (marks(old) !== marks(item) || (old.checklistNote ?? "") !== (item.checklistNote ?? ""));
  });
  if (index < 0) return null;
  const old = before.items[index]!;
  const next = after.items[index]!;
  if ((old.checklistNote ?? "") !== (next.checklistNote ?? "")) {
    return { kind: "note", itemId: next.id, checklistNote: next.checklistNote ?? null };
  }
  for (const candidate of candidates) {
    const result = clickChecklistItem(before, old.id, { ...candidate, role: actor.role, user: actor.user });
    if (result.ok && marks(result.checklist.items[index]!) === marks(next)) return { kind: "click", itemId: old.id, ...candidate };
  }
  return null;
};
