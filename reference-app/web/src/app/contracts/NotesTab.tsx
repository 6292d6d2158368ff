import type { Lang } from "@lendkit/core";
import { useCallback, useEffect, useId, useState } from "react";
import { addNote, listNotes, markNoteRead, type NoteWire } from "./api.js";
import { instantText } from "./display.js";
import { ct } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * A contract's notes (B §3.3, notes API): newest first, private or visible
 * to the customer, unread ones marked, and a box to add one (1 to 500
 * characters), with the day the customer promised to pay when a collector
 * took a promise (the collections queue shows it). It sits inside the
 * contract's form, so it has no form of its own: the button adds the note.
 */

/** The longest note the notes API takes (docs/api/checklist-and-notes.md). */
const noteMax = 500;

const NoteItem = ({ lang, note, onRead }: { readonly lang: Lang; readonly note: NoteWire; readonly onRead: (id: number) => void }) => (
  <li className="note" data-unread={!note.msgIsRead || undefined}>
    <div className="note-meta">
      <span className="badge" data-public={note.isPublic || undefined}>
        {ct(lang, note.isPublic ? "notes.publicBadge" : "notes.private")}
      </span>
      <time dateTime={note.UI_DateC ?? undefined}>{instantText(lang, note.UI_DateC)}</time>
      {note.readSide === 2 ? <span className="hint">{ct(lang, "notes.readByCustomer")}</span> : null}
      {note.readSide === 1 ? <span className="hint">{ct(lang, "notes.readByStaff")}</span> : null}
    </div>
    <p className="note-text">{note.note}</p>
    {note.promiseToPayOn ? <p className="hint">{ct(lang, "notes.promiseOn", { date: note.promiseToPayOn })}</p> : null}
    {!note.msgIsRead ? (
      <button type="button" className="link-button" onClick={() => onRead(note.id)}>
        {ct(lang, "notes.markRead")}
      </button>
    ) : null}
  </li>
);

/**
 * The list as the server read it, with the notes added on this screen
 * since that read went out on top (newest first): a note added while the
 * tab's first load was still on its way stays shown when that load answers.
 */
const withNotesAddedSince = (listed: readonly NoteWire[], current: readonly NoteWire[] | null): readonly NoteWire[] => {
  const listedIds = new Set(listed.map((note) => note.id));
  const addedSince = (current ?? []).filter((note) => !listedIds.has(note.id));
  return addedSince.length === 0 ? listed : [...addedSince, ...listed];
};

export const NotesTab = ({ lang, contractId }: { readonly lang: Lang; readonly contractId: number }) => {
  const [notes, setNotes] = useState<readonly NoteWire[] | null>(null);
  const [text, setText] = useState("");
  const [isPublic, setPublic] = useState(false);
  const [promise, setPromise] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const load = useCallback(() => {
    listNotes(contractId).then(
      (listed) => setNotes((current) => withNotesAddedSince(listed, current)),
      (caught: unknown) => setError(serverMessage(caught, ct(lang, "notes.loadError"))),
    );
  }, [contractId, lang]);
  useEffect(load, [load]);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const note = await addNote(contractId, text, isPublic, promise === "" ? null : promise);
      setNotes((current) => [note, ...(current ?? [])]);
      setText("");
      setPublic(false);
      setPromise("");
    } catch (caught) {
      setError(serverMessage(caught, ct(lang, "notes.addError")));
    } finally {
      setBusy(false);
    }
  };

  const read = (noteId: number) => {
    markNoteRead(contractId, noteId).then(
      (note) => setNotes((current) => (current ?? []).map((entry) => (entry.id === note.id ? note : entry))),
      (caught: unknown) => setError(serverMessage(caught, ct(lang, "notes.loadError"))),
    );
  };

  return (
    <div className="notes-tab">
      <div className="note-new" role="group" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{ct(lang, "notes.new")}</h3>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {ct(lang, "notes.new")}
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          maxLength={noteMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-count`}
        />
        <div className="note-actions">
          <span id={`${id}-count`} className="hint">
            {ct(lang, "notes.count", { count: text.length })}
          </span>
          <label className="flag-field">
            <input type="checkbox" checked={isPublic} onChange={(event) => setPublic(event.target.checked)} />
            <span>{ct(lang, "notes.public")}</span>
          </label>
          <label className="flag-field">
            <span>{ct(lang, "notes.promise")}</span>
            <input type="date" value={promise} onChange={(event) => setPromise(event.target.value)} />
          </label>
          <button type="button" className="primary" disabled={busy || text.trim() === ""} onClick={() => void add()}>
            {ct(lang, "notes.add")}
          </button>
        </div>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {notes === null ? null : notes.length === 0 ? (
        <p className="hint">{ct(lang, "notes.empty")}</p>
      ) : (
        <ul className="notes">
          {notes.map((note) => (
            <NoteItem key={note.id} lang={lang} note={note} onRead={read} />
          ))}
        </ul>
      )}
    </div>
  );
};
