import type { ProcessorImportCode, ProcessorRow, ProcessorRowError } from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import type { ServerContext } from "../context/serverContext.js";
import { actorColumns } from "../infra/audit.js";
import { applyProcessorLine, type ProcessorPosting } from "./processorLine.js";

/**
 * A payment processor's file applied to the tenant's ledgers (issue 22 §2,
 * docs/api/servicing.md "POST /api/servicing/imports"): each line through
 * the same writes as the single routes (a payment by pre-authorised debit,
 * a return with the tenant's NSF fee; processorLine.ts, which the server's
 * own processor step shares), each in its own transaction, so the
 * good lines are applied and the bad ones reported. A dry run does the same
 * inside one transaction that is rolled back: its counts are the real
 * run's, and nothing stays written.
 */

/** Who imports, and on which lender's day: a posting without its contract (each line names one). */
export type ImportPosting = ProcessorPosting;

/** What a file did (or, dry, would do). */
export interface ImportOutcome {
  readonly rows: number;
  readonly applied: number;
  readonly duplicates: number;
  readonly errors: readonly ProcessorRowError<ProcessorImportCode>[];
}

type Writer = Pick<ServerContext, "db" | "clock">;

/** The lines in file order (a return may follow its payment in the same file). */
const applyAll = async (context: Writer, base: ImportPosting, rows: readonly ProcessorRow[], rowCount: number, fileErrors: readonly ProcessorRowError[]): Promise<ImportOutcome> => {
  let applied = 0;
  let duplicates = 0;
  const errors: ProcessorRowError<ProcessorImportCode>[] = [...fileErrors];
  for (const row of rows) {
    const result = await applyProcessorLine(context, base, row);
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
