import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTenantCode, tenantCodes, tenantProfile, type TenantCode } from "./tenants.js";

describe("tenants (C §6, A §6, B §6)", () => {
  it("has 18 distinct tenant codes", () => {
    expect(tenantCodes).toHaveLength(18);
    expect(new Set(tenantCodes).size).toBe(18);
  });

  it("exactly one rent tenant, one capital tenant, and they differ", () => {
    const rent = tenantCodes.filter((code) => tenantProfile(code).isRentTenant);
    const capital = tenantCodes.filter((code) => tenantProfile(code).isCapitalTenant);
    expect(rent).toEqual(["RENT"]);
    expect(capital).toEqual(["CAPITAL"]);
  });

  it("only FIDELE shows the contact warning (C §6)", () => {
    expect(tenantCodes.filter((code) => tenantProfile(code).showsContactWarning)).toEqual(["FIDELE"]);
  });

  it("only one tenant shows the training name in the completion heading (C §3.8)", () => {
    expect(tenantCodes.filter((code) => tenantProfile(code).showsTrainingNameInHeading)).toHaveLength(1);
  });

  it("only one tenant has the checklist completion switch (A §2, A §6)", () => {
    expect(tenantCodes.filter((code) => tenantProfile(code).hasChecklistCompletionSwitch)).toHaveLength(1);
  });

  it("cost-ratio bounds: 2.19/2.45 by default, 2.30/2.45 for one tenant, 2.41/2.57 for two (C §3.6)", () => {
    const bounds = tenantCodes.map((code) => tenantProfile(code).costRatioBounds);
    const count = (lower: number, upper: number) =>
      bounds.filter((entry) => entry.lower === lower && entry.upper === upper).length;
    expect(count(2.3, 2.45)).toBe(1);
    expect(count(2.41, 2.57)).toBe(2);
    expect(count(2.19, 2.45)).toBe(15);
  });

  it.each(tenantCodes)("%s has a complete profile that names it", (code: TenantCode) => {
    const profile = tenantProfile(code);
    expect(profile.code).toBe(code);
    expect(profile.name.trim()).not.toBe("");
    for (const flag of [
      profile.isCapitalTenant,
      profile.isRentTenant,
      profile.hasChecklistCompletionSwitch,
      profile.showsContactWarning,
      profile.showsTrainingNameInHeading,
    ]) {
      expect(typeof flag).toBe("boolean");
    }
    expect(profile.costRatioBounds.lower).toBeLessThan(profile.costRatioBounds.upper);
    expect(profile.isRentTenant && profile.isCapitalTenant).toBe(false);
  });


  it("neutral tenants get a readable name", () => {
    expect(tenantProfile("LENDER04").name).toBe("Lender 04");
    expect(tenantProfile("FIDELE").name).toBe("Fidèle");
  });

  it("isTenantCode accepts exactly the 18 codes", () => {
    for (const code of tenantCodes) expect(isTenantCode(code)).toBe(true);
    for (const value of ["rent", "LENDER19", "", 1, null, undefined]) expect(isTenantCode(value)).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isTenantCode(value)).toBe(typeof value === "string" && (tenantCodes as readonly string[]).includes(value));
      }),
    );
  });
});

describe("tenantProfile immutability", () => {
  it("returns frozen profiles so one caller cannot change another's bounds", () => {
    const profile = tenantProfile("LENDER09");
    expect(Object.isFrozen(profile)).toBe(true);
    expect(Object.isFrozen(profile.costRatioBounds)).toBe(true);
    expect(() => {
      (profile.costRatioBounds as { lower: number }).lower = 0;
    }).toThrow(TypeError);
    expect(tenantProfile("LENDER10").costRatioBounds.lower).toBe(2.19);
  });
});
