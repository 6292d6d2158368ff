import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAdmin, Role, roleIds } from "../access/roles.js";
import { vehicleYearCountOf, vehicleYearOptions } from "./vehicleYear.js";

describe("vehicle year list (A §6, A §9, B §4)", () => {
  it("non-admins get 21 years from currentYear + 2 down", () => {
    const years = vehicleYearOptions(Role.Merchant, 2026).map((entry) => entry.value);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2028);
    expect(years.at(-1)).toBe(2008);
  });

  it("admins get 100 years from currentYear + 2 down", () => {
    const years = vehicleYearOptions(Role.Admin, 2026).map((entry) => entry.value);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2028);
    expect(years.at(-1)).toBe(1929);
  });

  it.each(roleIds)("role %i gets %s years", (role) => {
    expect(vehicleYearCountOf(role)).toBe(role === Role.Admin ? 100 : 21);
  });

  it("labels are the year in both languages", () => {
    expect(vehicleYearOptions(Role.Client, 2026)[0]).toEqual({ value: 2028, label: { fr: "2028", en: "2028" } });
  });

  it("gives an empty list for a non-finite year and truncates a fractional one", () => {
    expect(vehicleYearOptions(Role.Admin, Number.NaN)).toEqual([]);
    expect(vehicleYearOptions(Role.Client, 2026.7)[0]?.value).toBe(2028);
  });

  it("for any year and role: consecutive years counting down from currentYear + 2, 100 for admins else 21", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 3000 }), fc.constantFrom(...roleIds), (currentYear, role) => {
        const years = vehicleYearOptions(role, currentYear).map((entry) => entry.value);
        expect(years).toHaveLength(isAdmin(role) ? 100 : 21);
        years.forEach((year, index) => expect(year).toBe(currentYear + 2 - index));
      }),
    );
  });

  it("the non-admin list is the start of the admin list", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 3000 }), fc.constantFrom(...roleIds.filter((role) => !isAdmin(role))), (year, role) => {
        expect(vehicleYearOptions(Role.Admin, year).slice(0, 21)).toEqual(vehicleYearOptions(role, year));
      }),
    );
  });
});
