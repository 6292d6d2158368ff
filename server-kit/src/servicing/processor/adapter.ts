import type { parseIsoDate, ReturnReason } from "@lendkit/core";
import type { ServerContext } from "../../context/serverContext.js";

/**
 * One interface for a payment processor that collects the tenant's
 * pre-authorised debits (PAD; issue 22 §2 and §4, docs/servicing.md "The
 * payment processor"), shaped like the bank-verification providers: the
 * server never talks to a vendor directly, it calls an adapter — the local
 * sandbox (sandbox.ts) or a live one a deployment supplies. Each day the
 * server submits the debits due and reads back what the processor reports
 * for that day; the results go through the same writes as a processor's
 * CSV file (processorLine.ts).
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A debit the server asks the processor to collect: what a schedule line still owes on its due date. */
export interface PadDebit {
  /** Ours, the same for the same line and attempt (`padExternalId`): a debit submitted again is the same debit. */
  readonly externalId: string;
  readonly contractId: number;
  readonly contractNumber: string;
  /** The schedule line as core names it (`s<payments.id>`). */
  readonly lineId: string;
  readonly amountCents: number;
  readonly dueDate: CalendarDate;
}

/** What the processor reports of a debit: collected on a day, or returned by the bank on a later one. */
export type DebitResult =
  | { readonly status: "paid"; readonly externalId: string; readonly contractNumber: string; readonly amountCents: number; readonly collectedOn: CalendarDate }
  | {
      readonly status: "returned";
      readonly externalId: string;
      readonly contractNumber: string;
      readonly amountCents: number;
      readonly reason: ReturnReason;
      readonly returnedOn: CalendarDate;
    };

/** The tenant's day a call is about. */
export interface ProcessorDay {
  readonly tenantId: number;
  readonly day: CalendarDate;
}

/** What an adapter does; a method may throw (the day is then left for the next run, logged). */
export interface PaymentProcessor {
  readonly mode: "sandbox" | "live";
  /**
   * Submits the day's debits. Submitting an external id the processor has
   * already is not a second debit (a run repeated, or two instances at once).
   */
  submitDebits(context: ServerContext, input: ProcessorDay & { readonly debits: readonly PadDebit[] }): Promise<void>;
  /**
   * The day's report: debits collected that day, returns dated that day.
   * Asked again, the same report (the server applies each external id once).
   */
  resultsOf(context: ServerContext, input: ProcessorDay): Promise<readonly DebitResult[]>;
}

/**
 * The external id of a line's debit: the contract, the line and the attempt
 * (1 on its due date; a line presented again would be attempt 2). At most
 * 100 characters, as a processor file's ids (a contract number is ≤ 32).
 *
 * @example
 * padExternalId("M-000123", "s456", 1) // "PAD-M-000123-s456-1"
 */
export const padExternalId = (contractNumber: string, lineId: string, attempt: number): string => `PAD-${contractNumber}-${lineId}-${attempt}`;
