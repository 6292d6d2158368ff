import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { allVersionedTables as versionedTables } from "../db/versionedCache.js";
import { insertReturningId } from "../db/sql.js";

/**
 * The sign-in sessions' storage (`sessions`). A session is found by its
 * token's hash alone (the token is what names its tenant); every other
 * statement names the tenant (SECURITY 14), but the housekeeping's prune,
 * which runs over all of them. Which session is still good is
 * auth/sessions.ts's policy.
 */

/** A new session's row: only the token's SHA-256 is stored. */
export interface NewSessionRow {
  readonly tokenHash: string;
  readonly kind: "staff" | "customer";
  readonly tenantId: number;
  readonly roleId: number;
  readonly userId: number | null;
  readonly customerId: number | null;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Stores a session and returns its id. */
export const insertSession = async (db: Knex, session: NewSessionRow): Promise<number> => {
  return insertReturningId(db, "sessions", {
    token_hash: session.tokenHash,
    kind: session.kind,
    user_id: session.userId,
    customer_id: session.customerId,
    tenant_id: session.tenantId,
    role_id: session.roleId,
    created_at: session.createdAt,
    last_seen_at: session.createdAt,
    expires_at: session.expiresAt,
  });
};

/** A session as read with its tenant's code, its staff user's current state and the tenant's data versions. */
export interface SessionRow {
  id: number;
  kind: string;
  tenant_id: number;
  tenant_code: string;
  role_id: number;
  user_id: number | null;
  customer_id: number | null;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_role_id: number | null;
  user_disabled: boolean | number | null;
  user_dealership_id: number | string | null;
  [version: `${string}_version`]: number | string | null;
}

/**
 * The session whose token hashes to `tokenHash`, in one statement with its
 * tenant's code, its user's role, state and dealership, and the tenant's
 * data versions (db/versionedCache.ts), so a remembered answer costs no
 * further read.
 */
export const findSessionByTokenHash = async (db: Knex, tokenHash: string): Promise<SessionRow | undefined> =>
  (await db("sessions")
    .join("tenants", "tenants.id", "sessions.tenant_id")
    .leftJoin("users", "users.id", "sessions.user_id")
    .where("sessions.token_hash", tokenHash)
    .first(
      "sessions.id",
      "sessions.kind",
      "sessions.tenant_id",
      "tenants.code as tenant_code",
      "sessions.role_id",
      "sessions.user_id",
      "sessions.customer_id",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.revoked_at",
      "users.role_id as user_role_id",
      "users.disabled as user_disabled",
      "users.dealership_id as user_dealership_id",
      ...versionedTables.map((table) =>
        db.raw("(SELECT version FROM data_versions WHERE data_versions.tenant_id = sessions.tenant_id AND data_versions.name = ?) AS ??", [
          table,
          `${table}_version`,
        ]),
      ),
    )) as SessionRow | undefined;

/** Marks a session seen at `seenAt`. */
export const touchSession = async (db: Knex, tenantId: number, sessionId: number, seenAt: string): Promise<void> => {
  await db("sessions").where({ id: sessionId, tenant_id: tenantId }).update({ last_seen_at: seenAt });
};

/** Revokes one session of the tenant (logout). */
export const revokeSession = async (db: Knex, clock: Clock, tenantId: number, sessionId: number, reason: string): Promise<void> => {
  await db("sessions")
    .where({ id: sessionId, tenant_id: tenantId })
    .whereNull("revoked_at")
    .update({ revoked_at: isoTime(clock.now()), revoked_reason: reason });
};

/** Revokes every open session of a staff user of the tenant (disable, role change, password change); returns how many. */
export const revokeUserSessions = async (db: Knex, clock: Clock, tenantId: number, userId: number, reason: string): Promise<number> =>
  db("sessions")
    .where({ user_id: userId, tenant_id: tenantId })
    .whereNull("revoked_at")
    .update({ revoked_at: isoTime(clock.now()), revoked_reason: reason });

/** Deletes every tenant's sessions that ended (expired or revoked) before `before` (housekeeping); returns how many. */
export const pruneEndedSessions = async (db: Knex, before: Date): Promise<number> => {
  const cutoff = isoTime(before);
  return db("sessions")
    .where((ended) => ended.where("expires_at", "<", cutoff).orWhere("revoked_at", "<", cutoff))
    .delete();
};
