import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import { Colessee, decodeColessee, emptyColessee, encodeColessee } from "./colessee.js";
import { Lessee } from "./lessee.js";

const decoded = (input: unknown) => {
  const result = decodeColessee(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe("co-lessee (B §3.6)", () => {
  it("empty co-lessee equals decoding {}", () => {
    expect(emptyColessee()).toEqual(decoded({}));
    expect(emptyColessee().isCoLesseeAddressSameAsLessee).toBe(false);
  });

  it("prefixes every field with co, with one previous address and one extra job", () => {
    const keys = Object.keys(Colessee.fields);
    expect(keys.filter((key) => key !== "isCoLesseeAddressSameAsLessee" && !/^co[A-Z]/.test(key))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(["coFirstName", "coSinNumber", "coStreet1", "coWorkCompany1", "coBankinst"]));
    expect(keys).not.toContain("coStreet2");
    expect(keys).not.toContain("coWorkCompany2");
    const lesseeKeys = new Set(Object.keys(Lessee.fields));
    const unprefixed = keys.filter((key) => key.startsWith("co")).map((key) => key.charAt(2).toLowerCase() + key.slice(3));
    expect(unprefixed.filter((key) => !lesseeKeys.has(key))).toEqual([]);
  });

  it("names the bad fields", () => {
    const result = decodeColessee({ coBirthDate: 19900101, isCoLesseeAddressSameAsLessee: "yes" });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["coBirthDate", "isCoLesseeAddressSameAsLessee"]);
  });

  it("round-trips generated wire JSON both ways", () => {
    expect(randomisedFieldCount(Colessee)).toBe(Object.keys(Colessee.fields).length);
    fc.assert(
      fc.property(wireArbitrary(Colessee, encodeColessee(emptyColessee())), (json) => {
        const value = decoded(json);
        expect(encodeColessee(value)).toEqual(json);
        expect(decoded(encodeColessee(value))).toEqual(value);
      }),
      { numRuns: 100 },
    );
  });
});
