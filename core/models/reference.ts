import * as Schema from "effect/Schema";
import { countField, textField } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** A personal reference of a customer (B §3.11). */
export const Reference = Schema.Struct({
  id: countField,
  firstName: textField,
  lastName: textField,
  link: textField,
  email: textField,
  cellPhone: textField,
});
export type Reference = typeof Reference.Type;

/**
 * Decodes a reference from unknown JSON: `{ ok: true, value }` or
 * `{ ok: false, errors: [{ path, message }] }` (unknown keys ignored unless
 * `{ unknownKeys: "refuse" }`).
 *
 * @example
 * decodeReference({ firstName: "Léa", link: "sister" }) // { ok: true, value: { id: 0, firstName: "Léa", … } }
 */
export const decodeReference = decoderFor(Reference);

/**
 * Encodes a reference back to JSON-ready data.
 *
 * @example
 * encodeReference(emptyReference()) // { id: 0, firstName: "", lastName: "", link: "", email: "", cellPhone: "" }
 */
export const encodeReference = encoderFor(Reference);

/**
 * A new, empty reference (the decoded form of `{}`).
 *
 * @example
 * emptyReference().id // 0
 */
export const emptyReference = (): Reference => Schema.decodeUnknownSync(Reference)({});
