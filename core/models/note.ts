import * as Schema from "effect/Schema";
import { codeField, countField, flagField, flagOnField, textField, timestampField } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/**
 * A note on a contract or a customer (B §3.3). `UI_DateC` is the creation
 * stamp as the server writes it; `chkActiv` is true unless the note was
 * deleted; `readSide` is the code of the side that has read it.
 * `promiseToPayOn` (yyyy-mm-dd) is the day a customer promised to pay, on
 * a collector's contact note (issue 22 §5); null on any other note.
 */
export const Note = Schema.Struct({
  id: countField,
  note: textField,
  UI_sysLogins_Id: codeField,
  UI_DateC: timestampField,
  chkActiv: flagOnField,
  readSide: codeField,
  isPublic: flagField,
  msgIsRead: flagField,
  promiseToPayOn: timestampField,
});
export type Note = typeof Note.Type;

/**
 * Decodes a note from unknown JSON: `{ ok: true, value }` or
 * `{ ok: false, errors: [{ path, message }] }`. Unknown keys are ignored, or
 * refused with `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeNote({ id: 4, note: "Called back" }) // { ok: true, value: { id: 4, note: "Called back", chkActiv: true, … } }
 */
export const decodeNote = decoderFor(Note);

/**
 * Encodes a note back to JSON-ready data.
 *
 * @example
 * encodeNote(emptyNote()).chkActiv // true
 */
export const encodeNote = encoderFor(Note);

/**
 * A new, empty note (the decoded form of `{}`).
 *
 * @example
 * emptyNote().chkActiv // true
 */
export const emptyNote = (): Note => Schema.decodeUnknownSync(Note)({});
