import { dayNumberOfDate } from "../../calculator/dayNumber.js";
import type { FeeAssessed, LedgerEvent, LedgerRefusal, ScheduleLineInput } from "./types.js";

/**
 * The order events are applied in. By value date first (a return on its
 * `returnedOn`, a fee on its assessment day, a waiver on its `waivedOn`);
 * on one day: fees and debit adjustments join the book, then waivers, then
 * money in (payments and credit adjustments), then returns, then a
 * write-off; among events of the same rank on the same day, by recording
 * order (`recordedSeq`), then by id. So the state at a date depends on the
 * set of events only, never on the order the list gives them in.
 */
export interface OrderedEvent {
  readonly event: LedgerEvent;
  /** Day number of the day it applies. */
  readonly day: number;
  readonly rank: number;
}

/** Before every day: a waiver of a schedule fee line applies from the start. */
const START = Number.NEGATIVE_INFINITY;

const rankOf = (event: LedgerEvent): number => {
  switch (event.kind) {
    case "feeAssessed":
      return 0;
    case "adjustment":
      return event.amountCents < 0 ? 0 : 2;
    case "feeWaived":
      return 1;
    case "paymentReceived":
      return 2;
    case "paymentReturned":
      return 3;
    case "writeOff":
      return 4;
  }
};

const assessedDay = (fee: FeeAssessed): number => dayNumberOfDate(fee.assessedOn ?? fee.dueDate);

const dayOf = (event: LedgerEvent, fees: ReadonlyMap<string, FeeAssessed>): number => {
  switch (event.kind) {
    case "paymentReceived":
    case "adjustment":
    case "writeOff":
      return dayNumberOfDate(event.valueDate);
    case "paymentReturned":
      return dayNumberOfDate(event.returnedOn);
    case "feeAssessed":
      return assessedDay(event);
    case "feeWaived": {
      if (event.waivedOn) return dayNumberOfDate(event.waivedOn);
      const fee = fees.get(event.feeLineId);
      return fee ? assessedDay(fee) : START;
    }
  }
};

const compareOrdered = (left: OrderedEvent, right: OrderedEvent): number =>
  left.day - right.day ||
  left.rank - right.rank ||
  left.event.recordedSeq - right.event.recordedSeq ||
  (left.event.id < right.event.id ? -1 : left.event.id > right.event.id ? 1 : 0);

/** A refusal and the id of the line or event that caused it. */
export interface Refused {
  readonly reason: LedgerRefusal;
  readonly id: string;
}

const isCents = (value: number): boolean => Number.isSafeInteger(value);

/** A line's split problem: parts that are not whole non-negative cents or that do not add up to the amount. */
const badSplit = (line: ScheduleLineInput): boolean => {
  const parts = [line.feeCents ?? 0, line.interestCents ?? 0, line.principalCents ?? 0];
  if (!isCents(line.amountCents) || line.amountCents < 0 || parts.some((part) => !isCents(part) || part < 0)) return true;
  const given = line.feeCents !== undefined || line.interestCents !== undefined || line.principalCents !== undefined;
  return given && parts[0]! + parts[1]! + parts[2]! !== line.amountCents;
};

const amountRefused = (event: LedgerEvent): boolean => {
  switch (event.kind) {
    case "paymentReceived":
    case "feeAssessed":
      return !isCents(event.amountCents) || event.amountCents <= 0;
    case "adjustment":
      return !isCents(event.amountCents) || event.amountCents === 0;
    default:
      return false;
  }
};

/**
 * The events in application order, or the first refusal: ids must be unique
 * among lines and events; amounts whole cents above 0 (an adjustment's
 * not 0); a line's split must add up; a return must name a payment, come
 * on or after its value date and be its only return; a waiver must name a
 * fee line, come on or after its assessment and be its only waiver; one
 * write-off at most. The checks read every event whatever `asOf` is, so a
 * refusal does not depend on the day asked.
 */
export const orderEvents = (lines: readonly ScheduleLineInput[], events: readonly LedgerEvent[]): Refused | OrderedEvent[] => {
  const ids = new Set<string>();
  for (const item of [...lines, ...events]) {
    if (ids.has(item.id)) return { reason: "duplicateId", id: item.id };
    ids.add(item.id);
  }
  for (const line of lines) if (badSplit(line)) return { reason: "lineSplitMismatch", id: line.id };
  const fees = new Map<string, FeeAssessed>();
  const payments = new Map<string, number>();
  for (const event of events) {
    if (amountRefused(event)) return { reason: "amountNotPositive", id: event.id };
    if (event.kind === "feeAssessed") fees.set(event.id, event);
    if (event.kind === "paymentReceived") payments.set(event.id, dayNumberOfDate(event.valueDate));
  }
  const scheduleFees = new Set(lines.filter((line) => line.kind === "deferralFee").map((line) => line.id));
  const ordered = events.map((event) => ({ event, day: dayOf(event, fees), rank: rankOf(event) })).sort(compareOrdered);
  const returned = new Set<string>();
  const waived = new Set<string>();
  let writtenOff = false;
  for (const { event, day } of ordered) {
    if (event.kind === "paymentReturned") {
      const paidOn = payments.get(event.paymentId);
      if (paidOn === undefined) return { reason: "unknownPayment", id: event.id };
      if (returned.has(event.paymentId)) return { reason: "alreadyReturned", id: event.id };
      if (day < paidOn) return { reason: "returnBeforePayment", id: event.id };
      returned.add(event.paymentId);
    } else if (event.kind === "feeWaived") {
      const fee = fees.get(event.feeLineId);
      if (!fee && !scheduleFees.has(event.feeLineId)) return { reason: "unknownFeeLine", id: event.id };
      if (waived.has(event.feeLineId)) return { reason: "alreadyWaived", id: event.id };
      if (fee && day < assessedDay(fee)) return { reason: "waiverBeforeFee", id: event.id };
      waived.add(event.feeLineId);
    } else if (event.kind === "writeOff") {
      if (writtenOff) return { reason: "alreadyWrittenOff", id: event.id };
      writtenOff = true;
    }
  }
  return ordered;
};
