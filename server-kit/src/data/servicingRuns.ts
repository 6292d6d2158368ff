import { ContractStatus, type parseIsoDate } from "@lendkit/core";
import type { Knex } from "knex";
import { databaseKind } from "../db/openDatabase.js";

/**
 * The daily run's claims (migration 0029): one row per contract and
 * lender's day, done once. Every query names the tenant or a row a query
 * of the tenant found (SECURITY 14).
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/**
 * Writes the day's row of every active contract of the tenant that has
 * none (a second run, or another instance at once, adds nothing: the
 * unique key ignores it). One statement, on both engines.
 */
export const startServicingDay = async (db: Knex, tenantId: number, day: CalendarDate): Promise<void> => {
  await db.raw(
    `insert into servicing_runs (tenant_id, contract_id, day)
     select tenant_id, id, ? from contracts where tenant_id = ? and status_id = ?
     on conflict (contract_id, day) do nothing`,
    [day.toString(), tenantId, ContractStatus.Active],
  );
};

/** The day's rows not done yet, by contract. */
export const openServicingRuns = async (db: Knex, tenantId: number, day: CalendarDate): Promise<Array<{ id: number; contractId: number }>> => {
  const rows = (await db("servicing_runs").where({ tenant_id: tenantId, day: day.toString() }).whereNull("done_at").orderBy("contract_id").select("id", "contract_id")) as Array<{
    id: number;
    contract_id: number;
  }>;
  return rows.map((row) => ({ id: Number(row.id), contractId: Number(row.contract_id) }));
};

/**
 * Takes a row for the transaction, or false when it is done or another
 * instance holds it. PostgreSQL: the row locked `FOR UPDATE SKIP LOCKED`,
 * so an instance passes over a contract another is doing instead of
 * waiting for it. SQLite: the transaction's first statement writes (one
 * writer at a time: a second instance waits for the first to commit, then
 * finds the row done).
 */
export const claimServicingRun = async (trx: Knex.Transaction, id: number, instance: string): Promise<boolean> => {
  const open = trx("servicing_runs").where({ id }).whereNull("done_at");
  if (databaseKind(trx) === "postgres") return (await open.forUpdate().skipLocked().first("id")) !== undefined;
  return (await open.update({ claimed_by: instance })) === 1;
};

/** Marks a claimed row done, in the transaction that did its work. */
export const finishServicingRun = async (trx: Knex.Transaction, id: number, done: { instance: string; doneAt: string; feesAssessed: number }): Promise<void> => {
  await trx("servicing_runs").where({ id }).update({ claimed_by: done.instance, done_at: done.doneAt, fees_assessed: done.feesAssessed });
};

/**
 * Marks done, with no fee, the rows of `ids` no run has done and no other
 * instance holds (PostgreSQL: locked `SKIP LOCKED`, as a claim; SQLite:
 * one writer at a time); returns how many it marked. One statement: the
 * contracts a run found nothing to assess on.
 */
export const finishServicingRunsWithoutFees = async (db: Knex, ids: readonly number[], done: { instance: string; doneAt: string }): Promise<number> => {
  if (ids.length === 0) return 0;
  const open = (query: Knex.QueryBuilder) => query.whereIn("id", [...ids]).whereNull("done_at");
  const rows = databaseKind(db) === "postgres" ? db("servicing_runs").whereIn("id", open(db("servicing_runs")).forUpdate().skipLocked().select("id")) : open(db("servicing_runs"));
  return rows.update({ claimed_by: done.instance, done_at: done.doneAt, fees_assessed: 0 });
};

/** How many contracts the tenant's day has (done or not). */
export const servicingRunCount = async (db: Knex, tenantId: number, day: CalendarDate): Promise<number> => {
  const row = (await db("servicing_runs").where({ tenant_id: tenantId, day: day.toString() }).count({ count: "*" }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
};
