import type { RequestHandler } from "express";
import pino, { type Logger } from "pino";
import type { Clock } from "../infra/clock.js";
import { requestIdOf } from "../infra/requestId.js";
import { callerSessionOf } from "../infra/session.js";

/**
 * Paths pino blanks out wherever a caller puts them in a log object: the
 * request logger below never logs headers, bodies or query strings, and this
 * list is the second line of defence (SECURITY 29).
 */
export const redactedPaths = [
  "authorization",
  "password",
  "token",
  "otp",
  "serverInfo",
  "*.authorization",
  "*.password",
  "*.token",
  "*.otp",
  "*.serverInfo",
  "*.headers.authorization",
  "*.headers.cookie",
  "req.headers.authorization",
  "req.headers.cookie",
];

/** A pino logger with the redaction above; `destination` defaults to stdout. */
export const createLogger = (options: { level?: string; destination?: pino.DestinationStream } = {}): Logger =>
  pino({ level: options.level ?? "info", redact: { paths: redactedPaths, censor: "[redacted]" } }, options.destination);

/**
 * Logs one line per request when it ends: id, method, the matched route
 * pattern (never the raw URL: paths and query strings carry slugs), status,
 * duration, and the tenant/user ids when authenticated.
 */
export const requestLogger = (logger: Logger, clock: Clock): RequestHandler => (req, res, next) => {
  const started = clock.now().getTime();
  res.on("finish", () => {
    const routePath = (req.route as { path?: unknown } | undefined)?.path;
    const auth = callerSessionOf(res);
    logger.info(
      {
        requestId: requestIdOf(res),
        method: req.method,
        route: typeof routePath === "string" ? `${req.baseUrl}${routePath}` : "(unmatched)",
        status: res.statusCode,
        ms: clock.now().getTime() - started,
        tenantId: auth?.tenantId,
        userId: auth?.userId ?? undefined,
      },
      "request",
    );
  });
  next();
};
