import { isTenantCode, isRoleId, type RoleId, type TenantCode } from "@lendkit/core";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import type { DataVersions } from "../db/versionedCache.js";
import { allVersionedTables as versionedTables } from "../db/versionedCache.js";
import { findSessionByTokenHash, insertSession, touchSession } from "../data/sessions.js";
import type { SessionPolicy } from "../context/settings.js";
import { touchIntervalMs } from "./policy.js";
import { hashToken, newToken } from "./tokens.js";

/** Who a session belongs to. */
export type SessionKind = "staff" | "customer";

/** What a route knows about the caller once the bearer token is checked. */
export interface SessionInfo {
  readonly sessionId: number;
  readonly kind: SessionKind;
  readonly tenantId: number;
  readonly tenantCode: TenantCode;
  readonly roleId: RoleId;
  readonly userId: number | null;
  readonly customerId: number | null;
  /** The staff user's dealership (a partner's files, core's contract scope); null for the lender's staff and customers. */
  readonly dealershipId?: number | null;
  readonly expiresAt: string;
  /**
   * The tenant's data versions, read in the same statement as the session
   * (db/versionedCache.ts), so a remembered answer costs no further read.
   */
  readonly dataVersions?: DataVersions;
}

/** What a new session is for. */
export interface NewSession {
  readonly kind: SessionKind;
  readonly tenantId: number;
  readonly roleId: RoleId;
  readonly userId?: number | null;
  readonly customerId?: number | null;
}

/**
 * Opens a session and returns its raw token, once; only the token's SHA-256
 * is stored. `expiresAt` is the absolute end (the spec's serverInfoExpiration).
 */
export const createSession = async (
  db: Plumbing["db"],
  clock: Clock,
  policy: SessionPolicy,
  session: NewSession,
): Promise<{ token: string; sessionId: number; expiresAt: string }> => {
  const token = newToken();
  const now = clock.now();
  const expiresAt = isoTime(new Date(now.getTime() + policy[session.kind].absoluteMs));
  const sessionId = await insertSession(db, {
    tokenHash: hashToken(token),
    kind: session.kind,
    tenantId: session.tenantId,
    roleId: session.roleId,
    userId: session.userId ?? null,
    customerId: session.customerId ?? null,
    createdAt: isoTime(now),
    expiresAt,
  });
  return { token, sessionId, expiresAt };
};

/** Why a token gave no session (for the audit log). */
export type SessionRefusal = "unknown" | "revoked" | "expired" | "idle" | "userDisabled" | "roleChanged";

/**
 * Finds the live session of `token` and marks it seen (at most once per
 * `touchIntervalMs`). A revoked, expired or
 * idle session, a disabled user, or a user whose role changed since login
 * gives `{ refusal }` instead.
 */
export const findSession = async (
  db: Plumbing["db"],
  clock: Clock,
  policy: SessionPolicy,
  token: string,
): Promise<{ session: SessionInfo } | { refusal: SessionRefusal; sessionId?: number; tenantId?: number }> => {
  const row = await findSessionByTokenHash(db, hashToken(token));
  if (!row) return { refusal: "unknown" };
  const refused = (refusal: SessionRefusal) => ({ refusal, sessionId: Number(row.id), tenantId: Number(row.tenant_id) });
  const kind: SessionKind = row.kind === "customer" ? "customer" : "staff";
  const now = clock.now();
  const nowText = isoTime(now);
  if (row.revoked_at !== null) return refused("revoked");
  if (row.expires_at <= nowText) return refused("expired");
  if (Date.parse(row.last_seen_at) + policy[kind].idleMs <= now.getTime()) return refused("idle");
  if (row.user_id !== null && Boolean(row.user_disabled)) return refused("userDisabled");
  if (row.user_id !== null && Number(row.user_role_id) !== Number(row.role_id)) return refused("roleChanged");
  const roleId = Number(row.role_id);
  if (!isRoleId(roleId) || !isTenantCode(row.tenant_code)) return refused("unknown");
  if (Date.parse(row.last_seen_at) + touchIntervalMs(policy[kind]) <= now.getTime()) {
    await touchSession(db, Number(row.tenant_id), Number(row.id), nowText);
  }
  return {
    session: {
      sessionId: Number(row.id),
      kind,
      tenantId: Number(row.tenant_id),
      tenantCode: row.tenant_code,
      roleId,
      userId: row.user_id === null ? null : Number(row.user_id),
      customerId: row.customer_id === null ? null : Number(row.customer_id),
      dealershipId: row.user_dealership_id === null || row.user_dealership_id === undefined ? null : Number(row.user_dealership_id),
      expiresAt: row.expires_at,
      dataVersions: Object.fromEntries(versionedTables.map((table) => [table, String(row[`${table}_version`] ?? 0)])) as DataVersions,
    },
  };
};
