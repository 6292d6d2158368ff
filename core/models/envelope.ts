import * as Schema from "effect/Schema";
import { withDefault } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** A schema the envelope can carry: decodes and encodes without services. */
export type EnvelopeResultSchema = Schema.Codec<unknown, unknown, never, never>;

/**
 * The API envelope of C §7 around `result`: `{ Success, Result, ErrorMessage }`.
 * `Success` is required; `Result` and `ErrorMessage` are null when missing
 * (a failed call often carries no Result).
 *
 * @example
 * const CustomerAnswer = Envelope(CustomerPublic);
 */
export const Envelope = <S extends EnvelopeResultSchema>(result: S) =>
  Schema.Struct({
    Success: Schema.Boolean,
    Result: withDefault(Schema.NullOr(result), null),
    ErrorMessage: withDefault(Schema.NullOr(Schema.String), null),
  });

/** The decoded envelope around a result of type `T`. */
export interface EnvelopeOf<T> {
  readonly Success: boolean;
  readonly Result: T | null;
  readonly ErrorMessage: string | null;
}

/**
 * A successful answer carrying `result`.
 *
 * @example
 * okEnvelope({ step: 2 }) // { Success: true, Result: { step: 2 }, ErrorMessage: null }
 */
export const okEnvelope = <T>(result: T): EnvelopeOf<T> & { readonly Success: true; readonly Result: T } => ({
  Success: true,
  Result: result,
  ErrorMessage: null,
});

/**
 * A failed answer with its error message (e.g. "NOT_FOUND", C §8) and no result.
 *
 * @example
 * errorEnvelope("NOT_FOUND") // { Success: false, Result: null, ErrorMessage: "NOT_FOUND" }
 */
export const errorEnvelope = (
  message: string,
): EnvelopeOf<never> & { readonly Success: false; readonly Result: null; readonly ErrorMessage: string } => ({
  Success: false,
  Result: null,
  ErrorMessage: message,
});

/**
 * A decoder for an envelope around `resultSchema`: `{ ok: true, value }` with
 * the decoded envelope, or `{ ok: false, errors: [{ path, message }] }` with
 * paths such as `Result.id` (unknown keys ignored unless `{ unknownKeys: "refuse" }`).
 *
 * @example
 * decodeEnvelope(Note)({ Success: true, Result: { id: 1 } }) // { ok: true, value: { Success: true, Result: { id: 1, … }, ErrorMessage: null } }
 */
export const decodeEnvelope = <S extends EnvelopeResultSchema>(resultSchema: S) => decoderFor(Envelope(resultSchema));

/**
 * An encoder for an envelope around `resultSchema` (server answers).
 *
 * @example
 * encodeEnvelope(Note)(errorEnvelope("NOT_FOUND")) // { Success: false, Result: null, ErrorMessage: "NOT_FOUND" }
 */
export const encodeEnvelope = <S extends EnvelopeResultSchema>(resultSchema: S) => encoderFor(Envelope(resultSchema));
