import { CalendarDate, getDayOfWeek } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWeekend, nextBusinessDay, previousBusinessDay, weekdayOf, weekendsOnly, type BusinessCalendar } from "./businessDays.js";
import { acceptFirstPaymentDate, depositDate, firstPaymentDateRange } from "./dates.js";
import { dateOfDayNumber, dayNumberOfDate } from "./dayNumber.js";
import { canadianBankHolidays } from "./holidays.js";

const date = (text: string) => {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  return new CalendarDate(y, m, d);
};

describe("weekdays and day numbers", () => {
  it("knows known weekdays", () => {
    expect(weekdayOf(date("2026-11-22"))).toBe(0); // Sunday
    expect(weekdayOf(date("2026-11-27"))).toBe(5); // Friday
    expect(weekdayOf(date("2000-02-29"))).toBe(2); // Tuesday
    expect(dayNumberOfDate(date("1970-01-01"))).toBe(0);
    expect(dayNumberOfDate(date("2000-03-01"))).toBe(11017);
  });

  it("agrees with @internationalized/date (property)", () => {
    const start = date("1990-01-01");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * 366 }), (offset) => {
        const day = start.add({ days: offset });
        expect(weekdayOf(day)).toBe(getDayOfWeek(day, "en-US"));
        expect(dayNumberOfDate(day)).toBe(dayNumberOfDate(start) + offset);
        expect(dateOfDayNumber(dayNumberOfDate(day)).toString()).toBe(day.toString());
      }),
      { numRuns: 500 },
    );
  });
});

describe("business days", () => {
  it("skips weekends by default", () => {
    expect(nextBusinessDay(date("2026-11-20")).toString()).toBe("2026-11-23");
    expect(nextBusinessDay(date("2026-11-23")).toString()).toBe("2026-11-24");
    expect(previousBusinessDay(date("2026-11-23")).toString()).toBe("2026-11-20");
    expect(weekendsOnly.isBusinessDay(date("2026-12-25"))).toBe(true);
  });

  it("skips holidays with a bank calendar", () => {
    const quebec = canadianBankHolidays("QC");
    // Thursday Dec 24 → Christmas (Fri) and Boxing Day observed Monday Dec 28 → Tuesday Dec 29
    expect(nextBusinessDay(date("2026-12-24"), quebec).toString()).toBe("2026-12-29");
    expect(nextBusinessDay(date("2026-12-24")).toString()).toBe("2026-12-25");
  });
});

describe("depositDate", () => {
  it("is the next business day, strictly after today", () => {
    expect(depositDate(date("2026-11-20")).toString()).toBe("2026-11-23"); // Friday → Monday
    expect(depositDate(date("2026-11-22")).toString()).toBe("2026-11-23"); // Sunday → Monday
    expect(depositDate(date("2026-11-23")).toString()).toBe("2026-11-24"); // Monday → Tuesday
    expect(depositDate(date("2026-06-23"), canadianBankHolidays("QC")).toString()).toBe("2026-06-25");
  });
});

describe("firstPaymentDateRange", () => {
  it("weekly after a Monday deposit: next day, the Friday of the following week, 13 days", () => {
    const range = firstPaymentDateRange(date("2026-11-23"), 52);
    expect([range.min, range.recommended, range.max].map(String)).toEqual(["2026-11-24", "2026-12-04", "2026-12-06"]);
  });

  it("monthly: 28 days after the deposit at most", () => {
    const range = firstPaymentDateRange(date("2026-11-23"), 12);
    expect(range.max.toString()).toBe("2026-12-21");
    expect(range.recommended.toString()).toBe("2026-12-04");
  });

  it("a Friday deposit recommends the Friday a week later (exactly 7 days)", () => {
    expect(firstPaymentDateRange(date("2026-11-27"), 26).recommended.toString()).toBe("2026-12-04");
  });

  it("moves a Good Friday recommendation to the business day before", () => {
    const range = firstPaymentDateRange(date("2026-03-27"), 52, canadianBankHolidays("ON"));
    expect(range.recommended.toString()).toBe("2026-04-02");
  });

  const calendars: [string, BusinessCalendar][] = [
    ["weekends", weekendsOnly],
    ["QC", canadianBankHolidays("QC")],
    ["ON", canadianBankHolidays("ON")],
    ["BC", canadianBankHolidays("BC")],
  ];

  it("always orders deposit < min ≤ recommended ≤ max with business days (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 * 366 }),
        fc.constantFrom(52, 26, 24, 12) as fc.Arbitrary<52 | 26 | 24 | 12>,
        fc.constantFrom(...calendars),
        (offset, perYear, [, calendar]) => {
          const today = date("2020-01-01").add({ days: offset });
          const deposit = depositDate(today, calendar);
          expect(deposit.compare(today)).toBeGreaterThan(0);
          expect(calendar.isBusinessDay(deposit)).toBe(true);
          for (let day = today.add({ days: 1 }); day.compare(deposit) < 0; day = day.add({ days: 1 })) {
            expect(calendar.isBusinessDay(day)).toBe(false);
          }
          const range = firstPaymentDateRange(deposit, perYear, calendar);
          expect(range.min.compare(deposit)).toBeGreaterThan(0);
          expect(calendar.isBusinessDay(range.min)).toBe(true);
          expect(range.recommended.compare(range.min)).toBeGreaterThanOrEqual(0);
          expect(range.recommended.compare(range.max)).toBeLessThanOrEqual(0);
          expect(calendar.isBusinessDay(range.recommended)).toBe(true);
          expect(range.max.compare(deposit.add({ days: perYear === 12 ? 28 : 13 }))).toBe(0);
          if (calendar === weekendsOnly) {
            expect(weekdayOf(range.recommended)).toBe(5);
            const gap = dayNumberOfDate(range.recommended) - dayNumberOfDate(deposit);
            expect(gap).toBeGreaterThanOrEqual(7);
            expect(gap).toBeLessThanOrEqual(13);
            expect(isWeekend(range.min)).toBe(false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("acceptFirstPaymentDate", () => {
  const range = firstPaymentDateRange(date("2026-11-23"), 52);
  it("keeps a date within the range, bounds included", () => {
    expect(acceptFirstPaymentDate(range, date("2026-12-01"))?.toString()).toBe("2026-12-01");
    expect(acceptFirstPaymentDate(range, date("2026-11-24"))?.toString()).toBe("2026-11-24");
    expect(acceptFirstPaymentDate(range, date("2026-12-06"))?.toString()).toBe("2026-12-06");
  });
  it("discards a date outside or missing", () => {
    expect(acceptFirstPaymentDate(range, date("2026-11-23"))).toBeNull();
    expect(acceptFirstPaymentDate(range, date("2026-12-07"))).toBeNull();
    expect(acceptFirstPaymentDate(range, null)).toBeNull();
  });
});
