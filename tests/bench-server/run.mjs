#!/usr/bin/env node
// `npm run bench:server`: the server under load on loopback, with autocannon,
// on SQLite and (when reachable) PostgreSQL. The server runs in its own
// processes (server.mjs: one instance per core, BENCH_INSTANCES), as
// deployed; this process seeds and generates the load. For each database: 100,000
// contracts in one tenant, a customer with a 60-payment schedule; then
// 50 connections for a fixed time on the contracts table call (four query
// shapes: first page, search, sort on amount, a deep page) and on the
// payments profile, with GET /api/health measured in the same run as the
// baseline; then the table call with a search word no request used before,
// so no remembered answer serves it (its worst case), and the profile on
// the same server with remembering turned off. Reports requests/s,
// p50 and p99 latency (ms), and each call's p99 as a ratio to the health
// route's p99 of the same run (target ≤ 2×).
import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import {
  createTenant,
  createUser,
  migrateLatest,
  openDatabase,
  seedManyContracts,
} from "../../server-kit/dist/index.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The target: each route's p99 at most this many times /api/health's p99 in the same run. */
const p99RatioTarget = 2;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const instances = Number(process.env.BENCH_INSTANCES ?? availableParallelism());
const warmUpSeconds = 2;
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
  // The first 20 lines were collected on their due day: payments on the contract's ledger (what the profile replays).
  const collected = rows.slice(0, 20).map((row) => ({ tenant_id: tenantId, contract_id: contractId, kind: "paymentReceived", amount_cents: row.amount_cents, value_date: row.due_date, method: "pad", created_at: `${row.due_date}T12:00:00.000Z` }));
  await db.batchInsert("ledger_events", collected, 20);
  return { customerId, contractId };
};

/** A search word no earlier request used, so the answer is never remembered (the table call's worst case). */
let searches = 0;
const freshSearch = () => `/api/contracts?page=0&rowsPerPage=10&search=${(searches++).toString(36).padStart(3, "q")}`;

const load = async (url, token, paths, duration = seconds) => {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests: paths.map((path) =>
      typeof path === "function" ? { method: "GET", setupRequest: (request) => ({ ...request, path: path() }) } : { method: "GET", path },
    ),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, failures };
};

/** Forks server.mjs on the database and waits for its two ports. */
const startServer = async (databaseUrl, searchPath) => {
  const child = fork(fileURLToPath(new URL("./server.mjs", import.meta.url)), [], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_SEARCH_PATH: searchPath ?? "", BENCH_INSTANCES: String(instances) },
  });
  const [ports] = await once(child, "message");
  return { child, url: `http://127.0.0.1:${ports.port}`, computingUrl: `http://127.0.0.1:${ports.computingPort}` };
};

/** Lets the requests still queued from the last load finish before the next one starts. */
const drain = (url, token) =>
  fetch(`${url}/api/contracts?page=0&rowsPerPage=1&search=drain${searches++}`, { headers: { authorization: `Bearer ${token}` } }).then((answer) => answer.text());

const benchOne = async (name, databaseUrl, searchPath, cleanup) => {
  console.log(`\n## ${name}: seeding ${contracts.toLocaleString("en")} contracts; ${instances} server instance(s), ${connections} connections, ${seconds} s per load after ${warmUpSeconds} s of warm-up…`);
  const db = openDatabase(databaseUrl, searchPath ? { searchPath, poolMax: 10 } : {});
  await migrateLatest(db);
  const tenantId = await createTenant(db, clock, { code: "RENT" });
  await createUser(db, clock, { tenantId, username: "admin", password, roleId: 7 }, { passwordParams: { N: 1024, r: 8, p: 1 } });
  await seedManyContracts(db, tenantId, contracts);
  const { customerId, contractId } = await seedCustomerWithSchedule(db, tenantId);
  // Planner statistics, as a database in service has them (PostgreSQL's autovacuum gathers them on its own, later).
  await db.raw("ANALYZE");
  await db.destroy();
  const { child, url, computingUrl } = await startServer(databaseUrl, searchPath);
  const login = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tenant: "RENT", username: "admin", password }) });
  const token = (await login.json()).Result.serverInfo;
  const profile = `/api/customer/${customerId}/payments/${contractId}?lang=fr&isProfile=true`;
  const rows = {};
  // Each load runs first for a short warm-up that is not counted (compiling the hot paths, filling
  // each instance's remembered answers), then for the measured period.
  const measure = async (label, address, auth, paths) => {
    await load(address, auth, paths, warmUpSeconds);
    await drain(url, token);
    rows[label] = await load(address, auth, paths);
    await drain(url, token);
  };
  await measure("health (baseline)", url, null, ["/api/health"]);
  await measure("contracts table call", url, token, [
    "/api/contracts?page=0&rowsPerPage=10",
    "/api/contracts?page=0&rowsPerPage=10&search=tremblay",
    "/api/contracts?page=0&rowsPerPage=10&sortColumn=amount&order=desc",
    "/api/contracts?page=500&rowsPerPage=10",
  ]);
  await measure("payments profile", url, token, [profile]);
  await measure("payments profile, never remembered", computingUrl, token, [profile]);
  await measure("table call, every search new", url, token, [freshSearch]);
  // Absolute milliseconds on a shared machine are noise; the p99 against the baseline's p99 of the same run is the figure.
  const baseline = rows["health (baseline)"];
  for (const row of Object.values(rows)) {
    const ratio = row["p99 ms"] / Math.max(baseline["p99 ms"], 1);
    row["p99 × health p99"] = ratio.toFixed(2);
    row[`≤ ${p99RatioTarget}×`] = ratio <= p99RatioTarget ? "yes" : "no";
  }
  console.table(rows);
  child.disconnect();
  await once(child, "exit");
  await cleanup();
  return rows;
};

const sqliteDir = mkdtempSync(join(tmpdir(), "lendkit-bench-"));
await benchOne("SQLite", `sqlite:${join(sqliteDir, "bench.sqlite")}`, undefined, async () => rmSync(sqliteDir, { recursive: true, force: true }));

const admin = openDatabase(pgUrl, { poolMax: 1 });
const reachable = await admin.raw("select 1").then(() => true, () => false);
if (reachable) {
  const schema = `lk_bench_${randomBytes(4).toString("hex")}`;
  await admin.raw("CREATE SCHEMA ??", [schema]);
  await benchOne("PostgreSQL", pgUrl, schema, async () => {
    await admin.raw("DROP SCHEMA ?? CASCADE", [schema]);
  });
} else {
  console.log("\nPostgreSQL not reachable: skipped.");
}
await admin.destroy();
