#!/usr/bin/env node
// `npm run bench:server`: the server under load on loopback, with autocannon,
// on SQLite and (when reachable) PostgreSQL. For each database: 100,000
// contracts in one tenant, a customer with a 60-payment schedule; then
// 50 connections for a fixed time on the contracts table call (four query
// shapes: first page, search, sort on amount, a deep page) and on the
// payments profile, with GET /api/health measured in the same run as the
// baseline. Reports requests/s, p50 and p99 latency (ms).
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import {
  createServer,
  createLogger,
  createTenant,
  createUser,
  migrateLatest,
  openDatabase,
  seedManyContracts,
} from "../../server-kit/dist/index.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const pgUrl = process.env.LENDKIT_BENCH_PG ?? "postgres://postgres@127.0.0.1:5432/test";
const clock = { now: () => new Date() };
const password = "Bench-Password-1";

const seedCustomerWithSchedule = async (db, tenantId) => {
  const now = clock.now().toISOString();
  const [customer] = await db("customers")
    .insert({ tenant_id: tenantId, first_name: "Julie", last_name: "Tremblay", birth_date: "1985-04-12", email: "julie@example.com", cell_phone: "5145550123", created_at: now, updated_at: now })
    .returning("id");
  const customerId = Number(customer.id ?? customer);
  const [contract] = await db("contracts")
    .insert({ tenant_id: tenantId, customer_id: customerId, contract_number: "BENCH-1", status_id: 1, record_level: 4, product: "microCredit", lessee_name: "Tremblay, Julie", amount_cents: 150_000, frequency: 1, number_of_payments: 60, first_payment_date: "2026-01-09", annual_rate: "27.15", created_at: now, updated_at: now })
    .returning("id");
  const contractId = Number(contract.id ?? contract);
  const rows = Array.from({ length: 60 }, (_, index) => {
    const due = new Date(Date.UTC(2026, 0, 9 + 14 * index)).toISOString().slice(0, 10);
    return { tenant_id: tenantId, contract_id: contractId, seq: index + 1, due_date: due, original_due_date: due, amount_cents: 3_012, principal_cents: 2_500, interest_cents: 512, balance_after_cents: 150_000 - 2_500 * (index + 1), paid_at: index < 20 ? `${due}T12:00:00.000Z` : null };
  });
  await db.batchInsert("payments", rows, 60);
  return { customerId, contractId };
};

const load = async (url, token, paths) => {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, failures };
};

const benchOne = async (name, db, cleanup) => {
  console.log(`\n## ${name}: seeding ${contracts.toLocaleString("en")} contracts…`);
  await migrateLatest(db);
  const tenantId = await createTenant(db, clock, { code: "RENT" });
  await createUser(db, clock, { tenantId, username: "admin", password, roleId: 7 }, { passwordParams: { N: 1024, r: 8, p: 1 } });
  await seedManyContracts(db, tenantId, contracts);
  const { customerId, contractId } = await seedCustomerWithSchedule(db, tenantId);
  const app = createServer({ db, clock, logger: createLogger({ level: "silent" }), passwordParams: { N: 1024, r: 8, p: 1 }, loginLimits: { perIp: { max: 1e9, windowMs: 60_000 }, perUsername: { max: 1e9, windowMs: 60_000 } } });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${server.address().port}`;
  const login = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tenant: "RENT", username: "admin", password }) });
  const token = (await login.json()).Result.serverInfo;
  const rows = {
    "health (baseline)": await load(url, null, ["/api/health"]),
    "contracts table call": await load(url, token, [
      "/api/contracts?page=1&rowsPerPage=10",
      "/api/contracts?page=1&rowsPerPage=10&search=tremblay",
      "/api/contracts?page=1&rowsPerPage=10&sortColumn=amount&order=desc",
      "/api/contracts?page=500&rowsPerPage=10",
    ]),
    "payments profile": await load(url, token, [`/api/customer/${customerId}/payments/${contractId}?lang=fr&isProfile=true`]),
  };
  const baseline = rows["health (baseline)"]["req/s"];
  for (const row of Object.values(rows)) row["× baseline time"] = (baseline / Math.max(row["req/s"], 1)).toFixed(1);
  console.table(rows);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
  await cleanup();
  return rows;
};

const sqliteDir = mkdtempSync(join(tmpdir(), "lendkit-bench-"));
await benchOne("SQLite", openDatabase(`sqlite:${join(sqliteDir, "bench.sqlite")}`), async () => rmSync(sqliteDir, { recursive: true, force: true }));

const admin = openDatabase(pgUrl, { poolMax: 1 });
const reachable = await admin.raw("select 1").then(() => true, () => false);
if (reachable) {
  const schema = `lk_bench_${randomBytes(4).toString("hex")}`;
  await admin.raw("CREATE SCHEMA ??", [schema]);
  await benchOne("PostgreSQL", openDatabase(pgUrl, { searchPath: schema, poolMax: 10 }), async () => {
    await admin.raw("DROP SCHEMA ?? CASCADE", [schema]);
  });
} else {
  console.log("\nPostgreSQL not reachable: skipped.");
}
await admin.destroy();
