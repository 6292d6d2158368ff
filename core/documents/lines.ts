import type { CalendarDate } from "@internationalized/date";
import { paymentStatus, type PaymentStatus } from "../payments/status.js";
import type { DocumentPayment } from "./facts.js";

/**
 * The status of a stored payment line on `asOf` (A §4 chips): paid when it
 * has a payment day, late when unpaid and due before `asOf`, otherwise
 * upcoming (a line due today is not late yet: today's withdrawal may still
 * come in).
 *
 * @example
 * const line = { dueDate: new CalendarDate(2026, 11, 6), paidOn: null };
 * lineStatus(line, new CalendarDate(2026, 11, 22)) // "late"
 * lineStatus(line, new CalendarDate(2026, 11, 6)) // "upcoming"
 */
export const lineStatus = (line: Pick<DocumentPayment, "dueDate" | "paidOn">, asOf: CalendarDate): PaymentStatus =>
  paymentStatus({ dueDate: line.dueDate, isPaid: line.paidOn !== null, isLate: line.paidOn === null && line.dueDate.compare(asOf) < 0 });

/**
 * True when a line's principal, interest and fee add up to its amount, i.e.
 * it carries a split (lines imported without one have all three at 0).
 *
 * @example
 * hasSplit({ amountCents: 2125, principalCents: 1741, interestCents: 384, feeCents: 0 }) // true
 * hasSplit({ amountCents: 2125, principalCents: 0, interestCents: 0, feeCents: 0 }) // false
 */
export const hasSplit = (line: Pick<DocumentPayment, "amountCents" | "principalCents" | "interestCents" | "feeCents">): boolean =>
  line.principalCents + line.interestCents + line.feeCents === line.amountCents;

/** Sum of a list of cents. */
export const sumCents = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Lines in schedule order (by seq, then id). */
export const bySeq = <T extends Pick<DocumentPayment, "seq" | "id">>(lines: readonly T[]): T[] =>
  [...lines].sort((a, b) => a.seq - b.seq || a.id - b.id);

/**
 * Lines in date order: by due date, then schedule order (seq, then id), so a
 * line moved by a deferral or added by the lender shows where it falls due.
 *
 * @example
 * const line = (seq, id, day) => ({ seq, id, dueDate: new CalendarDate(2026, 11, day) });
 * byDueDate([line(1, 1, 20), line(2, 2, 6), line(3, 3, 6)]).map((row) => row.seq) // [2, 3, 1]
 */
export const byDueDate = <T extends Pick<DocumentPayment, "seq" | "id" | "dueDate">>(lines: readonly T[]): T[] =>
  [...lines].sort((a, b) => a.dueDate.compare(b.dueDate) || a.seq - b.seq || a.id - b.id);
