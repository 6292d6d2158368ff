import { isDuplicateRefusal, processorLineAction, type ProcessorImportCode, type ProcessorLineFacts, type ProcessorRow } from "@lendkit/core";
import { contractIdByNumber, externalIdApplied, paymentByExternalId } from "../data/ledgerEvents.js";
import type { ServerContext } from "../context/serverContext.js";
import { LedgerRefused, postPayment, returnPayment, type Posting } from "./service.js";

/**
 * One result of a payment processor applied to the tenant's ledgers, the
 * same way whether it came in a file (imports.ts) or from a processor the
 * server talks to (processor/day.ts): core's `processorLineAction` says
 * what it does, the service writes it. An external id is applied once per
 * tenant, ever: a repeat is a duplicate, and a return finds its payment by
 * the same id.
 */

/** Who applies, and on which lender's day: a posting without its contract (each line names one). */
export type ProcessorPosting = Omit<Posting, "contractId">;

/** What a line did. */
export type ProcessorLineResult = "applied" | "duplicate" | { readonly code: ProcessorImportCode };

type Writer = Pick<ServerContext, "db" | "clock">;

/** What the tenant's data say of a line, and the payment a returned line names. */
const factsOf = async (context: Writer, tenantId: number, row: ProcessorRow): Promise<{ facts: ProcessorLineFacts; paymentId: number | null }> => {
  const contractId = await contractIdByNumber(context.db, tenantId, row.contractNumber);
  if (row.status === "paid") return { facts: { contractId, externalIdApplied: await externalIdApplied(context.db, tenantId, row.externalId), payment: null }, paymentId: null };
  const payment = await paymentByExternalId(context.db, tenantId, row.externalId);
  return { facts: { contractId, externalIdApplied: payment !== null, payment }, paymentId: payment?.id ?? null };
};

/**
 * Applies one line: a payment by pre-authorised debit on its value date, or
 * the return (on the line's value date) of the payment with its external
 * id, with the tenant's NSF fee. A ledger refusal becomes the line's code.
 */
export const applyProcessorLine = async (context: Writer, base: ProcessorPosting, row: ProcessorRow): Promise<ProcessorLineResult> => {
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
    // Another import, processor run or staff member applied the same line between the look-up and the write.
    return isDuplicateRefusal(row.status, error.reason) ? "duplicate" : { code: error.reason };
  }
};
