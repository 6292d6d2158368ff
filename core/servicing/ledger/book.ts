import type { CalendarDate } from "@internationalized/date";
import { dayNumberOfDate } from "../../calculator/dayNumber.js";
import { settlementSplit, type UnpaidParts } from "../lines.js";
import type { FeeKind, LedgerLineKind, LinePart, PaymentMethod, ScheduleLineInput } from "./types.js";

/**
 * The mutable book a replay works on: lines with what is owed, paid and
 * gone (waived, written off, cancelled by a payoff) per part, and the money
 * sources (payments, credit adjustments) with their allocations. Parts are
 * indexed 0 fee, 1 interest, 2 principal.
 */

export const FEE = 0;
export const INTEREST = 1;
export const PRINCIPAL = 2;
export const partIndex: Readonly<Record<LinePart, number>> = { fee: FEE, interest: INTEREST, principal: PRINCIPAL };

export interface BookLine {
  readonly id: string;
  readonly seq: number;
  readonly kind: LedgerLineKind;
  readonly feeKind: FeeKind | null;
  readonly dueDate: CalendarDate;
  readonly due: number;
  /** 0 for schedule lines, 1 for charge lines (fees, debits): schedule lines come first on one due date. */
  readonly rank: number;
  /** Cents by part (fee, interest, principal): owed at 0–2, paid at 3–5, gone at 6–8 (one array, few allocations). */
  readonly cents: number[];
  waived: number;
  writtenOff: number;
  cancelled: number;
}

/** One part of one line paid by a source (or cancelled by its payoff). */
export interface Entry {
  readonly line: BookLine;
  readonly part: number;
  readonly cents: number;
}

/** What a source paid on one line, built as it pays (the `Allocation` the ledger shows). */
export interface AllocationRecord {
  readonly lineId: string;
  fee: number;
  interest: number;
  principal: number;
}

/** Money in: a payment (its method) or a credit adjustment (no method). The replay's money step is its own source. */
export interface Source {
  readonly id: string;
  readonly amountCents: number;
  /** Its value date and that day's number. */
  readonly date: CalendarDate;
  readonly day: number;
  readonly method: PaymentMethod | null;
  credit: number;
  /** What it paid, one record per line in the order paid, and the lines they are of. */
  allocations: AllocationRecord[];
  allocationLines: BookLine[];
  /** Credit applied later (a sweep) may have paid a line it had paid before: merge before showing. */
  needsMerge: boolean;
  /** Interest and fees of lines not yet due that this source's payoff cancelled. */
  cancels: Entry[] | null;
  returnedBy: string | null;
  /** The day of its return, once returned. */
  returnedOn: CalendarDate | null;
}

export const PAID = 3;
export const GONE = 6;
export const outstandingOf = (line: BookLine, part: number): number => line.cents[part]! - line.cents[PAID + part]! - line.cents[GONE + part]!;
export const lineOutstanding = (line: BookLine): number => outstandingOf(line, FEE) + outstandingOf(line, INTEREST) + outstandingOf(line, PRINCIPAL);

/** A schedule line's parts: as given; a deferral fee all fee; a scheduled line without a split all principal. */
export const scheduleBookLine = (line: ScheduleLineInput): BookLine => {
  const kind = line.kind ?? "scheduled";
  const given = line.feeCents !== undefined || line.interestCents !== undefined || line.principalCents !== undefined;
  return kind === "deferralFee" ? newLine(line.id, line.seq, kind, null, line.dueDate, 0, line.amountCents, 0, 0)
    : given ? newLine(line.id, line.seq, kind, null, line.dueDate, 0, line.feeCents ?? 0, line.interestCents ?? 0, line.principalCents ?? 0)
    : newLine(line.id, line.seq, kind, null, line.dueDate, 0, 0, 0, line.amountCents);
};

export const newLine = (
  id: string,
  seq: number,
  kind: LedgerLineKind,
  feeKind: FeeKind | null,
  dueDate: CalendarDate,
  rank: number,
  fee: number,
  interest: number,
  principal: number,
): BookLine => ({ id, seq, kind, feeKind, dueDate, due: dayNumberOfDate(dueDate), rank, cents: [fee, interest, principal, 0, 0, 0, 0, 0, 0], waived: 0, writtenOff: 0, cancelled: 0 });

/** Waterfall order of lines: due date, schedule before charge lines, then seq (recording order for charges), then id. */
export const compareLines = (left: BookLine, right: BookLine): number =>
  left.due - right.due || left.rank - right.rank || left.seq - right.seq || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/** A book line's unpaid parts as the settlement rule (core/servicing `settlementSplit`) reads them. */
export const unpaidPartsOf = (line: BookLine): UnpaidParts => ({
  dueDate: line.dueDate,
  isFeeLine: line.kind !== "scheduled",
  feeCents: outstandingOf(line, FEE),
  interestCents: outstandingOf(line, INTEREST),
  principalCents: outstandingOf(line, PRINCIPAL),
});

/** The payoff on `day` of open lines (the settlement rule), given the principal outstanding on every line. */
export const payoffOfLines = (open: readonly BookLine[], principalOutstanding: number, day: CalendarDate) =>
  settlementSplit(
    open.filter((line) => lineOutstanding(line) > 0).map(unpaidPartsOf),
    principalOutstanding,
    day,
  );
