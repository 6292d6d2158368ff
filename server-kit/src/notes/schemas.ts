import { DayText, decoderFor, withDefault } from "@lendkit/core";
import * as Schema from "effect/Schema";

/**
 * Body of POST /api/contracts/:contractId/notes. core's `Note` Schema is the
 * answer (B §3.3); this request Schema moves to core/models beside it when
 * core takes request Schemas for notes. Author, contract, tenant and time
 * come from the session and the path, never from the body.
 */

/** Longest note, in UTF-16 code units like a text box's maxLength (A §9's note limit). */
export const contractNoteMaxLength = 500;

/** Not empty and not only white space: a note of spaces says nothing. */
const isNotBlank = Schema.makeFilter((text: string) => (text.trim() === "" ? "expected a non-blank text" : undefined));

/**
 * `text`: 1 to 500 characters, not blank; `isPublic`: shown to the customer
 * too (false, private, when missing); `promiseToPayOn`: the day the customer
 * promised to pay (yyyy-mm-dd, not before the lender's today), on a
 * collector's contact note (issue 22 §5).
 */
export const NewNoteBody = Schema.Struct({
  text: Schema.String.check(isNotBlank, Schema.isMaxLength(contractNoteMaxLength)),
  isPublic: withDefault(Schema.Boolean, false),
  promiseToPayOn: withDefault(Schema.NullOr(DayText), null),
});
export type NewNoteBody = typeof NewNoteBody.Type;
export const decodeNewNoteBody = decoderFor(NewNoteBody);
