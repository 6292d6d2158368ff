import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Frequency } from "../codes/frequency.js";
import { isSemiMonthlyDayPair, LAST_DAY_OF_MONTH } from "../codes/semiMonthlyDays.js";
import { quoteLoan } from "../calculator/loan.js";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { Decimal } from "../money/decimal.js";
import { amortizationScheduleResult } from "./amortizationSchedule.js";
import { scheduleDueDate } from "./dueDates.js";
import { semiMonthlyDaysOf } from "./semiMonthlyDays.js";

const start = new CalendarDate(1990, 1, 1);
const anyDate = fc.integer({ min: 0, max: 110 * 366 }).map((offset) => start.add({ days: offset }));
const daysBetween = (a: CalendarDate, b: CalendarDate): number => b.compare(a);

describe("semiMonthlyDaysOf: the two days of the month from the first payment date (C §3.6, B §5)", () => {
  it("pairs the day with the one half a month away; the last day of a month is 31", () => {
    const days = (y: number, m: number, d: number, second?: CalendarDate) => semiMonthlyDaysOf(new CalendarDate(y, m, d), second);
    expect(days(2026, 12, 1)).toEqual({ firstDay: 1, secondDay: 16 });
    expect(days(2026, 12, 4)).toEqual({ firstDay: 4, secondDay: 19 });
    expect(days(2026, 12, 14)).toEqual({ firstDay: 14, secondDay: 29 });
    expect(days(2026, 12, 15)).toEqual({ firstDay: 15, secondDay: LAST_DAY_OF_MONTH });
    expect(days(2026, 12, 16)).toEqual({ firstDay: 1, secondDay: 16 });
    expect(days(2026, 12, 18)).toEqual({ firstDay: 3, secondDay: 18 });
    expect(days(2026, 12, 30)).toEqual({ firstDay: 15, secondDay: 30 });
    expect(days(2026, 12, 31)).toEqual({ firstDay: 15, secondDay: LAST_DAY_OF_MONTH });
    expect(days(2026, 11, 30)).toEqual({ firstDay: 15, secondDay: LAST_DAY_OF_MONTH });
    expect(days(2027, 2, 28)).toEqual({ firstDay: 15, secondDay: LAST_DAY_OF_MONTH });
    expect(days(2028, 2, 28)).toEqual({ firstDay: 13, secondDay: 28 });
    expect(days(2028, 2, 29)).toEqual({ firstDay: 15, secondDay: LAST_DAY_OF_MONTH });
  });

  it("takes the second payment date the applicant chose when it is the next payment of a pair; ignores it otherwise", () => {
    const first = new CalendarDate(2026, 12, 4);
    expect(semiMonthlyDaysOf(first, new CalendarDate(2026, 12, 31))).toEqual({ firstDay: 4, secondDay: 31 });
    expect(semiMonthlyDaysOf(new CalendarDate(2026, 12, 20), new CalendarDate(2027, 1, 5))).toEqual({ firstDay: 5, secondDay: 20 });
    // Before the first, the same day, or a day that cannot pair (28th then 31st): the half-month rule.
    expect(semiMonthlyDaysOf(first, new CalendarDate(2026, 12, 1))).toEqual({ firstDay: 4, secondDay: 19 });
    expect(semiMonthlyDaysOf(first, first)).toEqual({ firstDay: 4, secondDay: 19 });
    expect(semiMonthlyDaysOf(new CalendarDate(2027, 1, 28), new CalendarDate(2027, 1, 31))).toEqual({ firstDay: 13, secondDay: 28 });
    // Not the very next payment of the pair (a month later): ignored.
    expect(semiMonthlyDaysOf(first, new CalendarDate(2027, 1, 19))).toEqual({ firstDay: 4, secondDay: 19 });
    expect(semiMonthlyDaysOf(first, null)).toEqual({ firstDay: 4, secondDay: 19 });
  });

  it("always gives a valid pair whose schedule starts on the first payment date, payments 13 to 16 days apart (property)", () => {
    fc.assert(
      fc.property(anyDate, (first) => {
        const days = semiMonthlyDaysOf(first);
        expect(isSemiMonthlyDayPair(days.firstDay, days.secondDay)).toBe(true);
        const plan = { first, frequency: Frequency.SemiMonthly, ...days };
        expect(scheduleDueDate(plan, 0).toString()).toBe(first.toString());
        let previous = first;
        for (let index = 1; index <= 48; index++) {
          const due = scheduleDueDate(plan, index);
          const gap = daysBetween(previous, due);
          expect(gap).toBeGreaterThanOrEqual(13);
          expect(gap).toBeLessThanOrEqual(16);
          previous = due;
        }
        // Two payments in every month after the first.
        const months = new Map<string, number>();
        for (let index = 0; index < 48; index++) {
          const due = scheduleDueDate(plan, index);
          months.set(`${due.year}-${due.month}`, (months.get(`${due.year}-${due.month}`) ?? 0) + 1);
        }
        expect([...months.values()].slice(1, -1).every((count) => count === 2)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a chosen second payment date that is the next payment of a valid pair (property; a month's last day reads as 31)", () => {
    const pair = fc
      .tuple(fc.integer({ min: 1, max: 27 }), fc.integer({ min: 2, max: 31 }))
      .filter(([a, b]) => isSemiMonthlyDayPair(a, b));
    fc.assert(
      fc.property(pair, anyDate, fc.boolean(), ([firstDay, secondDay], month, onSecond) => {
        const inMonth = month.set({ day: 1 });
        const first = onSecond ? inMonth.set({ day: Math.min(secondDay, inMonth.calendar.getDaysInMonth(inMonth)) }) : inMonth.set({ day: firstDay });
        const plan = { first, frequency: Frequency.SemiMonthly, firstDay, secondDay };
        const second = scheduleDueDate(plan, 1);
        const days = semiMonthlyDaysOf(first, second);
        const chosenPlan = { first, frequency: Frequency.SemiMonthly, ...days };
        expect(isSemiMonthlyDayPair(days.firstDay, days.secondDay)).toBe(true);
        // A payment on a month's last day (the 28th of February…) is "the last day": the 28th and the 31st only differ in later months.
        const atMonthEnd = [first, second].some((date) => date.day >= 28 && date.day === date.calendar.getDaysInMonth(date));
        const compared = atMonthEnd ? 2 : 24;
        for (let index = 0; index < compared; index++) expect(scheduleDueDate(chosenPlan, index).toString()).toBe(scheduleDueDate(plan, index).toString());
      }),
      { numRuns: 1000 },
    );
  });

  it("dates the schedule's first payment on the date the calculator shows, chosen or recommended (property)", () => {
    const context = {
      tenant: "LENDER09",
      features: { RestOfCanada: false, useBankHolidays: false },
      feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
    } as const;
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -2, max: 16 }), (today, offset) => {
        const chosen = today.add({ days: offset });
        const quote = quoteLoan({ ...emptyCalculatorModel(), loanAmount: new Decimal(750), loanFrequency: 24, customerSelectedFirstPaymentDate: chosen }, { ...context, today });
        const shown = quote.acceptedFirstPaymentDate ?? quote.firstPaymentRange.recommended;
        const days = semiMonthlyDaysOf(shown);
        const schedule = amortizationScheduleResult({
          principal: quote.principal,
          annualRatePercent: 19.99,
          frequency: Frequency.SemiMonthly,
          numberOfPayments: quote.numberOfPayments,
          firstPaymentDate: shown,
          biMonthlyFirstDay: days.firstDay,
          biMonthlySecondDay: days.secondDay,
          feePerPeriod: quote.brokerageFeePerPeriod,
        });
        expect(schedule.ok).toBe(true);
        if (!schedule.ok) return;
        expect(schedule.lines[0]?.dueDate.toString()).toBe(shown.toString());
        expect(schedule.lines).toHaveLength(quote.numberOfPayments);
      }),
      { numRuns: 300 },
    );
  });
});
