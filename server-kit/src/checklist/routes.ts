import {
  canShowChecklistCompletionSwitch,
  checklistNoteMaxLength,
  checklistReasonKey,
  checklistUserOf,
  checklistUserRefusal,
  clickChecklistItem,
  resolveFeatures,
  saveChecklistNote,
  tBoth,
  type Checklist,
  type ChecklistRefusal,
  type ChecklistResult,
  type ChecklistUser,
} from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { findTenantById } from "../data/tenants.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { checklistAnswer } from "./dto.js";
import { decodeChecklistClickBody, decodeChecklistCompletionBody, decodeChecklistNoteBody } from "./schemas.js";
import { findContractFor, type ContractRef } from "./scope.js";
import { auditedMarks, ensureContractChecklist } from "./store.js";
import {
  isChecklistCompleted,
  loadChecklistItems,
  loadCompletionForChange,
  loadItemForChange,
  saveCompletion,
  saveItemMarks,
  StaleVersionError,
  withRetry,
} from "../data/checklists.js";
import { findUserInitials } from "../data/users.js";
import type { Plumbing } from "../infra/plumbing.js";
import { auditActor } from "../infra/audit.js";
import { parseRowId } from "../http/ids.js";
import { callerLang } from "../infra/language.js";

/** The signed-in staff user as core's checklist rules take them (id and initials from the users table), or null. */
const checklistUserFor = async (db: Plumbing["db"], session: SessionInfo): Promise<ChecklistUser | null> => {
  if (session.userId === null) return null;
  const user = await findUserInitials(db, session.tenantId, session.userId);
  return user ? checklistUserOf(user) : null;
};

/**
 * The status of a refusal by core's rules: a completed (read-only)
 * checklist is a conflict with the resource's state, a note over 500
 * characters a bad request, the rest a permission refusal.
 */
const refusalStatus = (reason: ChecklistRefusal): number =>
  reason === "noteTooLong" ? 400 : reason === "checklistDisabled" ? 409 : reason === "unknownItem" || reason === "categoryRow" ? 404 : 403;

const refusalError = (reason: ChecklistRefusal): HttpError =>
  new HttpError(refusalStatus(reason), tBoth(checklistReasonKey(reason), { max: checklistNoteMaxLength }));


/** Sends the caller's checklist (the answer of every checklist route). */
const sendChecklist = async (context: ServerContext, req: Request, res: Response, session: SessionInfo, contract: ContractRef) => {
  const [stored, completed] = await Promise.all([loadChecklistItems(context.db, contract), isChecklistCompleted(context.db, contract)]);
  sendOk(res, checklistAnswer(stored, session.roleId, callerLang(req) ?? "fr", completed));
};

/** Many requests on one row at once exhausted the retries: ask the client to try again. */
const busy = (error: unknown): never => {
  if (error instanceof StaleVersionError) throw new HttpError(503, serverMessages.unavailable, undefined, { "Retry-After": "1" });
  throw error;
};

/** GET /api/contracts/:contractId/checklist — copies the template on the first read. */
export const getChecklist = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const contract = await findContractFor(context.db, session, req.params.contractId);
  await ensureContractChecklist(context.db, context.clock, contract, auditActor(req, res, session));
  await sendChecklist(context, req, res, session, contract);
};

/** A core rule acting on one item, given the role, the user and whether the checklist is read-only. */
type ItemRule = (
  checklist: Checklist,
  itemId: number,
  input: { readonly role: SessionInfo["roleId"]; readonly user: ChecklistUser; readonly disabled: boolean },
) => ChecklistResult;

interface ItemChange {
  /** The audit action of an accepted change. */
  readonly action: string;
  readonly rule: ItemRule;
  /** What was asked, kept in the audit rows beside the marks. */
  readonly request: Record<string, unknown>;
}

type ItemOutcome = { readonly kind: "changed" } | { readonly kind: "missing" } | { readonly kind: "refused"; readonly reason: ChecklistRefusal };

/**
 * Runs one of core's item rules for the session's role and user on the
 * stored item, inside a transaction that locks the item (and the completion
 * flag), writes the new marks only if the version read is still current,
 * and audits before/after. A refusal changes nothing and is audited too.
 */
const changeItem = async (context: ServerContext, req: Request, res: Response, change: ItemChange) => {
  const session = sessionOf(res);
  const contract = await findContractFor(context.db, session, req.params.contractId);
  const itemId = parseRowId(req.params.itemId);
  if (itemId === null) throw notFound();
  const actor = auditActor(req, res, session);
  const user = await checklistUserFor(context.db, session);
  const refuse = async (reason: ChecklistRefusal) => {
    await writeAudit(context.db, context.clock, { ...actor, action: "checklist.item.refused", entity: "checklist_item", entityId: itemId, after: { reason, ...change.request } });
    throw refusalError(reason);
  };
  const noUser = checklistUserRefusal(user);
  if (noUser || !user) return refuse(noUser ?? "readOnlyRole");
  await ensureContractChecklist(context.db, context.clock, contract, actor);
  const outcome = await withRetry(context.db, async (trx): Promise<ItemOutcome> => {
    const { completed } = await loadCompletionForChange(trx, contract);
    const stored = await loadItemForChange(trx, contract, itemId);
    if (!stored) return { kind: "missing" };
    const result = change.rule({ items: [stored.marks] }, stored.id, { role: session.roleId, user, disabled: completed });
    if (!result.ok) return { kind: "refused", reason: result.reason };
    const next = result.checklist.items[0] ?? stored.marks;
    await saveItemMarks(trx, context.clock, stored, next);
    await writeAudit(trx, context.clock, {
      ...actor,
      action: change.action,
      entity: "checklist_item",
      entityId: stored.id,
      before: auditedMarks(stored.marks),
      after: { ...auditedMarks(next), ...change.request },
    });
    return { kind: "changed" };
  }).catch(busy);
  if (outcome.kind === "missing") throw notFound();
  if (outcome.kind === "refused") return refuse(outcome.reason);
  await sendChecklist(context, req, res, session, contract);
};

/** PUT /api/contracts/:contractId/checklist/items/:itemId — one click, by core's `clickChecklistItem`. */
export const clickItem = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeChecklistClickBody);
  await changeItem(context, req, res, {
    action: "checklist.item.clicked",
    request: { tab: body.tab, modifiers: body.modifiers },
    rule: (checklist, itemId, input) => clickChecklistItem(checklist, itemId, { ...input, tab: body.tab, modifiers: body.modifiers }),
  });
};

/** PUT /api/contracts/:contractId/checklist/items/:itemId/note — the item's note, by core's `saveChecklistNote`. */
export const saveItemNote = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeChecklistNoteBody);
  const session = sessionOf(res);
  const tenant = await findTenantById(context.db, session.tenantId);
  const features = resolveFeatures({ ...context.features, ...tenant?.features });
  await changeItem(context, req, res, {
    action: "checklist.item.noteSaved",
    request: {},
    rule: (checklist, itemId, input) => saveChecklistNote(checklist, itemId, body.checklistNote ?? "", { ...input, features }),
  });
};

/**
 * PUT /api/contracts/:contractId/checklist/complete — the "Checklist
 * completed" switch, for the roles and tenants core's
 * `canShowChecklistCompletionSwitch` allows. Setting the value it already
 * has changes nothing and writes no audit row.
 */
export const setCompletion = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeChecklistCompletionBody);
  const session = sessionOf(res);
  const contract = await findContractFor(context.db, session, req.params.contractId);
  const actor = auditActor(req, res, session);
  if (!canShowChecklistCompletionSwitch(session.roleId, session.tenantCode)) {
    await writeAudit(context.db, context.clock, { ...actor, action: "checklist.completion.refused", entity: "contract", entityId: contract.id, after: { complete: body.complete } });
    throw new HttpError(403, serverMessages.forbidden);
  }
  await ensureContractChecklist(context.db, context.clock, contract, actor);
  await withRetry(context.db, async (trx) => {
    const read = await loadCompletionForChange(trx, contract);
    if (read.completed === body.complete) return;
    await saveCompletion(trx, context.clock, contract, read, { completed: body.complete, userId: session.userId });
    await writeAudit(trx, context.clock, {
      ...actor,
      action: "checklist.completion.changed",
      entity: "contract",
      entityId: contract.id,
      before: { isContractCompleted: read.completed },
      after: { isContractCompleted: body.complete },
    });
  }).catch(busy);
  await sendChecklist(context, req, res, session, contract);
};
