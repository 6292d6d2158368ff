import * as Effect from "effect/Effect";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";

/**
 * The decoder shape of the whole library, kept apart from the money and date
 * Schemas so a module that decodes plain messages (the frame protocol) does
 * not ship decimal.js or the date library.
 */

/**
 * Makes a field optional on the wire with a default when the key is missing;
 * the decoded key stays required in the type: `withDefault(Schema.Number, -1)`.
 */
export const withDefault = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  value: S["Encoded"],
) => schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)));

/**
 * What is wrong with a field, as a code the wire carries (`Errors[].code`)
 * and each client words in its own language (core's `fieldProblemText`).
 */
export const fieldProblemCodes = ["required", "unknownField", "invalidValue", "futureDate", "email", "vin", "rate", "amount", "term", "number"] as const;

/** One of {@link fieldProblemCodes}. */
export type FieldProblemCode = (typeof fieldProblemCodes)[number];

/**
 * One problem found while decoding, at a readable path such as
 * `lessee.phones[0].cell`: the technical message (for logs and developers)
 * and, where the maker knows it, the code a server answers the field with
 * (`invalidValue` when absent).
 */
export interface DecodeError {
  readonly path: string;
  readonly message: string;
  readonly code?: FieldProblemCode;
}

/**
 * What every `decodeX` returns: the typed value, or every problem found.
 * Nothing in core throws on user input.
 */
export type DecodeResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly DecodeError[] };

/** Options for a decoder: unknown keys are ignored (stripped) by default, or refused. */
export interface DecodeOptions {
  readonly unknownKeys?: "ignore" | "refuse";
}

const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text === "" ? String(key) : `${text}.${String(key)}`),
    "",
  );

const friendly = (message: string): string =>
  message
    .replace(/^Expected no excess property$/, "unknown field")
    .replace(/^Missing key$/, "is required")
    .replace(/^Expected (\w+)$/, "expected a $1");

/**
 * A decode error at `path` with the decoder's own wording: "unknown field"
 * and "is required" carry their code; any other message is an invalid value
 * (the code left unsaid).
 *
 * @example
 * decodeError("version", "is required") // { path: "version", message: "is required", code: "required" }
 */
export const decodeError = (path: string, message: string): DecodeError =>
  message === "unknown field" ? { path, message, code: "unknownField" } : message === "is required" ? { path, message, code: "required" } : { path, message };

const toErrors = (issue: SchemaIssue.Issue): DecodeError[] =>
  SchemaIssue.makeFormatterStandardSchemaV1()(issue).issues.map((found) =>
    decodeError(formatPath((found.path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment))), friendly(found.message)),
  );

/**
 * Makes a decoder from unknown JSON for `schema`.
 *
 * @example
 * const decode = decoderFor(Schema.Struct({ id: Schema.Number }));
 * decode({ id: "x" }) // { ok: false, errors: [{ path: "id", message: "expected a number" }] }
 */
export const decoderFor = <S extends Schema.Codec<unknown, unknown, never, never>>(schema: S) => {
  const decode = Schema.decodeUnknownResult(schema);
  return (input: unknown, options: DecodeOptions = {}): DecodeResult<S["Type"]> => {
    const result = decode(input, {
      errors: "all",
      onExcessProperty: options.unknownKeys === "refuse" ? "error" : "ignore",
    });
    return Result.isSuccess(result)
      ? { ok: true, value: result.success }
      : { ok: false, errors: toErrors(result.failure.issue) };
  };
};

/** Makes an encoder back to JSON-ready data for `schema` (never fails on a decoded value). */
export const encoderFor = <S extends Schema.Codec<unknown, unknown, never, never>>(schema: S) =>
  Schema.encodeSync(schema) as (value: S["Type"]) => S["Encoded"];

/** One-line summary of decode errors, e.g. for logs: `id: expected a number; amount: …`. */
export const describeDecodeErrors = (errors: readonly DecodeError[]): string =>
  errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)).join("; ");

/**
 * The body of every bodiless POST and PUT (signing out, a note marked read,
 * the flows' step attained, a link's code, the bank results, the manual
 * bank verification): `{}`, or nothing. A record of nothing, not
 * `Struct({})`, which would let arrays and other shapes by.
 */
export const EmptyRequest = Schema.Record(Schema.String, Schema.Never);

/**
 * Decodes an {@link EmptyRequest}: `{}` only, refused as one "expected
 * an empty body" (checked by hand: an empty `Schema.Struct({})` lets every
 * key through, even with unknown keys refused).
 *
 * @example
 * decodeEmptyRequest({ step: 3 }).ok // false
 */
export const decodeEmptyRequest = (input: unknown): DecodeResult<Record<string, never>> =>
  input !== null && typeof input === "object" && !Array.isArray(input) && Object.keys(input).length === 0
    ? { ok: true, value: {} }
    : { ok: false, errors: [{ path: "", message: "expected an empty body" }] };
