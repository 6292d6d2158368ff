import type { RequestHandler } from "express";
import type { Clock } from "../infra/clock.js";
import { isoTime } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { countRateLimitHit, rateLimitCount, uncountRateLimitHit } from "../db/rateLimits.js";
import { HttpError } from "./envelope.js";
import { serverMessages } from "./messages.js";

/** A fixed-window limit: at most `max` hits per `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** What one hit on a counter gives. */
export interface RateLimitHit {
  readonly allowed: boolean;
  readonly count: number;
  /** Whole seconds until the window ends (for Retry-After), at least 1. */
  readonly retryAfterSeconds: number;
  /** The window the hit was counted in (for `releaseRateLimit`). */
  readonly windowStart: string;
}

/**
 * Counts one hit on `key` in the database (shared by every server instance)
 * and says whether it is within `limit`. The window is fixed: it starts at a
 * multiple of `windowMs` since the epoch. One atomic upsert, so concurrent
 * hits never lose a count.
 */
export const hitRateLimit = async (db: Plumbing["db"], clock: Clock, key: string, limit: RateLimit): Promise<RateLimitHit> => {
  const now = clock.now().getTime();
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const count = await countRateLimitHit(db, key, isoTime(new Date(windowStart)));
  return {
    allowed: count <= limit.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
    windowStart: isoTime(new Date(windowStart)),
  };
};

/**
 * Gives back one hit counted by `hitRateLimit` on `key` (in the window it
 * was counted in), for a limit that counts only the attempts that fail: the
 * attempt is counted before its work, so parallel attempts cannot slip past
 * the limit, and an attempt that succeeds is taken off again.
 */
export const releaseRateLimit = async (db: Plumbing["db"], key: string, hit: Pick<RateLimitHit, "windowStart">): Promise<void> =>
  uncountRateLimitHit(db, key, hit.windowStart);

/** Where `key`'s counter stands in its current window, without counting a hit. */
export const peekRateLimit = async (db: Plumbing["db"], clock: Clock, key: string, limit: RateLimit): Promise<RateLimitHit> => {
  const now = clock.now().getTime();
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const count = await rateLimitCount(db, key, isoTime(new Date(windowStart)));
  return {
    allowed: count < limit.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
    windowStart: isoTime(new Date(windowStart)),
  };
};

/** Throws a 429 `HttpError` with Retry-After when the hit is over the limit (SECURITY 30). */
export const enforceRateLimit = (hit: RateLimitHit): void => {
  if (!hit.allowed) {
    throw new HttpError(429, serverMessages.tooManyRequests, undefined, { "Retry-After": String(hit.retryAfterSeconds) });
  }
};

/**
 * Middleware: at most `limit.max` requests per window from one client IP on
 * the routes it guards, counted in the database under `name`. The IP is
 * `req.ip`, i.e. the socket's address unless `trustProxy` says how many
 * proxies to skip. Over the limit: 429 with Retry-After.
 *
 * @example
 * routes.post("/api/contractExternal/checkIfClientExists", limitByIp(context, "lookup", { max: 5, windowMs: 15 * 60_000 }), handler);
 */
export const limitByIp = (
  context: Pick<Plumbing, "db" | "clock">,
  name: string,
  limit: RateLimit,
): RequestHandler =>
  async function lendkitLimitByIp(req, _res, next) {
    enforceRateLimit(await hitRateLimit(context.db, context.clock, `${name}:ip:${req.ip ?? "unknown"}`, limit));
    next();
  };
