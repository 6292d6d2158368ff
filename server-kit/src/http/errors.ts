import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { HttpError, sendError } from "./envelope.js";
import { serverMessages } from "./messages.js";
import { requestIdOf } from "./requestId.js";

/** Answers 404 with an envelope for any path no route matched. */
export const notFound = (): RequestHandler => (_req, res) => sendError(res, 404, serverMessages.notFound);

interface BodyParserError {
  readonly type?: string;
  readonly status?: number;
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

/**
 * The last-resort error handler: an `HttpError` becomes its status and
 * bilingual envelope; a body-parser error its 4xx; anything else a 500
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
    sendError(res, error.status, error.bilingual, error.detail);
    return;
  }
  const type = (error as BodyParserError | null)?.type;
  const known = type ? bodyParserStatus[type] : undefined;
  if (known && known.status < 500) {
    sendError(res, known.status, serverMessages[known.message]);
    return;
  }
  logger.error({ requestId: requestIdOf(res), err: error }, "unhandled error");
  sendError(res, 500, serverMessages.genericError);
};
