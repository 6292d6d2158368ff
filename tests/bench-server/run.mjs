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
// route's p99 of the same run (target ≤ 2×). Then the servicing benchmark
// (servicing.mjs) on a fresh database: the daily run's contracts/s and the
// ledger and profile of random contracts of a servicing book.
//
// Flags (after `npm run bench:server --`): `--only=load` or
// `--only=servicing`; `--servicing-contracts=100000` (default 2,000);
// `--databases=postgres` (default `sqlite,postgres`). PostgreSQL is
// LENDKIT_BENCH_PG, else DATABASE_URL when it is a PostgreSQL URL, else the
// local server's `test` database; each benchmark works in a schema it
// creates and drops.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { createTenant, createUser, migrateLatest, openDatabase, seedManyContracts } from "../../server-kit/dist/index.js";
import { clock, connections, instances, logIn, measurer, password, seconds, startServer, stopServer, warmUpSeconds, withRatios } from "./harness.mjs";
import { benchServicing } from "./servicing.mjs";

const { values: flags } = parseArgs({
  options: {
    /** Which benchmarks: `load` (the contracts table and the profile), `servicing` (the daily run, the ledger and the profile over a servicing book), or both. */
    only: { type: "string" },
    /** The servicing book's contracts (2,000 by default: seconds; 100,000 on PostgreSQL takes minutes). */
    "servicing-contracts": { type: "string", default: "2000" },
    /** `sqlite`, `postgres` or both (the default). */
    databases: { type: "string", default: "sqlite,postgres" },
  },
});
const benchmarks = new Set(flags.only ? flags.only.split(",") : ["load", "servicing"]);
const databases = new Set(flags.databases.split(","));
const servicingContracts = Number(flags["servicing-contracts"]);
if (!Number.isSafeInteger(servicingContracts) || servicingContracts < 1) throw new Error("--servicing-contracts: a whole number of contracts, at least 1");

const contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const postgresUrlFromEnv = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined;
const pgUrl = process.env.LENDKIT_BENCH_PG ?? postgresUrlFromEnv ?? "postgres://postgres@127.0.0.1:5432/test";

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
  const token = await logIn(url);
  const profile = `/api/customer/${customerId}/payments/${contractId}?lang=fr&isProfile=true`;
  const rows = {};
  const measure = measurer(rows, url, token);
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
  console.table(withRatios(rows, "health (baseline)"));
  await stopServer(child);
  await cleanup();
  return rows;
};

/** Runs the chosen benchmarks on a fresh database (`open` gives its URL, search path and cleanup). */
const benchOn = async (name, open) => {
  if (benchmarks.has("load")) {
    const { url, searchPath, cleanup } = await open();
    await benchOne(name, url, searchPath, cleanup);
  }
  if (benchmarks.has("servicing")) {
    const { url, searchPath, cleanup } = await open();
    await benchServicing(name, url, searchPath, cleanup, servicingContracts);
  }
};

if (databases.has("sqlite")) {
  await benchOn("SQLite", async () => {
    const sqliteDir = mkdtempSync(join(tmpdir(), "lendkit-bench-"));
    return { url: `sqlite:${join(sqliteDir, "bench.sqlite")}`, searchPath: undefined, cleanup: async () => rmSync(sqliteDir, { recursive: true, force: true }) };
  });
}

if (databases.has("postgres")) {
  const admin = openDatabase(pgUrl, { poolMax: 1 });
  const reachable = await admin.raw("select 1").then(() => true, () => false);
  if (reachable) {
    // Each benchmark in a schema of its own, dropped after.
    await benchOn("PostgreSQL", async () => {
      const schema = `lk_bench_${randomBytes(4).toString("hex")}`;
      await admin.raw("CREATE SCHEMA ??", [schema]);
      return { url: pgUrl, searchPath: schema, cleanup: async () => void (await admin.raw("DROP SCHEMA ?? CASCADE", [schema])) };
    });
  } else {
    console.log("\nPostgreSQL not reachable: skipped.");
  }
  await admin.destroy();
}
