// The servicing benchmark, on a fresh database: a servicing book of N
// active contracts with two years of history (servicingBook.mjs), the
// tenant's daily run over it (dailyRun.mjs: contracts/s, target ≥ 2,000,
// beside a floor read in the same run), then the server under load on
// random contracts of the book: GET /api/contracts/:id/ledger and the
// payments profile (as served, and never remembered), with GET /api/health
// measured in the same run as the baseline (target: p99 ≤ 2× its p99).
import { createContext, createLogger, createTenant, createUser, migrateLatest, openDatabase, tenantDay } from "../../server-kit/dist/index.js";
import { benchDailyRun, dailyRunTarget } from "./dailyRun.mjs";
import { clock, connections, instances, logIn, measurer, password, seconds, startServer, stopServer, withRatios } from "./harness.mjs";
import { seedServicingBook } from "./servicingBook.mjs";

const elapsed = (began) => `${((performance.now() - began) / 1000).toFixed(0)} s`;

/** Writes the book; returns its contracts as [contract id, customer id] pairs. */
const prepare = async (db, contracts) => {
  await migrateLatest(db);
  const tenantId = await createTenant(db, clock, { code: "RENT" });
  await createUser(db, clock, { tenantId, username: "admin", password, roleId: 7 }, { passwordParams: { N: 1024, r: 8, p: 1 } });
  const { today } = await tenantDay(createContext({ db, clock, logger: createLogger({ level: "silent" }) }), tenantId);
  const began = performance.now();
  const range = await seedServicingBook(db, tenantId, { contracts, today: today.toString(), log: (line) => console.log(`  ${line}`) });
  // Planner statistics, as a database in service has them.
  await db.raw("ANALYZE");
  const [rows] = await Promise.all([
    db("contracts").where("tenant_id", tenantId).whereBetween("id", [range.first, range.last]).select("id", "customer_id"),
  ]);
  const [lines, events] = await Promise.all([db("payments").where("tenant_id", tenantId).count({ count: "*" }), db("ledger_events").where("tenant_id", tenantId).count({ count: "*" })]);
  console.log(`  book written in ${elapsed(began)}: ${Number(lines[0].count).toLocaleString("en")} schedule lines, ${Number(events[0].count).toLocaleString("en")} events`);
  return { tenantId, range, pairs: rows.map((row) => [Number(row.id), Number(row.customer_id)]) };
};

const reportDailyRun = (run) => {
  const floorPerSecond = run.contracts / run.floorSeconds;
  console.log(
    `  daily run: ${run.contracts.toLocaleString("en")} contracts in ${run.seconds.toFixed(1)} s, ${run.feesAssessed.toLocaleString("en")} late fees: ` +
      `${Math.round(run.perSecond).toLocaleString("en")} contracts/s (target ≥ ${dailyRunTarget.toLocaleString("en")}; ${run.perSecond >= dailyRunTarget ? "met" : "missed"})`,
  );
  console.log(
    `  floor (every book read in two statements, ${run.floorRows.toLocaleString("en")} rows): ${run.floorSeconds.toFixed(1)} s, ` +
      `${Math.round(floorPerSecond).toLocaleString("en")} contracts/s; the run takes ${(run.seconds / run.floorSeconds).toFixed(1)}× the floor`,
  );
};

/** Runs the servicing benchmark on the database at `databaseUrl` (in `searchPath` on PostgreSQL), then `cleanup`. */
export const benchServicing = async (name, databaseUrl, searchPath, cleanup, contracts) => {
  console.log(`\n## ${name}, servicing: ${contracts.toLocaleString("en")} contracts with two years of history; ${instances} server instance(s), ${connections} connections, ${seconds} s per load`);
  const db = openDatabase(databaseUrl, searchPath ? { searchPath, poolMax: 10 } : {});
  const { tenantId, range, pairs } = await prepare(db, contracts);
  reportDailyRun(await benchDailyRun(db, clock, tenantId, range));
  await db.destroy();

  const { child, url, computingUrl } = await startServer(databaseUrl, searchPath);
  const token = await logIn(url);
  const pick = () => pairs[Math.floor(Math.random() * pairs.length)];
  const ledger = () => `/api/contracts/${pick()[0]}/ledger`;
  const profile = () => {
    const [contractId, customerId] = pick();
    return `/api/customer/${customerId}/payments/${contractId}?lang=fr&isProfile=true`;
  };
  const rows = {};
  const measure = measurer(rows, url, token);
  await measure("health (baseline)", url, null, ["/api/health"]);
  await measure("ledger, random contract", url, token, [ledger]);
  await measure("payments profile, random contract", url, token, [profile]);
  await measure("payments profile, never remembered", computingUrl, token, [profile]);
  console.table(withRatios(rows, "health (baseline)"));
  await stopServer(child);
  await cleanup();
};
