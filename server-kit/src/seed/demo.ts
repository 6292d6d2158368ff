import { Role, type RoleId, type TenantCode } from "@lendkit/core";
import type { Knex } from "knex";
import { createTenant, findTenantByCode } from "../auth/tenants.js";
import { createUser } from "../auth/users.js";
import type { PasswordParams } from "../auth/passwords.js";
import type { Clock } from "../clock.js";

/** The demo password of every demo staff user (docs/demo-data.md). Demo data only. */
export const demoPassword = "Lendkit-Demo-2026!";

/** The two demo tenants. */
export const demoTenants: readonly TenantCode[] = ["RENT", "CAPITAL"];

/** One demo staff user per staff role, in every demo tenant. */
export const demoStaff: ReadonlyArray<{ readonly username: string; readonly roleId: RoleId; readonly firstName: string; readonly lastName: string }> = [
  { username: "merchant", roleId: Role.Merchant, firstName: "Marc", lastName: "Marchand" },
  { username: "fandi", roleId: Role.FAndI, firstName: "Fanny", lastName: "Finance" },
  { username: "agent", roleId: Role.AdminRep, firstName: "Alain", lastName: "Agent" },
  { username: "admin", roleId: Role.Admin, firstName: "Adèle", lastName: "Admin" },
  { username: "leadcrm", roleId: Role.LeadCrm, firstName: "Léa", lastName: "Crm" },
  { username: "admincrm", roleId: Role.AdminCRM, firstName: "Armand", lastName: "Crm" },
  { username: "collector", roleId: Role.RegCollector, firstName: "Colette", lastName: "Collecte" },
  { username: "admincollector", roleId: Role.AdminCollector, firstName: "Clément", lastName: "Collecte" },
];

/**
 * Adds the demo tenants and their staff users. Tenants that already exist
 * are left as they are, so running it twice changes nothing.
 */
export const seedDemo = async (db: Knex, clock: Clock, options: { passwordParams?: PasswordParams } = {}) => {
  const created: string[] = [];
  for (const code of demoTenants) {
    if (await findTenantByCode(db, code)) continue;
    const tenantId = await createTenant(db, clock, { code });
    for (const user of demoStaff) {
      await createUser(
        db,
        clock,
        {
          tenantId,
          username: user.username,
          password: demoPassword,
          roleId: user.roleId,
          firstName: user.firstName,
          lastName: user.lastName,
          initials: `${user.firstName[0]}${user.lastName[0]}`,
          email: `${user.username}@${code.toLowerCase()}.example`,
        },
        options,
      );
      created.push(`${code}/${user.username}`);
    }
  }
  return created;
};
