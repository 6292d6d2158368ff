import { isStaff, staffInitials, type RoleId } from "@lendkit/core";
import type { Knex } from "knex";
import { writeAudit } from "../access/audit.js";
import { isoTime, type Clock } from "../infra/clock.js";
import { hashPassword, type PasswordParams } from "./passwords.js";
import { revokeUserSessions } from "./sessions.js";
import { actorColumns } from "../infra/audit.js";

/** Usernames are compared without case and surrounding spaces. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

/** A new staff login. */
export interface NewUser {
  readonly tenantId: number;
  readonly username: string;
  readonly password: string;
  readonly roleId: RoleId;
  /** Left out: derived from the names, distinct from the tenant's other users (core's `staffInitials`). */
  readonly initials?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
}

/** Who makes a change to a user, for the audit row. */
export interface Actor {
  readonly userId?: number | null;
  readonly requestId?: string | null;
}

/** Initials for a new user from their names, none of the tenant's users already having them. */
const initialsFor = async (db: Knex, user: NewUser): Promise<string> => {
  const taken = (await db("users").where({ tenant_id: user.tenantId }).pluck("initials")) as string[];
  return staffInitials(user.firstName ?? "", user.lastName ?? "", taken);
};

/** Adds a staff user (customer roles are refused: customers sign in by one-time code). */
export const createUser = async (
  db: Knex,
  clock: Clock,
  user: NewUser,
  options: { passwordParams?: PasswordParams; actor?: Actor } = {},
): Promise<number> => {
  if (!isStaff(user.roleId)) throw new Error("staff users cannot have a customer role");
  const now = isoTime(clock.now());
  const initials = user.initials ?? (await initialsFor(db, user));
  const [row] = (await db("users")
    .insert({
      tenant_id: user.tenantId,
      username: normalizeUsername(user.username),
      password_hash: await hashPassword(user.password, options.passwordParams),
      role_id: user.roleId,
      initials,
      first_name: user.firstName ?? "",
      last_name: user.lastName ?? "",
      email: user.email ?? "",
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: number }>;
  const id = Number(row?.id);
  await writeAudit(db, clock, {
    action: "user.created",
    ...actorColumns({ tenantId: user.tenantId, userId: options.actor?.userId }, { requestId: options.actor?.requestId }),
    entity: "user",
    entityId: id,
    after: { username: normalizeUsername(user.username), roleId: user.roleId },
  });
  return id;
};

const loadUser = async (trx: Knex.Transaction, userId: number) => {
  const user = await trx("users").where({ id: userId }).first("id", "tenant_id", "role_id", "disabled");
  if (!user) throw new Error(`no user ${userId}`);
  return user as { id: number; tenant_id: number; role_id: number; disabled: boolean | number };
};

/** Disables or re-enables a user; disabling revokes every session of theirs at once (SECURITY 10). */
export const setUserDisabled = async (db: Knex, clock: Clock, userId: number, disabled: boolean, actor: Actor = {}) =>
  db.transaction(async (trx) => {
    const user = await loadUser(trx, userId);
    await trx("users").where({ id: userId }).update({ disabled, updated_at: isoTime(clock.now()) });
    if (disabled) await revokeUserSessions(trx, clock, userId, "userDisabled");
    await writeAudit(trx, clock, {
      action: disabled ? "user.disabled" : "user.enabled",
      ...actorColumns({ tenantId: Number(user.tenant_id), userId: actor.userId }, { requestId: actor.requestId }),
      entity: "user",
      entityId: userId,
      before: { disabled: Boolean(user.disabled) },
      after: { disabled },
    });
  });

/** Changes a user's role and revokes every session of theirs (SECURITY 10). */
export const changeUserRole = async (db: Knex, clock: Clock, userId: number, roleId: RoleId, actor: Actor = {}) =>
  db.transaction(async (trx) => {
    if (!isStaff(roleId)) throw new Error("staff users cannot have a customer role");
    const user = await loadUser(trx, userId);
    await trx("users").where({ id: userId }).update({ role_id: roleId, updated_at: isoTime(clock.now()) });
    await revokeUserSessions(trx, clock, userId, "roleChanged");
    await writeAudit(trx, clock, {
      action: "user.roleChanged",
      ...actorColumns({ tenantId: Number(user.tenant_id), userId: actor.userId }, { requestId: actor.requestId }),
      entity: "user",
      entityId: userId,
      before: { roleId: Number(user.role_id) },
      after: { roleId },
    });
  });
