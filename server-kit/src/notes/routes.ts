import { decodeEmptyRequest, describeDecodeErrors, parseIsoDate, tBoth } from "@lendkit/core";
import type { Request, RequestHandler } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { findContractFor } from "../checklist/scope.js";
import { isoTime } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { contractNoteMaxLength, decodeNewNoteBody, type NewNoteBody } from "./schemas.js";
import { findNote, insertNote, listNotes, markRead, type NoteReader } from "../data/notes.js";
import { auditActor } from "../infra/audit.js";
import { parseRowId } from "../http/ids.js";
import { tenantDay } from "../data/tenantZone.js";

/** The reader of a session, or null for a staff session without a user (none is ever opened). */
const noteReaderOf = (session: SessionInfo): NoteReader | null =>
  session.kind === "customer"
    ? session.customerId === null
      ? null
      : { kind: "customer", id: session.customerId }
    : session.userId === null
      ? null
      : { kind: "staff", id: session.userId };

const readerOf = (session: SessionInfo): NoteReader => {
  const reader = noteReaderOf(session);
  if (!reader) throw new HttpError(403, serverMessages.forbidden);
  return reader;
};

/**
 * Decodes a new note's body: a bad `text` (blank, or over 500 characters)
 * gets its own bilingual message, any other problem the generic one; both
 * name the failing fields after the text.
 */
const decodeNewNote = (req: Request): NewNoteBody => {
  const result = decodeNewNoteBody(req.body === undefined ? {} : req.body, { unknownKeys: "refuse" });
  if (result.ok) return result.value;
  const detail = describeDecodeErrors(result.errors);
  const textOnly = result.errors.every((error) => error.path === "text");
  throw new HttpError(400, textOnly ? tBoth("notes.invalidText", { max: contractNoteMaxLength }) : serverMessages.invalidRequest, detail);
};

/** GET /api/contracts/:contractId/notes — newest first; customers see public notes of their own contracts only. */
export const getNotes = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const reader = readerOf(session);
  const contract = await findContractFor(context.db, session, req.params.contractId);
  sendOk(res, await listNotes(context.db, contract, reader));
};

/** A promise to pay is for a day still to come: one before the lender's today is refused (422). */
const refusePastPromise = async (context: ServerContext, tenantId: number, promiseToPayOn: string | null): Promise<void> => {
  if (promiseToPayOn === null) return;
  const { today } = await tenantDay(context, tenantId);
  if (parseIsoDate(promiseToPayOn)!.compare(today) < 0) throw new HttpError(422, tBoth("notes.promiseBeforeToday"));
};

/**
 * POST /api/contracts/:contractId/notes — a staff user adds a public or
 * private note (201 with the note), with the customer's promise to pay
 * when a collector took one (`promiseToPayOn`).
 */
export const postNote = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeNewNote(req);
  const session = sessionOf(res);
  const reader = readerOf(session);
  if (reader.kind !== "staff") throw new HttpError(403, serverMessages.forbidden);
  const contract = await findContractFor(context.db, session, req.params.contractId);
  await refusePastPromise(context, session.tenantId, body.promiseToPayOn);
  const at = isoTime(context.clock.now());
  const id = await context.db.transaction(async (trx) => {
    const created = await insertNote(trx, contract, { authorUserId: reader.id, text: body.text, isPublic: body.isPublic, at, promiseToPayOn: body.promiseToPayOn });
    await writeAudit(trx, context.clock, {
      ...auditActor(req, res, session),
      action: "note.created",
      entity: "note",
      entityId: created,
      after: { contractId: contract.id, isPublic: body.isPublic, text: body.text, promiseToPayOn: body.promiseToPayOn },
    });
    return created;
  });
  sendOk(res, await findNote(context.db, contract, reader, id), 201);
};

/**
 * PUT /api/contracts/:contractId/notes/:noteId/read — marks the note read
 * for the caller; the body is empty (any field is refused). Marking a note already read changes nothing and writes no
 * audit row; a note the caller may not see answers 404.
 */
export const readNote = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const session = sessionOf(res);
  const reader = readerOf(session);
  const contract = await findContractFor(context.db, session, req.params.contractId);
  const noteId = parseRowId(req.params.noteId);
  const before = noteId === null ? null : await findNote(context.db, contract, reader, noteId);
  if (noteId === null || !before) throw notFound();
  const marked = await markRead(context.db, contract, noteId, reader, isoTime(context.clock.now()));
  if (marked) {
    await writeAudit(context.db, context.clock, {
      ...auditActor(req, res, session),
      action: "note.read",
      entity: "note",
      entityId: noteId,
      before: { msgIsRead: before.msgIsRead },
      after: { msgIsRead: true },
    });
  }
  sendOk(res, await findNote(context.db, contract, reader, noteId));
};
