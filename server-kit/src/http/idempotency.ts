import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { callerSessionOf } from "../infra/session.js";
import type { Plumbing } from "../infra/plumbing.js";
import { findIdempotencyKey, finishIdempotencyKey, releaseIdempotencyKey, retakeIdempotencyKey, takeIdempotencyKey } from "../db/idempotencyKeys.js";
import { HttpError } from "./envelope.js";
import { serverMessages } from "./messages.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";

/** Options of {@link idempotency}. */
export interface IdempotencyOptions {
  /** An in-flight key older than this is taken to be abandoned (its request died) and may run again. Default 60 s. */
  readonly lockTimeoutMs?: number;
}

const keyPattern = /^[A-Za-z0-9._:-]{8,255}$/;

/** Missing or malformed Idempotency-Key header. */
const badKeyMessage = {
  fr: "En-tête Idempotency-Key manquant ou invalide (8 à 255 caractères : lettres, chiffres, . _ : -).",
  en: "Missing or invalid Idempotency-Key header (8 to 255 characters: letters, digits, . _ : -).",
} as const;

/** JSON with object keys sorted, so the same body always hashes the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
};

/**
 * Makes a money-moving POST safe to retry (SECURITY 27). The caller sends an
 * `Idempotency-Key`; keys are scoped to the session's tenant, and the request
 * hash covers method, route, caller and body:
 * - first use: the route runs; its answer (status and body) is stored, unless
 *   it is a 5xx, in which case the key is released so a retry can run;
 * - same key, same request, done: the stored answer is replayed
 *   (`Idempotent-Replayed: true`) and the route does not run;
 * - same key, other request: 422;
 * - same key while the first is still running: 409.
 * Lendkit's routes get it from their entry (`idempotent` in core's
 * `apiRoutes`: `routes.on` puts it after the guard); an embedding app's own
 * route puts it after the guard itself: `routes.post(path, idempotency(context), handler)`.
 */
export const idempotency = (context: Plumbing, options: IdempotencyOptions = {}): RequestHandler => {
  const lockTimeoutMs = options.lockTimeoutMs ?? 60_000;
  const { db, clock } = context;
  return async function lendkitIdempotency(req, res, next) {
    const auth = callerSessionOf(res);
    if (!auth) throw new HttpError(401, serverMessages.unauthenticated);
    const key = req.get("idempotency-key") ?? "";
    if (!keyPattern.test(key)) throw new HttpError(400, badKeyMessage);
    const route = `${req.method} ${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
    const actor = `${auth.kind}:${auth.userId ?? auth.customerId ?? ""}`;
    const requestHash = createHash("sha256").update(`${route}\n${actor}\n${canonical(req.body)}`).digest("hex");
    const now = clock.now();

    let rowId: number;
    try {
      rowId = await takeIdempotencyKey(db, auth.tenantId, key, requestHash, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findIdempotencyKey(db, auth.tenantId, key);
      if (!existing) throw new HttpError(409, serverMessages.idempotencyInFlight);
      if (existing.requestHash !== requestHash) throw new HttpError(422, serverMessages.idempotencyMismatch);
      if (existing.status === "done" && existing.responseStatus !== null) {
        res.setHeader("Idempotent-Replayed", "true");
        res.status(existing.responseStatus).type("application/json").send(existing.responseBody ?? "null");
        return;
      }
      const stale = Date.parse(existing.createdAt) + lockTimeoutMs <= now.getTime();
      const taken = stale && (await retakeIdempotencyKey(db, existing, now));
      if (!taken) throw new HttpError(409, serverMessages.idempotencyInFlight);
      rowId = existing.id;
    }
    captureAnswer(context, res, rowId);
    next();
  };
};

/** Stores the answer before it is sent (so a retry never sees a finished request as in flight). */
const captureAnswer = (context: Plumbing, res: Response, rowId: number): void => {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const status = res.statusCode;
    const store =
      status >= 500
        ? releaseIdempotencyKey(context.db, rowId)
        : finishIdempotencyKey(context.db, rowId, { status, body: JSON.stringify(body), at: context.clock.now() });
    store.then(
      () => send(body),
      (error: unknown) => {
        context.logger.error({ err: error }, "could not store an idempotent answer");
        send(body);
      },
    );
    return res;
  };
};
