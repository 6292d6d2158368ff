import type { CalendarDate } from "@internationalized/date";
import { contractBalances, payoutAmountCents, servicedPaymentLines, type ContractBalances, type StoredPaymentLine } from "../servicing/lines.js";
import type { DocumentPayment } from "./facts.js";
import { sumCents } from "./lines.js";

/** What it takes to pay a contract out on a day (the paid-out report). */
export interface PayoutQuote {
  /** Every line is paid (and there is at least one) and nothing is owed. */
  readonly isPaidInFull: boolean;
  /** The latest payment day, or null when nothing is paid. */
  readonly lastPaidOn: CalendarDate | null;
  readonly paidCount: number;
  readonly paidCents: number;
  /** Unpaid lines due on or before the day, in full. */
  readonly dueUnpaidCount: number;
  readonly dueUnpaidCents: number;
  /** The amount to pay off the contract on the day: core/servicing `payoutAmountCents`. */
  readonly payoutCents: number;
}

/**
 * A document's lines as the servicing rules read them (paid once they have
 * a payment day), so the printed balances are the screens' own figures.
 *
 * @example
 * servicingLinesOf([{ id: 1, seq: 1, kind: "scheduled", dueDate: new CalendarDate(2026, 11, 6), amountCents: 100, principalCents: 90, interestCents: 10, feeCents: 0, isFromOriginalSchedule: true, paidOn: null }])[0].paid // false
 */
export const servicingLinesOf = (payments: readonly DocumentPayment[]): StoredPaymentLine[] =>
  payments.map((line) => ({
    id: line.id,
    seq: line.seq,
    kind: line.kind,
    dueDate: line.dueDate,
    amountCents: line.amountCents,
    principalCents: line.principalCents,
    isFromOriginalSchedule: line.isFromOriginalSchedule,
    paid: line.paidOn !== null,
    nsfReturnable: false,
  }));

/** The balance figures a document prints, from core/servicing's one definition of each (see `BalanceFigure`). */
export interface DocumentBalances extends ContractBalances {
  /** The amount to pay off the contract on the document's day. */
  readonly payoutCents: number;
}

/**
 * The balance figures of a contract on `asOf`, exactly as the payments
 * profile computes them (core/servicing `contractBalances`,
 * `payoutAmountCents`) from the same lines and capital.
 *
 * @example
 * documentBalances([], 50_000, new CalendarDate(2026, 11, 22)).payoutCents // 50000
 */
export const documentBalances = (payments: readonly DocumentPayment[], amountCents: number, asOf: CalendarDate): DocumentBalances => {
  const stored = servicingLinesOf(payments);
  return { ...contractBalances(servicedPaymentLines(stored, asOf), amountCents), payoutCents: payoutAmountCents(stored, amountCents, asOf) };
};

/**
 * The payout of a contract on `asOf`: what is paid, the unpaid lines due by
 * then (in full), and the amount that pays the contract off that day —
 * core/servicing's `payoutAmountCents`: those lines in full, the capital
 * still owed after them (their interest and per-period fees of later
 * periods are not earned yet) and the deferral fees granted. A contract
 * without any line (not yet scheduled) owes its amount.
 *
 * @example
 * const line = (seq, day, paid, principalCents, interestCents) => ({ id: seq, seq, kind: "scheduled", dueDate: new CalendarDate(2026, 11, day), amountCents: principalCents + interestCents, principalCents, interestCents, feeCents: 0, isFromOriginalSchedule: true, paidOn: paid ? new CalendarDate(2026, 11, day) : null });
 * const payments = [line(1, 6, true, 9_000, 1_000), line(2, 13, false, 9_100, 900), line(3, 27, false, 9_200, 800)];
 * payoutQuote(payments, 27_300, new CalendarDate(2026, 11, 22)).payoutCents // 10000 + 9200 = 19200
 * payoutQuote([], 50_000, new CalendarDate(2026, 11, 22)).payoutCents // 50000
 */
export const payoutQuote = (payments: readonly DocumentPayment[], amountCents: number, asOf: CalendarDate): PayoutQuote => {
  const paid = payments.filter((line) => line.paidOn !== null);
  const unpaid = payments.filter((line) => line.paidOn === null);
  const dueUnpaid = unpaid.filter((line) => line.dueDate.compare(asOf) <= 0);
  const lastPaidOn = paid.reduce<CalendarDate | null>(
    (latest, line) => (latest === null || line.paidOn!.compare(latest) > 0 ? line.paidOn : latest),
    null,
  );
  const payoutCents = payoutAmountCents(servicingLinesOf(payments), amountCents, asOf);
  return {
    // Every line paid and nothing left to owe (a lease's residual is still owed after its last line).
    isPaidInFull: payments.length > 0 && unpaid.length === 0 && payoutCents === 0,
    lastPaidOn,
    paidCount: paid.length,
    paidCents: sumCents(paid.map((line) => line.amountCents)),
    dueUnpaidCount: dueUnpaid.length,
    dueUnpaidCents: sumCents(dueUnpaid.map((line) => line.amountCents)),
    payoutCents,
  };
};
