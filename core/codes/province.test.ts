import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelOf } from "./option.js";
import { postalCodeFitsProvince, Province, provinceIdOfIsoCode, provinceIsoCodeOf, provinceOptions, provincePostalLetters } from "./province.js";

describe("provinces (C §3.3)", () => {
  it("keeps the spec's ids: Québec 1, Ontario 2", () => {
    expect(Province.Quebec).toBe(1);
    expect(Province.Ontario).toBe(2);
    expect(provinceOptions[0]).toEqual({ value: 1, iso: "QC", label: { fr: "Québec", en: "Quebec" } });
    expect(provinceOptions[1]?.iso).toBe("ON");
  });

  it("holds all 13 provinces and territories with ids 1 to 13", () => {
    expect(provinceOptions.map((entry) => entry.value)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    expect(provinceOptions.map((entry) => entry.iso).sort()).toEqual(
      ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"],
    );
    expect(labelOf(provinceOptions, Province.BritishColumbia, "fr")).toBe("Colombie-Britannique");
  });

  it("id ↔ ISO code round trip for every province", () => {
    for (const entry of provinceOptions) {
      expect(provinceIsoCodeOf(entry.value)).toBe(entry.iso);
      expect(provinceIdOfIsoCode(entry.iso)).toBe(entry.value);
      expect(provinceIdOfIsoCode(` ca-${entry.iso.toLowerCase()} `)).toBe(entry.value);
    }
  });

  it("unknown ids and codes give undefined", () => {
    expect(provinceIsoCodeOf(0)).toBeUndefined();
    expect(provinceIsoCodeOf("1")).toBeUndefined();
    expect(provinceIdOfIsoCode("XX")).toBeUndefined();
    expect(provinceIdOfIsoCode(1)).toBeUndefined();
  });
});

describe("postalCodeFitsProvince", () => {
  const everyLetter = [..."ABCEGHJKLMNPRSTVXY"];
  const anyPostal = (first: string) =>
    fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom(..."ABCEGHJKLMNPRSTVWXYZ"), fc.constantFrom(" ", ""), fc.integer({ min: 0, max: 9 }), fc.constantFrom(..."ABCEGHJKLMNPRSTVWXYZ"), fc.integer({ min: 0, max: 9 })).map((rest) => `${first}${rest.join("")}`);

  it("holds for every province exactly for its own first letters, in any case", () => {
    fc.assert(
      fc.property(fc.constantFrom(...provinceOptions), fc.constantFrom(...everyLetter).chain((letter) => anyPostal(letter).map((code) => [letter, code] as const)), fc.boolean(), (province, [letter, code], lower) => {
        expect(postalCodeFitsProvince(lower ? code.toLowerCase() : code, province.value)).toBe(provincePostalLetters[province.value].includes(letter));
      }),
    );
  });

  it("gives each first letter to exactly one province, except X (Northwest Territories and Nunavut)", () => {
    for (const letter of everyLetter) {
      const owners = provinceOptions.filter((province) => provincePostalLetters[province.value].includes(letter)).map((province) => province.iso);
      expect(owners, letter).toEqual(letter === "X" ? ["NT", "NU"] : [expect.any(String)]);
    }
    expect(postalCodeFitsProvince("H2X 1Y4", Province.Ontario)).toBe(false);
    expect(postalCodeFitsProvince("H2X 1Y4", Province.Quebec)).toBe(true);
    expect(postalCodeFitsProvince("K1A 0B1", Province.Ontario)).toBe(true);
  });

  it("leaves an unknown province or a code not starting with a letter to the other checks", () => {
    expect(postalCodeFitsProvince("H2X 1Y4", -1)).toBe(true);
    expect(postalCodeFitsProvince("H2X 1Y4", 99)).toBe(true);
    expect(postalCodeFitsProvince("", Province.Ontario)).toBe(true);
    expect(postalCodeFitsProvince("2HX", Province.Ontario)).toBe(true);
  });
});
