import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import { decodeLessee, emptyLessee, encodeLessee, Lessee } from "./lessee.js";

const decoded = (input: unknown) => {
  const result = decodeLessee(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe("lessee (B §3.5)", () => {
  it("empty lessee equals decoding {}", () => {
    expect(emptyLessee()).toEqual(decoded({}));
    expect(emptyLessee().birthDate).toBeNull();
    expect(emptyLessee().workGrosIncome).toBeNull();
  });

  it("holds every group the spec lists, with the suffix pattern", () => {
    const keys = Object.keys(Lessee.fields);
    const expected = [
      "sinNumber", "noRefSAAQ", "driverLicence", "cellPhoneLanguage", "homePhoneLanguage", "businessPhoneLanguage",
      "bankinst", "bankinst2", "banktransit2", "rentAmount", "street1", "street2", "adrYears2",
      "workGrosIncome", "workNEQ", "workPhoneExt", "workCompany1", "workCompany3", "workGrosIncome3",
      "refName1", "refLink3",
    ];
    expect(expected.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys).not.toContain("workCompany4");
    expect(keys).not.toContain("street3");
  });

  it("reads a null text as empty text (older servers send null)", () => {
    expect(decoded({ firstName: null, apartment: null }).firstName).toBe("");
  });

  it("names the bad fields", () => {
    const result = decodeLessee({ sinNumber: 123, birthDate: "1990-13-01", workGrosIncome: "lots" });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["sinNumber", "birthDate", "workGrosIncome"]);
  });

  it("round-trips generated wire JSON both ways", () => {
    expect(randomisedFieldCount(Lessee)).toBe(Object.keys(Lessee.fields).length);
    fc.assert(
      fc.property(wireArbitrary(Lessee, encodeLessee(emptyLessee())), (json) => {
        const value = decoded(json);
        expect(encodeLessee(value)).toEqual(json);
        expect(decoded(encodeLessee(value))).toEqual(value);
      }),
      { numRuns: 100 },
    );
  });
});
