import * as Schema from "effect/Schema";
import { decoderFor } from "../models/schema.js";

/**
 * An uploaded file as the upload call answers it in `Result` (A §3, A §7):
 * id, description (the file name) and path.
 */
export const UploadedFile = Schema.Struct({
  id: Schema.Number,
  description: Schema.String,
  path: Schema.String,
});
export type UploadedFile = typeof UploadedFile.Type;

/**
 * Decodes an uploaded file from the upload call's `Result`.
 *
 * @example
 * decodeUploadedFile({ id: 7, description: "licence.jpg", path: "\\uploads\\licence.jpg" })
 * // { ok: true, value: { id: 7, description: "licence.jpg", path: "\\uploads\\licence.jpg" } }
 */
export const decodeUploadedFile = decoderFor(UploadedFile);
