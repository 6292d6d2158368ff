import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { federalYears, periodsAndOddDays, quebecYears } from "./periods.js";

const d = (year: number, month: number, day: number) => new CalendarDate(year, month, day);

describe("periodsAndOddDays: whole periods counted back from the due date, the rest as odd days", () => {
  it.each([
    ["weekly, exactly 3 weeks", d(2026, 1, 1), d(2026, 1, 22), 52, 3, 0],
    ["weekly, 2 weeks and 4 days", d(2026, 1, 1), d(2026, 1, 19), 52, 2, 4],
    ["bi-weekly, 13 days", d(2026, 1, 1), d(2026, 1, 14), 26, 0, 13],
    ["monthly, 2 months and 5 days", d(2026, 1, 10), d(2026, 3, 15), 12, 2, 5],
    ["monthly on month-ends: January 31 to February 28 is one month", d(2026, 1, 31), d(2026, 2, 28), 12, 1, 0],
    ["monthly on month-ends: January 31 to April 30 is three months", d(2026, 1, 31), d(2026, 4, 30), 12, 3, 0],
    ["semi-monthly: a month and 15 days is three half-months", d(2026, 1, 1), d(2026, 2, 16), 24, 3, 0],
    ["semi-monthly: 14 days are odd days", d(2026, 1, 1), d(2026, 1, 15), 24, 0, 14],
    ["semi-monthly: 20 days are a half-month and 5 days", d(2026, 1, 1), d(2026, 1, 21), 24, 1, 5],
  ] as const)("%s", (_, start, due, perYear, periods, oddDays) => {
    expect(periodsAndOddDays(start, due, perYear)).toEqual({ periods, oddDays });
  });

  it("reads a short month's last day as the schedule's own day: on the 28th, February 28 back one month is January 28", () => {
    // A schedule on month-ends (the default, 31) counts January 31 as the month before; one on the 28th counts January 28.
    expect(periodsAndOddDays(d(2026, 1, 20), d(2026, 2, 28), 12)).toEqual({ periods: 1, oddDays: 11 });
    expect(periodsAndOddDays(d(2026, 1, 20), d(2026, 2, 28), 12, 28)).toEqual({ periods: 1, oddDays: 8 });
  });
});

describe("federal and Québec years", () => {
  it("counts a whole period as 1/periods per year and an odd day as 1/365 federally, every day as 1/365 in Québec", () => {
    const federal = federalYears(d(2026, 1, 1), d(2026, 1, 19), 52);
    // 2/52 + 4/365 = (2 × 365 + 4 × 52) / 18,980.
    expect(federal).toEqual({ units: 2n * 365n + 4n * 52n, perYear: 18_980n });
    expect(quebecYears(d(2026, 1, 1), d(2026, 1, 19))).toEqual({ units: 18n, perYear: 365n });
  });
});
