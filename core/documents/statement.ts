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
  | "settled"
  /** A fee charged on the ledger, e.g. the NSF fee of a returned payment (a charge). */
  | "ledgerFee"
  /** Money received that the bank later returned (a credit on the day it was received). */
  | "returnedReceipt"
  /** The bank's return of that money (a charge of the same amount on the return's day). */
  | "returned"
  /** What a waiver forgave of a fee (a credit). */
  | "waived";

/** One line of an account statement. */
export interface StatementEntry {
  readonly date: CalendarDate;
  readonly source: StatementSource;
  /** The payment line's seq (payment, fee, settled) or the receipt id (receipt). */
  readonly ref: number;
  /** The receipt's method, for a receipt (kept or returned). */
  readonly method: string | null;
  /** The fee's kind (a ledger fee) or the return's reason (a return); null otherwise. */
  readonly detail: string | null;
  readonly chargeCents: number;
  readonly creditCents: number;
  /** Amount owing after this entry (negative: a credit in the customer's favour). */
  readonly balanceCents: number;
}

/**
 * What the ledger adds to a statement besides the schedule's lines and the
 * money kept: the fees it charged, the payments the bank returned, the
 * waivers (`id`: the event's id, what the statement orders by on one day).
 */
export type StatementLedgerEntry =
  | { readonly kind: "fee"; readonly id: number; readonly date: CalendarDate; readonly feeKind: string; readonly amountCents: number }
  | {
      readonly kind: "returned";
      readonly id: number;
      readonly paidOn: CalendarDate;
      readonly returnedOn: CalendarDate;
      readonly amountCents: number;
      readonly method: string;
      readonly reason: string;
    }
  | { readonly kind: "waived"; readonly id: number; readonly date: CalendarDate; readonly amountCents: number };

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
      detail: null,
      chargeCents: line.amountCents,
      creditCents: 0,
      order: 0,
    }));

const credits = (payments: readonly DocumentPayment[], receipts: readonly DocumentReceipt[], asOf: CalendarDate): Unbalanced[] => {
  const settledByReceipt = new Set(receipts.flatMap((receipt) => [receipt.paymentId, ...(receipt.lineIds ?? [])]).filter((id) => id !== null));
  const received: Unbalanced[] = receipts
    .filter((receipt) => receipt.paidOn.compare(asOf) <= 0)
    .map((receipt) => ({ date: receipt.paidOn, source: "receipt", ref: receipt.id, method: receipt.method, detail: null, chargeCents: 0, creditCents: receipt.amountCents, order: 1 }));
  const settled: Unbalanced[] = payments
    .filter((line) => line.paidOn !== null && line.paidOn.compare(asOf) <= 0 && !settledByReceipt.has(line.id))
    .map((line) => ({ date: line.paidOn!, source: "settled", ref: line.seq, method: null, detail: null, chargeCents: 0, creditCents: line.amountCents, order: 1 }));
  return [...received, ...settled];
};

/** A ledger entry as the statement's lines: a returned payment is its credit and the return's charge. */
const ledgerLines = (entry: StatementLedgerEntry): Unbalanced[] => {
  const none = { method: null, detail: null, chargeCents: 0, creditCents: 0 };
  switch (entry.kind) {
    case "fee":
      return [{ ...none, date: entry.date, source: "ledgerFee", ref: entry.id, detail: entry.feeKind, chargeCents: entry.amountCents, order: 0 }];
    case "waived":
      return [{ ...none, date: entry.date, source: "waived", ref: entry.id, creditCents: entry.amountCents, order: 1 }];
    case "returned":
      return [
        { ...none, date: entry.paidOn, source: "returnedReceipt", ref: entry.id, method: entry.method, creditCents: entry.amountCents, order: 1 },
        { ...none, date: entry.returnedOn, source: "returned", ref: entry.id, method: entry.method, detail: entry.reason, chargeCents: entry.amountCents, order: 2 },
      ];
  }
};

/**
 * A contract's account statement on `asOf`: every payment line due by then
 * is a charge, every receipt received by then a credit, and a line marked
 * paid that no receipt settles or paid part of is credited its amount on
 * the day it was paid (so imported history without receipts still
 * balances). The ledger's own entries (`ledger`) add its fees as charges,
 * its waivers as credits, and each payment the bank returned twice: a
 * credit on the day it was received and a charge on the day it was
 * returned, so the customer sees both and the balance is what is owed.
 * Entries run by
 * date, charges before credits on the same day (a payment taken on its due
 * day leaves 0.00) and returns last, then by seq or receipt id; the running balance is
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
  ledger: readonly StatementLedgerEntry[] = [],
): AccountStatement => {
  const fromLedger = ledger.flatMap(ledgerLines).filter((entry) => entry.date.compare(asOf) <= 0);
  const ordered = [...charges(payments, asOf), ...credits(payments, receipts, asOf), ...fromLedger].sort(
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
