import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import { decodeVehicle, emptyVehicle, encodeVehicle, Vehicle } from "./vehicle.js";

const decoded = (input: unknown) => {
  const result = decodeVehicle(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe("vehicle (B §3.8)", () => {
  it("empty vehicle equals decoding {}", () => {
    expect(emptyVehicle()).toEqual(decoded({}));
    expect(emptyVehicle().damageAmount).toBeNull();
  });

  it("copies identity and declarations for the trade-in with the prefix ex", () => {
    const keys = Object.keys(Vehicle.fields);
    for (const key of ["vin", "year", "make", "odometer", "isDailyRental", "isIncidentDamage", "damageAmount", "outOfOntarioName"]) {
      expect(keys).toContain(key);
      expect(keys).toContain(`ex${key.charAt(0).toUpperCase()}${key.slice(1)}`);
    }
    const vehicle = decoded({ damageAmount: "1200.40", exDamageAmount: 300, exIsTaxi: true });
    expect(vehicle.damageAmount?.toString()).toBe("1200.4");
    expect(vehicle.exDamageAmount?.toString()).toBe("300");
    expect([vehicle.isTaxi, vehicle.exIsTaxi]).toEqual([false, true]);
  });

  it("accepts only the legal warranty classes A to D", () => {
    expect(decoded({ legalWarrantyType: "C" }).legalWarrantyType).toBe("C");
    const result = decodeVehicle({ legalWarrantyType: "E", EngineCC: "big" });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["EngineCC", "legalWarrantyType"]);
  });

  it("round-trips generated wire JSON both ways", () => {
    expect(randomisedFieldCount(Vehicle)).toBe(Object.keys(Vehicle.fields).length - 1);
    const wire = wireArbitrary(Vehicle, encodeVehicle(emptyVehicle()), {
      legalWarrantyType: fc.constantFrom(null, "A", "B", "C", "D"),
    });
    fc.assert(
      fc.property(wire, (json) => {
        const value = decoded(json);
        expect(encodeVehicle(value)).toEqual(json);
        expect(decoded(encodeVehicle(value))).toEqual(value);
      }),
      { numRuns: 100 },
    );
  });
});
