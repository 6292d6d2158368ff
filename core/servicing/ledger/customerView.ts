import type { CalendarDate } from "@internationalized/date";
import type { FeeAssessed, Ledger, LedgerEvent, PaymentReturned, ReturnReason } from "./types.js";

/**
 * What the customer's own view reads of a replayed book (docs/servicing.md,
 * "The customer's view"): which lines are open again because the bank
 * returned the payment that paid them, and the notice of a bounced payment
 * the customer still has to make good.
 */

/** A return as the customer sees it on a line or in the notice. */
export interface LineReturn {
  /** The returned payment's event id. */
  readonly paymentId: string;
  readonly returnedOn: CalendarDate;
  readonly reason: ReturnReason;
}

/** The notice of a bounced payment: what was returned, when and why, and the NSF fee it added (none when waived or not charged). */
export interface BouncedPaymentNotice extends LineReturn {
  readonly amountCents: number;
  /** The returned payment's value date. */
  readonly paidOn: CalendarDate;
  readonly feeCents: number | null;
  /** The fee line's id, when a fee applies. */
  readonly feeLineId: string | null;
}

const returnsById = (events: readonly LedgerEvent[]): Map<string, PaymentReturned> =>
  new Map(events.flatMap((event) => (event.kind === "paymentReturned" ? [[event.id, event] as const] : [])));

/** Later return first: by day, then recording order, then id (the ledger's own tie-breaks). */
const laterFirst = (left: PaymentReturned, right: PaymentReturned): number =>
  right.returnedOn.compare(left.returnedOn) || right.recordedSeq - left.recordedSeq || (right.id < left.id ? -1 : right.id > left.id ? 1 : 0);

/** The returns the book has applied on its day, latest first, with the payment each took back. */
const appliedReturns = (ledger: Ledger, events: readonly LedgerEvent[]) => {
  const returns = returnsById(events);
  return ledger.payments
    .flatMap((payment) => {
      const event = payment.returnedBy === null ? undefined : returns.get(payment.returnedBy);
      return event ? [{ payment, event }] : [];
    })
    .sort((left, right) => laterFirst(left.event, right.event));
};

/**
 * The lines open again because of a return, by line id: a line that a
 * returned payment had paid and that still owes something on the book's
 * day, with the latest such return. A line paid again since (or written
 * off) owes nothing and is not listed.
 *
 * @example
 * const day = (date) => new CalendarDate(2026, 11, date);
 * const lines = [{ id: "L1", seq: 1, dueDate: day(13), amountCents: 25000 }];
 * const events = [
 *   { kind: "paymentReceived", id: "P1", recordedSeq: 1, amountCents: 25000, valueDate: day(13), method: "pad" },
 *   { kind: "paymentReturned", id: "R1", recordedSeq: 2, paymentId: "P1", returnedOn: day(17), reason: "nsf" },
 * ];
 * const result = replayLedger({ lines, events, asOf: day(18) });
 * result.ok && lineReturns(result.ledger, events).get("L1")?.returnedOn.toString() // "2026-11-17"
 */
export const lineReturns = (ledger: Ledger, events: readonly LedgerEvent[]): Map<string, LineReturn> => {
  const owing = new Set(ledger.lines.filter((line) => line.outstandingCents > 0).map((line) => line.id));
  const found = new Map<string, LineReturn>();
  for (const { payment, event } of appliedReturns(ledger, events)) {
    for (const part of payment.allocations) {
      if (owing.has(part.lineId) && !found.has(part.lineId)) found.set(part.lineId, { paymentId: payment.id, returnedOn: event.returnedOn, reason: event.reason });
    }
  }
  return found;
};

/** The NSF fee a return added: the first NSF fee recorded after it and assessed on its day (the server records them together). */
const feeOfReturn = (events: readonly LedgerEvent[], returned: PaymentReturned): FeeAssessed | null =>
  events
    .filter((event): event is FeeAssessed => event.kind === "feeAssessed" && event.feeKind === "nsf")
    .filter((fee) => fee.recordedSeq > returned.recordedSeq && (fee.assessedOn ?? fee.dueDate).compare(returned.returnedOn) === 0)
    .sort((left, right) => left.recordedSeq - right.recordedSeq)[0] ?? null;

/**
 * The bounced-payment notice on the book's day (`ledger.asOf`, the lender's
 * today): the latest applied return that the customer has not made good —
 * a line it reopened still owes something, or its NSF fee does — or null.
 * The notice lasts exactly while that is so (no fixed number of days): once
 * the returned amount and the fee are paid (or waived, or written off), it
 * goes. A fee that was waived is not mentioned.
 *
 * @example
 * const day = (date) => new CalendarDate(2026, 11, date);
 * const lines = [{ id: "L1", seq: 1, dueDate: day(13), amountCents: 25000 }];
 * const events = [
 *   { kind: "paymentReceived", id: "P1", recordedSeq: 1, amountCents: 25000, valueDate: day(13), method: "pad" },
 *   { kind: "paymentReturned", id: "R1", recordedSeq: 2, paymentId: "P1", returnedOn: day(17), reason: "nsf" },
 *   { kind: "feeAssessed", id: "F1", recordedSeq: 3, feeKind: "nsf", amountCents: 4500, dueDate: day(17), assessedOn: day(17) },
 * ];
 * const result = replayLedger({ lines, events, asOf: day(18) });
 * result.ok && bouncedPaymentNotice(result.ledger, events)?.feeCents // 4500
 * result.ok && bouncedPaymentNotice(result.ledger, events)?.reason // "nsf"
 */
export const bouncedPaymentNotice = (ledger: Ledger, events: readonly LedgerEvent[]): BouncedPaymentNotice | null => {
  const lines = new Map(ledger.lines.map((line) => [line.id, line]));
  for (const { payment, event } of appliedReturns(ledger, events)) {
    const fee = feeOfReturn(events, event);
    const feeLine = fee ? lines.get(fee.id) : undefined;
    const feeApplies = feeLine !== undefined && feeLine.waivedCents === 0;
    const reopenedOwing = payment.allocations.some((part) => (lines.get(part.lineId)?.outstandingCents ?? 0) > 0);
    const feeOwing = feeApplies && feeLine.outstandingCents > 0;
    if (!reopenedOwing && !feeOwing) continue;
    return {
      paymentId: payment.id,
      amountCents: payment.amountCents,
      paidOn: payment.valueDate,
      returnedOn: event.returnedOn,
      reason: event.reason,
      feeCents: feeApplies ? feeLine.amountCents : null,
      feeLineId: feeApplies ? feeLine.id : null,
    };
  }
  return null;
};
