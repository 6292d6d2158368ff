import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { bankHolidaysOf, canadianBankHolidays, easterSunday } from "./holidays.js";

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
    expect(observed(2026, "ON", "civicHoliday")).toBeUndefined();
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
