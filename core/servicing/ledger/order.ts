import type { CalendarDate } from "@internationalized/date";
import { dayNumberOfDate } from "../../calculator/dayNumber.js";
import type { BookLine, Source } from "./book.js";
import { IdTable } from "./idTable.js";
import { sortInPlace } from "./sortInPlace.js";
import type { FeeKind, LedgerEvent, LedgerRefusal, PaymentMethod, ScheduleLineInput } from "./types.js";

/**
 * The order events are applied in. By value date first (a return on its
 * `returnedOn`, a fee on its assessment day, a waiver on its `waivedOn`);
 * on one day: fees and debit adjustments join the book, then waivers, then
 * money in (payments and credit adjustments), then returns, then a
 * write-off; among events of the same rank on the same day, by recording
 * order (`recordedSeq`), then by id. So the state at a date depends on the
 * set of events only, never on the order the list gives them in.
 */

/** What a step does. The rank of a step is its order among the steps of one day. */
export const StepKind = { Charge: 0, Waive: 1, Money: 2, Return: 3, WriteOff: 4 } as const;
export type StepKind = (typeof StepKind)[keyof typeof StepKind];

/**
 * One event read once into one shape (the replay's hot loop then reads
 * plain fields, whatever the event's kind). A money step is its own
 * source: its credit, allocations and return are written on it.
 */
export interface Step extends Source {
  readonly kind: StepKind;
  /** A waiver without its day takes its fee's once every fee is read. */
  day: number;
  date: CalendarDate;
  readonly seq: number;
  /** Cents: a charge's amount, money received; 0 otherwise. */
  readonly amountCents: number;
  /** A charge's due date. */
  readonly dueDate: CalendarDate;
  /** The payment a return names, the fee line a waiver names. */
  readonly ref: string;
  /** A charge: the fee's kind, or null for a debit adjustment. */
  readonly feeKind: FeeKind | null;
  /** The step a return or waiver names (null: a schedule fee line). */
  target: Step | null;
  /** A return or waiver already names this step (the order's check: one each). */
  claimed: boolean;
  /** Set by the replay: a charge's line. */
  line: BookLine | null;
}

/** The lists of what a step paid until it pays (its first record starts its own lists: see the replay's `recordFor`), shared and frozen. */
const NOTHING_PAID: never[] = Object.freeze([]) as never[];

/** Before every day (a waiver of a schedule fee line applies from the start): a small integer, as every day number is, far below any date's. */
const START = -(2 ** 30);

const step = (
  kind: StepKind,
  id: string,
  seq: number,
  date: CalendarDate,
  amountCents: number,
  dueDate: CalendarDate,
  ref: string,
  feeKind: FeeKind | null,
  method: PaymentMethod | null,
): Step => ({
  kind,
  id,
  seq,
  day: date === NO_DATE ? START : dayNumberOfDate(date),
  date,
  amountCents,
  dueDate,
  ref,
  feeKind,
  method,
  target: null,
  claimed: false,
  line: null,
  credit: kind === StepKind.Money ? amountCents : 0,
  allocations: NOTHING_PAID,
  allocationLines: NOTHING_PAID,
  needsMerge: false,
  cancels: null,
  returnedBy: null,
  returnedOn: null,
});

/**
 * A step of an event, or null when its amount is not whole cents above 0
 * (an adjustment's: not 0). Each kind reads its own fields: events of
 * different kinds have different shapes, and a read shared by all of them
 * is the slow, shape-generic kind.
 */
const stepOf = (event: LedgerEvent): Step | null => {
  switch (event.kind) {
    case "paymentReceived": {
      const { id, recordedSeq, amountCents, valueDate, method } = event;
      return isPositiveCents(amountCents) ? step(StepKind.Money, id, recordedSeq, valueDate, amountCents, valueDate, "", null, method) : null;
    }
    case "feeAssessed": {
      const { id, recordedSeq, amountCents, dueDate, assessedOn, feeKind } = event;
      return isPositiveCents(amountCents) ? step(StepKind.Charge, id, recordedSeq, assessedOn ?? dueDate, amountCents, dueDate, "", feeKind, null) : null;
    }
    case "adjustment": {
      const { id, recordedSeq, amountCents, valueDate } = event;
      if (!isPositiveCents(Math.abs(amountCents))) return null;
      return amountCents > 0
        ? step(StepKind.Money, id, recordedSeq, valueDate, amountCents, valueDate, "", null, null)
        : step(StepKind.Charge, id, recordedSeq, valueDate, -amountCents, valueDate, "", null, null);
    }
    case "paymentReturned": {
      const { id, recordedSeq, returnedOn, paymentId } = event;
      return step(StepKind.Return, id, recordedSeq, returnedOn, 0, returnedOn, paymentId, null, null);
    }
    case "feeWaived": {
      // Without `waivedOn`, the day is the fee's assessment, known once every fee is read.
      const { id, recordedSeq, waivedOn, feeLineId } = event;
      return step(StepKind.Waive, id, recordedSeq, waivedOn ?? NO_DATE, 0, NO_DATE, feeLineId, null, null);
    }
    case "writeOff": {
      const { id, recordedSeq, valueDate } = event;
      return step(StepKind.WriteOff, id, recordedSeq, valueDate, 0, valueDate, "", null, null);
    }
  }
};

const isPositiveCents = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

/** Stands for "no date" in a step's date fields (a placeholder never read as a day). */
const NO_DATE = { year: 1, month: 1, day: 1 } as CalendarDate;

const compareSteps = (left: Step, right: Step): number =>
  left.day - right.day || left.kind - right.kind || left.seq - right.seq || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/** A refusal and the id of the line or event that caused it. */
export interface Refused {
  readonly reason: LedgerRefusal;
  readonly id: string;
}

/** A line's split problem: parts that are not whole non-negative cents or that do not add up to the amount. */
const badSplit = (line: ScheduleLineInput): boolean => {
  const { amountCents, feeCents, interestCents, principalCents } = line;
  if (!isCentsAtLeastZero(amountCents)) return true;
  if (feeCents === undefined && interestCents === undefined && principalCents === undefined) return false;
  const fee = feeCents ?? 0;
  const interest = interestCents ?? 0;
  const principal = principalCents ?? 0;
  return !isCentsAtLeastZero(fee) || !isCentsAtLeastZero(interest) || !isCentsAtLeastZero(principal) || fee + interest + principal !== amountCents;
};

const isCentsAtLeastZero = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/**
 * The events as steps in application order, or the first refusal: ids
 * must be unique among lines and events; amounts whole cents above 0 (an
 * adjustment's: not 0); a line's split must add up; a return must name a
 * payment, come on or after its value date and be its only return; a
 * waiver must name a fee line, come on or after its assessment and be its
 * only waiver; one write-off at most. The checks read every event whatever
 * `asOf` is, so a refusal does not depend on the day asked.
 */
export const orderEvents = (lines: readonly ScheduleLineInput[], events: readonly LedgerEvent[]): Refused | Step[] => {
  // One table of every id: a second add of an id is a duplicate; returns and waivers find what they name.
  const known = new IdTable<Step | ScheduleLineInput>(lines.length + events.length);
  let duplicateLine: string | null = null;
  for (const line of lines) {
    if (!known.add(line.id, line)) duplicateLine ??= line.id;
    if (badSplit(line)) return { reason: "lineSplitMismatch", id: line.id };
  }
  if (duplicateLine !== null) return { reason: "duplicateId", id: duplicateLine };
  const steps: Step[] = [];
  for (const event of events) {
    const read = stepOf(event);
    if (read === null) return { reason: "amountNotPositive", id: event.id };
    if (!known.add(read.id, read)) return { reason: "duplicateId", id: read.id };
    steps.push(read);
  }
  for (const each of steps) {
    if (each.kind !== StepKind.Return && each.kind !== StepKind.Waive) continue;
    const named = known.get(each.ref);
    const isStep = named !== undefined && typeof named.kind === "number";
    if (each.kind === StepKind.Return) {
      if (!isStep || named.kind !== StepKind.Money || named.method === null) return { reason: "unknownPayment", id: each.id };
    } else if (isStep ? named.kind !== StepKind.Charge || named.feeKind === null : named?.kind !== "deferralFee") return { reason: "unknownFeeLine", id: each.id };
    each.target = isStep ? (named as Step) : null;
  }
  return checkedInOrder(steps);
};

/** The steps sorted, with the checks that read the order: one return per payment, one waiver per fee, one write-off. */
const checkedInOrder = (steps: Step[]): Refused | Step[] => {
  for (const each of steps)
    if (each.kind === StepKind.Waive && each.date === NO_DATE && each.target !== null) {
      each.day = each.target.day;
      each.date = each.target.date;
    }
  // Waivers of schedule fee lines, by the line they name (a fee event's waiver claims its step).
  let waivedLines: Set<string> | null = null;
  let writtenOff = false;
  for (const each of sortInPlace(steps, compareSteps)) {
    const target = each.target;
    if (each.kind === StepKind.Return) {
      if (target!.claimed) return { reason: "alreadyReturned", id: each.id };
      if (each.day < target!.day) return { reason: "returnBeforePayment", id: each.id };
      target!.claimed = true;
    } else if (each.kind === StepKind.Waive) {
      if (target === null) {
        if (waivedLines?.has(each.ref)) return { reason: "alreadyWaived", id: each.id };
        (waivedLines ??= new Set()).add(each.ref);
      } else {
        if (target.claimed) return { reason: "alreadyWaived", id: each.id };
        if (each.day < target.day) return { reason: "waiverBeforeFee", id: each.id };
        target.claimed = true;
      }
    } else if (each.kind === StepKind.WriteOff) {
      if (writtenOff) return { reason: "alreadyWrittenOff", id: each.id };
      writtenOff = true;
    }
  }
  return steps;
};
