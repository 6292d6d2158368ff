import { parseIsoDate, type ProcessorImportCode, type ProcessorRow } from "@lendkit/core";
import { writeAudit } from "../../data/audit.js";
import { isoTime } from "../../infra/clock.js";
import type { ServerContext } from "../../context/serverContext.js";
import { tenantDay } from "../../data/tenantZone.js";
import { ledgersOf } from "../../data/servicingBooks.js";
import { activeContractsDueOn, appliedExternalIds } from "../../data/ledgerEvents.js";
import { lastProcessorDayDone, markProcessorDayDone } from "../../data/processorDays.js";
import { applyProcessorLine, type ProcessorPosting } from "../processorLine.js";
import type { ServicingTenant } from "../service.js";
import { tenantLedgerSettings } from "../settings.js";
import { padExternalId, type DebitResult, type PadDebit, type PaymentProcessor } from "./adapter.js";

/**
 * The processor's part of a tenant's day (docs/servicing.md "The payment
 * processor"): the debits due that day are submitted, the processor's
 * report of the day is read, and each result is applied through the same
 * writes as a processor file's line (processorLine.ts). Every step may be
 * repeated, on one instance or several at once: a debit's external id is
 * the same each time, the processor keeps one debit per id, and the
 * ledger applies an id once.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** Days a missed processor day is caught up (the daily run's late fees catch up as many). */
export const processorCatchUpDays = 7;

/** What one day did. */
export interface ProcessorDayOutcome {
  readonly date: string;
  readonly submitted: number;
  readonly applied: number;
  readonly duplicates: number;
  readonly refused: number;
}

/**
 * The debits of `day`: each schedule line due that day that still owes
 * something on the tenant's today (so a line staff took a payment for
 * since is not collected twice), for what it owes, unless its debit was
 * applied already (a return reopens the line; it is not presented again).
 */
export const dueDebits = async (context: ServerContext, tenant: ServicingTenant, day: CalendarDate, today: CalendarDate): Promise<PadDebit[]> => {
  const contracts = await activeContractsDueOn(context.db, tenant.id, day);
  const books = await ledgersOf(context.db, tenant.id, contracts, today, tenant.settings.ledger);
  const debits = contracts.flatMap((contract) =>
    books
      .get(contract.id)!
      .ledger.lines.filter((line) => (line.kind === "scheduled" || line.kind === "deferralFee") && line.dueDate.compare(day) === 0 && line.outstandingCents > 0)
      .map((line) => ({ externalId: padExternalId(contract.contractNumber, line.id, 1), contractId: contract.id, contractNumber: contract.contractNumber, lineId: line.id, amountCents: line.outstandingCents, dueDate: day })),
  );
  const applied = await appliedExternalIds(context.db, tenant.id, debits.map((debit) => debit.externalId));
  return debits.filter((debit) => !applied.has(debit.externalId));
};

/** A result as a processor file's line (`row`: its place in the report). */
const rowOf = (result: DebitResult, index: number): ProcessorRow => {
  const base = { row: index + 1, externalId: result.externalId, contractNumber: result.contractNumber, amountCents: result.amountCents };
  return result.status === "paid" ? { ...base, status: "paid", valueDate: result.collectedOn } : { ...base, status: "returned", reason: result.reason, valueDate: result.returnedOn };
};

/** SQLite refused a write at once: another instance wrote between this transaction's first read and its first write. */
const isSqliteBusy = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "SQLITE_BUSY";

/**
 * Applies one result; on SQLite, a line that lost the race for the file
 * to another instance is tried again (the busy timeout does not wait for a
 * transaction that read before the other wrote), and then finds what the
 * other applied: a duplicate.
 */
const applyResult = async (context: ServerContext, base: ProcessorPosting, row: ProcessorRow) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyProcessorLine(context, base, row);
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
};

/** Applies the day's report in its order; a refused result is logged (staff see the payment missing, as with a file's bad line). */
const applyReport = async (context: ServerContext, base: ProcessorPosting, results: readonly DebitResult[]) => {
  const counts = { applied: 0, duplicates: 0, refused: 0 };
  for (const [index, result] of results.entries()) {
    const outcome = await applyResult(context, base, rowOf(result, index));
    if (outcome === "applied") counts.applied += 1;
    else if (outcome === "duplicate") counts.duplicates += 1;
    else {
      counts.refused += 1;
      context.logger.warn({ tenantId: base.tenant.id, externalId: result.externalId, code: (outcome as { code: ProcessorImportCode }).code }, "payment processor: a result was refused");
    }
  }
  return counts;
};

/** One day: submit its debits, read and apply its report, audit it (`servicing.processorDay`) and record it done. */
const runDay = async (context: ServerContext, processor: PaymentProcessor, base: ProcessorPosting, day: CalendarDate): Promise<ProcessorDayOutcome> => {
  const debits = await dueDebits(context, base.tenant, day, base.today);
  await processor.submitDebits(context, { tenantId: base.tenant.id, day, debits });
  const counts = await applyReport(context, base, await processor.resultsOf(context, { tenantId: base.tenant.id, day }));
  const outcome = { date: day.toString(), submitted: debits.length, ...counts };
  await writeAudit(context.db, context.clock, { action: "servicing.processorDay", tenantId: base.tenant.id, actorUserId: null, entity: "tenant", entityId: base.tenant.id, after: outcome, requestId: null, ip: null });
  await markProcessorDayDone(context.db, base.tenant.id, day, isoTime(context.clock.now()));
  return outcome;
};

/**
 * The days to run on `today`: those after the latest day done, at most
 * {@link processorCatchUpDays} up to today, and today again (a day run
 * twice changes nothing); a tenant with none done starts today.
 */
export const processorDaysToRun = (lastDone: CalendarDate | null, today: CalendarDate): CalendarDate[] => {
  if (lastDone === null || lastDone.compare(today) >= 0) return [today];
  const first = lastDone.add({ days: 1 });
  const earliest = today.subtract({ days: processorCatchUpDays - 1 });
  const days: CalendarDate[] = [];
  for (let day = first.compare(earliest) > 0 ? first : earliest; day.compare(today) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
};

/** Runs the tenant's processor days up to its today (docs/servicing.md); answers each day's outcome. */
export const runProcessorDays = async (context: ServerContext, tenantId: number, processor: PaymentProcessor): Promise<ProcessorDayOutcome[]> => {
  const { today, timeZone } = await tenantDay(context, tenantId);
  // Read before any transaction opens (SQLite gives a transaction the only connection).
  const tenant: ServicingTenant = { id: tenantId, settings: await tenantLedgerSettings(context, tenantId) };
  const base: ProcessorPosting = { tenant, today, timeZone, actor: { userId: null, requestId: null, ip: null } };
  const outcomes: ProcessorDayOutcome[] = [];
  for (const day of processorDaysToRun(await lastProcessorDayDone(context.db, tenantId, today), today)) outcomes.push(await runDay(context, processor, base, day));
  return outcomes;
};
