/**
 * @module api
 * The wire contract of a failed call (`ApiFailure`: a closed code, the
 * server's message in the caller's language, the refused fields), how a
 * client reads it from any answer (`failureOf`), and one JSON client over a
 * fetcher (`createApiClient`) whose calls answer a value or a failure and
 * never throw. Clients decide on `failure.code`, never on the words.
 * Every route of the API as data (`apiRoutes`: method, path, who may call
 * it, whether it is idempotent, its Schemas where core has them), from
 * which the server builds its access table and registers its routes, and
 * clients build their paths (`routePath`).
 */
export * from "./failure.js";
export * from "./client.js";
export * from "./routeAccess.js";
export * from "./routes.js";
