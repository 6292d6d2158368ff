import { tBoth, type Bilingual } from "@lendkit/core";

/**
 * The server's own answers, in both languages. core's catalogs have no keys
 * for these yet; they belong there (a `server.` section) and will move when
 * core takes them. Only `genericError` comes from core today.
 */
export const serverMessages = {
  invalidRequest: {
    fr: "Requête invalide",
    en: "Invalid request",
  },
  malformedJson: {
    fr: "Le corps de la requête n'est pas du JSON valide.",
    en: "The request body is not valid JSON.",
  },
  bodyTooLarge: {
    fr: "Le corps de la requête est trop volumineux.",
    en: "The request body is too large.",
  },
  unsupportedMediaType: {
    fr: "Type de contenu non pris en charge : envoyez du JSON.",
    en: "Unsupported content type: send JSON.",
  },
  forbiddenKey: {
    fr: "Clé interdite dans le corps de la requête",
    en: "Forbidden key in the request body",
  },
  unauthenticated: {
    fr: "Votre session est absente ou expirée. Veuillez vous reconnecter.",
    en: "Your session is missing or has expired. Please sign in again.",
  },
  forbidden: {
    fr: "Vous n'avez pas accès à cette ressource.",
    en: "You do not have access to this resource.",
  },
  notFound: {
    fr: "Ressource introuvable.",
    en: "Resource not found.",
  },
  tooManyRequests: {
    fr: "Trop de tentatives. Veuillez réessayer plus tard.",
    en: "Too many attempts. Please try again later.",
  },
  invalidCredentials: {
    fr: "Nom d'utilisateur ou mot de passe invalide.",
    en: "Invalid username or password.",
  },
  unavailable: {
    fr: "Service momentanément indisponible.",
    en: "Service temporarily unavailable.",
  },
  idempotencyMismatch: {
    fr: "Cette clé d'idempotence a déjà servi pour une autre requête.",
    en: "This idempotency key was already used for another request.",
  },
  idempotencyInFlight: {
    fr: "Une requête avec cette clé d'idempotence est déjà en cours.",
    en: "A request with this idempotency key is already in progress.",
  },
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
