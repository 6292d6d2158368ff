import {
  canShowChecklistCompletionSwitch,
  clickChecklistItem,
  contractProductOf,
  resolveFeatures,
  saveChecklistNote,
  type ChecklistModifiers,
  type ChecklistResult,
  type ChecklistTab,
} from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import type { ContractRef } from "../checklist/scope.js";
import { auditedMarks } from "../checklist/store.js";
import { loadCompletionForChange, saveCompletion, saveItemMarks, type StoredChecklistItem } from "../data/checklists.js";
import { isoTime } from "../infra/clock.js";
import type { StoredContract } from "../contracts/index.js";
import { insertNote, markRead } from "../data/notes.js";
import { contractChecklistItems } from "./builders.js";
import { demoClock, demoInstant, type DemoTenant, type DemoUsername } from "./demoContext.js";

/**
 * The demo checklists and notes, made through the checklist area and the
 * checklist and notes repositories: the checklist is copied from the tenant's template, then
 * changed click by click with core's own rules for the clicking user's role
 * (a dealer on the external tab, an admin on the internal one), each click
 * audited as the route audits it.
 */

/** The states the demo checklists show. */
export type DemoChecklistState = "untouched" | "partial" | "waived" | "notApplicable" | "completed";

const refOf = (contract: StoredContract): ContractRef => ({
  id: contract.id,
  tenantId: contract.tenantId,
  product: contractProductOf(contract.contract),
  customerId: contract.customerId,
});

/** The checklist being worked on: its items as last saved, and the next minute of the day to stamp a change with. */
interface Session {
  readonly tenant: DemoTenant;
  readonly ref: ContractRef;
  readonly day: number;
  items: StoredChecklistItem[];
  minute: number;
}

type Rule = (username: DemoUsername, item: StoredChecklistItem) => ChecklistResult;

/** Applies one of core's rules to one item as a demo user, saves the new marks and audits the change. */
const change = async (session: Session, username: DemoUsername, item: StoredChecklistItem, action: string, rule: Rule, request: Record<string, unknown>) => {
  const { tenant } = session;
  const result = rule(username, item);
  if (!result.ok) throw new Error(`demo checklist: ${username} may not change item ${item.id} (${result.reason})`);
  const next = result.checklist.items[0] ?? item.marks;
  const clock = demoClock(tenant, session.day, Math.min(59, session.minute++));
  await saveItemMarks(tenant.db, clock, item, next);
  await writeAudit(tenant.db, clock, {
    action,
    tenantId: tenant.tenantId,
    actorUserId: tenant.users[username].id,
    entity: "checklist_item",
    entityId: item.id,
    before: auditedMarks(item.marks),
    after: { ...auditedMarks(next), ...request },
  });
  session.items = session.items.map((each) => (each.id === item.id ? { ...item, version: item.version + 1, marks: next } : each));
};

const userInput = (session: Session, username: DemoUsername) => {
  const user = session.tenant.users[username];
  return { role: user.roleId, user: { id: user.id, initials: user.initials }, disabled: false };
};

/** One click on an item's tab, with Ctrl (waiver) or Shift (N/A) when asked. */
const click = (session: Session, username: DemoUsername, item: StoredChecklistItem, tab: ChecklistTab, modifiers: ChecklistModifiers = { ctrl: false, shift: false }) =>
  change(session, username, item, "checklist.item.clicked", (who, current) => clickChecklistItem({ items: [current.marks] }, current.id, { ...userInput(session, who), tab, modifiers }), {
    tab,
    modifiers,
  });

/** An admin's note on an item (core's `saveChecklistNote`: the item stays checked, waived or N/A). */
const note = (session: Session, item: StoredChecklistItem, text: string) =>
  change(
    session,
    "admin",
    item,
    "checklist.item.noteSaved",
    (who, current) => saveChecklistNote({ items: [current.marks] }, current.id, text, { ...userInput(session, who), features: resolveFeatures({}) }),
    {},
  );

const current = (session: Session, id: number): StoredChecklistItem => session.items.find((item) => item.id === id)!;

/** The dealer checks `count` external items (all when undefined), in order. */
const dealerChecks = async (session: Session, dealer: DemoUsername, count?: number) => {
  const external = session.items.filter((item) => item.marks.isExternal).slice(0, count);
  for (const item of external) await click(session, dealer, current(session, item.id), "external");
};

/** The admin goes through the internal tab: `special` items get their own click (waiver, N/A), the others a plain check. */
const adminChecks = async (session: Session, special: ReadonlyMap<number, ChecklistModifiers> = new Map()) => {
  for (const item of [...session.items]) await click(session, "admin", current(session, item.id), "internal", special.get(item.id));
};

/** The item whose English description is `description` (the default templates' wording), else the last internal one. */
const itemNamed = (session: Session, description: string): StoredChecklistItem =>
  session.items.find((item) => item.description.en === description) ?? session.items.filter((item) => !item.marks.isExternal).at(-1)!;

/** The "Checklist completed" switch, where the tenant has it (CAPITAL); elsewhere every item checked is as complete as it gets. */
const markCompleted = async (session: Session) => {
  const { tenant, ref } = session;
  const admin = tenant.users.admin;
  if (!canShowChecklistCompletionSwitch(admin.roleId, tenant.code)) return;
  const clock = demoClock(tenant, session.day, Math.min(59, session.minute++));
  const read = await loadCompletionForChange(tenant.db, ref);
  await saveCompletion(tenant.db, clock, ref, read, { completed: true, userId: admin.id });
  await writeAudit(tenant.db, clock, {
    action: "checklist.completion.changed",
    tenantId: tenant.tenantId,
    actorUserId: admin.id,
    entity: "contract",
    entityId: ref.id,
    before: { isContractCompleted: false },
    after: { isContractCompleted: true },
  });
};

/**
 * Gives a demo contract its checklist in `state`, worked on day `day`:
 * untouched (copied, nothing checked); partial (the dealer's first three
 * documents, the admin's first two checks); waived or notApplicable (every
 * item done, one waived or marked N/A by the admin with a note saying why);
 * completed (every item checked by the dealer and the admin, and the
 * completion switch on where the tenant has it).
 */
export const seedChecklist = async (tenant: DemoTenant, contract: StoredContract, state: DemoChecklistState, day: number, dealer: DemoUsername) => {
  const ref = refOf(contract);
  const admin = tenant.users.admin;
  const items = await contractChecklistItems(tenant.db, demoClock(tenant, day), ref, { tenantId: tenant.tenantId, actorUserId: admin.id });
  if (state === "untouched") return;
  const session: Session = { tenant, ref, day, items, minute: 1 };
  if (state === "partial") {
    await dealerChecks(session, dealer, 3);
    const internal = session.items.filter((item) => !item.marks.isExternal).slice(0, 2);
    for (const item of internal) await click(session, "admin", current(session, item.id), "internal");
    return;
  }
  await dealerChecks(session, dealer);
  if (state === "completed") {
    await adminChecks(session);
    await markCompleted(session);
    return;
  }
  const waived = state === "waived";
  const odd = itemNamed(session, waived ? "Employer contacted" : "References contacted");
  await adminChecks(session, new Map([[odd.id, waived ? { ctrl: true, shift: false } : { ctrl: false, shift: true }]]));
  await note(
    session,
    current(session, odd.id),
    waived ? "Employeur injoignable; deux talons de paie récents acceptés à la place." : "Programme de formation : références non requises.",
  );
};

/** A note on a demo contract, by a staff user on a day of the demo, optionally read by the customer. */
export interface DemoNote {
  readonly author: DemoUsername;
  readonly text: string;
  readonly isPublic: boolean;
  readonly day: number;
  readonly readByCustomer?: boolean;
}

/** Adds notes through the notes repository (read by their author), each audited as the route does. */
export const seedNotes = async (tenant: DemoTenant, contract: StoredContract, notes: readonly DemoNote[]) => {
  const ref = refOf(contract);
  for (const [index, entry] of notes.entries()) {
    const clock = demoClock(tenant, entry.day, 50 + index);
    const at = isoTime(clock.now());
    const author = tenant.users[entry.author];
    const id = await insertNote(tenant.db, ref, { authorUserId: author.id, text: entry.text, isPublic: entry.isPublic, at });
    await writeAudit(tenant.db, clock, {
      action: "note.created",
      tenantId: tenant.tenantId,
      actorUserId: author.id,
      entity: "note",
      entityId: id,
      after: { contractId: ref.id, isPublic: entry.isPublic, text: entry.text },
    });
    if (entry.readByCustomer && ref.customerId !== null) {
      await markRead(tenant.db, ref, id, { kind: "customer", id: ref.customerId }, isoTime(demoInstant(tenant, Math.min(0, entry.day + 1), 55)));
    }
  }
};
