import { Role, type RoleId, type TenantCode } from "@lendkit/core";
import type { Knex } from "knex";
import { createTenant, findTenantByCode } from "../data/tenants.js";
import { createUser } from "../auth/users.js";
import { defaultPasswordParams } from "../auth/passwords.js";
import type { PasswordParams } from "../context/settings.js";
import { isoTime, type Clock } from "../infra/clock.js";
import { seedManyContracts } from "./manyContracts.js";
import { saveFlowSettings } from "../flows/settings.js";
import { seedDemoCustomers } from "./demoCases.js";
import { lenderDayOf, type DemoTenant, type DemoUser, type DemoUsername } from "./demoContext.js";
import { demoLenderSettings } from "./demoLenders.js";
import { demoPeople } from "./demoPeople.js";

export { demoCustomers, fakeSin } from "./demoPeople.js";
export type { DemoCase, DemoCustomer } from "./demoPeople.js";

/** The demo password of every demo staff user (docs/demo-data.md). Demo data only. */
export const demoPassword = "Lendkit-Demo-2026!";

/** The two demo tenants. */
export const demoTenants: readonly TenantCode[] = ["RENT", "CAPITAL"];

/** One demo staff user per staff role, in every demo tenant. */
export const demoStaff: ReadonlyArray<{ readonly username: DemoUsername; readonly roleId: RoleId; readonly firstName: string; readonly lastName: string }> = [
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
 * scrypt parameters of the demo users when the caller gives none: the
 * production ones. Lighter demo hashes made a wrong password for a demo
 * user answer in a tenth of the time of an unknown username (whose check
 * ran at the production cost), which told usernames apart; the price is a
 * few seconds on the first `npm start`.
 */
export const demoPasswordParams: PasswordParams = defaultPasswordParams;

/** Contracts in each demo tenant's table: the demo customers' own, then plausible others, so the table pages. */
export const demoContractsPerTenant = 60;

/** How long before the seed's day the demo tenants and their staff were created. */
const foundedDaysAgo = 3 * 365 + 30;

/** The seed of the generated contracts of each tenant (same seed, same contracts). */
const bulkSeeds: Readonly<Record<string, number>> = { RENT: 2026, CAPITAL: 4242 };

/**
 * The demo's dealerships (issue 15 §1: a partner sees the files of their
 * own dealership): the dealer and its finance office share one, the agent
 * works for an agency of their own. Invented names.
 */
const demoDealerships: ReadonlyArray<{ readonly name: string; readonly members: readonly DemoUsername[] }> = [
  { name: "Autos Beaulieu Laval", members: ["merchant", "fandi"] },
  { name: "Agence Prêts Rive-Sud", members: ["agent"] },
];

/** Every third generated contract comes from the dealer (the others are the lender's own files). */
const dealerShareOfGenerated = 3;

const createDealerships = async (db: Knex, clock: Clock, tenantId: number): Promise<Partial<Record<DemoUsername, number>>> => {
  const byUser: Partial<Record<DemoUsername, number>> = {};
  for (const dealership of demoDealerships) {
    const [row] = (await db("dealerships").insert({ tenant_id: tenantId, name: dealership.name, created_at: isoTime(clock.now()) }).returning("id")) as Array<{ id: number | string }>;
    for (const member of dealership.members) byUser[member] = Number(row?.id);
  }
  return byUser;
};

/** The tenant's staff users, created one after the other so their ids are the same on every run. */
const createStaff = async (db: Knex, clock: Clock, tenantId: number, code: TenantCode, options: { passwordParams?: PasswordParams }) => {
  const users = {} as Record<DemoUsername, DemoUser>;
  const dealerships = await createDealerships(db, clock, tenantId);
  for (const user of demoStaff) {
    const id = await createUser(
      db,
      clock,
      {
        tenantId,
        username: user.username,
        password: demoPassword,
        roleId: user.roleId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: `${user.username}@${code.toLowerCase()}.example`,
      },
      { passwordParams: options.passwordParams ?? demoPasswordParams },
    );
    // createUser gives each user initials no colleague has (Alain Agent "AA", Adèle Admin "AAD").
    const { initials } = (await db("users").where({ id }).first("initials")) as { initials: string };
    const dealershipId = dealerships[user.username] ?? null;
    if (dealershipId !== null) await db("users").where({ id }).update({ dealership_id: dealershipId });
    users[user.username] = { id, roleId: user.roleId, initials, dealershipId };
  }
  return users;
};

/** The demo customers' contracts first, then generated ones up to {@link demoContractsPerTenant}. */
const seedTenantData = async (tenant: DemoTenant): Promise<void> => {
  await seedDemoCustomers(
    tenant,
    demoPeople.map((person) => person.case),
  );
  const [row] = (await tenant.db("contracts").where({ tenant_id: tenant.tenantId }).count({ n: "*" })) as Array<{ n: number | string }>;
  const more = demoContractsPerTenant - Number(row?.n ?? 0);
  const [last] = (await tenant.db("contracts").where({ tenant_id: tenant.tenantId }).max({ id: "id" })) as Array<{ id: number | string | null }>;
  await seedManyContracts(tenant.db, tenant.tenantId, more, { clock: tenant.clock, seed: bulkSeeds[tenant.code] ?? 1 });
  const generated = (await tenant.db("contracts").where({ tenant_id: tenant.tenantId }).where("id", ">", Number(last?.id ?? 0)).orderBy("id").pluck("id")) as Array<number | string>;
  const dealers = generated.filter((_id, index) => index % dealerShareOfGenerated === 0).map(Number);
  if (dealers.length > 0) await tenant.db("contracts").whereIn("id", dealers).update({ dealership_id: tenant.users.merchant.dealershipId });
};

/**
 * Adds the demo tenants with their staff users (password {@link demoPassword})
 * and, in each, the demo customers of {@link demoCustomers} with contracts
 * that show every case (renewable, overdue, closed after renewal, training,
 * lease with co-lessee, deferrals, checklists in every state, notes) and
 * enough other contracts for the table to page. Dates are relative to
 * `clock.now()`; everything else is fixed, so two runs on empty databases
 * with the same clock write the same rows.
 *
 * Staff passwords are hashed with `options.passwordParams`, else
 * {@link demoPasswordParams}. Each tenant is written in one transaction. A
 * tenant that already exists
 * is left as it is, so running it twice changes nothing. Returns the staff
 * users created (`CODE/username`).
 */
export const seedDemo = async (db: Knex, clock: Clock, options: { passwordParams?: PasswordParams } = {}) => {
  const created: string[] = [];
  for (const code of demoTenants) {
    if (await findTenantByCode(db, code)) continue;
    await db.transaction(async (trx) => {
      const now = clock.now();
      // The lender and its staff predate every contract of the demo (the generated ones go back three years).
      const founded: Clock = { now: () => new Date(now.getTime() - foundedDaysAgo * 86_400_000) };
      const tenantId = await createTenant(trx, founded, { code });
      // The lender's identity and terms and conditions, as its signed contracts print them.
      const lender = demoLenderSettings[code];
      if (lender) await saveFlowSettings(trx, founded, tenantId, lender);
      const users = await createStaff(trx, founded, tenantId, code, options);
      await seedTenantData({ db: trx, clock, now, today: lenderDayOf(now), tenantId, code, users });
    });
    created.push(...demoStaff.map((user) => `${code}/${user.username}`));
  }
  return created;
};
