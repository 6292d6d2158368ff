import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { provinceOptions } from "../codes/province.js";
import { isWeekend } from "./businessDays.js";
import { bankHolidaysOf, canadianBankHolidays, canadianHolidayDefinitions, easterSunday, holidaySources, type BankCalendarKind } from "./holidays.js";

const observed = (year: number, province: Parameters<typeof bankHolidaysOf>[1], id: string) =>
  bankHolidaysOf(year, province)
    .find((holiday) => holiday.id === id)
    ?.observed.toString();

describe("easterSunday (anonymous Gregorian algorithm)", () => {
  it("gives known Easter dates", () => {
    expect(easterSunday(2026).toString()).toBe("2026-04-05");
    expect(easterSunday(2027).toString()).toBe("2027-03-28");
    expect(easterSunday(2024).toString()).toBe("2024-03-31");
    expect(easterSunday(2025).toString()).toBe("2025-04-20");
    expect(easterSunday(2000).toString()).toBe("2000-04-23");
    expect(easterSunday(2038).toString()).toBe("2038-04-25"); // the latest possible
    expect(easterSunday(2285).toString()).toBe("2285-03-22"); // the earliest possible
  });
});

describe("bankHolidaysOf", () => {
  it("places the moving holidays of 2026", () => {
    expect(observed(2026, "ON", "goodFriday")).toBe("2026-04-03");
    expect(observed(2026, "ON", "victoriaDay")).toBe("2026-05-18");
    expect(observed(2025, "ON", "victoriaDay")).toBe("2025-05-19");
    expect(observed(2027, "ON", "victoriaDay")).toBe("2027-05-24"); // May 24 itself is a Monday
    expect(observed(2026, "ON", "labourDay")).toBe("2026-09-07");
    expect(observed(2026, "ON", "thanksgiving")).toBe("2026-10-12");
    expect(observed(2026, "ON", "familyDay")).toBe("2026-02-16");
    expect(observed(2026, "MB", "louisRielDay")).toBe("2026-02-16");
    expect(observed(2026, "BC", "civicHoliday")).toBe("2026-08-03");
    expect(observed(2026, "YT", "discoveryDay")).toBe("2026-08-17");
  });

  it("has the provincial holidays only where they are statutory", () => {
    expect(observed(2026, "QC", "saintJeanBaptiste")).toBe("2026-06-24");
    expect(observed(2026, "QC", "easterMonday")).toBe("2026-04-06");
    expect(observed(2026, "ON", "saintJeanBaptiste")).toBeUndefined();
    expect(observed(2026, "QC", "familyDay")).toBeUndefined();
    expect(observed(2026, "ON", "civicHoliday")).toBe("2026-08-03");
    expect(observed(2026, "QC", "civicHoliday")).toBeUndefined();
    expect(observed(2026, undefined, "familyDay")).toBeUndefined();
    expect(observed(2026, undefined, "christmasDay")).toBe("2026-12-25");
  });

  it("moves weekend holidays to the next free weekday", () => {
    expect(observed(2029, "ON", "canadaDay")).toBe("2029-07-02"); // Sunday → Monday
    expect(observed(2028, "ON", "canadaDay")).toBe("2028-07-03"); // Saturday → Monday
    expect(observed(2027, "ON", "christmasDay")).toBe("2027-12-27"); // Saturday → Monday
    expect(observed(2027, "ON", "boxingDay")).toBe("2027-12-28"); // Sunday → Tuesday (Monday taken)
    expect(observed(2022, "ON", "christmasDay")).toBe("2022-12-26"); // Sunday → Monday
    expect(observed(2022, "ON", "boxingDay")).toBe("2022-12-27"); // Monday taken → Tuesday
    expect(observed(2022, "ON", "newYearsDay")).toBe("2022-01-03"); // Saturday → Monday
  });

  it("starts the Day for Truth and Reconciliation in 2021", () => {
    expect(observed(2020, "ON", "truthAndReconciliationDay")).toBeUndefined();
    expect(observed(2021, "ON", "truthAndReconciliationDay")).toBe("2021-09-30");
  });

  it("lists holidays in date order", () => {
    const days = bankHolidaysOf(2026, "QC").map((holiday) => holiday.observed.toString());
    expect([...days].sort()).toEqual(days);
  });
});

describe("canadianBankHolidays", () => {
  it("closes weekends and the province's holidays only", () => {
    const quebec = canadianBankHolidays("QC");
    const ontario = canadianBankHolidays("ON");
    expect(quebec.isBusinessDay(new CalendarDate(2026, 6, 24))).toBe(false);
    expect(ontario.isBusinessDay(new CalendarDate(2026, 6, 24))).toBe(true);
    expect(ontario.isBusinessDay(new CalendarDate(2026, 2, 16))).toBe(false);
    expect(quebec.isBusinessDay(new CalendarDate(2026, 2, 16))).toBe(true);
    expect(ontario.isBusinessDay(new CalendarDate(2026, 11, 21))).toBe(false); // Saturday
    expect(ontario.isBusinessDay(new CalendarDate(2026, 11, 23))).toBe(true);
    expect(ontario.isBusinessDay(new CalendarDate(2029, 7, 2))).toBe(false);
  });
});

/** Every weekday of `year` the calendar closes, as yyyy-MM-dd. */
const closedWeekdays = (year: number, calendar: ReturnType<typeof canadianBankHolidays>): string[] => {
  const closed: string[] = [];
  for (let day = new CalendarDate(year, 1, 1); day.year === year; day = day.add({ days: 1 })) {
    if (!isWeekend(day) && !calendar.isBusinessDay(day)) closed.push(day.toString());
  }
  return closed;
};

// Worked out by hand from each rule and a wall calendar (Easter 2026-04-05, 2027-03-28, 2028-04-16).
const clearingDays: Record<number, string[]> = {
  2026: ["01-01", "04-03", "05-18", "07-01", "09-07", "09-30", "10-12", "11-11", "12-25", "12-28"],
  2027: ["01-01", "03-26", "05-24", "07-01", "09-06", "09-30", "10-11", "11-11", "12-27", "12-28"],
  2028: ["01-03", "04-14", "05-22", "07-03", "09-04", "10-02", "10-09", "11-13", "12-25", "12-26"],
};
const branchDays: Record<"QC" | "ON", Record<number, string[]>> = {
  QC: {
    2026: ["01-01", "01-02", "04-03", "04-06", "05-18", "06-24", "07-01", "09-07", "09-30", "10-12", "11-11", "12-25", "12-28"],
    2027: ["01-01", "01-04", "03-26", "03-29", "05-24", "06-24", "07-01", "09-06", "09-30", "10-11", "11-11", "12-27", "12-28"],
    2028: ["01-03", "01-04", "04-14", "04-17", "05-22", "06-26", "07-03", "09-04", "10-02", "10-09", "11-13", "12-25", "12-26"],
  },
  ON: {
    2026: ["01-01", "02-16", "04-03", "05-18", "07-01", "08-03", "09-07", "09-30", "10-12", "11-11", "12-25", "12-28"],
    2027: ["01-01", "02-15", "03-26", "05-24", "07-01", "08-02", "09-06", "09-30", "10-11", "11-11", "12-27", "12-28"],
    2028: ["01-03", "02-21", "04-14", "05-22", "07-03", "08-07", "09-04", "10-02", "10-09", "11-13", "12-25", "12-26"],
  },
};

describe("bank calendars 2026–2028, by province and kind", () => {
  for (const year of [2026, 2027, 2028]) {
    for (const province of ["QC", "ON"] as const) {
      it(`${province} ${year}: branches close on these weekdays`, () => {
        expect(closedWeekdays(year, canadianBankHolidays(province))).toEqual(branchDays[province][year]!.map((day) => `${year}-${day}`));
      });
      it(`${province} ${year}: clearing stops on Payments Canada's days only`, () => {
        expect(closedWeekdays(year, canadianBankHolidays(province, { kind: "clearing" }))).toEqual(clearingDays[year]!.map((day) => `${year}-${day}`));
      });
    }
  }

  // Each province's own branch days beyond the federal (clearing) ones, worked out by hand.
  const provincialDays: Record<string, Record<number, string[]>> = {
    BC: { 2026: ["02-16", "08-03"], 2027: ["02-15", "08-02"], 2028: ["02-21", "08-07"] },
    AB: { 2026: ["02-16"], 2027: ["02-15"], 2028: ["02-21"] },
    SK: { 2026: ["02-16", "08-03"], 2027: ["02-15", "08-02"], 2028: ["02-21", "08-07"] },
    NB: { 2026: ["02-16", "08-03"], 2027: ["02-15", "08-02"], 2028: ["02-21", "08-07"] },
    MB: { 2026: ["02-16"], 2027: ["02-15"], 2028: ["02-21"] },
    NS: { 2026: ["02-16"], 2027: ["02-15"], 2028: ["02-21"] },
    PE: { 2026: ["02-16"], 2027: ["02-15"], 2028: ["02-21"] },
    NL: { 2026: [], 2027: [], 2028: [] },
    // June 21, 2026 is a Sunday: observed Monday the 22nd.
    YT: { 2026: ["06-22", "08-17"], 2027: ["06-21", "08-16"], 2028: ["06-21", "08-21"] },
    NT: { 2026: ["06-22", "08-03"], 2027: ["06-21", "08-02"], 2028: ["06-21", "08-07"] },
    // July 9, 2028 is a Sunday: observed Monday the 10th.
    NU: { 2026: ["07-09", "08-03"], 2027: ["07-09", "08-02"], 2028: ["07-10", "08-07"] },
  };
  for (const [province, byYear] of Object.entries(provincialDays)) {
    it(`${province} 2026–2028: branches close on the federal days and the province's own; clearing on the federal days`, () => {
      for (const year of [2026, 2027, 2028]) {
        const code = province as Parameters<typeof canadianBankHolidays>[0];
        const branch = [...clearingDays[year]!, ...byYear[year]!].sort().map((day) => `${year}-${day}`);
        expect(closedWeekdays(year, canadianBankHolidays(code)), `${province} ${year}`).toEqual(branch);
        expect(closedWeekdays(year, canadianBankHolidays(code, { kind: "clearing" })), `${province} ${year}`).toEqual(clearingDays[year]!.map((day) => `${year}-${day}`));
      }
    });
  }

  it("settles the days QC and ON disagreed on: January 2, Easter Monday, the Civic Holiday", () => {
    const day = (text: string) => new CalendarDate(...(text.split("-").map(Number) as [number, number, number]));
    const quebec = canadianBankHolidays("QC");
    const ontario = canadianBankHolidays("ON");
    const clearing = canadianBankHolidays("QC", { kind: "clearing" });
    for (const text of ["2026-01-02", "2027-01-04", "2028-01-04"]) {
      expect(quebec.isBusinessDay(day(text)), text).toBe(false);
      expect(ontario.isBusinessDay(day(text)), text).toBe(true);
    }
    for (const text of ["2026-04-06", "2027-03-29", "2028-04-17"]) {
      expect(quebec.isBusinessDay(day(text)), text).toBe(false);
      expect(clearing.isBusinessDay(day(text)), text).toBe(true);
    }
    for (const text of ["2026-08-03", "2027-08-02", "2028-08-07"]) {
      expect(ontario.isBusinessDay(day(text)), text).toBe(false);
      expect(clearing.isBusinessDay(day(text)), text).toBe(true);
    }
  });

  it("says which kind of day it models", () => {
    expect(canadianBankHolidays("QC").kind).toBe("branch");
    expect(canadianBankHolidays("QC", { kind: "clearing" }).kind).toBe("clearing");
    expect(canadianBankHolidays("ON").province).toBe("ON");
  });

  it("names a known source for every holiday rule", () => {
    for (const definition of canadianHolidayDefinitions) {
      expect(definition.sources.length, definition.id).toBeGreaterThan(0);
      for (const source of definition.sources) expect(holidaySources[source], `${definition.id}: ${source}`).toBeTruthy();
      expect(definition.closes.length, definition.id).toBeGreaterThan(0);
    }
    expect(bankHolidaysOf(2027, "QC").find((holiday) => holiday.id === "dayAfterNewYearsDay")?.sources).toEqual(["quebecInterpretationAct"]);
  });
});

const provinces = provinceOptions.map((option) => option.iso);
const anyDay = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => new CalendarDate(2026, 1, 1).add({ days: offset }));
const anyKind = fc.constantFrom<BankCalendarKind>("branch", "clearing");
const anyProvince = fc.option(fc.constantFrom(...provinces), { nil: undefined });

describe("bank calendar properties", () => {
  it("an added day is never a business day, a removed weekday always is (unless also added), a weekend never is", () => {
    fc.assert(
      fc.property(anyProvince, anyKind, fc.array(anyDay, { maxLength: 6 }), fc.array(anyDay, { maxLength: 6 }), anyDay, (province, kind, addedDays, removedDays, day) => {
        const calendar = canadianBankHolidays(province, { kind, addedDays, removedDays });
        const same = (other: CalendarDate) => other.compare(day) === 0;
        const open = calendar.isBusinessDay(day);
        if (isWeekend(day) || addedDays.some(same)) expect(open).toBe(false);
        else if (removedDays.some(same)) expect(open).toBe(true);
        else expect(open).toBe(canadianBankHolidays(province, { kind }).isBusinessDay(day));
      }),
      { numRuns: 2_000 },
    );
  });

  it("clearing is open whenever branches are (clearing closes only federal days)", () => {
    fc.assert(
      fc.property(anyProvince, anyDay, (province, day) => {
        if (canadianBankHolidays(province).isBusinessDay(day)) expect(canadianBankHolidays(province, { kind: "clearing" }).isBusinessDay(day)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
