import type { Knex } from "knex";

/**
 * The staff logins' storage (`users`). Every query names the tenant
 * (SECURITY 14).
 */

/** A staff user's id and initials (what the checklist stamps on a mark), or null when they are not the tenant's. */
export const findUserInitials = async (db: Knex, tenantId: number, userId: number): Promise<{ id: number; initials: string } | null> => {
  const row = (await db("users").where({ id: userId, tenant_id: tenantId }).first("id", "initials")) as { id: number; initials: string } | undefined;
  return row ? { id: Number(row.id), initials: row.initials } : null;
};
