// The daily servicing run's throughput: `runTenantDay` (no payment
// processor configured: the servicing run alone, as `runServicingDay` does
// it) over a tenant's whole day of active contracts, with a late fee of
// 25 $ after 5 days of grace, so about a tenth of them get a fee. Beside it,
// in the same run, a floor: every contract's book read in two statements
// (its schedule lines and its events, as one batch read gives a screen),
// the least any run over the same books reads. Target: ≥ 2,000 contracts/s.
import { createContext, createLogger, saveFlowSettings, runTenantDay, tenantDay } from "../../server-kit/dist/index.js";

/** The target of the daily run, in contracts per second. */
export const dailyRunTarget = 2_000;

const lateFeeSettings = { rateCap: { action: "warn" }, servicing: { lateFee: { amount: "25.00", graceDays: 5 } } };

const seconds = (began) => (performance.now() - began) / 1000;

/** The floor: every book of the tenant read once, in two statements. */
const readEveryBook = async (db, tenantId, range) => {
  const began = performance.now();
  const lines = await db("payments").where("tenant_id", tenantId).whereBetween("contract_id", [range.first, range.last]).select("id", "contract_id", "seq", "kind", "due_date", "amount_cents", "fee_cents", "interest_cents", "principal_cents");
  const events = await db("ledger_events").where("tenant_id", tenantId).whereBetween("contract_id", [range.first, range.last]).select("*");
  return { seconds: seconds(began), rows: lines.length + events.length };
};

/** Runs the tenant's day on `db` (its book already written); returns the figures. */
export const benchDailyRun = async (db, clock, tenantId, range) => {
  await saveFlowSettings(db, clock, tenantId, lateFeeSettings);
  const context = createContext({ db, clock, logger: createLogger({ level: "silent" }) });
  const { today } = await tenantDay(context, tenantId);
  const floor = await readEveryBook(db, tenantId, range);
  const began = performance.now();
  await runTenantDay(context, tenantId, today);
  const took = seconds(began);
  const [done] = await db("servicing_runs").where({ tenant_id: tenantId, day: today.toString() }).whereNotNull("done_at").select(db.raw("count(*) as contracts, sum(fees_assessed) as fees"));
  const contracts = Number(done.contracts);
  return {
    contracts,
    feesAssessed: Number(done.fees ?? 0),
    seconds: took,
    perSecond: contracts / took,
    floorSeconds: floor.seconds,
    floorRows: floor.rows,
  };
};
