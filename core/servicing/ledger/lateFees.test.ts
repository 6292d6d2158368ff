import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateOfDayNumber, dayNumberOfDate } from "../../calculator/dayNumber.js";
import { lateFeeCatchUpDays, lateFeeDay, lateFeeDueDates, lateFeesDue, replayLedger, type FeeAssessed, type LateFeeRule, type LedgerEvent, type ScheduleLineInput } from "./index.js";

/**
 * The daily run's late fee rule: one fee per late scheduled line once its
 * grace period is over, never twice, none for a line paid in time; the
 * same fees whether the days are run one by one or caught up.
 */

const day = (month: number, date: number) => new CalendarDate(2026, month, date);
const rule: LateFeeRule = { amountCents: 2_500, graceDays: 10, maxPerContract: null };
const lines: ScheduleLineInput[] = [
  { id: "L1", seq: 1, dueDate: day(11, 2), amountCents: 10_000, interestCents: 1_000, principalCents: 9_000 },
  { id: "L2", seq: 2, dueDate: day(11, 16), amountCents: 10_000, interestCents: 800, principalCents: 9_200 },
];
const payment = (id: string, amountCents: number, valueDate: CalendarDate, recordedSeq = 1): LedgerEvent => ({ kind: "paymentReceived", id, recordedSeq, amountCents, valueDate, method: "pad" });
const feesOf = (result: ReturnType<typeof lateFeesDue>): readonly FeeAssessed[] => {
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.id}`);
  return result.fees;
};

describe("lateFeesDue", () => {
  it("assesses one fee the day after the grace period of a line still owing, naming the line", () => {
    expect(lateFeeDay(day(11, 2), 10).toString()).toBe("2026-11-13");
    expect(feesOf(lateFeesDue({ lines, events: [] }, rule, day(11, 12)))).toEqual([]);
    expect(feesOf(lateFeesDue({ lines, events: [] }, rule, day(11, 13)))).toEqual([
      { kind: "feeAssessed", id: "late:L1", recordedSeq: 1, feeKind: "late", amountCents: 2_500, dueDate: day(11, 13), assessedOn: day(11, 13), forLineId: "L1" },
    ]);
  });

  it("charges nothing for a line paid on the last day of its grace period, and charges one paid the day after", () => {
    expect(feesOf(lateFeesDue({ lines, events: [payment("P1", 10_000, day(11, 12))] }, rule, day(11, 13)))).toEqual([]);
    expect(feesOf(lateFeesDue({ lines, events: [payment("P1", 10_000, day(11, 13))] }, rule, day(11, 13))).map((fee) => fee.forLineId)).toEqual(["L1"]);
    // One cent short is still late.
    expect(feesOf(lateFeesDue({ lines, events: [payment("P1", 9_999, day(11, 5))] }, rule, day(11, 13)))).toHaveLength(1);
  });

  it("charges nothing when the tenant has no late fee, for a deferral fee line, or a line that already has its fee", () => {
    expect(feesOf(lateFeesDue({ lines, events: [] }, null, day(11, 13)))).toEqual([]);
    const deferral: ScheduleLineInput = { id: "D1", seq: 3, kind: "deferralFee", dueDate: day(11, 2), amountCents: 500 };
    expect(feesOf(lateFeesDue({ lines: [...lines, deferral], events: [] }, rule, day(11, 13))).map((fee) => fee.forLineId)).toEqual(["L1"]);
    const charged = { ...feesOf(lateFeesDue({ lines, events: [] }, rule, day(11, 13)))[0]!, id: "9", recordedSeq: 9 };
    expect(feesOf(lateFeesDue({ lines, events: [charged] }, rule, day(11, 14)))).toEqual([]);
  });

  it("catches up the fee days of the last 7 days only, and stops at the contract's cap", () => {
    // L1's fee day is 11-13 and L2's 11-27: a run on 11-27 sees only L2's, a run on 11-19 catches L1's up.
    expect(feesOf(lateFeesDue({ lines, events: [] }, rule, day(11, 27))).map((fee) => fee.forLineId)).toEqual(["L2"]);
    expect(feesOf(lateFeesDue({ lines, events: [] }, rule, day(11, 19))).map((fee) => [fee.forLineId, fee.dueDate.toString()])).toEqual([["L1", "2026-11-13"]]);
    const staffFee: LedgerEvent = { kind: "feeAssessed", id: "F1", recordedSeq: 1, feeKind: "late", amountCents: 1_000, dueDate: day(11, 5) };
    expect(feesOf(lateFeesDue({ lines, events: [staffFee] }, { ...rule, maxPerContract: 1 }, day(11, 13)))).toEqual([]);
    const close = [lines[0]!, { ...lines[1]!, dueDate: day(11, 5) }];
    expect(feesOf(lateFeesDue({ lines: close, events: [] }, rule, day(11, 16))).map((fee) => fee.forLineId)).toEqual(["L1", "L2"]);
    expect(feesOf(lateFeesDue({ lines: close, events: [] }, { ...rule, maxPerContract: 1 }, day(11, 16))).map((fee) => fee.forLineId)).toEqual(["L1"]);
  });

  it("answers the replay's refusal of a bad book", () => {
    expect(lateFeesDue({ lines, events: [payment("L1", 100, day(11, 1))] }, rule, day(11, 13))).toEqual({ ok: false, reason: "duplicateId", id: "L1" });
  });
});

/** A generated contract: weekly or bi-weekly lines from a start day, payments around them, a rule, and a span of run days. */
const scenario = fc
  .record({
    start: fc.constantFrom(day(1, 31), day(2, 20), day(11, 2), day(12, 28)),
    period: fc.constantFrom(7, 14),
    amounts: fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 1, maxLength: 8 }),
    payments: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 140 }), cents: fc.integer({ min: 1, max: 40_000 }) }), { maxLength: 8 }),
    graceDays: fc.integer({ min: 0, max: 15 }),
    amountCents: fc.integer({ min: 1, max: 5_000 }),
    maxPerContract: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    firstRun: fc.integer({ min: 0, max: 100 }),
    span: fc.integer({ min: 0, max: 60 }),
    gaps: fc.array(fc.integer({ min: 1, max: lateFeeCatchUpDays }), { minLength: 1, maxLength: 30 }),
  })
  .map((raw) => {
    const startDay = dayNumberOfDate(raw.start);
    const book = {
      lines: raw.amounts.map((amountCents, index): ScheduleLineInput => ({ id: `L${index + 1}`, seq: index + 1, dueDate: dateOfDayNumber(startDay + raw.period * (index + 1)), amountCents })),
      events: raw.payments.map((each, index) => payment(`P${index + 1}`, each.cents, dateOfDayNumber(startDay + each.offset), index + 1)),
    };
    const rule: LateFeeRule = { amountCents: raw.amountCents, graceDays: raw.graceDays, maxPerContract: raw.maxPerContract };
    return { book, rule, first: startDay + raw.firstRun, last: startDay + raw.firstRun + raw.span, gaps: raw.gaps };
  });

type Book = { lines: readonly ScheduleLineInput[]; events: readonly LedgerEvent[] };

/** Runs the rule on each day in order, each run's fees recorded (ids as a server stores them) before the next. */
const runOn = (book: Book, rule: LateFeeRule, days: readonly number[]): { book: Book; fees: FeeAssessed[] } => {
  const fees: FeeAssessed[] = [];
  let events = [...book.events];
  for (const each of days) {
    const found = feesOf(lateFeesDue({ lines: book.lines, events }, rule, dateOfDayNumber(each)));
    const stored = found.map((fee, index) => ({ ...fee, id: `F${events.length + index + 1}` }));
    fees.push(...stored);
    events = [...events, ...stored];
  }
  return { book: { lines: book.lines, events }, fees };
};

const range = (first: number, last: number): number[] => Array.from({ length: last - first + 1 }, (_, index) => first + index);
const signature = (fees: readonly FeeAssessed[]) => fees.map((fee) => `${fee.forLineId} ${fee.dueDate.toString()} ${fee.amountCents}`).sort();

describe("lateFeeDueDates", () => {
  it("gives the due dates of the run's window, none without a rule", () => {
    const dates = lateFeeDueDates(rule, day(11, 13));
    expect([dates?.first.toString(), dates?.last.toString()]).toEqual(["2026-10-27", "2026-11-02"]);
    expect(lateFeeDueDates(null, day(11, 13))).toBeNull();
  });

  it("holds every line a run can charge: an unpaid line gets a fee exactly when its due date is in the window", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -40, max: 5 }), (graceDays, offset) => {
        const runDay = day(11, 20);
        const line: ScheduleLineInput = { ...lines[0]!, dueDate: runDay.add({ days: offset }) };
        const dates = lateFeeDueDates({ ...rule, graceDays }, runDay)!;
        const inWindow = line.dueDate.compare(dates.first) >= 0 && line.dueDate.compare(dates.last) <= 0;
        expect(feesOf(lateFeesDue({ lines: [line], events: [] }, { ...rule, graceDays }, runDay))).toHaveLength(inWindow ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("lateFeesDue properties", () => {
  it("is idempotent: a second run of the same day on the book with its fees assesses nothing", () => {
    fc.assert(
      fc.property(scenario, ({ book, rule, last }) => {
        const once = runOn(book, rule, [last]);
        expect(feesOf(lateFeesDue(once.book, rule, dateOfDayNumber(last)))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("never charges a line that owed nothing at the end of its grace period, and charges each late line once", () => {
    fc.assert(
      fc.property(scenario, ({ book, rule, first, last }) => {
        const { book: charged, fees } = runOn(book, rule, range(first, last));
        const named = fees.map((fee) => fee.forLineId);
        expect(new Set(named).size).toBe(named.length);
        for (const line of book.lines) {
          const feeDay = dayNumberOfDate(lateFeeDay(line.dueDate, rule.graceDays));
          const replayed = replayLedger({ lines: charged.lines, events: charged.events, asOf: dateOfDayNumber(feeDay - 1) });
          if (!replayed.ok) throw new Error(replayed.reason);
          const owed = replayed.ledger.lines.find((each) => each.id === line.id)!.outstandingCents;
          if (owed === 0) expect(named).not.toContain(line.id);
          const inWindow = feeDay <= last && feeDay > first - lateFeeCatchUpDays;
          if (owed > 0 && inWindow && rule.maxPerContract === null) expect(named).toContain(line.id);
        }
        if (rule.maxPerContract !== null) expect(fees.length).toBeLessThanOrEqual(rule.maxPerContract);
      }),
      { numRuns: 200 },
    );
  });

  it("conserves money: the fee lines of the book add up to the fees assessed", () => {
    fc.assert(
      fc.property(scenario, ({ book, rule, first, last }) => {
        const { book: charged, fees } = runOn(book, rule, range(first, last));
        const replayed = replayLedger({ lines: charged.lines, events: charged.events, asOf: dateOfDayNumber(last) });
        if (!replayed.ok) throw new Error(replayed.reason);
        const feeLines = replayed.ledger.lines.filter((line) => line.feeKind === "late");
        expect(feeLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(fees.reduce((sum, fee) => sum + fee.amountCents, 0));
        expect(fees.reduce((sum, fee) => sum + fee.amountCents, 0)).toBe(fees.length * rule.amountCents);
      }),
      { numRuns: 200 },
    );
  });

  it("gives the same fees run day by day or on days at most 7 apart (missed days caught up)", () => {
    fc.assert(
      fc.property(scenario, ({ book, rule, first, last, gaps }) => {
        const sparse = [first];
        // The generated gaps, then weekly, never more than 7 days apart, ending on the last day.
        for (let index = 0; sparse.at(-1)! < last; index++) sparse.push(Math.min(last, sparse.at(-1)! + (gaps[index] ?? lateFeeCatchUpDays)));
        expect(signature(runOn(book, rule, sparse).fees)).toEqual(signature(runOn(book, rule, range(first, last)).fees));
      }),
      { numRuns: 200 },
    );
  });
});
