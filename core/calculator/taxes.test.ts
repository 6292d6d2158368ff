import { describe, expect, it } from "vitest";
import { feeTaxes, salesTaxMultiplier, salesTaxRates } from "./taxes.js";

describe("sales taxes on the fee", () => {
  it("multiplies by 1 + the province's rates when the fee is taxable", () => {
    expect(salesTaxMultiplier("QC", true).toString()).toBe("1.14975");
    expect(salesTaxMultiplier("ON", true).toString()).toBe("1.13");
    expect(salesTaxMultiplier("NS", true).toString()).toBe("1.14");
    expect(salesTaxMultiplier("NB", true).toString()).toBe("1.15");
    expect(salesTaxMultiplier("BC", true).toString()).toBe("1.12");
    expect(salesTaxMultiplier("MB", true).toString()).toBe("1.12");
    expect(salesTaxMultiplier("SK", true).toString()).toBe("1.11");
    expect(salesTaxMultiplier("AB", true).toString()).toBe("1.05");
    expect(salesTaxMultiplier("NU", true).toString()).toBe("1.05");
  });

  it("is 1 when the lender's fee is not taxable", () => {
    expect(salesTaxMultiplier("QC", false).toString()).toBe("1");
  });

  it("covers the 13 provinces and territories", () => {
    expect(Object.keys(salesTaxRates).sort()).toEqual(["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]);
  });

  it("taxes = fee × multiplier − fee, rounded half-up to cents", () => {
    expect(feeTaxes("43.33", "1.14975").toFixed(2)).toBe("6.49"); // 6.4886675
    expect(feeTaxes(10, "1.13").toFixed(2)).toBe("1.30");
    expect(feeTaxes("0.50", "1.13").toFixed(2)).toBe("0.07"); // 0.065, a tie
    expect(feeTaxes(10, 1).toFixed(2)).toBe("0.00");
  });
});
