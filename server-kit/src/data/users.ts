import type { Knex } from "knex";
import { insertReturningId } from "../db/sql.js";

/**
 * The staff logins' storage (`users`). Every query names the tenant
 * (SECURITY 14).
 */

/** A staff user's id and initials (what the checklist stamps on a mark), or null when they are not the tenant's. */
export const findUserInitials = async (db: Knex, tenantId: number, userId: number): Promise<{ id: number; initials: string } | null> => {
  const row = (await db("users").where({ id: userId, tenant_id: tenantId }).first("id", "initials")) as { id: number; initials: string } | undefined;
  return row ? { id: Number(row.id), initials: row.initials } : null;
};

/** A staff user's name and email (what an approval writes into the contract), or null when they are not the tenant's. */
export const findUserName = async (
  db: Knex,
  tenantId: number,
  userId: number,
): Promise<{ firstName: string; lastName: string; email: string } | null> => {
  const row = (await db("users").where({ id: userId, tenant_id: tenantId }).first("first_name", "last_name", "email")) as
    | { first_name: string; last_name: string; email: string }
    | undefined;
  return row ? { firstName: row.first_name, lastName: row.last_name, email: row.email } : null;
};

/** The initials the tenant's users already have (a new user's must differ). */
export const takenInitials = async (db: Knex, tenantId: number): Promise<string[]> =>
  (await db("users").where({ tenant_id: tenantId }).pluck("initials")) as string[];

/** A new staff user's row (the username already normalized, the password already hashed). */
export interface NewUserRow {
  readonly tenantId: number;
  readonly username: string;
  readonly passwordHash: string;
  readonly roleId: number;
  readonly initials: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly createdAt: string;
}

/** Stores a staff user and returns their id. */
export const insertUser = async (db: Knex, user: NewUserRow): Promise<number> => {
  return insertReturningId(db, "users", {
    tenant_id: user.tenantId,
    username: user.username,
    password_hash: user.passwordHash,
    role_id: user.roleId,
    initials: user.initials,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    created_at: user.createdAt,
    updated_at: user.createdAt,
  });
};

/** A staff login as the sign-in reads it. */
export interface StaffLogin {
  readonly id: number;
  readonly tenantId: number;
  readonly username: string;
  readonly passwordHash: string;
  readonly roleId: number;
  readonly initials: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly disabled: boolean;
}

interface UserRow {
  id: number;
  tenant_id: number;
  username: string;
  password_hash: string;
  role_id: number;
  initials: string;
  first_name: string;
  last_name: string;
  email: string;
  disabled: boolean | number;
}

/** The tenant's user with `username` (already normalized), or null. */
export const findUserByUsername = async (db: Knex, tenantId: number, username: string): Promise<StaffLogin | null> => {
  const row = (await db("users").where({ tenant_id: tenantId, username }).first()) as UserRow | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    tenantId: Number(row.tenant_id),
    username: row.username,
    passwordHash: row.password_hash,
    roleId: Number(row.role_id),
    initials: row.initials,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    disabled: Boolean(row.disabled),
  };
};

/**
 * The password hash of the newest user of the tenant, or of any tenant when
 * `tenantId` is null (an unknown tenant's sign-in: the only read across
 * tenants, and it gives only a hash, whose scrypt parameters the dummy copies).
 */
export const newestPasswordHash = async (db: Knex, tenantId: number | null): Promise<string | null> => {
  const query = db("users").orderBy("id", "desc");
  const newest = (await (tenantId === null ? query : query.where({ tenant_id: tenantId })).first("password_hash")) as { password_hash: string } | undefined;
  return newest?.password_hash ?? null;
};

/** What an admin's change to a user reads first: the user's tenant, role and state. */
export interface UserState {
  readonly id: number;
  readonly tenantId: number;
  readonly roleId: number;
  readonly disabled: boolean;
}

/**
 * The user with `id` and the tenant they belong to; throws when there is
 * none. Found by id alone: the admin operations are given only the id, and
 * this is how they learn the tenant every later statement names.
 */
export const findUserState = async (db: Knex, userId: number): Promise<UserState> => {
  const row = (await db("users").where({ id: userId }).first("id", "tenant_id", "role_id", "disabled")) as
    | { id: number; tenant_id: number; role_id: number; disabled: boolean | number }
    | undefined;
  if (!row) throw new Error(`no user ${userId}`);
  return { id: Number(row.id), tenantId: Number(row.tenant_id), roleId: Number(row.role_id), disabled: Boolean(row.disabled) };
};

/** Changes a user's disabled flag or role, stamped `updatedAt`. */
export const updateUser = async (
  db: Knex,
  tenantId: number,
  userId: number,
  change: { disabled?: boolean; roleId?: number },
  updatedAt: string,
): Promise<void> => {
  await db("users")
    .where({ id: userId, tenant_id: tenantId })
    .update({
      ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      ...(change.roleId === undefined ? {} : { role_id: change.roleId }),
      updated_at: updatedAt,
    });
};
