import { describe, expect, it } from "vitest";
import {
  Frequency,
  frequencyCodeOf,
  frequencyOptions,
  isFrequencyCode,
  isPeriodsPerYear,
  periodsPerYearOf,
} from "./frequency.js";

describe("frequency (A §9, B §9, C §9)", () => {
  it("lists weekly 0, bi-weekly 1, semi-monthly 3, monthly 2 in that order", () => {
    expect(frequencyOptions.map((entry) => entry.value)).toEqual([0, 1, 3, 2]);
    expect(Frequency).toEqual({ Weekly: 0, BiWeekly: 1, Monthly: 2, SemiMonthly: 3 });
  });

  it.each([
    [0, 52],
    [1, 26],
    [3, 24],
    [2, 12],
  ] as const)("code %i has %i periods per year, and back", (code, periods) => {
    expect(periodsPerYearOf(code)).toBe(periods);
    expect(frequencyCodeOf(periods)).toBe(code);
  });

  it("guards accept only the four codes and the four period counts", () => {
    expect([0, 1, 2, 3, 4, -1, "0", null].map(isFrequencyCode)).toEqual([true, true, true, true, false, false, false, false]);
    expect([52, 26, 24, 12, 13, "52"].map(isPeriodsPerYear)).toEqual([true, true, true, true, false, false]);
  });
});
