import type { OtpPolicy, TenantCode } from "@lendkit/core";
import type { RouteAccess } from "@lendkit/core/api";

/*
 * The shapes of the settings a `ServerContext` holds, resolved once by
 * createServer. The features that resolve or check them (`auth/policy.ts`,
 * `auth/passwords.ts`, `access/routeTable.ts`, `otp/settings.ts`) import
 * these shapes from here, so the context imports no feature.
 */

/** Idle and absolute lifetime of one kind of session. */
export interface SessionLifetime {
  /** Ends after this long without a request. */
  readonly idleMs: number;
  /** Ends this long after login, whatever happens. */
  readonly absoluteMs: number;
}

/** Lifetimes of staff and customer sessions (SECURITY 11). */
export interface SessionPolicy {
  readonly staff: SessionLifetime;
  readonly customer: SessionLifetime;
}

/** scrypt cost parameters; stored with every hash so they can be raised later. */
export interface PasswordParams {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * `"METHOD /path"` → access. A route missing here answers 403 (SECURITY 13).
 * Lendkit's own rows are core's route entries (`fullAccessTable`); an
 * embedding app adds its own.
 */
export type AccessTable = Readonly<Record<string, RouteAccess>>;

/** The resolved OTP settings every route shares. */
export interface OtpSettings {
  /** The HMAC key of codes and keyed hashes (shared by every instance). */
  readonly key: Buffer;
  readonly policy: OtpPolicy;
  readonly collectionsPhoneNumbers: Partial<Record<TenantCode, string>>;
  readonly renewalSlugTtlMs: number;
  /** Production: no development key, no outbox by default, no dev routes. */
  readonly production: boolean;
  /** `GET /api/dev/outbox` is served (to loopback callers only): asked for explicitly, and never in production. */
  readonly devOutbox: boolean;
}
