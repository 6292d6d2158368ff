import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isExternalPartner, Role, type RoleId } from "@lendkit/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { allows } from "../src/access/routeTable.js";
import { isoTime } from "../src/infra/clock.js";
import { diskStorage } from "../src/files/storage.js";
import { fullAccessTable } from "../src/server/apiModules.js";
import { loginAs, makeApp, staffUsers } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { bearer, callFor, changesBetween, parametersOf, seedWorld, send, snapshot, splitKey, type RowChange, type World } from "./isolationFixtures.js";

/**
 * Issue 15 §1 (core's contract scope, docs/spec-decisions.md): within one
 * tenant, Merchant, FAndI and AdminRep reach the files of their own
 * dealership and those they created, nothing else, on every route that
 * names a contract. The sweep walks the access table like the tenant sweep,
 * so a new partner route is swept the day it is registered.
 */

interface Partner {
  readonly username: string;
  readonly roleId: RoleId;
  readonly token: string;
  readonly userId: number;
}

/** Partner routes that name a contract (or an object of one) by id. */
const partnerIdRoutes = (): string[] =>
  Object.keys(fullAccessTable).filter((key) => {
    const access = fullAccessTable[key]!;
    return !("public" in access) && access.roles.some(isExternalPartner) && parametersOf(splitKey(key).path).length > 0;
  });

/** Tables a refused request may write: the audit of the refusal, the limits and the caller's own idempotency keys. */
const allowedTables: ReadonlySet<string> = new Set(["audit_log", "rate_limits", "idempotency_keys"]);
const forbidden = (changes: readonly RowChange[]) => changes.filter((change) => !allowedTables.has(change.table));

describe.each(targets)("partners scoped to their own files on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let storageDir: string;
  let world: World;
  let partners: Partner[];
  let dealershipA: number;
  let dealershipB: number;

  const dealershipOf = async (name: string) => {
    const [row] = (await test.db("dealerships")
      .insert({ tenant_id: world.tenantId, name, created_at: isoTime(setup.clock.now()) })
      .returning("id")) as Array<{ id: number }>;
    return Number(row!.id);
  };
  /** Files the world's contract and its renewal (the contract behind the flow slug) under a dealership, or none. */
  const fileUnder = (dealershipId: number | null) =>
    test.db("contracts").whereIn("id", [world.contractId, world.renewal.contractId]).update({ dealership_id: dealershipId });

  beforeAll(async () => {
    test = await target.open();
    storageDir = mkdtempSync(join(tmpdir(), "lendkit-dealers-"));
    setup = await makeApp(test.db, { publicTenant: "RENT", storage: diskStorage(storageDir) });
    world = await seedWorld(setup.app, test.db, setup.clock, "RENT", setup.tenants.RENT!.id);
    dealershipA = await dealershipOf("Autos Laval");
    dealershipB = await dealershipOf("Garage Sherbrooke");
    partners = [];
    for (const user of staffUsers.filter((each) => isExternalPartner(each.roleId))) {
      const userId = setup.tenants.RENT!.users[user.username]!;
      await test.db("users").where({ id: userId }).update({ dealership_id: dealershipA });
      partners.push({ username: user.username, roleId: user.roleId, userId, token: await loginAs(setup.app, user.username, "RENT") });
    }
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.db("rate_limits").delete();
  });

  it("answers every partner 404 (or the guard's 403) on another dealership's contract, on every partner route, and changes nothing", async () => {
    const routes = partnerIdRoutes();
    // Contract, status, checklist, notes, files: the count only grows.
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const dealership of [null, dealershipB]) {
      await fileUnder(dealership);
      const before = await snapshot(test.db, storageDir);
      const wrong: string[] = [];
      for (const key of routes) {
        for (const partner of partners) {
          const response = await send(setup.app, await callFor(key, { ids: () => world, credential: world }), partner.token);
          const expected = allows(fullAccessTable[key]!, partner.roleId) ? 404 : 403;
          if (response.status !== expected) wrong.push(`${key} as ${partner.username} (dealership ${dealership}): ${response.status} ${JSON.stringify(response.body).slice(0, 140)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(forbidden(changesBetween(before, await snapshot(test.db, storageDir)))).toEqual([]);
    }
  }, 300_000);

  it("lets the partners of the contract's dealership read it, its checklist, notes and files (the control)", async () => {
    await fileUnder(dealershipA);
    // The signed contract's copy is 404 to everyone before signing (its own suite covers it once signed).
    const reads = partnerIdRoutes().filter((key) => key.startsWith("GET ") && !key.endsWith("/signedContract"));
    expect(reads.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const key of reads) {
      for (const partner of partners) {
        const response = await send(setup.app, await callFor(key, { ids: () => world, credential: world }), partner.token);
        if (response.status !== 200) failures.push(`${key} as ${partner.username}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("lists only the partner's own files in the table, whoever asked the same page first", async () => {
    await fileUnder(dealershipB);
    const admin = world.tokens.admin;
    const merchant = partners.find((partner) => partner.roleId === Role.Merchant)!;
    const agent = partners.find((partner) => partner.roleId === Role.AdminRep)!;
    // The agent leaves dealership A: from then on the agent sees only what the agent created.
    await test.db("users").where({ id: agent.userId }).update({ dealership_id: null });

    const created = await request(setup.app).post("/api/contracts").set(bearer(merchant.token)).set("Idempotency-Key", "dealer-create-1").send({});
    expect(created.status).toBe(201);
    const merchantsId = Number(created.body.Result.id);
    expect((await test.db("contracts").where({ id: merchantsId }).first("dealership_id")).dealership_id).toBe(dealershipA);
    const byAgent = await request(setup.app).post("/api/contracts").set(bearer(agent.token)).set("Idempotency-Key", "dealer-create-2").send({});
    expect(byAgent.status).toBe(201);
    const agentsId = Number(byAgent.body.Result.id);

    const page = "/api/contracts?page=0&rowPerPage=50";
    const idsOf = async (token: string) => {
      const response = await request(setup.app).get(page).set(bearer(token));
      expect(response.status).toBe(200);
      return { ids: (response.body.Result.rows as Array<{ id: number }>).map((row) => row.id).sort((a, b) => a - b), count: response.body.Result.count as number };
    };
    // The admin first: the remembered answer must not be handed to a partner.
    const all = await idsOf(admin);
    expect(all.ids).toEqual(expect.arrayContaining([world.contractId, merchantsId, agentsId]));
    expect(await idsOf(merchant.token)).toEqual({ ids: [merchantsId], count: 1 });
    expect(await idsOf(agent.token)).toEqual({ ids: [agentsId], count: 1 });
    // FAndI of dealership A sees the merchant's new file, not the agent's own one.
    const fandi = partners.find((partner) => partner.roleId === Role.FAndI)!;
    expect(await idsOf(fandi.token)).toEqual({ ids: [merchantsId], count: 1 });
    expect((await request(setup.app).get(`/api/contracts/${agentsId}`).set(bearer(fandi.token))).status).toBe(404);
    expect((await request(setup.app).get(`/api/contracts/${agentsId}`).set(bearer(agent.token))).status).toBe(200);
    await test.db("users").where({ id: agent.userId }).update({ dealership_id: dealershipA });
  }, 120_000);
});
