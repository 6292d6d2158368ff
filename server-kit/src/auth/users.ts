import { isStaff, staffInitials, type RoleId } from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import type { PasswordParams } from "../context/settings.js";
import { hashPassword } from "./passwords.js";
import { revokeUserSessions } from "../data/sessions.js";
import { findUserState, insertUser, takenInitials, updateUser } from "../data/users.js";
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
const initialsFor = async (db: Plumbing["db"], user: NewUser): Promise<string> =>
  staffInitials(user.firstName ?? "", user.lastName ?? "", await takenInitials(db, user.tenantId));

/** Adds a staff user (customer roles are refused: customers sign in by one-time code). */
export const createUser = async (
  db: Plumbing["db"],
  clock: Clock,
  user: NewUser,
  options: { passwordParams?: PasswordParams; actor?: Actor } = {},
): Promise<number> => {
  if (!isStaff(user.roleId)) throw new Error("staff users cannot have a customer role");
  const now = isoTime(clock.now());
  const initials = user.initials ?? (await initialsFor(db, user));
  const id = await insertUser(db, {
    tenantId: user.tenantId,
    username: normalizeUsername(user.username),
    passwordHash: await hashPassword(user.password, options.passwordParams),
    roleId: user.roleId,
    initials,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email ?? "",
    createdAt: now,
  });
  await writeAudit(db, clock, {
    action: "user.created",
    ...actorColumns({ tenantId: user.tenantId, userId: options.actor?.userId }, { requestId: options.actor?.requestId }),
    entity: "user",
    entityId: id,
    after: { username: normalizeUsername(user.username), roleId: user.roleId },
  });
  return id;
};

/** Disables or re-enables a user; disabling revokes every session of theirs at once (SECURITY 10). */
export const setUserDisabled = async (db: Plumbing["db"], clock: Clock, userId: number, disabled: boolean, actor: Actor = {}) =>
  db.transaction(async (trx) => {
    const user = await findUserState(trx, userId);
    await updateUser(trx, user.tenantId, userId, { disabled }, isoTime(clock.now()));
    if (disabled) await revokeUserSessions(trx, clock, user.tenantId, userId, "userDisabled");
    await writeAudit(trx, clock, {
      action: disabled ? "user.disabled" : "user.enabled",
      ...actorColumns({ tenantId: user.tenantId, userId: actor.userId }, { requestId: actor.requestId }),
      entity: "user",
      entityId: userId,
      before: { disabled: user.disabled },
      after: { disabled },
    });
  });

/** Changes a user's role and revokes every session of theirs (SECURITY 10). */
export const changeUserRole = async (db: Plumbing["db"], clock: Clock, userId: number, roleId: RoleId, actor: Actor = {}) =>
  db.transaction(async (trx) => {
    if (!isStaff(roleId)) throw new Error("staff users cannot have a customer role");
    const user = await findUserState(trx, userId);
    await updateUser(trx, user.tenantId, userId, { roleId }, isoTime(clock.now()));
    await revokeUserSessions(trx, clock, user.tenantId, userId, "roleChanged");
    await writeAudit(trx, clock, {
      action: "user.roleChanged",
      ...actorColumns({ tenantId: user.tenantId, userId: actor.userId }, { requestId: actor.requestId }),
      entity: "user",
      entityId: userId,
      before: { roleId: user.roleId },
      after: { roleId },
    });
  });
