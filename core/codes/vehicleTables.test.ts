import { describe, expect, it } from "vitest";
import { carStateOptions } from "./carState.js";
import { engineFuelOptions } from "./engineFuel.js";
import { legalWarrantyOf, legalWarrantyOptions } from "./legalWarranty.js";
import { marineTypeOptions } from "./marineType.js";
import { labelOf } from "./option.js";
import { recreationalTypeOptions } from "./recreationalType.js";
import { shipTypeOptions } from "./shipType.js";
import { trailerTypeOptions } from "./trailerType.js";
import { VehicleUsage, vehicleUsageOptions } from "./vehicleUsage.js";
import { vehicleTypeOptions } from "./vehicleType.js";

const valuesOf = (table: readonly { value: unknown }[]) => table.map((entry) => entry.value);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe("vehicle code tables (B §9, C §3.3)", () => {
  it("ship type 0 to 4 in the spec's order", () => {
    expect(valuesOf(shipTypeOptions)).toEqual(range(0, 4));
    expect(shipTypeOptions.map((entry) => entry.label.en)).toEqual([
      "At our office",
      "At the auction",
      "At a dealership",
      "By delivery (agent)",
      "By towing service",
    ]);
  });

  it("vehicle usage: personal 0, sole proprietorship 1, incorporated 2", () => {
    expect(VehicleUsage).toEqual({ Personal: 0, SoleProprietorship: 1, Incorporated: 2 });
    expect(valuesOf(vehicleUsageOptions)).toEqual([0, 1, 2]);
  });

  it("vehicle type 0 to 8", () => {
    expect(valuesOf(vehicleTypeOptions)).toEqual(range(0, 8));
    expect(labelOf(vehicleTypeOptions, 0, "en")).toBe("Car");
  });

  it("car state: 0 used, 1 new", () => {
    expect(carStateOptions.map((entry) => [entry.value, entry.label.en])).toEqual([
      [0, "Used"],
      [1, "New"],
    ]);
  });

  it("legal warranty classes carry months and km as data", () => {
    expect(legalWarrantyOptions.map(({ value, months, km }) => ({ value, months, km }))).toEqual([
      { value: "A", months: 6, km: 10000 },
      { value: "B", months: 3, km: 5000 },
      { value: "C", months: 1, km: 1700 },
      { value: "D", months: 0, km: 0 },
    ]);
    expect(legalWarrantyOf("B")).toEqual({ months: 3, km: 5000 });
    expect(legalWarrantyOf("E")).toBeUndefined();
    expect(labelOf(legalWarrantyOptions, "A", "fr")).toBe("Classe A : 6 mois ou 10000 km");
    expect(labelOf(legalWarrantyOptions, "C", "en")).toBe("Class C: 1 month or 1700 km");
    expect(labelOf(legalWarrantyOptions, "D", "en")).toBe("Class D: none");
  });

  it("legal warranty cover shrinks from class A to class D", () => {
    legalWarrantyOptions.slice(1).forEach((entry, index) => {
      const previous = legalWarrantyOptions[index]!;
      expect(entry.months).toBeLessThan(previous.months);
      expect(entry.km).toBeLessThan(previous.km);
    });
  });

  it("trailer types 0 to 10", () => {
    expect(valuesOf(trailerTypeOptions)).toEqual(range(0, 10));
  });

  it("recreational types hold the spec's 2 and 4", () => {
    expect(valuesOf(recreationalTypeOptions)).toEqual(expect.arrayContaining([2, 4]));
    expect(valuesOf(recreationalTypeOptions)).toEqual(range(0, 7));
  });

  it("marine types hold the spec's 1, 2 and 4", () => {
    expect(valuesOf(marineTypeOptions)).toEqual(expect.arrayContaining([1, 2, 4]));
    expect(valuesOf(marineTypeOptions)).toEqual(range(0, 6));
  });

  it("engine fuel 0 to 3", () => {
    expect(valuesOf(engineFuelOptions)).toEqual(range(0, 3));
  });
});
