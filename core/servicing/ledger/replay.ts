import type { CalendarDate } from "@internationalized/date";
import { weekendsOnly } from "../../calculator/businessDays.js";
import { dayNumberOfDate } from "../../calculator/dayNumber.js";
import {
  FEE,
  GONE,
  INTEREST,
  PAID,
  PRINCIPAL,
  compareLines,
  lineOutstanding,
  newLine,
  outstandingOf,
  partIndex,
  payoffOfLines,
  scheduleBookLine,
  type AllocationRecord,
  type BookLine,
  type Source,
} from "./book.js";
import { ledgerOf } from "./figures.js";
import { sortInPlace } from "./sortInPlace.js";
import { StepKind, orderEvents, type Step } from "./order.js";
import type { LedgerEvent, LedgerResult, LedgerSettings, ScheduleLineInput } from "./types.js";

/**
 * The default servicing settings: the default waterfall (oldest line
 * first; fees, then interest, then principal), a payment returnable NSF
 * for 5 business days (Monday to Friday) after its value date, by
 * pre-authorised debit or cheque.
 */
export const defaultLedgerSettings: LedgerSettings = {
  waterfall: { lineOrder: "oldestFirst", partOrder: ["fee", "interest", "principal"] },
  nsfReturnBusinessDays: 5,
  nsfReturnableMethods: ["pad", "cheque"],
  businessCalendar: weekendsOnly,
};

/** The replay's working state. */
class Book {
  readonly lines: BookLine[];
  readonly sources: Source[] = [];
  /** The sources with credit left, in the order they were applied. */
  private creditors: Source[] = [];
  /** Outstanding per part over every line. */
  readonly totals: [number, number, number] = [0, 0, 0];
  /** Every line before this index has nothing outstanding. */
  open = 0;
  writtenOffOn: CalendarDate | null = null;
  private readonly parts: readonly number[];

  constructor(lines: readonly ScheduleLineInput[], settings: LedgerSettings) {
    this.lines = sortInPlace(lines.map(scheduleBookLine), compareLines);
    for (const line of this.lines) this.addToTotals(line);
    this.parts = settings.waterfall.partOrder.map((part) => partIndex[part]);
  }

  private addToTotals(line: BookLine): void {
    for (let part = 0; part < 3; part++) this.totals[part]! += outstandingOf(line, part);
  }

  /** A charge line (fee or debit) joins the book in waterfall order. */
  addLine(line: BookLine): void {
    const last = this.lines.length - 1;
    const index = last < 0 || compareLines(this.lines[last]!, line) < 0 ? last + 1 : this.positionOf(line);
    this.lines.splice(index, 0, line);
    if (index < this.open) this.open = index;
    this.addToTotals(line);
  }

  private advance(): void {
    while (this.open < this.lines.length && lineOutstanding(this.lines[this.open]!) === 0) this.open++;
  }

  /** Takes what is left of a line's part off the book (a waiver, a write-off, a payoff's cancellation). */
  remove(line: BookLine, part: number): number {
    const cents = outstandingOf(line, part);
    line.cents[GONE + part]! += cents;
    this.totals[part]! -= cents;
    return cents;
  }

  waive(line: BookLine): void {
    for (let part = 0; part < 3; part++) line.waived += this.remove(line, part);
    this.advance();
  }

  writeOff(day: CalendarDate): void {
    for (let index = this.open; index < this.lines.length; index++) {
      const line = this.lines[index]!;
      for (let part = 0; part < 3; part++) line.writtenOff += this.remove(line, part);
    }
    this.open = this.lines.length;
    this.writtenOffOn = day;
  }

  /** Pays a line's parts in the setting's order from a source's credit; one allocation record per line visited. */
  private payLine(source: Source, line: BookLine): void {
    let record: AllocationRecord | null = null;
    for (let index = 0; index < 3 && source.credit > 0; index++) {
      const part = this.parts[index]!;
      const cents = Math.min(outstandingOf(line, part), source.credit);
      if (cents <= 0) continue;
      line.cents[PAID + part]! += cents;
      this.totals[part]! -= cents;
      source.credit -= cents;
      record ??= recordFor(source, line);
      if (part === FEE) record.fee += cents;
      else if (part === INTEREST) record.interest += cents;
      else record.principal += cents;
    }
  }

  /** Where a line stands in the waterfall order (binary search). */
  private positionOf(line: BookLine): number {
    let low = 0;
    let high = this.lines.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareLines(this.lines[middle]!, line) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Applies a source's unallocated money: a payoff when it covers the
   * settlement of its day (lines due by then and charge lines in full,
   * principal of later lines, their interest and per-period fees cancelled
   * as unearned); otherwise the waterfall, oldest line first, parts in the
   * setting's order. What is left is credit.
   */
  allocate(source: Source, date: CalendarDate): void {
    if (source.credit <= 0 || this.open >= this.lines.length) return;
    if (this.settles(source, date)) this.payOff(source, dayNumberOfDate(date));
    else for (let index = this.open; index < this.lines.length && source.credit > 0; index++) this.payLine(source, this.lines[index]!);
    this.advance();
  }

  /** The source covers the settlement of `date` (never when it is short of the principal: no settlement is below it). */
  private settles(source: Source, date: CalendarDate): boolean {
    return source.credit >= this.totals[PRINCIPAL] && source.credit >= payoffOfLines(this.lines.slice(this.open), this.totals[PRINCIPAL], date).totalCents;
  }

  /** Pays every open line, the interest and per-period fees of schedule lines due after `day` cancelled as unearned. */
  private payOff(source: Source, day: number): void {
    for (let index = this.open; index < this.lines.length; index++) {
      const line = this.lines[index]!;
      if (line.kind === "scheduled" && line.due > day) {
        for (const part of [FEE, INTEREST]) {
          const cents = this.remove(line, part);
          line.cancelled += cents;
          if (cents > 0) (source.cancels ??= []).push({ line, part, cents });
        }
      }
      this.payLine(source, line);
    }
  }

  /** Applies every source's credit, oldest source first (after a line joined or reopened). */
  sweep(date: CalendarDate): void {
    if (this.creditors.length === 0) return;
    for (const source of this.creditors) {
      source.needsMerge = source.allocations.length > 0;
      this.allocate(source, date);
    }
    this.creditors = this.creditors.filter((source) => source.credit > 0);
  }

  receive(source: Source): void {
    this.sources.push(source);
    this.allocate(source, source.date);
    if (source.credit > 0) this.creditors.push(source);
  }

  private unpay(line: BookLine, part: number, cents: number): void {
    line.cents[PAID + part]! -= cents;
    this.totals[part]! += cents;
  }

  /** A return reverses exactly the payment's own allocations (and its payoff's cancellations); its credit goes. */
  reverse(source: Source, returnId: string, returnedOn: CalendarDate): void {
    for (let index = 0; index < source.allocations.length; index++) {
      const record = source.allocations[index]!;
      const line = source.allocationLines[index]!;
      this.unpay(line, FEE, record.fee);
      this.unpay(line, INTEREST, record.interest);
      this.unpay(line, PRINCIPAL, record.principal);
      this.open = Math.min(this.open, this.positionOf(line));
    }
    for (const { line, part, cents } of source.cancels ?? []) {
      line.cents[GONE + part]! -= cents;
      line.cancelled -= cents;
      this.totals[part]! += cents;
      this.open = Math.min(this.open, this.positionOf(line));
    }
    // The creditors are the sources with credit left.
    if (source.credit > 0) this.creditors = this.creditors.filter((each) => each !== source);
    source.credit = 0;
    source.returnedBy = returnId;
    source.returnedOn = returnedOn;
    this.advance();
  }
}

/**
 * The record of what a source paid on a line: its last one when it is the
 * same line's (the waterfall pays in line order), else a new one. A
 * source's first record starts its lists (until then it holds a shared,
 * frozen empty one; most pay one line or two: a list grown by a push
 * would reserve room for 17).
 */
const recordFor = (source: Source, line: BookLine): AllocationRecord => {
  const last = source.allocationLines.length - 1;
  if (last >= 0 && source.allocationLines[last] === line) return source.allocations[last]!;
  const record = { lineId: line.id, fee: 0, interest: 0, principal: 0 };
  if (last < 0) {
    source.allocations = [record];
    source.allocationLines = [line];
  } else {
    source.allocations.push(record);
    source.allocationLines.push(line);
  }
  return record;
};

const apply = (book: Book, step: Step): void => {
  switch (step.kind) {
    case StepKind.Charge:
      step.line = newLine(step.id, step.seq, step.feeKind === null ? "adjustment" : "fee", step.feeKind, step.dueDate, 1, step.amountCents, 0, 0);
      book.addLine(step.line);
      return book.sweep(step.date);
    case StepKind.Waive:
      // A fee event's line, or a deferral fee line of the schedule.
      return book.waive(step.target?.line ?? book.lines.find((line) => line.id === step.ref)!);
    case StepKind.Money:
      return book.receive(step);
    case StepKind.Return:
      book.reverse(step.target!, step.id, step.date);
      return book.sweep(step.date);
    case StepKind.WriteOff:
      return book.writeOff(step.date);
  }
};

/**
 * The state of a contract's book on `asOf`: the schedule `lines` and every
 * event applied in value-date order up to `asOf` (see `orderEvents` for
 * the order and the refusals). Pure and deterministic: the same lines,
 * events (in any order) and day give the same ledger.
 *
 * @example
 * const lines = [1, 2].map((n) => ({ id: `L${n}`, seq: n, dueDate: new CalendarDate(2026, 11, 7 * n), amountCents: 10_000, interestCents: 1_000, principalCents: 9_000 }));
 * const events = [{ kind: "paymentReceived", id: "P1", recordedSeq: 1, amountCents: 12_000, valueDate: new CalendarDate(2026, 11, 7), method: "pad" }];
 * const result = replayLedger({ lines, events, asOf: new CalendarDate(2026, 11, 16) });
 * result.ok && result.ledger.lines.map((line) => line.outstandingCents) // [0, 8000]
 * result.ok && result.ledger.payments[0].allocations // [{ lineId: "L1", fee: 0, interest: 1000, principal: 9000 }, { lineId: "L2", fee: 0, interest: 1000, principal: 1000 }]
 */
export const replayLedger = (input: {
  readonly lines: readonly ScheduleLineInput[];
  readonly events: readonly LedgerEvent[];
  readonly asOf: CalendarDate;
  readonly settings?: LedgerSettings;
  /**
   * The capital lent, for a schedule whose principal does not add up to it
   * (a lease's residual, an imported schedule): capital remaining, the
   * balance at the next withdrawal and the payoff then count the capital no
   * line carries. Without it, capital remaining is what the lines owe.
   */
  readonly capitalLentCents?: number;
}): LedgerResult => {
  const ordered = orderEvents(input.lines, input.events);
  if (!Array.isArray(ordered)) return { ok: false, ...ordered };
  const settings = input.settings ?? defaultLedgerSettings;
  const book = new Book(input.lines, settings);
  const asOfDay = dayNumberOfDate(input.asOf);
  for (const item of ordered) {
    if (item.day > asOfDay) break;
    apply(book, item);
  }
  return { ok: true, ledger: ledgerOf(book, input.asOf, settings, input.capitalLentCents) };
};

export type { Book };
