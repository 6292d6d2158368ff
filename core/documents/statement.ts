import type { CalendarDate } from "@internationalized/date";
import type { DocumentPayment, DocumentReceipt } from "./facts.js";

/** Where a statement entry comes from. */
export type StatementSource =
  /** A scheduled payment falling due (a charge). */
  | "payment"
  /** A deferral fee falling due (a charge). */
  | "fee"
  /** Money received (a credit). */
  | "receipt"
  /** A line marked paid that no receipt settles (a credit of its amount, e.g. imported history). */
  | "settled";

/** One line of an account statement. */
export interface StatementEntry {
  readonly date: CalendarDate;
  readonly source: StatementSource;
  /** The payment line's seq (payment, fee, settled) or the receipt id (receipt). */
  readonly ref: number;
  /** The receipt's method, for a receipt. */
  readonly method: string | null;
  readonly chargeCents: number;
  readonly creditCents: number;
  /** Amount owing after this entry (negative: a credit in the customer's favour). */
  readonly balanceCents: number;
}

/** An account statement up to a day. */
export interface AccountStatement {
  readonly entries: readonly StatementEntry[];
  readonly totalChargedCents: number;
  readonly totalCreditedCents: number;
  /** Charged − credited: what is owing on `asOf` (negative: a credit). */
  readonly balanceCents: number;
}

type Unbalanced = Omit<StatementEntry, "balanceCents"> & { readonly order: number };

const charges = (payments: readonly DocumentPayment[], asOf: CalendarDate): Unbalanced[] =>
  payments
    .filter((line) => line.dueDate.compare(asOf) <= 0)
    .map((line) => ({
      date: line.dueDate,
      source: line.kind === "deferralFee" ? "fee" : "payment",
      ref: line.seq,
      method: null,
      chargeCents: line.amountCents,
      creditCents: 0,
      order: 0,
    }));

const credits = (payments: readonly DocumentPayment[], receipts: readonly DocumentReceipt[], asOf: CalendarDate): Unbalanced[] => {
  const settledByReceipt = new Set(receipts.flatMap((receipt) => [receipt.paymentId, ...(receipt.lineIds ?? [])]).filter((id) => id !== null));
  const received: Unbalanced[] = receipts
    .filter((receipt) => receipt.paidOn.compare(asOf) <= 0)
    .map((receipt) => ({ date: receipt.paidOn, source: "receipt", ref: receipt.id, method: receipt.method, chargeCents: 0, creditCents: receipt.amountCents, order: 1 }));
  const settled: Unbalanced[] = payments
    .filter((line) => line.paidOn !== null && line.paidOn.compare(asOf) <= 0 && !settledByReceipt.has(line.id))
    .map((line) => ({ date: line.paidOn!, source: "settled", ref: line.seq, method: null, chargeCents: 0, creditCents: line.amountCents, order: 1 }));
  return [...received, ...settled];
};

/**
 * A contract's account statement on `asOf`: every payment line due by then
 * is a charge, every receipt received by then a credit, and a line marked
 * paid that no receipt settles or paid part of is credited its amount on
 * the day it was paid (so imported history without receipts still
 * balances). Entries run by
 * date, charges before credits on the same day (a payment taken on its due
 * day leaves 0.00), then by seq or receipt id; the running balance is
 * charges − credits so far. Entries after `asOf` are left out.
 *
 * @example
 * const line = (seq, day, paidOn) => ({ id: seq, seq, kind: "scheduled", dueDate: new CalendarDate(2026, 11, day), amountCents: 10_000, principalCents: 0, interestCents: 0, feeCents: 0, isFromOriginalSchedule: true, paidOn });
 * const payments = [line(1, 6, new CalendarDate(2026, 11, 6)), line(2, 20, null), line(3, 27, null)];
 * const receipts = [{ id: 5, paidOn: new CalendarDate(2026, 11, 6), amountCents: 10_000, method: "pad", paymentId: 1 }];
 * accountStatement(payments, receipts, new CalendarDate(2026, 11, 22)).entries.map((entry) => entry.balanceCents) // [10000, 0, 10000]
 * accountStatement(payments, receipts, new CalendarDate(2026, 11, 22)).balanceCents // 10000
 */
export const accountStatement = (
  payments: readonly DocumentPayment[],
  receipts: readonly DocumentReceipt[],
  asOf: CalendarDate,
): AccountStatement => {
  const ordered = [...charges(payments, asOf), ...credits(payments, receipts, asOf)].sort(
    (a, b) => a.date.compare(b.date) || a.order - b.order || a.ref - b.ref,
  );
  let balanceCents = 0;
  let totalChargedCents = 0;
  let totalCreditedCents = 0;
  const entries = ordered.map(({ order: _order, ...entry }): StatementEntry => {
    totalChargedCents += entry.chargeCents;
    totalCreditedCents += entry.creditCents;
    balanceCents += entry.chargeCents - entry.creditCents;
    return { ...entry, balanceCents };
  });
  return { entries, totalChargedCents, totalCreditedCents, balanceCents };
};
