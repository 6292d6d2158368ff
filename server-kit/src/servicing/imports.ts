import {
  isDuplicateRefusal,
  processorLineAction,
  type ProcessorImportCode,
  type ProcessorLineFacts,
  type ProcessorRow,
  type ProcessorRowError,
} from "@lendkit/core";
import { writeAudit } from "../access/audit.js";
import { contractIdByNumber, externalIdApplied, paymentByExternalId } from "../data/ledgerEvents.js";
import type { ServerContext } from "../server/context.js";
import { LedgerRefused, postPayment, returnPayment, type Posting } from "./service.js";
import { actorColumns } from "../infra/audit.js";

/**
 * A payment processor's file applied to the tenant's ledgers (issue 22 §2,
 * docs/api/servicing.md "POST /api/servicing/imports"): each line through
 * the same writes as the single routes (a payment by pre-authorised debit,
 * a return with the tenant's NSF fee), each in its own transaction, so the
 * good lines are applied and the bad ones reported. A dry run does the same
 * inside one transaction that is rolled back: its counts are the real
 * run's, and nothing stays written.
 */

/** Who imports, and on which lender's day: a posting without its contract (each line names one). */
export type ImportPosting = Omit<Posting, "contractId">;

/** What a file did (or, dry, would do). */
export interface ImportOutcome {
  readonly rows: number;
  readonly applied: number;
  readonly duplicates: number;
  readonly errors: readonly ProcessorRowError<ProcessorImportCode>[];
}

type LineResult = "applied" | "duplicate" | { readonly code: ProcessorImportCode };

type Writer = Pick<ServerContext, "db" | "clock">;

/** What the tenant's data say of a line, and the payment a returned line names. */
const factsOf = async (context: Writer, tenantId: number, row: ProcessorRow): Promise<{ facts: ProcessorLineFacts; paymentId: number | null }> => {
  const contractId = await contractIdByNumber(context.db, tenantId, row.contractNumber);
  if (row.status === "paid") return { facts: { contractId, externalIdApplied: await externalIdApplied(context.db, tenantId, row.externalId), payment: null }, paymentId: null };
  const payment = await paymentByExternalId(context.db, tenantId, row.externalId);
  return { facts: { contractId, externalIdApplied: payment !== null, payment }, paymentId: payment?.id ?? null };
};

/** One line: core says what it does; the service writes it (its checks and its audit), a refusal becomes the line's error. */
const applyLine = async (context: Writer, base: ImportPosting, row: ProcessorRow): Promise<LineResult> => {
  const { facts, paymentId } = await factsOf(context, base.tenant.id, row);
  const action = processorLineAction(row, facts);
  if (action.kind === "duplicate") return "duplicate";
  if (action.kind === "refused") return { code: action.code };
  const posting: Posting = { ...base, contractId: action.contractId };
  try {
    if (row.status === "paid") {
      await postPayment(context, posting, { amountCents: row.amountCents, valueDate: row.valueDate, method: "pad", externalId: row.externalId });
    } else {
      await returnPayment(context, posting, { paymentId: paymentId!, returnedOn: row.valueDate, reason: row.reason });
    }
    return "applied";
  } catch (error) {
    if (!(error instanceof LedgerRefused)) throw error;
    // Another import (or a staff member) applied the same line between the look-up and the write.
    return isDuplicateRefusal(row.status, error.reason) ? "duplicate" : { code: error.reason };
  }
};

/** The lines in file order (a return may follow its payment in the same file). */
const applyAll = async (context: Writer, base: ImportPosting, rows: readonly ProcessorRow[], rowCount: number, fileErrors: readonly ProcessorRowError[]): Promise<ImportOutcome> => {
  let applied = 0;
  let duplicates = 0;
  const errors: ProcessorRowError<ProcessorImportCode>[] = [...fileErrors];
  for (const row of rows) {
    const result = await applyLine(context, base, row);
    if (result === "applied") applied += 1;
    else if (result === "duplicate") duplicates += 1;
    else errors.push({ row: row.row, code: result.code });
  }
  return { rows: rowCount, applied, duplicates, errors: errors.sort((left, right) => left.row - right.row) };
};

/** Carries a dry run's outcome out of the transaction it rolls back. */
class DryRunDone extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super("dry run rolled back");
  }
}

/** The outcome of the file's lines applied in a transaction that never commits. */
const dryRunOf = async (context: Writer, base: ImportPosting, file: ReadFile): Promise<ImportOutcome> => {
  try {
    await context.db.transaction(async (trx) => {
      throw new DryRunDone(await applyAll({ db: trx, clock: context.clock }, base, file.rows, file.rowCount, file.errors));
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.outcome;
    throw error;
  }
  throw new Error("servicing import: a dry run's transaction committed");
};

/** What a file read by core holds: its lines that passed, their count with the others, the others' errors. */
export interface ReadFile {
  readonly rowCount: number;
  readonly rows: readonly ProcessorRow[];
  readonly errors: readonly ProcessorRowError[];
}

/**
 * Applies a file's lines, or with `dryRun` runs every check and write in
 * one transaction rolled back at the end (nested writes are savepoints).
 * A real run is audited once more as a whole (`ledger.processorImport`).
 * The tenant's settings are read before (SQLite gives a transaction the
 * only connection).
 */
export const importProcessorFile = async (context: Writer, base: ImportPosting, file: ReadFile, dryRun: boolean): Promise<ImportOutcome> => {
  if (dryRun) return dryRunOf(context, base, file);
  const outcome = await applyAll(context, base, file.rows, file.rowCount, file.errors);
  await writeAudit(context.db, context.clock, {
    action: "ledger.processorImport",
    ...actorColumns({ tenantId: base.tenant.id, userId: base.actor.userId }, base.actor),
    entity: "tenant",
    entityId: base.tenant.id,
    after: { rows: outcome.rows, applied: outcome.applied, duplicates: outcome.duplicates, errors: outcome.errors.length },
  });
  return outcome;
};
