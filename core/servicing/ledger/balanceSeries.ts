import type { CalendarDate } from "@internationalized/date";
import { compareDays } from "../lines.js";
import type { Allocation, LedgerLineKind } from "./types.js";

/**
 * A contract's balance over its life, as scheduled and as it happened
 * (issue 22 §5, docs/servicing.md), in integer cents, read from the
 * ledger on `asOf` — core's `Ledger` or the wire's ledger in cents — so a
 * client computes it from the ledger answer it already has.
 */

/** A ledger line as the series reads it (a `LedgerLine` is one). */
export interface SeriesLine {
  readonly id: string;
  readonly kind: LedgerLineKind;
  readonly dueDate: CalendarDate;
  readonly amountCents: number;
  readonly paidCents: number;
  readonly outstandingCents: number;
}

/** A payment or credit as the series reads it (a `LedgerPayment` is one). */
export interface SeriesPayment {
  readonly valueDate: CalendarDate;
  /** Set once returned: a returned payment paid nothing (its allocations are what the return reversed). */
  readonly returnedBy: string | null;
  /** The day it was returned: until then its allocations lowered the balance. */
  readonly returnedOn: CalendarDate | null;
  readonly allocations: readonly Allocation[];
}

/** A fee line waived on a day. */
export interface SeriesWaiver {
  readonly lineId: string;
  readonly on: CalendarDate;
}

/** One point of the chart: a day, what the schedule leaves owing after it, and what the ledger owed that day (null after `asOf`). */
export interface BalancePoint {
  readonly date: CalendarDate;
  readonly scheduledCents: number;
  readonly actualCents: number | null;
}

export interface BalanceSeriesInput {
  readonly asOf: CalendarDate;
  readonly lines: readonly SeriesLine[];
  readonly payments: readonly SeriesPayment[];
  /** Fee waivers with their day (the wire's `feeWaived` events). */
  readonly waivers?: readonly SeriesWaiver[];
  /** The day of the contract's write-off, if any. */
  readonly writtenOffOn?: CalendarDate | null;
}

/** Schedule lines (payments and deferral fees) are owed from the start; charge lines (fees, debits) from their due date. */
const isScheduleLine = (line: SeriesLine) => line.kind === "scheduled" || line.kind === "deferralFee";

interface Change {
  readonly on: CalendarDate;
  readonly cents: number;
}

const earlier = (left: CalendarDate, right: CalendarDate) => (compareDays(left, right) <= 0 ? left : right);

/** The value date of the last standing payment that paid each line. */
const lastPaidOn = (payments: readonly SeriesPayment[]): Map<string, CalendarDate> => {
  const days = new Map<string, CalendarDate>();
  for (const payment of payments) {
    if (payment.returnedBy !== null) continue;
    for (const { lineId } of payment.allocations) {
      const known = days.get(lineId);
      if (known === undefined || compareDays(known, payment.valueDate) < 0) days.set(lineId, payment.valueDate);
    }
  }
  return days;
};

/**
 * What changes the actual balance and when: a charge line joins on its due
 * date (on `asOf` at the latest: it is in the book), a standing payment
 * lowers it on its value date, and what a line owes no more without being
 * paid (waived, written off, cancelled by a payoff) leaves on its waiver's
 * day, else the write-off's day, else the day a payment last paid the line
 * (a payoff cancels unearned interest the day it pays), else `asOf`. A
 * returned payment lowers it from its value date to its return's day.
 */
const actualChanges = (input: BalanceSeriesInput): Change[] => {
  const waivedOn = new Map((input.waivers ?? []).map((waiver) => [waiver.lineId, waiver.on]));
  const paidOn = lastPaidOn(input.payments);
  const changes: Change[] = [];
  for (const line of input.lines) {
    if (!isScheduleLine(line)) changes.push({ on: earlier(line.dueDate, input.asOf), cents: line.amountCents });
    const goneCents = line.amountCents - line.paidCents - line.outstandingCents;
    const goneOn = waivedOn.get(line.id) ?? input.writtenOffOn ?? paidOn.get(line.id) ?? input.asOf;
    if (goneCents !== 0) changes.push({ on: earlier(goneOn, input.asOf), cents: -goneCents });
  }
  for (const payment of input.payments) {
    const paidCents = payment.allocations.reduce((sum, allocation) => sum + allocation.fee + allocation.interest + allocation.principal, 0);
    if (payment.returnedBy !== null && payment.returnedOn === null) continue;
    changes.push({ on: payment.valueDate, cents: -paidCents });
    // A returned payment lowered the balance from its value date until its return, which owes it again.
    if (payment.returnedOn !== null) changes.push({ on: payment.returnedOn, cents: paidCents });
  }
  return changes.sort((left, right) => compareDays(left.on, right.on));
};

/** The days of the series: each schedule due date and `asOf`, once each, in order. */
const seriesDays = (input: BalanceSeriesInput): CalendarDate[] => {
  const days = [...input.lines.filter(isScheduleLine).map((line) => line.dueDate), input.asOf].sort(compareDays);
  return days.filter((day, index) => index === 0 || compareDays(days[index - 1]!, day) !== 0);
};

/**
 * The balance after each schedule due date and on `asOf`:
 * - scheduled: the amounts of the schedule lines due after the day (what
 *   the contract would owe had every line been paid on its due date); it
 *   never rises and ends at 0;
 * - actual (up to `asOf`): the schedule's amounts and the charge lines due
 *   by the day, less what standing payments paid by the day and what was
 *   forgiven by then (see `actualChanges`). On `asOf` it is the sum of what
 *   the lines still owe.
 *
 * @example
 * balanceSeries({ asOf, lines: ledger.lines, payments: ledger.payments, writtenOffOn: ledger.writtenOffOn })
 */
export const balanceSeries = (input: BalanceSeriesInput): BalancePoint[] => {
  const schedule = input.lines.filter(isScheduleLine);
  let actualCents = schedule.reduce((sum, line) => sum + line.amountCents, 0);
  const changes = actualChanges(input);
  let next = 0;
  return seriesDays(input).map((date) => {
    const scheduledCents = schedule.reduce((sum, line) => (compareDays(line.dueDate, date) > 0 ? sum + line.amountCents : sum), 0);
    if (compareDays(date, input.asOf) > 0) return { date, scheduledCents, actualCents: null };
    while (next < changes.length && compareDays(changes[next]!.on, date) <= 0) actualCents += changes[next++]!.cents;
    return { date, scheduledCents, actualCents };
  });
};
