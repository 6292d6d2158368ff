/**
 * The server's own answers (HTTP errors of @lendkit/server-kit), English
 * first: the French catalog must have exactly the same keys. Keys are
 * prefixed "server.".
 */
export const en = {
  "server.invalidRequest": "Invalid request",
  "server.malformedJson": "The request body is not valid JSON.",
  "server.bodyTooLarge": "The request body is too large.",
  "server.unsupportedMediaType": "Unsupported content type: send JSON.",
  "server.forbiddenKey": "Forbidden key in the request body",
  "server.unauthenticated": "Your session is missing or has expired. Please sign in again.",
  "server.forbidden": "You do not have access to this resource.",
  "server.notFound": "Resource not found.",
  "server.tooManyRequests": "Too many attempts. Please try again later.",
  "server.invalidCredentials": "Invalid username or password.",
  "server.unavailable": "Service temporarily unavailable.",
  "server.idempotencyMismatch": "This idempotency key was already used for another request.",
  "server.idempotencyInFlight": "A request with this idempotency key is already in progress.",
  "server.tooDeep": "The request body is nested too deeply.",
  "server.databaseUnavailable": "The service is briefly unavailable. Please try again in a few seconds.",
  "server.signInThrottled": "Too many failed sign-ins. Try again in {minutes} min.",
  "server.accountLocked": "This account is locked after too many failed sign-ins. Try again in {minutes} min or ask your administrator.",
  "server.invalidTimeZone": "Unknown time zone “{zone}”: give an IANA time zone, e.g. America/Toronto.",
} as const satisfies Record<`server.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "server.invalidRequest": "Requête invalide",
  "server.malformedJson": "Le corps de la requête n'est pas du JSON valide.",
  "server.bodyTooLarge": "Le corps de la requête est trop volumineux.",
  "server.unsupportedMediaType": "Type de contenu non pris en charge\u00a0: envoyez du JSON.",
  "server.forbiddenKey": "Clé interdite dans le corps de la requête",
  "server.unauthenticated": "Votre session est absente ou expirée. Veuillez vous reconnecter.",
  "server.forbidden": "Vous n'avez pas accès à cette ressource.",
  "server.notFound": "Ressource introuvable.",
  "server.tooManyRequests": "Trop de tentatives. Veuillez réessayer plus tard.",
  "server.invalidCredentials": "Nom d'utilisateur ou mot de passe invalide.",
  "server.unavailable": "Service momentanément indisponible.",
  "server.idempotencyMismatch": "Cette clé d'idempotence a déjà servi pour une autre requête.",
  "server.idempotencyInFlight": "Une requête avec cette clé d'idempotence est déjà en cours.",
  "server.tooDeep": "Le corps de la requête est imbriqué trop profondément.",
  "server.databaseUnavailable": "Le service est brièvement indisponible. Veuillez réessayer dans quelques secondes.",
  "server.signInThrottled": "Trop de connexions échouées. Réessayez dans {minutes} min.",
  "server.accountLocked": "Ce compte est verrouillé après trop de connexions échouées. Réessayez dans {minutes} min ou adressez-vous à votre administrateur.",
  "server.invalidTimeZone": "Fuseau horaire inconnu « {zone} » : indiquez un fuseau IANA, par exemple America/Toronto.",
};
