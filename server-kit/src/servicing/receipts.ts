import type { parseIsoDate } from "@lendkit/core";
import type { ContractBook } from "../data/servicingBooks.js";

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/**
 * What the receipts of a contract are once its ledger is the record: the
 * money received on it and kept — a payment its bank did not return, or a
 * credit such as the payoff a renewal made (C §7 paymentsReciepts, the
 * printed receipt, the statement's credits, the customer's total received).
 */
export interface LedgerReceipt {
  /** The payment's (or credit's) event id: the receipt's number. */
  readonly id: number;
  readonly paidOn: CalendarDate;
  readonly amountCents: number;
  /** How it was paid (`pad`, `etransfer`…), or a credit's reason (`renewal`). */
  readonly method: string;
  /** The schedule lines (`payments.id`) it paid something on, in line order. */
  readonly lineIds: readonly number[];
}

/** The receipts of a book on its day, oldest first (the order the ledger applied them). */
export const receiptsOfBook = (book: ContractBook): LedgerReceipt[] => {
  const reasons = new Map(book.events.map((record) => [record.event.id, "reason" in record.event ? record.event.reason : ""]));
  return book.ledger.payments
    .filter((payment) => payment.returnedBy === null)
    .map((payment) => ({
      id: Number(payment.id),
      paidOn: payment.valueDate,
      amountCents: payment.amountCents,
      method: payment.method ?? reasons.get(payment.id) ?? "",
      lineIds: payment.allocations.filter((part) => part.lineId.startsWith("s")).map((part) => Number(part.lineId.slice(1))),
    }));
};

/** Total received and kept on some contracts, in cents (C §3.1 `totalReceived`). */
export const totalReceivedCents = (books: Iterable<ContractBook>): number => {
  let total = 0;
  for (const book of books) for (const receipt of receiptsOfBook(book)) total += receipt.amountCents;
  return total;
};
