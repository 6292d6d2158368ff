import { decodeError, describeDecodeErrors, fieldProblemCodeOf, fieldProblemText, tBoth, type Bilingual, type DecodeError, type FieldProblemCode, type Lang, type MessageKey } from "@lendkit/core";
import { failureCodeOfStatus, messageFailureCodes, type ServerFailureCode } from "@lendkit/core/api";

/**
 * The server's own answers in both languages, from core's `server.`
 * catalog (plus core's generic error).
 */
export const serverMessages = {
  invalidRequest: tBoth("server.invalidRequest"),
  malformedJson: tBoth("server.malformedJson"),
  bodyTooLarge: tBoth("server.bodyTooLarge"),
  unsupportedMediaType: tBoth("server.unsupportedMediaType"),
  forbiddenKey: tBoth("server.forbiddenKey"),
  tooDeep: tBoth("server.tooDeep"),
  databaseUnavailable: tBoth("server.databaseUnavailable"),
  unauthenticated: tBoth("server.unauthenticated"),
  forbidden: tBoth("server.forbidden"),
  notFound: tBoth("server.notFound"),
  tooManyRequests: tBoth("server.tooManyRequests"),
  invalidCredentials: tBoth("server.invalidCredentials"),
  unavailable: tBoth("server.unavailable"),
  idempotencyMismatch: tBoth("server.idempotencyMismatch"),
  idempotencyInFlight: tBoth("server.idempotencyInFlight"),
  genericError: tBoth("common.genericError"),
} as const satisfies Record<string, Bilingual>;

/** The name of a server message. */
export type ServerMessage = keyof typeof serverMessages;

const bothLanguages = (message: Bilingual): string => `${message.fr}\n${message.en}`;

/** The catalog messages with a code of their own, by their words in both languages (a throw site hands over the words). */
const codeOfWords = new Map<string, ServerFailureCode>(
  (Object.entries(messageFailureCodes) as [MessageKey, ServerFailureCode][]).map(([key, code]) => [bothLanguages(tBoth(key)), code]),
);

/**
 * The code an error body carries (core's closed `ApiFailureCode` set): the
 * message's own when its catalog key has one (a stale edit, an expired
 * code…), else its status's. No throw site names a code: the catalog entry
 * it sends says it.
 *
 * @example
 * failureCodeFor(409, tBoth("contracts.edit.stale")) // "staleEdit"
 * failureCodeFor(409, tBoth("flows.error.flowClosed")) // "conflict"
 */
export const failureCodeFor = (status: number, message: Bilingual): ServerFailureCode =>
  codeOfWords.get(bothLanguages(message)) ?? failureCodeOfStatus(status);

/**
 * One ErrorMessage string carrying both languages, French first, as the
 * spec's own bilingual alerts do ("Erreure / ERROR …"), with an optional
 * detail (e.g. the fields that failed) after both: only for a caller that
 * states no language ({@link callerLang}); every other caller reads its own.
 *
 * @example
 * bilingualText(serverMessages.notFound) // "Ressource introuvable. / Resource not found."
 */
export const bilingualText = (message: Bilingual, detail?: string | readonly DecodeError[]): string => {
  const text = typeof detail === "string" ? detail : detail === undefined || detail.length === 0 ? "" : describeDecodeErrors(detail);
  return text ? `${message.fr} / ${message.en} : ${text}` : `${message.fr} / ${message.en}`;
};

/** One field of a refused body as the server answers it: path, code and the words in the caller's language. */
export interface FieldErrorAnswer {
  readonly path: string;
  readonly code: FieldProblemCode;
  readonly message: string;
}

const fieldPath = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*$/;

/**
 * The fields a detail names: a list of decode errors as is; a text of
 * `path: message` parts joined by "; ", or of field names joined by ", ",
 * read back into fields; any other text names none (it stays in the logs'
 * side of things, never in a one-language answer).
 */
export const detailFields = (detail: string | readonly DecodeError[] | undefined): readonly DecodeError[] => {
  if (detail === undefined) return [];
  if (typeof detail !== "string") return detail;
  const parts = detail.split("; ").map((part) => part.trim());
  const named = parts.map((part) => {
    const colon = part.indexOf(": ");
    if (colon > 0 && fieldPath.test(part.slice(0, colon))) return [decodeError(part.slice(0, colon), part.slice(colon + 2))];
    const names = part.split(", ");
    return names.every((name) => fieldPath.test(name)) ? names.map((name) => decodeError(name, "invalid")) : null;
  });
  return named.every((entry) => entry !== null) ? named.flat() : [];
};

/**
 * The fields of a detail answered in `lang`: `{ path, code, message }`,
 * the message from core's field problem texts.
 *
 * @example
 * fieldErrorsIn("fr", [{ path: "lessee.hacker", message: "unknown field" }])
 * // [{ path: "lessee.hacker", code: "unknownField", message: "Ce champ n'est pas accepté ici" }]
 */
export const fieldErrorsIn = (lang: Lang, detail: string | readonly DecodeError[] | undefined): readonly FieldErrorAnswer[] =>
  detailFields(detail).map((error) => {
    const code = fieldProblemCodeOf(error);
    return { path: error.path, code, message: fieldProblemText(lang, code) };
  });
