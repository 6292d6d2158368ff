import { describe, expect, it } from "vitest";
import { labelOf } from "./option.js";
import { Province, provinceIdOfIsoCode, provinceIsoCodeOf, provinceOptions } from "./province.js";

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
