import type { CalendarDate } from "@internationalized/date";
import { dateOfDayNumber, dayNumberOfDate } from "../../calculator/dayNumber.js";
import { replayLedger } from "./replay.js";
import type { FeeAssessed, LedgerEvent, LedgerRefusal, LedgerSettings, ScheduleLineInput } from "./types.js";

/**
 * The late fee of the daily servicing run (issue 22 §2, docs/servicing.md
 * "The daily run"): one fee per scheduled line still owing something when
 * its grace period ends, never two for one line.
 */

/** A tenant's late fee (none unless the lender sets one). */
export interface LateFeeRule {
  /** The fee in cents, above 0. */
  readonly amountCents: number;
  /** Calendar days after a line's due date during which it may still be paid without a fee. */
  readonly graceDays: number;
  /** The most late fees one contract carries (staff's late fees count), or null for no cap. */
  readonly maxPerContract: number | null;
}

/** The grace period when the tenant sets a fee without one: 10 calendar days. */
export const defaultLateFeeGraceDays = 10;

/**
 * How many days back a run looks for grace periods that ended: a run
 * assesses the lines whose fee day is one of the 7 days up to its day, so
 * runs missed for up to a week are caught up, and a fee switched on does
 * not charge the lines that were late long before.
 */
export const lateFeeCatchUpDays = 7;

/** A contract's book as the rule reads it: what `replayLedger` takes. */
export interface LateFeeBook {
  readonly lines: readonly ScheduleLineInput[];
  readonly events: readonly LedgerEvent[];
  readonly settings?: LedgerSettings;
  readonly capitalLentCents?: number;
}

/** The rule's answer: the fee events to record (provisional ids `late:<line id>`), or why the book is refused. */
export type LateFeesResult =
  | { readonly ok: true; readonly fees: readonly FeeAssessed[] }
  | { readonly ok: false; readonly reason: LedgerRefusal; readonly id: string };

/** The day a line's late fee is assessed: the day after its grace period's last day. */
export const lateFeeDay = (dueDate: CalendarDate, graceDays: number): CalendarDate => dateOfDayNumber(dayNumberOfDate(dueDate) + graceDays + 1);

/** The lines a late fee already names, and how many late fees the contract carries. */
const feesOf = (events: readonly LedgerEvent[]) => {
  const named = new Set<string>();
  let count = 0;
  for (const event of events) {
    if (event.kind !== "feeAssessed" || event.feeKind !== "late") continue;
    count++;
    if (event.forLineId !== undefined) named.add(event.forLineId);
  }
  return { named, count };
};

/** The first and last due dates (as day numbers) whose fee day falls in the run's window: its `lateFeeCatchUpDays` days up to `day`. */
const windowOf = (rule: LateFeeRule, day: CalendarDate) => {
  const last = dayNumberOfDate(day) - rule.graceDays - 1;
  return { first: last - lateFeeCatchUpDays + 1, last };
};

/**
 * The due dates a run on `day` looks at: only a scheduled line due from
 * `first` to `last` (both included) may get a late fee that day; null when
 * the tenant charges none. A store may skip the books with no such line
 * (`lateFeesDue` assesses nothing on them).
 *
 * @example
 * const dates = lateFeeDueDates({ amountCents: 2_500, graceDays: 10, maxPerContract: null }, new CalendarDate(2026, 11, 13));
 * [dates?.first.toString(), dates?.last.toString()] // ["2026-10-27", "2026-11-02"]
 */
export const lateFeeDueDates = (rule: LateFeeRule | null, day: CalendarDate): { readonly first: CalendarDate; readonly last: CalendarDate } | null => {
  if (rule === null) return null;
  const window = windowOf(rule, day);
  return { first: dateOfDayNumber(window.first), last: dateOfDayNumber(window.last) };
};

/** Scheduled lines without a late fee due in the run's window, in fee-day then line order. */
const candidatesOf = (book: LateFeeBook, rule: LateFeeRule, day: CalendarDate, named: ReadonlySet<string>) => {
  const window = windowOf(rule, day);
  return book.lines
    .filter((line) => (line.kind ?? "scheduled") === "scheduled" && !named.has(line.id))
    .map((line) => ({ line, dueDay: dayNumberOfDate(line.dueDate) }))
    .filter(({ dueDay }) => dueDay >= window.first && dueDay <= window.last)
    .map(({ line, dueDay }) => ({ line, feeDay: dueDay + rule.graceDays + 1 }))
    .sort((left, right) => left.feeDay - right.feeDay || left.line.seq - right.line.seq);
};

/**
 * The late fees a run on `day` assesses: for each scheduled line whose
 * grace period (`graceDays` calendar days after its due date) ended in the
 * `lateFeeCatchUpDays` days up to `day`, that has no late fee yet and that
 * still owes something at the end of its grace period's last day, one fee
 * of `amountCents`, assessed and due the day after (its fee day), naming
 * the line (`forLineId`), up to `maxPerContract` late fees on the contract.
 * Each line is judged on the book replayed on its last grace day with the
 * fees of earlier fee days included, so a run that catches up missed days
 * assesses exactly what the daily runs would have. Nothing when the rule
 * is null (the tenant charges no late fee). Pure: `day` is given.
 *
 * @example
 * const line = { id: "L1", seq: 1, dueDate: new CalendarDate(2026, 11, 2), amountCents: 10_000 };
 * const rule = { amountCents: 2_500, graceDays: 10, maxPerContract: null };
 * const result = lateFeesDue({ lines: [line], events: [] }, rule, new CalendarDate(2026, 11, 13));
 * result.ok && result.fees.map((fee) => [fee.forLineId, fee.amountCents, fee.dueDate.toString()]) // [["L1", 2500, "2026-11-13"]]
 * lateFeesDue({ lines: [line], events: [] }, null, new CalendarDate(2026, 11, 13)) // { ok: true, fees: [] }
 */
export const lateFeesDue = (book: LateFeeBook, rule: LateFeeRule | null, day: CalendarDate): LateFeesResult => {
  if (rule === null) return { ok: true, fees: [] };
  const { named, count } = feesOf(book.events);
  const fees: FeeAssessed[] = [];
  const lastSeq = book.events.reduce((most, event) => Math.max(most, event.recordedSeq), 0);
  for (const { line, feeDay } of candidatesOf(book, rule, day, named)) {
    if (rule.maxPerContract !== null && count + fees.length >= rule.maxPerContract) break;
    const replayed = replayLedger({ ...book, events: [...book.events, ...fees], asOf: dateOfDayNumber(feeDay - 1) });
    if (!replayed.ok) return replayed;
    if ((replayed.ledger.lines.find((each) => each.id === line.id)?.outstandingCents ?? 0) === 0) continue;
    const on = dateOfDayNumber(feeDay);
    fees.push({ kind: "feeAssessed", id: `late:${line.id}`, recordedSeq: lastSeq + fees.length + 1, feeKind: "late", amountCents: rule.amountCents, dueDate: on, assessedOn: on, forLineId: line.id });
  }
  return { ok: true, fees };
};
