import { describe, expect, it } from "vitest";
import { tenantCodes, tenantProfile } from "../access/tenants.js";
import { allCashTypeOptions, cashTypeOptions } from "./cashType.js";
import { labelOf } from "./option.js";

describe("cash types (B §9, B §6)", () => {
  it("holds 0 to 9 in the spec's order", () => {
    expect(allCashTypeOptions.map((entry) => entry.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(labelOf(allCashTypeOptions, 0, "en")).toBe("Tire purchase");
    expect(labelOf(allCashTypeOptions, 9, "fr")).toBe("Entretien VIP 36 mois");
  });

  it("gives the capital tenant only 5 to 9", () => {
    expect(cashTypeOptions("CAPITAL").map((entry) => entry.value)).toEqual([5, 6, 7, 8, 9]);
  });

  it.each(tenantCodes.filter((tenant) => !tenantProfile(tenant).isCapitalTenant))(
    "gives %s all of 0 to 9",
    (tenant) => {
      expect(cashTypeOptions(tenant)).toEqual(allCashTypeOptions);
    },
  );

  it("follows the tenant profile, not the tenant's name", () => {
    for (const tenant of tenantCodes) {
      const values = cashTypeOptions(tenant).map((entry) => entry.value);
      expect(values.every((value) => value >= 5)).toBe(tenantProfile(tenant).isCapitalTenant);
    }
  });
});
