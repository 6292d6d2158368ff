import * as Schema from "effect/Schema";
import { fieldProblemCodes, type FieldProblemCode } from "../models/decode.js";
import type { MessageKey } from "../i18n/translate.js";

/**
 * Every kind of failure a Lendkit call can answer, closed: what a client
 * decides on (the words it shows are the server's ErrorMessage, already in
 * the language the client stated). Most follow the HTTP status; a few name
 * the one refusal a client acts on (a stale edit reloads, an expired code
 * restarts, an already-signed contract moves on). `network` (no answer) and
 * `unknown` (an answer without a code: an older server, a proxy) are the
 * client's own.
 */
export const apiFailureCodes = [
  "invalidRequest",
  "malformedJson",
  "bodyTooLarge",
  "unsupportedMediaType",
  "unauthenticated",
  "invalidCredentials",
  "forbidden",
  "notFound",
  "conflict",
  "staleEdit",
  "alreadySigned",
  "documentChanged",
  "refused",
  "otpInvalid",
  "otpExpired",
  "idempotencyMismatch",
  "idempotencyInFlight",
  "rateLimited",
  "unavailable",
  "serverError",
  "network",
  "unknown",
] as const;

/** One of {@link apiFailureCodes}. */
export type ApiFailureCode = (typeof apiFailureCodes)[number];

/** The codes a server sends (every one but the client's own `network` and `unknown`). */
export type ServerFailureCode = Exclude<ApiFailureCode, "network" | "unknown">;

/** One refused field: its path in the body, its problem's code and the words in the caller's language. */
export const ApiFieldFailure = Schema.Struct({
  path: Schema.String,
  code: Schema.Literals(fieldProblemCodes),
  message: Schema.String,
});

/**
 * A failed call as every client reads it: the kind (`code`), the server's
 * message in the caller's language (empty when it sent none) and the
 * fields it refused.
 */
export const ApiFailure = Schema.Struct({
  code: Schema.Literals(apiFailureCodes),
  message: Schema.String,
  fields: Schema.Array(ApiFieldFailure),
});

/** A decoded {@link ApiFailure}. */
export type ApiFailure = typeof ApiFailure.Type;

/** A decoded {@link ApiFieldFailure}. */
export type ApiFieldFailure = typeof ApiFieldFailure.Type;

/**
 * The catalog messages whose code is not their status's: the server answers
 * a message listed here with its code, any other with
 * {@link failureCodeOfStatus}.
 */
export const messageFailureCodes: Readonly<Partial<Record<MessageKey, ServerFailureCode>>> = {
  "server.malformedJson": "malformedJson",
  "server.invalidCredentials": "invalidCredentials",
  "server.idempotencyMismatch": "idempotencyMismatch",
  "server.idempotencyInFlight": "idempotencyInFlight",
  "contracts.edit.stale": "staleEdit",
  "flows.error.alreadySigned": "alreadySigned",
  "flows.error.documentChanged": "documentChanged",
  "renewal.otp.invalid": "otpInvalid",
  "renewal.otp.expired": "otpExpired",
  // A code dead after too many wrong tries is answered 400 but throttles as the lock's 429 does.
  "account.otp.tooManyTries": "rateLimited",
};

const statusCodes: Readonly<Record<number, ServerFailureCode>> = {
  400: "invalidRequest",
  401: "unauthenticated",
  403: "forbidden",
  404: "notFound",
  409: "conflict",
  413: "bodyTooLarge",
  415: "unsupportedMediaType",
  422: "refused",
  429: "rateLimited",
  502: "unavailable",
  503: "unavailable",
  504: "unavailable",
};

/**
 * The code of a failed answer's HTTP status: any other 4xx is an invalid
 * request, any other status a server error.
 *
 * @example
 * failureCodeOfStatus(409) // "conflict"
 * failureCodeOfStatus(418) // "invalidRequest"
 */
export const failureCodeOfStatus = (status: number): ServerFailureCode =>
  statusCodes[status] ?? (status >= 400 && status < 500 ? "invalidRequest" : "serverError");

const isFailureCode = Schema.is(Schema.Literals(apiFailureCodes));
const isFieldCode = Schema.is(Schema.Literals(fieldProblemCodes));

const fieldsOf = (errors: unknown): ApiFieldFailure[] =>
  Array.isArray(errors)
    ? errors.flatMap((item: unknown) => {
        if (item === null || typeof item !== "object") return [];
        const { path, code, message } = item as Record<string, unknown>;
        if (typeof path !== "string") return [];
        const fieldCode: FieldProblemCode = isFieldCode(code) ? code : "invalidValue";
        return [{ path, code: fieldCode, message: typeof message === "string" ? message : "" }];
      })
    : [];

/**
 * Reads a failed answer's body (`{ Success: false, Result, ErrorMessage,
 * Code, Errors }`) into an {@link ApiFailure}. Never throws: a body without
 * a known `Code` (an older server, a proxy's page, no JSON) is `unknown`,
 * its message whatever ErrorMessage it had; a field with an unknown code is
 * an invalid value. `status` is the HTTP status, 0 when no answer came
 * (`network`).
 *
 * @example
 * failureOf({ Success: false, Result: null, ErrorMessage: "Resource not found.", Code: "notFound" }, 404)
 * // { code: "notFound", message: "Resource not found.", fields: [] }
 * failureOf(null, 502) // { code: "unknown", message: "", fields: [] }
 */
export const failureOf = (body: unknown, status: number): ApiFailure => {
  if (status === 0) return { code: "network", message: "", fields: [] };
  const envelope = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const code = envelope.Code;
  return {
    code: isFailureCode(code) ? code : "unknown",
    message: typeof envelope.ErrorMessage === "string" ? envelope.ErrorMessage : "",
    fields: fieldsOf(envelope.Errors),
  };
};
