import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDays } from "../lines.js";
import { balanceSeries, replayLedger, type BalancePoint, type Ledger, type LedgerEvent, type ScheduleLineInput } from "./index.js";

/**
 * The balance series over generated schedules replayed by the ledger: the
 * schedule's series falls to 0, an untouched contract owes its whole
 * schedule at every date, a contract paid on every due date follows its
 * schedule exactly, and whatever happened, the actual series ends at what
 * the lines still owe.
 */

const start = new CalendarDate(2028, 1, 31);

const schedule = fc
  .record({ step: fc.constantFrom(7, 14, 30), amounts: fc.array(fc.integer({ min: 1, max: 900_000 }), { minLength: 1, maxLength: 24 }) })
  .map(({ step, amounts }): ScheduleLineInput[] =>
    amounts.map((amountCents, index) => ({ id: `L${index}`, seq: index + 1, dueDate: start.add({ days: step * index }), amountCents, interestCents: Math.floor(amountCents / 5), principalCents: amountCents - Math.floor(amountCents / 5) })),
  );

const replayed = (lines: readonly ScheduleLineInput[], events: readonly LedgerEvent[], asOf: CalendarDate): Ledger => {
  const result = replayLedger({ lines, events, asOf });
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.ledger;
};

const seriesOf = (ledger: Ledger): BalancePoint[] => balanceSeries({ asOf: ledger.asOf, lines: ledger.lines, payments: ledger.payments, writtenOffOn: ledger.writtenOffOn });

const amountsDueAfter = (lines: readonly ScheduleLineInput[], day: CalendarDate) =>
  lines.reduce((sum, line) => (compareDays(line.dueDate, day) > 0 ? sum + line.amountCents : sum), 0);

const anAsOf = fc.integer({ min: -5, max: 24 * 30 + 40 }).map((days) => start.add({ days }));

describe("balanceSeries", () => {
  it("schedules a balance that never rises, ends at 0 and is whole cents", () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: -5, max: 800 }), (lines, days) => {
        const series = seriesOf(replayed(lines, [], start.add({ days })));
        series.forEach((point, index) => {
          expect(Number.isSafeInteger(point.scheduledCents)).toBe(true);
          expect(point.scheduledCents).toBe(amountsDueAfter(lines, point.date));
          if (index > 0) expect(point.scheduledCents).toBeLessThanOrEqual(series[index - 1]!.scheduledCents);
        });
        expect(series.at(-1)!.scheduledCents).toBe(0);
      }),
    );
  });

  it("has an untouched contract owe its whole schedule on every day up to asOf, and nothing known after", () => {
    fc.assert(
      fc.property(schedule, anAsOf, (lines, asOf) => {
        const whole = lines.reduce((sum, line) => sum + line.amountCents, 0);
        for (const point of seriesOf(replayed(lines, [], asOf))) {
          expect(point.actualCents).toBe(compareDays(point.date, asOf) <= 0 ? whole : null);
        }
      }),
    );
  });

  it("follows the schedule exactly when every line is paid on its due date", () => {
    fc.assert(
      fc.property(schedule, anAsOf, (lines, asOf) => {
        const events: LedgerEvent[] = lines.map((line, index) => ({ kind: "paymentReceived", id: `P${index}`, recordedSeq: index + 1, amountCents: line.amountCents, valueDate: line.dueDate, method: "pad" }));
        for (const point of seriesOf(replayed(lines, events, asOf))) {
          if (point.actualCents !== null) expect(point.actualCents).toBe(point.scheduledCents);
        }
      }),
    );
  });

  it("ends on asOf at what the lines still owe, in whole cents, after payments, returns, fees, waivers and a write-off", () => {
    const happening = fc.record({ kind: fc.constantFrom("pay", "pay", "return", "fee", "waive", "writeOff"), day: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: 1, max: 2_000_000 }) });
    fc.assert(
      fc.property(schedule, fc.array(happening, { maxLength: 12 }), fc.integer({ min: 0, max: 800 }), (lines, happenings, days) => {
        const events: LedgerEvent[] = [];
        const open: { id: string; day: CalendarDate }[] = [];
        const fees: { id: string; day: CalendarDate }[] = [];
        let writtenOff = false;
        happenings.forEach((happening, index) => {
          const id = `E${index}`;
          const recordedSeq = index + 1;
          const day = start.add({ days: happening.day });
          if (happening.kind === "pay") {
            open.push({ id, day });
            events.push({ kind: "paymentReceived", id, recordedSeq, amountCents: happening.amount, valueDate: day, method: "pad" });
          } else if (happening.kind === "return" && open.length > 0) {
            const paid = open.shift()!;
            events.push({ kind: "paymentReturned", id, recordedSeq, paymentId: paid.id, returnedOn: paid.day.add({ days: 2 }), reason: "nsf" });
          } else if (happening.kind === "fee") {
            fees.push({ id, day });
            events.push({ kind: "feeAssessed", id, recordedSeq, feeKind: "nsf", amountCents: happening.amount % 5_000 + 1, dueDate: day });
          } else if (happening.kind === "waive" && fees.length > 0) {
            const fee = fees.shift()!;
            events.push({ kind: "feeWaived", id, recordedSeq, feeLineId: fee.id, reason: "goodwill", waivedOn: fee.day.add({ days: 3 }) });
          } else if (happening.kind === "writeOff" && !writtenOff) {
            writtenOff = true;
            events.push({ kind: "writeOff", id, recordedSeq, valueDate: day, reason: "uncollectable" });
          }
        });
        const result = replayLedger({ lines, events, asOf: start.add({ days }) });
        fc.pre(result.ok);
        if (!result.ok) return;
        const series = seriesOf(result.ledger);
        const owed = result.ledger.lines.reduce((sum, line) => sum + line.outstandingCents, 0);
        const last = series.find((point) => compareDays(point.date, result.ledger.asOf) === 0)!;
        expect(last.actualCents).toBe(owed);
        for (const point of series) if (point.actualCents !== null) expect(Number.isSafeInteger(point.actualCents)).toBe(true);
      }),
    );
  });

  it("owes on every past day what the ledger replayed on that day owed, payments returned later included", () => {
    // Debits on due dates, some short, some returned NSF two days later with the fee due that day: no payoff, waiver or write-off.
    const debit = fc.record({ paid: fc.boolean(), short: fc.boolean(), returned: fc.boolean() });
    fc.assert(
      fc.property(schedule, fc.array(debit, { maxLength: 24 }), anAsOf, (lines, debits, asOf) => {
        const events: LedgerEvent[] = [];
        lines.forEach((line, index) => {
          const happened = debits[index];
          if (!happened?.paid) return;
          const id = `P${index}`;
          events.push({ kind: "paymentReceived", id, recordedSeq: events.length + 1, amountCents: happened.short ? Math.ceil(line.amountCents / 2) : line.amountCents, valueDate: line.dueDate, method: "pad" });
          if (!happened.returned) return;
          const returnedOn = line.dueDate.add({ days: 2 });
          events.push({ kind: "paymentReturned", id: `R${index}`, recordedSeq: events.length + 1, paymentId: id, returnedOn, reason: "nsf" });
          events.push({ kind: "feeAssessed", id: `F${index}`, recordedSeq: events.length + 1, feeKind: "nsf", amountCents: 4_500, dueDate: returnedOn, assessedOn: returnedOn });
        });
        for (const point of seriesOf(replayed(lines, events, asOf))) {
          if (point.actualCents === null) continue;
          const then = replayed(lines, events, point.date);
          expect(point.actualCents).toBe(then.lines.reduce((sum, line) => sum + line.outstandingCents, 0));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("takes a payoff's cancelled interest off on the payoff's day", () => {
    const lines: ScheduleLineInput[] = [0, 1, 2].map((index) => ({ id: `L${index}`, seq: index + 1, dueDate: start.add({ months: index }), amountCents: 10_000, interestCents: 1_000, principalCents: 9_000 }));
    const payoffDay = start.add({ days: 10 });
    const first: LedgerEvent = { kind: "paymentReceived", id: "P0", recordedSeq: 1, amountCents: 10_000, valueDate: start, method: "pad" };
    const withFirst = replayed(lines, [first], payoffDay);
    const payoff: LedgerEvent = { kind: "paymentReceived", id: "P1", recordedSeq: 2, amountCents: withFirst.payoff.amountCents, valueDate: payoffDay, method: "pad" };
    const series = seriesOf(replayed(lines, [first, payoff], start.add({ months: 2 })));
    expect(series.map((point) => [point.date.toString(), point.scheduledCents, point.actualCents])).toEqual([
      ["2028-01-31", 20_000, 20_000],
      ["2028-02-29", 10_000, 0],
      ["2028-03-31", 0, 0],
    ]);
  });
});
