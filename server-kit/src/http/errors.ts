import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { FieldsRefusedError, HttpError, sendError, sendFieldsRefused } from "./envelope.js";
import { serverMessages } from "./messages.js";
import { requestIdOf } from "../infra/requestId.js";

/** Answers 404 with an envelope for any path no route matched. */
export const unmatchedPath = (): RequestHandler => (_req, res) => sendError(res, 404, serverMessages.notFound);

interface BodyParserError {
  readonly type?: string;
  readonly status?: number;
  readonly expose?: boolean;
}

const bodyParserStatus: Record<string, { status: number; message: keyof typeof serverMessages }> = {
  "entity.parse.failed": { status: 400, message: "malformedJson" },
  "entity.too.large": { status: 413, message: "bodyTooLarge" },
  "entity.verify.failed": { status: 400, message: "malformedJson" },
  "request.aborted": { status: 400, message: "invalidRequest" },
  "request.size.invalid": { status: 400, message: "invalidRequest" },
  "encoding.unsupported": { status: 415, message: "unsupportedMediaType" },
  "charset.unsupported": { status: 415, message: "unsupportedMediaType" },
  "parameters.too.many": { status: 413, message: "bodyTooLarge" },
  "stream.encoding.set": { status: 500, message: "genericError" },
};

/** The message of a client error by its status, for 4xx errors without a known type. */
const clientErrorMessage = (status: number): keyof typeof serverMessages =>
  status === 413 ? "bodyTooLarge" : status === 415 ? "unsupportedMediaType" : "invalidRequest";

/**
 * The 4xx a body-parser (http-errors) error carries, whether or not its type
 * is listed above: a body that lies about its Content-Encoding fails in zlib
 * and arrives as a bare 400 with no type, which must stay a 400.
 */
const clientErrorOf = (error: unknown): { status: number; message: keyof typeof serverMessages } | null => {
  const parsed = error as BodyParserError | null;
  const known = parsed?.type ? bodyParserStatus[parsed.type] : undefined;
  if (known) return known.status < 500 ? known : null;
  const status = parsed?.status;
  // The router's "Failed to decode param" (a path segment with broken %-encoding): the caller's mistake, 400.
  if (error instanceof URIError && status === 400) return { status, message: "invalidRequest" };
  if (parsed?.expose !== true || typeof status !== "number" || status < 400 || status > 499) return null;
  return { status, message: clientErrorMessage(status) };
};

/** Seconds a caller is asked to wait while the database is away. */
export const databaseRetryAfterSeconds = 5;

/** Socket-level failures of a database connection (Node's codes). */
const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * PostgreSQL SQLSTATEs of a connection that failed or was cut: class 08
 * (connection exception), 57P01–57P03 (shut down, crashed, cannot connect
 * now), 53300 (too many connections). SQLite: the file busy past the busy
 * timeout, or unopenable.
 */
const databaseAwayCodes = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300", "SQLITE_BUSY", "SQLITE_CANTOPEN"]);

/**
 * Whether an error means the database could not be reached (refused, cut,
 * shutting down, no pooled connection in time) rather than a fault of the
 * request or the code: those answer 503 with Retry-After, and the next
 * request after the database returns succeeds (the pool reconnects).
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (error === null || typeof error !== "object") return false;
  const { name, code, message, errors } = error as { name?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  if (name === "KnexTimeoutError") return true;
  if (typeof code === "string" && (connectionCodes.has(code) || databaseAwayCodes.has(code))) return true;
  if (typeof message === "string" && /Connection terminated|Unable to acquire a connection|connection pool has been destroyed|Client has encountered a connection error/i.test(message)) return true;
  // AggregateError of a connection tried over IPv4 and IPv6.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
};

/**
 * The last-resort error handler: an `HttpError` becomes its status and
 * bilingual envelope; a body-parser error its 4xx (never logged with a stack:
 * a client's mistake is not the server's error); the database away a 503
 * with Retry-After (logged as a warning, without a stack); anything else a 500
 * envelope with the generic message and no stack, logged with the request id.
 */
export const errorHandler = (logger: Logger): ErrorRequestHandler => (error: unknown, _req, res, _next) => {
  if (res.headersSent) {
    logger.error({ requestId: requestIdOf(res), err: error }, "error after headers were sent");
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    if (error instanceof FieldsRefusedError) sendFieldsRefused(res, error);
    else sendError(res, error.status, error.bilingual, error.detail);
    return;
  }
  const clientError = clientErrorOf(error);
  if (clientError) {
    sendError(res, clientError.status, serverMessages[clientError.message]);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId: requestIdOf(res), reason: (error as { code?: string; name?: string }).code ?? (error as Error).name }, "database unavailable");
    res.setHeader("Retry-After", String(databaseRetryAfterSeconds));
    sendError(res, 503, serverMessages.databaseUnavailable);
    return;
  }
  logger.error({ requestId: requestIdOf(res), err: error }, "unhandled error");
  sendError(res, 500, serverMessages.genericError);
};
