import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { isExternalPartner, Role, type RoleId, type TenantCode } from "@lendkit/core";
import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { createTenant } from "../src/data/tenants.js";
import { createUser } from "../src/auth/users.js";
import { createLogger } from "../src/http/logging.js";
import { migrateLatest } from "../src/migrations/index.js";
import { createServer, type ServerOptions } from "../src/server/createServer.js";
import { isoTime, type Clock } from "../src/infra/clock.js";
import { diskStorage } from "../src/files/storage.js";
import { saveFlowSettings } from "../src/flows/settings.js";

/** Cheap scrypt parameters so suites stay fast; production uses the defaults. */
export const testPasswordParams = { N: 1024, r: 8, p: 1 } as const;

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export const testClock = (start = new Date("2026-11-22T12:00:00.000Z")): TestClock => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
};

/** Every log line the app wrote, as text. */
export interface LogCapture {
  readonly lines: string[];
  readonly stream: Writable;
}

export const captureLogs = (): LogCapture => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
};

/** The staff roles a seeded tenant has one user for, by username. */
export const staffUsers: ReadonlyArray<{ username: string; roleId: RoleId }> = [
  { username: "merchant", roleId: Role.Merchant },
  { username: "fandi", roleId: Role.FAndI },
  { username: "agent", roleId: Role.AdminRep },
  { username: "admin", roleId: Role.Admin },
  { username: "leadcrm", roleId: Role.LeadCrm },
  { username: "admincrm", roleId: Role.AdminCRM },
  { username: "collector", roleId: Role.RegCollector },
  { username: "admincollector", roleId: Role.AdminCollector },
];

export const testPassword = "Correct-Horse-42";

/** Two mirrored tenants, each with one staff user per staff role and one dealership for its partners. Returns ids by tenant. */
export const seedTenants = async (db: Knex, clock: Clock, codes: readonly TenantCode[] = ["RENT", "CAPITAL"]) => {
  const tenants: Record<string, { id: number; dealershipId: number; users: Record<string, number> }> = {};
  for (const code of codes) {
    const id = await createTenant(db, clock, { code, features: code === "CAPITAL" ? { RestOfCanada: true } : {} });
    const [dealership] = (await db("dealerships").insert({ tenant_id: id, name: `Concession ${code}`, created_at: isoTime(clock.now()) }).returning("id")) as Array<{ id: number }>;
    const dealershipId = Number(dealership!.id);
    const users: Record<string, number> = {};
    for (const user of staffUsers) {
      users[user.username] = await createUser(
        db,
        clock,
        { tenantId: id, username: user.username, password: testPassword, roleId: user.roleId, initials: user.username.slice(0, 2).toUpperCase() },
        { passwordParams: testPasswordParams },
      );
      if (isExternalPartner(user.roleId)) await db("users").where({ id: users[user.username] }).update({ dealership_id: dealershipId });
    }
    // The fixtures' loans price like the spec's example (about 64–81 % APR): above the criminal rate, so the
    // test lenders warn rather than refuse (the product's default); the cap tests set `refuse` themselves.
    await saveFlowSettings(db, clock, id, testFlowSettings);
    tenants[code] = { id, dealershipId, users };
  }
  return tenants;
};

/** What the test lenders record as flow settings: a rate cap on `warn`. A test replacing its settings starts from these. */
export const testFlowSettings = { rateCap: { action: "warn" } } as const;

/** A migrated, seeded database and an app on it. */
export const makeApp = async (db: Knex, options: Partial<ServerOptions> = {}) => {
  await migrateLatest(db);
  const clock = (options.clock as TestClock | undefined) ?? testClock();
  const logs = captureLogs();
  const tenants = await seedTenants(db, clock);
  const app = createServer({
    db,
    clock,
    logger: createLogger({ destination: logs.stream }),
    passwordParams: testPasswordParams,
    storage: diskStorage(mkdtempSync(join(tmpdir(), "lendkit-files-"))),
    devOutbox: true,
    ...options,
  });
  return { app, clock, logs, tenants };
};

/** Logs in through the API and returns the token. */
export const loginAs = async (app: Express, username: string, tenant: TenantCode = "RENT", password = testPassword) => {
  const response = await request(app).post("/api/login").send({ username, password, tenant });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.Result.serverInfo as string;
};
