import { decodeContract, decodeContractTableQuery, type Contract } from "@lendkit/core";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractAprHundredths, contractDisclosureOf } from "../src/contracts/disclosure.js";
import { contractTableQueries } from "../src/data/contractTable.js";
import { databaseKind } from "../src/db/openDatabase.js";
import { migrateLatest, migrations } from "../src/migrations/index.js";
import { isoTime } from "../src/infra/clock.js";
import { makeApp, testClock } from "./app.js";
import { createViaApi, financedBody, staffTokens, type Tokens } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertContract } from "./fixtures.js";

/**
 * The APR of a staff contract (issue "Cost of borrowing" §3): its
 * disclosure from the stored terms, the `apr_percent` column written with
 * every save and backfilled by migration 0027, and the contracts table
 * sorting and filtering on it in SQL.
 */

const contractOf = (json: unknown): Contract => {
  const decoded = decodeContract(json);
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
  return decoded.value;
};

/** docs/calculator.md's worked example as a staff cash loan: 1,000 $ in 118 weekly payments at 19.99 % plus 8.00 $ of brokerage. */
const cashLoanBody = (overrides: Record<string, unknown> = {}) => ({
  Amount: 1000,
  isMicroCredit: true,
  isLoanCash: true,
  lessee: { firstName: "Julie", lastName: "Tremblay", province: 1 },
  financeLease: { frequency: 0, term: 118, numberOfPaymentsIsSubstitued: true, interestRate: 19.99, brokerageFee: 8, firstPaymentDate: "2026-12-15" },
  ...overrides,
});

const leaseBody = () => ({
  Amount: 30000,
  ContractProductId: 0,
  financeLease: { frequency: 2, term: 48, interestRate: 6.5, residualAmount: 12000, firstPaymentDate: "2026-12-15" },
});

describe("a contract's disclosure from its stored terms", () => {
  // The engine's schedule adjusts the last payment to the cent, so the stored terms state 80.89 where 118 equal payments give 80.90.
  it("states the worked example's APR and Québec credit rate, with the brokerage among the credit charges", () => {
    const { disclosure, leaseRate } = contractDisclosureOf(contractOf(cashLoanBody()));
    expect(leaseRate).toBeNull();
    expect(disclosure).toMatchObject({ apr: "80.89", creditRate: "81.12", netCapital: "1000.00", brokerage: "944.00" });
    expect(disclosure?.cap).toMatchObject({ outcome: "refuse", measure: "apr", figure: "80.89", cap: "35.00", rule: "criminalRateApr" });
    expect(contractDisclosureOf(contractOf(cashLoanBody()), { rateCap: { action: "warn" } }).disclosure?.cap?.outcome).toBe("warn");
    expect(contractAprHundredths(contractOf(cashLoanBody()))).toBe(8089);
  });

  it("gives a monthly financing without charges its nominal rate, within the cap", () => {
    const { disclosure } = contractDisclosureOf(contractOf(financedBody()));
    expect(disclosure).toMatchObject({ apr: "8.99", brokerage: "0.00", cap: { outcome: "within" } });
    expect(contractAprHundredths(contractOf(financedBody()))).toBe(899);
  });

  it("checks a Québec lessee's high-cost credit against the Bank Rate of the advance day, and flags a budget debt ratio above 45 %", () => {
    const bankRates = [{ from: "2025-10-29", rate: "2.50" }];
    const flagged = contractDisclosureOf(contractOf(cashLoanBody({ budget: { bdDebtRatio: 50 } })), { bankRates });
    expect(flagged.disclosure?.quebec).toEqual({ highCost: true, threshold: "24.50", debtRatioAboveLimit: true });
    const within = contractDisclosureOf(contractOf(cashLoanBody({ budget: { bdDebtRatio: 45 } })), { bankRates });
    expect(within.disclosure?.quebec?.debtRatioAboveLimit).toBe(false);
    const ontario = contractDisclosureOf(contractOf(cashLoanBody({ lessee: { firstName: "Julie", lastName: "Tremblay", province: 2 } })), { bankRates });
    expect(ontario.disclosure?.quebec).toBeNull();
  });

  it("gives a lease its implicit finance rate with the residual, and no loan disclosure", () => {
    const { disclosure, leaseRate } = contractDisclosureOf(contractOf(leaseBody()));
    expect(disclosure).toBeNull();
    expect(leaseRate?.implicitRate).toBe("6.50");
    expect(contractAprHundredths(contractOf(leaseBody()))).toBe(650);
  });

  it("states nothing while the terms give no schedule", () => {
    expect(contractDisclosureOf(contractOf({}))).toEqual({ disclosure: null, leaseRate: null });
    expect(contractAprHundredths(contractOf({ Amount: 500 }))).toBeNull();
  });

});

describe.each(targets)("the contracts table's APR column on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let tokens: Tokens;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    test = await target.open();
    const made = await makeApp(test.db);
    app = made.app;
    tokens = await staffTokens(test.db, made.clock, made.tenants);
    const create = async (name: string, body: unknown) => {
      const response = await createViaApi(app, tokens.CAPITAL!.merchant!, body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids[name] = response.body.Result.id;
    };
    await create("cash", cashLoanBody());
    await create("financed", financedBody());
    await create("lease", leaseBody());
    await create("empty", {});
  });
  afterAll(async () => {
    await test.close();
  });

  const table = (query: Record<string, string>) =>
    request(app).get("/api/contracts").query(query).set({ Authorization: `Bearer ${tokens.CAPITAL!.admin!}` });

  it("writes the APR with every save, and answers it in the row and the contract", async () => {
    const rows = await test.db("contracts").whereIn("id", Object.values(ids)).select("id", "apr_percent");
    const aprOf = Object.fromEntries(rows.map((row) => [Number(row.id), row.apr_percent === null ? null : Number(row.apr_percent)]));
    expect([aprOf[ids.cash!], aprOf[ids.financed!], aprOf[ids.lease!], aprOf[ids.empty!]]).toEqual([8089, 899, 650, null]);

    const read = await request(app).get(`/api/contracts/${ids.financed}`).set({ Authorization: `Bearer ${tokens.CAPITAL!.admin!}` });
    expect(read.body.Result.disclosure).toMatchObject({ apr: "8.99", cap: { outcome: "within" } });
    expect(read.body.Result.leaseRate).toBeNull();
    const cash = await request(app).get(`/api/contracts/${ids.cash}`).set({ Authorization: `Bearer ${tokens.CAPITAL!.admin!}` });
    // The test lenders' settings warn above the legal cap (the one the signature and activation enforce).
    expect(cash.body.Result.disclosure).toMatchObject({ apr: "80.89", creditRate: "81.12", cap: { outcome: "warn", figure: "80.89", cap: "35.00" } });

    const edited = await request(app)
      .put(`/api/contracts/${ids.financed}`)
      .set({ Authorization: `Bearer ${tokens.CAPITAL!.merchant!}` })
      // The contract as read, sent back with its disclosure: the server recomputes it from the new terms.
      .send({ ...read.body.Result, ...financedBody({ financeLease: { frequency: 2, term: 36, interestRate: 12.5, firstPaymentDate: "2026-12-15" } }), version: 1, disclosure: { apr: "1.00" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.Result.disclosure.apr).toBe("12.50");
    expect(Number((await test.db("contracts").where({ id: ids.financed }).first("apr_percent")).apr_percent)).toBe(1250);
  });

  it("applies the tenant's stored rateCap: warn shows the figures without refusing", async () => {
    const tenantId = Number((await test.db("contracts").where({ id: ids.cash }).first("tenant_id")).tenant_id);
    await test.db("flow_settings").insert({ tenant_id: tenantId, settings_json: JSON.stringify({ rateCap: { action: "warn", maxApr: "30" } }), updated_at: new Date().toISOString() }).onConflict("tenant_id").merge();
    const read = await request(app).get(`/api/contracts/${ids.cash}`).set({ Authorization: `Bearer ${tokens.CAPITAL!.admin!}` });
    expect(read.body.Result.disclosure.cap).toMatchObject({ outcome: "warn", figure: "80.89", cap: "30.00" });
    await test.db("flow_settings").where({ tenant_id: tenantId }).delete();
  });

  it("sorts on the server by APR both ways, a contract without one as the lowest", async () => {
    const desc = await table({ sortColumn: "apr", order: "desc" });
    expect(desc.status).toBe(200);
    expect(desc.body.Result.rows.map((row: { id: number }) => row.id)).toEqual([ids.cash, ids.financed, ids.lease, ids.empty]);
    expect(desc.body.Result.rows.map((row: { apr: string | null }) => row.apr)).toEqual(["80.89", "12.50", "6.50", null]);
    const asc = await table({ sortColumn: "apr", order: "asc" });
    expect(asc.body.Result.rows.map((row: { id: number }) => row.id)).toEqual([ids.empty, ids.lease, ids.financed, ids.cash]);
  });

  it("filters by an APR range, leaving out contracts without one", async () => {
    const above = await table({ filter: "aprMin~35", sortColumn: "apr" });
    expect(above.body.Result).toMatchObject({ count: 1, rows: [{ id: ids.cash, apr: "80.89" }] });
    const between = await table({ filter: "aprMin~6.5|aprMax~12.5", sortColumn: "apr", order: "asc" });
    expect(between.body.Result.rows.map((row: { id: number }) => row.id)).toEqual([ids.lease, ids.financed]);
    const bad = await table({ filter: "aprMin~lots" });
    expect(bad.status).toBe(400);
  });

  it("reads the APR sort through its index", async () => {
    const tenantId = Number((await test.db("contracts").where({ id: ids.cash }).first("tenant_id")).tenant_id);
    for (const order of ["asc", "desc"]) {
      const decoded = decodeContractTableQuery({ sortColumn: "apr", order, rowsPerPage: "25" });
      if (!decoded.ok) throw new Error("query");
      const { sql, bindings } = contractTableQueries(test.db, tenantId, decoded.value).rows.toSQL();
      if (databaseKind(test.db) === "sqlite") {
        const plan = ((await test.db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as Array<{ detail: string }>).map((row) => row.detail).join(" | ");
        expect(plan, order).toContain("contracts_tenant_apr_index");
        expect(plan, order).not.toContain("TEMP B-TREE");
      } else {
        await test.db.raw("SET enable_seqscan = off");
        const plan = ((await test.db.raw(`EXPLAIN ${sql}`, bindings as never[])) as { rows: Array<{ "QUERY PLAN": string }> }).rows.map((row) => row["QUERY PLAN"]).join(" | ");
        await test.db.raw("SET enable_seqscan = on");
        expect(plan, order).toContain("contracts_tenant_apr_index");
        expect(plan, order).not.toContain("Sort");
      }
    }
  });
});

describe.each(targets)("migration 0027 on $name", (target) => {
  it("backfills the APR of existing contracts from their stored terms, null where none can be computed", async () => {
    const test = await target.open();
    try {
      const before = migrations.filter((migration) => migration.name < "0027_contract_apr");
      await migrateLatest(test.db, before);
      const clock = testClock();
      const [tenant] = (await test.db("tenants").insert({ code: "RENT", name: "Rent", created_at: isoTime(clock.now()) }).returning("id")) as Array<{ id: number }>;
      const tenantId = Number(tenant!.id);
      const cash = await insertContract(test.db, clock, tenantId, { body: cashLoanBody(), dealershipId: null });
      const empty = await insertContract(test.db, clock, tenantId, { body: {}, dealershipId: null });
      const broken = await insertContract(test.db, clock, tenantId, { body: { financeLease: { frequency: "often" } }, dealershipId: null });
      expect(await migrateLatest(test.db, migrations.filter((migration) => migration.name <= "0027_contract_apr"))).toEqual(["0027_contract_apr"]);
      const rows = await test.db("contracts").whereIn("id", [cash, empty, broken]).orderBy("id").pluck("apr_percent");
      expect(rows.map((value) => (value === null ? null : Number(value)))).toEqual([8089, null, null]);
    } finally {
      await test.close();
    }
  });
});
