import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kmToMiles, milesPerKilometre, milesToKm, odometerUnitOptions } from "./odometer.js";

describe("odometer units and conversion (B §9)", () => {
  it("units are 0 km, 1 mi, 2 hr", () => {
    expect(odometerUnitOptions.map((entry) => [entry.value, entry.label.en])).toEqual([
      [0, "km"],
      [1, "mi"],
      [2, "hours"],
    ]);
  });

  it("uses the spec's factor", () => {
    expect(milesPerKilometre).toBe(0.62137);
  });

  it.each([
    [0, 0],
    [1, 1],
    [100000, 62137],
    [160934, 100000],
    [10000, 6214],
    [250000, 155343],
  ])("%i km is %i mi", (km, miles) => {
    expect(kmToMiles(km)).toBe(miles);
  });

  it.each([
    [0, 0],
    [1, 2],
    [62137, 100000],
    [100000, 160935], // 160934.66 with the spec's factor (the exact mile gives 160934.4)
  ])("%i mi is %i km", (miles, km) => {
    expect(milesToKm(miles)).toBe(km);
  });

  it("rounds ties half-up, computed in decimal rather than floating point", () => {
    expect(kmToMiles(50000)).toBe(31069); // 31068.5 mi
    expect(milesToKm(0.310685)).toBe(1); // 0.5 km
    // 1030.542145 / 0.62137 is exactly 1658.5; floating point gives 1658.4999999999998
    expect(Math.round(1030.542145 / 0.62137)).toBe(1658);
    expect(milesToKm(1030.542145)).toBe(1659);
  });

  it("gives NaN for a non-finite reading instead of throwing", () => {
    expect(kmToMiles(Number.NaN)).toBeNaN();
    expect(milesToKm(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it("miles → km → miles gives the same miles", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (miles) => {
        expect(kmToMiles(milesToKm(miles))).toBe(miles);
      }),
    );
  });

  it("km → miles → km is within 1 km", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), (km) => {
        expect(Math.abs(milesToKm(kmToMiles(km)) - km)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("conversions keep order and return whole numbers", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 1e7, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(kmToMiles(low)).toBeLessThanOrEqual(kmToMiles(high));
        expect(milesToKm(low)).toBeLessThanOrEqual(milesToKm(high));
        expect(Number.isInteger(kmToMiles(a))).toBe(true);
        expect(Number.isInteger(milesToKm(a))).toBe(true);
      }),
    );
  });
});
