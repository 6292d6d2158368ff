import { tBoth, type Bilingual } from "@lendkit/core";

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
  accountLocked: tBoth("server.accountLocked"),
  unavailable: tBoth("server.unavailable"),
  idempotencyMismatch: tBoth("server.idempotencyMismatch"),
  idempotencyInFlight: tBoth("server.idempotencyInFlight"),
  genericError: tBoth("common.genericError"),
} as const satisfies Record<string, Bilingual>;

/** The name of a server message. */
export type ServerMessage = keyof typeof serverMessages;

/**
 * One ErrorMessage string carrying both languages, French first, as the
 * spec's own bilingual alerts do ("Erreure / ERROR …"), with an optional
 * detail (e.g. the fields that failed) after both.
 *
 * @example
 * bilingualText(serverMessages.notFound) // "Ressource introuvable. / Resource not found."
 */
export const bilingualText = (message: Bilingual, detail?: string): string =>
  detail ? `${message.fr} / ${message.en} : ${detail}` : `${message.fr} / ${message.en}`;
