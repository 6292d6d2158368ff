import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { birthDayOptions, birthMonthOptions, birthYearOptions } from "./account.js";
import { applicantAge, applicantAgeRefusal, birthDaysInMonthOf } from "./age.js";

/** Any lender day from 1990 to 2200, leap days included. */
const dayArb = fc
  .record({ year: fc.integer({ min: 1990, max: 2200 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => new CalendarDate(year, month, Math.min(day, birthDaysInMonthOf(year, month))));

/** Every date the pickers offer on `today` in the newest and oldest three years (the middle years are whole). */
const offeredDates = (today: CalendarDate) =>
  [...birthYearOptions(today).slice(0, 3), ...birthYearOptions(today).slice(-3)].flatMap((year) =>
    birthMonthOptions(year, today).options.flatMap((month) => birthDayOptions(year, month, today).options.map((day) => ({ year, month, day }))),
  );

describe("applicant age rule (the server's, mirrored by the birthdate pickers)", () => {
  it("counts whole years, a birthday reached on its day", () => {
    const today = { year: 2026, month: 11, day: 22 };
    expect(applicantAge({ year: 2008, month: 11, day: 22 }, today)).toBe(18);
    expect(applicantAge({ year: 2008, month: 11, day: 23 }, today)).toBe(17);
    expect(applicantAgeRefusal({ year: 2008, month: 11, day: 23 }, today)).toBe("underAge");
    expect(applicantAgeRefusal({ year: 1925, month: 11, day: 21 }, today)).toBe("overAge");
    // 29 February: 18 only on 1 March of a common year.
    expect(applicantAgeRefusal({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe("underAge");
    expect(applicantAgeRefusal({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBeNull();
  });

  it("offers the newest year only up to the 18th birthday that has passed", () => {
    const today = new CalendarDate(2026, 11, 22);
    expect(birthYearOptions(today)[0]).toBe(2008);
    expect(birthMonthOptions(2008, today).options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(birthDayOptions(2008, 11, today).options.at(-1)).toBe(22);
    // Without today (the login form), the whole calendar.
    expect(birthMonthOptions(2008).options).toHaveLength(12);
  });

  it("every date offered passes the server's rule, and the day after the newest one offered does not (property)", () => {
    fc.assert(
      fc.property(dayArb, (today) => {
        const offered = offeredDates(today);
        expect(offered.length).toBeGreaterThan(0);
        expect(offered.filter((date) => applicantAgeRefusal(date, today) !== null)).toEqual([]);
        // The boundary: the newest date offered is the 18th birthday; the next day is refused.
        const newest = offered[0]!;
        const lastMonth = Math.max(...birthMonthOptions(newest.year, today).options);
        const lastDay = Math.max(...birthDayOptions(newest.year, lastMonth, today).options);
        const next = new CalendarDate(newest.year, lastMonth, lastDay).add({ days: 1 });
        expect(applicantAgeRefusal(next, today)).toBe("underAge");
        // Each year offered has a day accepted; the year after the newest is not offered at all.
        expect(birthYearOptions(today)).not.toContain(today.year - 17);
      }),
      { numRuns: 40 },
    );
  });
});
