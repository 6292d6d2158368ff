import { hostname } from "node:os";
import { ContractStatus, lateFeeDueDates, lateFeesDue, type FeeAssessed, type parseIsoDate } from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { isoTime } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { databaseKind } from "../db/openDatabase.js";
import {
  contractsWithLinesDue,
  findLedgerContract,
  ledgerContractsOf,
  ledgerEventsOf,
  ledgerEventsOfContracts,
  scheduleLinesOf,
  scheduleLinesOfContracts,
} from "../data/ledgerEvents.js";
import {
  claimServicingRun,
  finishServicingRun,
  finishServicingRunsWithoutFees,
  openServicingRuns,
  servicingRunCount,
  startServicingDay,
} from "../data/servicingRuns.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantDay } from "../data/tenantZone.js";
import { LedgerRefused, assessPlannedFeesIn, auditRefusal, type LockedBook, type Posting, type ServicingTenant } from "./service.js";
import { tenantLedgerSettings } from "./settings.js";

/**
 * The daily servicing run (issue 22 §2, docs/servicing.md "The daily run"):
 * every active contract of a tenant is taken once per lender's day, its
 * late fees (core's `lateFeesDue`) recorded through the same write as a fee
 * staff charge, in one transaction per contract that also marks it done;
 * the contracts with nothing to assess are marked done in groups.
 * Several instances on one database share a day: each takes the contracts
 * no other holds (data/servicingRuns.ts), so none is done twice. Delinquency
 * buckets need nothing here: they are replayed from the events on any day.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** What a run did: the contracts it did, the fees it assessed, the contracts of the day it left (done already, held by another instance, or refused). */
export interface ServicingRunOutcome {
  readonly date: string;
  readonly contracts: number;
  readonly feesAssessed: number;
  readonly skipped: number;
}

/** Who starts a run: a staff member through the route, or the server itself (null). */
export interface RunActor {
  readonly userId: number | null;
  readonly requestId: string | null;
  readonly ip: string | null;
}

/** This instance, as a claim names it. */
const thisInstance = (): string => `${hostname()}:${process.pid}`.slice(0, 100);

/** A day's row of a contract not done yet. */
type OpenRun = { readonly id: number; readonly contractId: number };

interface RunScope {
  readonly context: ServerContext;
  readonly tenant: ServicingTenant;
  readonly day: CalendarDate;
  readonly today: CalendarDate;
  readonly timeZone: string;
  readonly requestId: string | null;
  readonly instance: string;
}

/** A contract's locked book and its late fees on the run's day; null when it is no longer active (nothing to do). */
const lateFeesOf = async (trx: Plumbing["db"], scope: RunScope, contractId: number): Promise<{ book: LockedBook; fees: readonly FeeAssessed[] } | null> => {
  const contract = await findLedgerContract(trx, scope.tenant.id, contractId, true);
  if (!contract || contract.statusId !== ContractStatus.Active) return null;
  const book: LockedBook = { contract, lines: await scheduleLinesOf(trx, scope.tenant.id, contractId), events: await ledgerEventsOf(trx, scope.tenant.id, contractId) };
  const rule = { lines: book.lines, events: book.events.map((record) => record.event), settings: scope.tenant.settings.ledger, capitalLentCents: contract.amountCents };
  const due = lateFeesDue(rule, scope.tenant.settings.lateFee, scope.day);
  if (!due.ok) throw new Error(`servicing run: contract ${contractId}'s book is refused (${due.reason} ${due.id})`);
  return { book, fees: due.fees };
};

/** How the run records a contract's fees: as the server itself (no user), on the tenant's day. */
const postingOf = (scope: RunScope, contractId: number): Posting => ({
  tenant: scope.tenant,
  contractId,
  today: scope.today,
  timeZone: scope.timeZone,
  actor: { userId: null, requestId: scope.requestId, ip: null },
});

/** One contract: claim, assess, mark done — one transaction; the number of fees, or null when another instance has it. */
const runContract = (scope: RunScope, runId: number, contractId: number): Promise<number | null> =>
  scope.context.db.transaction(async (trx) => {
    if (!(await claimServicingRun(trx, runId, scope.instance))) return null;
    const owed = await lateFeesOf(trx, scope, contractId);
    const fees = owed?.fees ?? [];
    // The write checks the fees against the book just read under the same lock, not a second read of it.
    if (owed && fees.length > 0) await assessPlannedFeesIn(trx, scope.context.clock, postingOf(scope, contractId), fees as [FeeAssessed, ...FeeAssessed[]], owed.book);
    await finishServicingRun(trx, runId, { instance: scope.instance, doneAt: isoTime(scope.context.clock.now()), feesAssessed: fees.length });
    return fees.length;
  });

/** How many contracts one read of books takes (three statements each). */
const booksPerRead = 500;

/**
 * Contracts taken at once on PostgreSQL, each in its own transaction and
 * connection (their waits on the database overlap); SQLite has one writer:
 * one at a time.
 */
const contractsAtOnce = 4;

/** One transaction per contract; a contract that fails is logged and left for the next run. */
const runEachContract = async (scope: RunScope, rows: readonly OpenRun[]): Promise<{ contracts: number; feesAssessed: number }> => {
  let contracts = 0;
  let feesAssessed = 0;
  let next = 0;
  const takeInTurn = async (): Promise<void> => {
    for (let row = rows[next++]; row !== undefined; row = rows[next++]) {
      try {
        const fees = await runContract(scope, row.id, row.contractId);
        if (fees === null) continue;
        contracts += 1;
        feesAssessed += fees;
      } catch (error) {
        // A ledger rule's refusal is audited like staff's (SECURITY 29), now that the contract's transaction has rolled back.
        if (error instanceof LedgerRefused)
          await auditRefusal(scope.context, postingOf(scope, row.contractId), error).catch((auditError: unknown) =>
            scope.context.logger.error({ err: auditError, contractId: row.contractId }, "servicing run: a refusal could not be audited"),
          );
        scope.context.logger.error({ err: error, tenantId: scope.tenant.id, contractId: row.contractId, day: scope.day.toString() }, "servicing run: contract left for the next run");
      }
    }
  };
  const atOnce = databaseKind(scope.context.db) === "postgres" ? contractsAtOnce : 1;
  await Promise.all(Array.from({ length: Math.min(atOnce, rows.length) }, takeInTurn));
  return { contracts, feesAssessed };
};

/** Marks done in a few statements the contracts the run found nothing to assess on; how many it marked (another instance may have done some). */
const finishWithoutFees = async (scope: RunScope, rows: readonly OpenRun[]): Promise<number> => {
  let finished = 0;
  for (let start = 0; start < rows.length; start += booksPerRead) {
    const ids = rows.slice(start, start + booksPerRead).map((row) => row.id);
    finished += await finishServicingRunsWithoutFees(scope.context.db, ids, { instance: scope.instance, doneAt: isoTime(scope.context.clock.now()) });
  }
  return finished;
};

/**
 * Splits contracts that may owe a late fee by a read of their books
 * outside any transaction: those with none due (or no longer active) are
 * done as a group; the others, and a book the ledger refuses, each in its
 * own transaction, which decides again on the locked book.
 */
const runCandidates = async (scope: RunScope, rows: readonly OpenRun[]): Promise<{ contracts: number; feesAssessed: number }> => {
  const { db } = scope.context;
  const ids = rows.map((row) => row.contractId);
  const [contracts, lines, events] = await Promise.all([
    ledgerContractsOf(db, scope.tenant.id, ids),
    scheduleLinesOfContracts(db, scope.tenant.id, ids),
    ledgerEventsOfContracts(db, scope.tenant.id, ids),
  ]);
  const owing = rows.filter(({ contractId }) => {
    const contract = contracts.get(contractId);
    if (!contract || contract.statusId !== ContractStatus.Active) return false;
    const book = { lines: lines.get(contractId) ?? [], events: (events.get(contractId) ?? []).map((record) => record.event), settings: scope.tenant.settings.ledger, capitalLentCents: contract.amountCents };
    const due = lateFeesDue(book, scope.tenant.settings.lateFee, scope.day);
    return !due.ok || due.fees.length > 0;
  });
  const owingIds = new Set(owing.map((row) => row.id));
  const quiet = await finishWithoutFees(scope, rows.filter((row) => !owingIds.has(row.id)));
  const each = await runEachContract(scope, owing);
  return { contracts: quiet + each.contracts, feesAssessed: each.feesAssessed };
};

/**
 * The contracts of the day not done yet. Only a contract with a line due
 * in the late fee's window (core's `lateFeeDueDates`) may owe a fee: the
 * others are done as a group without reading their books (the same
 * outcome as `lateFeesDue`, which assesses nothing on them); the others
 * by `runCandidates`, `booksPerRead` at a time.
 */
const runOpenContracts = async (scope: RunScope): Promise<{ contracts: number; feesAssessed: number }> => {
  const open = await openServicingRuns(scope.context.db, scope.tenant.id, scope.day);
  const window = lateFeeDueDates(scope.tenant.settings.lateFee, scope.day);
  const mayOwe = window ? await contractsWithLinesDue(scope.context.db, scope.tenant.id, window.first, window.last) : new Set<number>();
  let contracts = await finishWithoutFees(scope, open.filter((row) => !mayOwe.has(row.contractId)));
  let feesAssessed = 0;
  const candidates = open.filter((row) => mayOwe.has(row.contractId));
  for (let start = 0; start < candidates.length; start += booksPerRead) {
    const done = await runCandidates(scope, candidates.slice(start, start + booksPerRead));
    contracts += done.contracts;
    feesAssessed += done.feesAssessed;
  }
  return { contracts, feesAssessed };
};

/**
 * Runs a tenant's servicing day `day` (on or before its today: the caller
 * checks): writes the day's claim of every active contract, then does
 * those no run has done, and audits the run (`servicing.run`). Run again,
 * the same day does nothing more; run at once on two instances, each
 * contract is done by one of them.
 */
export const runServicingDay = async (context: ServerContext, tenantId: number, day: CalendarDate, actor: RunActor, instance = thisInstance()): Promise<ServicingRunOutcome> => {
  const { today, timeZone } = await tenantDay(context, tenantId);
  // Read before the transactions open (SQLite gives a transaction the only connection).
  const tenant: ServicingTenant = { id: tenantId, settings: await tenantLedgerSettings(context, tenantId) };
  await startServicingDay(context.db, tenantId, day);
  const done = await runOpenContracts({ context, tenant, day, today, timeZone, requestId: actor.requestId, instance });
  const outcome = { date: day.toString(), ...done, skipped: (await servicingRunCount(context.db, tenantId, day)) - done.contracts };
  await writeAudit(context.db, context.clock, {
    action: "servicing.run",
    tenantId,
    actorUserId: actor.userId,
    entity: "tenant",
    entityId: tenantId,
    after: outcome,
    requestId: actor.requestId,
    ip: actor.ip,
  });
  return outcome;
};
