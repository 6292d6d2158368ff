import { describe, expect, it } from "vitest";
import { defaultFeatures } from "../access/features.js";
import { labelOf } from "./option.js";
import { isSupremeProtectionWithoutJobLoss, supremeProtectionWithoutJobLossWorkTypes } from "./supremeProtection.js";
import { allWorkTypeOptions, workTypeOptions } from "./workType.js";

const restOfCanada = { ...defaultFeatures, RestOfCanada: true };

describe("work types (B §9, B §6, C §3.9)", () => {
  it("default list is codes 0 to 21 in order", () => {
    expect(workTypeOptions(defaultFeatures).map((entry) => entry.value)).toEqual(
      Array.from({ length: 22 }, (_, code) => code),
    );
  });

  it("RestOfCanada list is 22, 7, 17, 16, 26, 11, 25, 8, 5, 23 in that order", () => {
    expect(workTypeOptions(restOfCanada).map((entry) => entry.value)).toEqual([22, 7, 17, 16, 26, 11, 25, 8, 5, 23]);
  });

  it("a code in both lists has the same label in both", () => {
    for (const entry of workTypeOptions(restOfCanada)) {
      const inDefault = workTypeOptions(defaultFeatures).find((other) => other.value === entry.value);
      if (inDefault) expect(inDefault.label).toEqual(entry.label);
    }
  });

  it("every code of either list has a label in the full table, and 24 is not defined", () => {
    const values = allWorkTypeOptions.map((entry) => entry.value);
    for (const entry of [...workTypeOptions(defaultFeatures), ...workTypeOptions(restOfCanada)]) {
      expect(values).toContain(entry.value);
    }
    expect(values).not.toContain(24);
    expect(labelOf(allWorkTypeOptions, 4, "en")).toBe("Retired");
  });
});

describe("supreme protection without job-loss cover (B §5)", () => {
  const spec = [4, 5, 6, 7, 8, 9, 19, 20, 16, 17, 18];

  it("holds exactly the spec's work types", () => {
    expect([...supremeProtectionWithoutJobLossWorkTypes]).toEqual(spec);
  });

  it.each(Array.from({ length: 27 }, (_, code) => code))("work type %i", (code) => {
    expect(isSupremeProtectionWithoutJobLoss(code)).toBe(spec.includes(code));
  });

  it("rejects anything that is not a number code", () => {
    for (const value of ["4", null, undefined, 4.5, Number.NaN, {}]) {
      expect(isSupremeProtectionWithoutJobLoss(value)).toBe(false);
    }
  });

  it("contains no salaried or self-employed work type of the default list", () => {
    for (const code of [0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 21]) {
      expect(isSupremeProtectionWithoutJobLoss(code)).toBe(false);
    }
  });
});
