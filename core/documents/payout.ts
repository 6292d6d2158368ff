import type { CalendarDate } from "@internationalized/date";
import type { DocumentPayment } from "./facts.js";
import { hasSplit, sumCents } from "./lines.js";

/** What it takes to pay a contract out on a day (the paid-out report). */
export interface PayoutQuote {
  /** Every line is paid (and there is at least one). */
  readonly isPaidInFull: boolean;
  /** The latest payment day, or null when nothing is paid. */
  readonly lastPaidOn: CalendarDate | null;
  readonly paidCount: number;
  readonly paidCents: number;
  /** Unpaid lines due on or before the day, in full. */
  readonly dueUnpaidCount: number;
  readonly dueUnpaidCents: number;
  /** What later lines still owe: their principal (in full when a line carries no split), and deferral fees in full. */
  readonly remainingPrincipalCents: number;
  /** dueUnpaid + remainingPrincipal. */
  readonly payoutCents: number;
}

/** What an unpaid line due after the day still owes when the contract is paid out. */
const owedLater = (line: DocumentPayment): number =>
  line.kind === "deferralFee" || !hasSplit(line) ? line.amountCents : line.principalCents;

/**
 * The payout of a contract on `asOf`: every unpaid line due by then in full,
 * plus the principal of the lines due later (their interest and per-period
 * fees are not earned yet). A later line without a principal/interest split
 * counts in full, since no rebate can be computed for it; a deferral fee is a
 * charge already granted and counts in full. A contract without any line
 * (not yet scheduled) owes its amount.
 *
 * @example
 * const line = (seq, day, paid, principalCents, interestCents) => ({ id: seq, seq, kind: "scheduled", dueDate: new CalendarDate(2026, 11, day), amountCents: principalCents + interestCents, principalCents, interestCents, feeCents: 0, isFromOriginalSchedule: true, paidOn: paid ? new CalendarDate(2026, 11, day) : null });
 * const payments = [line(1, 6, true, 9_000, 1_000), line(2, 13, false, 9_100, 900), line(3, 27, false, 9_200, 800)];
 * payoutQuote(payments, 50_000, new CalendarDate(2026, 11, 22)).payoutCents // 19200
 * payoutQuote([], 50_000, new CalendarDate(2026, 11, 22)).payoutCents // 50000
 */
export const payoutQuote = (payments: readonly DocumentPayment[], amountCents: number, asOf: CalendarDate): PayoutQuote => {
  const paid = payments.filter((line) => line.paidOn !== null);
  const unpaid = payments.filter((line) => line.paidOn === null);
  const dueUnpaid = unpaid.filter((line) => line.dueDate.compare(asOf) <= 0);
  const later = unpaid.filter((line) => line.dueDate.compare(asOf) > 0);
  const dueUnpaidCents = sumCents(dueUnpaid.map((line) => line.amountCents));
  const remainingPrincipalCents = payments.length === 0 ? amountCents : sumCents(later.map(owedLater));
  const lastPaidOn = paid.reduce<CalendarDate | null>(
    (latest, line) => (latest === null || line.paidOn!.compare(latest) > 0 ? line.paidOn : latest),
    null,
  );
  return {
    isPaidInFull: payments.length > 0 && unpaid.length === 0,
    lastPaidOn,
    paidCount: paid.length,
    paidCents: sumCents(paid.map((line) => line.amountCents)),
    dueUnpaidCount: dueUnpaid.length,
    dueUnpaidCents,
    remainingPrincipalCents,
    payoutCents: dueUnpaidCents + remainingPrincipalCents,
  };
};
