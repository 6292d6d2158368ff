import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";

/**
 * The audit log (`audit_log`, SECURITY 29): one row appended per audited
 * act, under the tenant its entry names (none before a tenant is known, as
 * a refused sign-in). Rows are never changed.
 */

/** Actions written to the audit log. */
export type AuditAction =
  | "login.success"
  | "login.failure"
  | "login.throttled"
  | "logout"
  | "session.refused"
  | "access.unauthenticated"
  | "access.denied"
  | "access.unlisted"
  | "user.created"
  | "user.disabled"
  | "user.enabled"
  | "user.roleChanged"
  | (string & {});

/** One audit row. Never put a password, token, OTP or account number here (SECURITY 29). */
export interface AuditEntry {
  readonly action: AuditAction;
  readonly tenantId?: number | null;
  readonly actorUserId?: number | null;
  readonly actorCustomerId?: number | null;
  readonly actorLabel?: string | null;
  readonly entity?: string | null;
  readonly entityId?: string | number | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly requestId?: string | null;
  readonly ip?: string | null;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Appends one row to the audit log (the table refuses updates and deletes). */
export const writeAudit = async (db: Knex, clock: Clock, entry: AuditEntry): Promise<void> => {
  await db("audit_log").insert({
    at: isoTime(clock.now()),
    tenant_id: entry.tenantId ?? null,
    actor_user_id: entry.actorUserId ?? null,
    actor_customer_id: entry.actorCustomerId ?? null,
    actor_label: entry.actorLabel?.slice(0, 100) ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before_json: json(entry.before),
    after_json: json(entry.after),
    request_id: entry.requestId ?? null,
    ip: entry.ip ?? null,
  });
};
