import { encodeNote, type Note } from "@lendkit/core";
import type { Knex } from "knex";
import type { ScopedContract } from "./contractScope.js";

/**
 * A contract's notes and who has read them (`notes`, `note_reads`). Every
 * query names the tenant (SECURITY 14); a note comes back as core's dto
 * for its reader.
 */

/** Who reads: a staff user or a customer, each counted apart. */
export interface NoteReader {
  readonly kind: "staff" | "customer";
  readonly id: number;
}

/**
 * The `readSide` codes (B §3.3): the side other than the author's that has
 * read a note. The customer's reading wins (it is what a public note is for);
 * a note nobody but its author has read has `readSide` null.
 */
export const noteReadSide = { staff: 1, customer: 2 } as const;

interface NoteRow {
  id: number;
  author_user_id: number | null;
  text: string;
  is_public: unknown;
  is_active: unknown;
  created_at: string;
  promise_to_pay_on: string | null;
}

interface ReadRow {
  note_id: number;
  reader_kind: string;
  reader_id: number;
}

const noteColumns = ["id", "author_user_id", "text", "is_public", "is_active", "created_at", "promise_to_pay_on"] as const;

const readSideOf = (note: NoteRow, reads: readonly ReadRow[]): number | null => {
  const others = reads.filter((read) => !(read.reader_kind === "staff" && Number(read.reader_id) === Number(note.author_user_id)));
  if (others.some((read) => read.reader_kind === "customer")) return noteReadSide.customer;
  return others.length > 0 ? noteReadSide.staff : null;
};

/**
 * The B §3.3 dto of a note for `reader`: `msgIsRead` is the reader's own
 * mark. A customer is not shown which staff user wrote it (SECURITY 15),
 * nor the promise to pay a collector noted (a collections record).
 */
const toNote = (note: NoteRow, reads: readonly ReadRow[], reader: NoteReader): ReturnType<typeof encodeNote> => {
  const value: Note = {
    id: Number(note.id),
    note: note.text,
    UI_sysLogins_Id: reader.kind === "staff" && note.author_user_id !== null ? Number(note.author_user_id) : null,
    UI_DateC: note.created_at,
    chkActiv: Boolean(note.is_active),
    readSide: readSideOf(note, reads),
    isPublic: Boolean(note.is_public),
    msgIsRead: reads.some((read) => read.reader_kind === reader.kind && Number(read.reader_id) === reader.id),
    promiseToPayOn: reader.kind === "staff" ? note.promise_to_pay_on : null,
  };
  return encodeNote(value);
};

/** The notes of a contract `reader` may see: customers only public ones (private notes are staff-only). */
const visibleNotes = (db: Knex, contract: ScopedContract, reader: NoteReader) => {
  const query = db("notes").where({ "notes.tenant_id": contract.tenantId, "notes.contract_id": contract.id, "notes.is_active": true });
  return reader.kind === "customer" ? query.andWhere("notes.is_public", true) : query;
};

const readsOf = async (db: Knex, contract: ScopedContract, noteId?: number): Promise<ReadRow[]> => {
  const query = db("note_reads")
    .join("notes", "notes.id", "note_reads.note_id")
    .where({ "notes.tenant_id": contract.tenantId, "notes.contract_id": contract.id, "note_reads.tenant_id": contract.tenantId });
  if (noteId !== undefined) query.andWhere("notes.id", noteId);
  return (await query.select("note_reads.note_id", "note_reads.reader_kind", "note_reads.reader_id")) as ReadRow[];
};

/** The contract's notes for `reader`, newest first. */
export const listNotes = async (db: Knex, contract: ScopedContract, reader: NoteReader) => {
  const [notes, reads] = await Promise.all([
    visibleNotes(db, contract, reader)
      .orderBy([{ column: "notes.created_at", order: "desc" }, { column: "notes.id", order: "desc" }])
      .select(noteColumns.map((column) => `notes.${column}`)) as Promise<NoteRow[]>,
    readsOf(db, contract),
  ]);
  return notes.map((note) => toNote(note, reads.filter((read) => Number(read.note_id) === Number(note.id)), reader));
};

/** One note of the contract that `reader` may see, as its dto, or null. */
export const findNote = async (db: Knex, contract: ScopedContract, reader: NoteReader, noteId: number) => {
  const note = (await visibleNotes(db, contract, reader)
    .andWhere("notes.id", noteId)
    .first(noteColumns.map((column) => `notes.${column}`))) as NoteRow | undefined;
  if (!note) return null;
  return toNote(note, await readsOf(db, contract, noteId), reader);
};

/** Adds a note, read by its author, and returns its id. */
export const insertNote = async (
  trx: Knex,
  contract: ScopedContract,
  note: { readonly authorUserId: number; readonly text: string; readonly isPublic: boolean; readonly at: string; readonly promiseToPayOn?: string | null },
): Promise<number> => {
  const [row] = (await trx("notes")
    .insert({
      tenant_id: contract.tenantId,
      contract_id: contract.id,
      author_user_id: note.authorUserId,
      text: note.text,
      is_public: note.isPublic,
      promise_to_pay_on: note.promiseToPayOn ?? null,
      created_at: note.at,
    })
    .returning("id")) as Array<{ id: number }>;
  const id = Number(row?.id);
  await markRead(trx, contract, id, { kind: "staff", id: note.authorUserId }, note.at);
  return id;
};

/** Marks a note read by `reader`; true when it was not read before (the mark is written once). */
export const markRead = async (db: Knex, contract: ScopedContract, noteId: number, reader: NoteReader, at: string): Promise<boolean> => {
  const inserted = (await db("note_reads")
    .insert({ note_id: noteId, tenant_id: contract.tenantId, reader_kind: reader.kind, reader_id: reader.id, read_at: at })
    .onConflict(["note_id", "reader_kind", "reader_id"])
    .ignore()
    .returning("note_id")) as unknown[];
  return inserted.length > 0;
};
