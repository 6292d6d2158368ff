/**
 * @module api
 * The wire contract of a failed call (`ApiFailure`: a closed code, the
 * server's message in the caller's language, the refused fields), how a
 * client reads it from any answer (`failureOf`), and one JSON client over a
 * fetcher (`createApiClient`) whose calls answer a value or a failure and
 * never throw. Clients decide on `failure.code`, never on the words.
 */
export * from "./failure.js";
export * from "./client.js";
