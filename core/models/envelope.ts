import * as Schema from "effect/Schema";
import { withDefault } from "./fields.js";
import type { DecodeResult } from "./decode.js";
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

/** An answer read from a call: the decoded Result, or the failure with the server's ErrorMessage. */
export type EnvelopeAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errorMessage: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a call's answer (C §7): a success only when the HTTP status was OK,
 * the body is an envelope with `Success: true` and its `Result` decodes with
 * `decodeResult`; otherwise a failure carrying the server's `ErrorMessage`
 * (null when there is none, or when the Result did not decode). Never throws.
 *
 * @example
 * readEnvelopeAnswer(true, { Success: true, Result: 21 }, decodeOnboardingStepAttained) // { ok: true, value: 21 }
 * readEnvelopeAnswer(true, { Success: false, ErrorMessage: "NOT_FOUND" }, decodeOnboardingStepAttained) // { ok: false, errorMessage: "NOT_FOUND" }
 * readEnvelopeAnswer(false, "<html>", decodeOnboardingStepAttained) // { ok: false, errorMessage: null }
 */
export const readEnvelopeAnswer = <T>(
  httpOk: boolean,
  body: unknown,
  decodeResult: (result: unknown) => DecodeResult<T>,
): EnvelopeAnswer<T> => {
  const errorMessage = isRecord(body) && typeof body.ErrorMessage === "string" ? body.ErrorMessage : null;
  if (!httpOk || !isRecord(body) || body.Success !== true) return { ok: false, errorMessage };
  const decoded = decodeResult(body.Result ?? null);
  return decoded.ok ? { ok: true, value: decoded.value } : { ok: false, errorMessage: null };
};

/**
 * Reads the answer of a call whose Result the spec does not show (a save, a
 * step update): done when the HTTP status was OK and the body is not an
 * envelope with `Success: false` (an empty or non-JSON body counts as done).
 *
 * @example
 * readEnvelopeDone(true, null) // { ok: true, value: null }
 * readEnvelopeDone(true, { Success: false, ErrorMessage: "LOCKED" }) // { ok: false, errorMessage: "LOCKED" }
 * readEnvelopeDone(false, { Success: true }) // { ok: false, errorMessage: null }
 */
export const readEnvelopeDone = (httpOk: boolean, body: unknown): EnvelopeAnswer<null> => {
  const refused = isRecord(body) && body.Success === false;
  if (httpOk && !refused) return { ok: true, value: null };
  return { ok: false, errorMessage: isRecord(body) && typeof body.ErrorMessage === "string" ? body.ErrorMessage : null };
};
