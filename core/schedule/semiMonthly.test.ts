import { CalendarDate, endOfMonth } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSemiMonthlyDayPair, LAST_DAY_OF_MONTH } from "../codes/semiMonthlyDays.js";
import { amortizationScheduleResult, scheduleDueDate, type ScheduleInput } from "./index.js";

/** Semi-monthly on the 15th and the last day of the month, and other month-end pairs (B §5, spec decisions). */

const semiMonthly = (first: CalendarDate, firstDay: number, secondDay: number, count: number): ScheduleInput => ({
  principal: 1000,
  annualRatePercent: 19.99,
  frequency: 3,
  numberOfPayments: count,
  firstPaymentDate: first,
  biMonthlyFirstDay: firstDay,
  biMonthlySecondDay: secondDay,
});
const datesOf = (input: ScheduleInput): string[] => {
  const result = amortizationScheduleResult(input);
  if (!result.ok) throw new Error(result.reason);
  return result.lines.map((line) => line.dueDate.toString());
};

describe("semi-monthly on the 15th and the last day of the month", () => {
  it("falls on the 15th and on each month's last day (31 = last day), February 28 or 29 included", () => {
    expect(datesOf(semiMonthly(new CalendarDate(2026, 1, 15), 15, LAST_DAY_OF_MONTH, 8))).toEqual([
      "2026-01-15", "2026-01-31", "2026-02-15", "2026-02-28", "2026-03-15", "2026-03-31", "2026-04-15", "2026-04-30",
    ]);
    expect(datesOf(semiMonthly(new CalendarDate(2028, 2, 1), 15, 31, 4))).toEqual(["2028-02-01", "2028-02-15", "2028-02-29", "2028-03-15"]);
  });

  it("clamps 15/30 in February and keeps the 30th in the other months", () => {
    expect(datesOf(semiMonthly(new CalendarDate(2026, 1, 30), 15, 30, 5))).toEqual(["2026-01-30", "2026-02-15", "2026-02-28", "2026-03-15", "2026-03-30"]);
    expect(datesOf(semiMonthly(new CalendarDate(2028, 2, 15), 15, 30, 3))).toEqual(["2028-02-15", "2028-02-29", "2028-03-15"]);
  });

  it("a first date on February's last day goes on to the next month, never twice on one day", () => {
    expect(datesOf(semiMonthly(new CalendarDate(2026, 2, 28), 15, 30, 3))).toEqual(["2026-02-28", "2026-03-15", "2026-03-30"]);
    expect(datesOf(semiMonthly(new CalendarDate(2027, 2, 28), 1, 31, 3))).toEqual(["2027-02-28", "2027-03-01", "2027-03-31"]);
  });

  it("refuses a first day past 27 or a second day past 31", () => {
    expect(amortizationScheduleResult(semiMonthly(new CalendarDate(2026, 1, 15), 28, 31, 4))).toEqual({ ok: false, reason: "invalidSemiMonthlyDays" });
    expect(amortizationScheduleResult(semiMonthly(new CalendarDate(2026, 1, 15), 15, 32, 4))).toEqual({ ok: false, reason: "invalidSemiMonthlyDays" });
    expect(amortizationScheduleResult(semiMonthly(new CalendarDate(2026, 1, 15), 15, 15.5, 4))).toEqual({ ok: false, reason: "invalidSemiMonthlyDays" });
  });
});

const anyPair = fc
  .integer({ min: 1, max: 27 })
  .chain((firstDay) => fc.record({ firstDay: fc.constant(firstDay), secondDay: fc.integer({ min: firstDay + 1, max: 31 }) }));
// Month ends and leap years on purpose: first dates spread over 2023-2033 with a bias to the last days of a month.
const anyFirstDate = fc
  .record({ year: fc.integer({ min: 2023, max: 2033 }), month: fc.integer({ min: 1, max: 12 }), fromEnd: fc.integer({ min: 0, max: 30 }), end: fc.boolean() })
  .map(({ year, month, fromEnd, end }) => {
    const last = endOfMonth(new CalendarDate(year, month, 1));
    return end ? last.subtract({ days: fromEnd % 3 }) : last.subtract({ days: fromEnd % last.day });
  });

describe("semi-monthly due date properties", () => {
  it("due dates strictly increase, two a month (exactly two in every month between the first and the last), on the two (clamped) days", () => {
    fc.assert(
      fc.property(anyPair, anyFirstDate, fc.integer({ min: 2, max: 60 }), ({ firstDay, secondDay }, first, count) => {
        const plan = { first, frequency: 3 as const, firstDay, secondDay };
        const dates = Array.from({ length: count }, (_, index) => scheduleDueDate(plan, index));
        const perMonth = new Map<string, number>();
        dates.forEach((date, index) => {
          if (index > 0) {
            expect(date.compare(dates[index - 1]!), `${dates[index - 1]} → ${date}`).toBeGreaterThan(0);
            const monthEnd = endOfMonth(date).day;
            expect([firstDay, Math.min(secondDay, monthEnd)]).toContain(date.day);
            if (secondDay === LAST_DAY_OF_MONTH && date.day !== firstDay) expect(date.day).toBe(monthEnd);
          }
          // The first payment is on the first payment date, whatever its day; the others count two a month.
          const month = `${date.year}-${date.month}`;
          if (index > 0) perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
        });
        const months = [...perMonth.entries()];
        for (const [, seen] of months) expect(seen).toBeLessThanOrEqual(2);
        // Every month strictly between the first and the last has both payments.
        for (const [, seen] of months.slice(1, -1)) expect(seen).toBe(2);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it("a first date on one of the two days gives exactly two payments in every whole month", () => {
    fc.assert(
      fc.property(anyPair, fc.integer({ min: 2023, max: 2033 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), fc.integer({ min: 1, max: 24 }), ({ firstDay, secondDay }, year, month, onSecond, months) => {
        const monthStart = new CalendarDate(year, month, 1);
        const first = monthStart.set({ day: onSecond ? Math.min(secondDay, endOfMonth(monthStart).day) : firstDay });
        const plan = { first, frequency: 3 as const, firstDay, secondDay };
        const count = 2 * months + (onSecond ? 1 : 0);
        const dates = Array.from({ length: count }, (_, index) => scheduleDueDate(plan, index));
        // Starting on the second day, the first month has that one payment; then every month has both.
        const startOffset = onSecond ? 1 : 0;
        expect(dates.length).toBe(startOffset + 2 * months);
        for (let offset = startOffset; offset < startOffset + months; offset++) {
          const inMonth = dates.filter((date) => date.year === monthStart.add({ months: offset }).year && date.month === monthStart.add({ months: offset }).month);
          expect(inMonth.map((date) => date.day)).toEqual([firstDay, Math.min(secondDay, endOfMonth(monthStart.add({ months: offset })).day)]);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("the schedule's lines carry the same dates, and only valid pairs are accepted", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 34 }), fc.integer({ min: -2, max: 34 }), anyFirstDate, (firstDay, secondDay, first) => {
        const result = amortizationScheduleResult(semiMonthly(first, firstDay, secondDay, 6));
        expect(result.ok).toBe(isSemiMonthlyDayPair(firstDay, secondDay));
        if (result.ok) {
          const plan = { first, frequency: 3 as const, firstDay, secondDay };
          expect(result.lines.map((line) => line.dueDate.toString())).toEqual(result.lines.map((_, index) => scheduleDueDate(plan, index).toString()));
        }
      }),
      { numRuns: 500 },
    );
  });
});
