import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ProvinceIsoCode } from "../codes/province.js";
import { annuityPaymentExact } from "./annuity.js";
import { chooseCountByCostRatio, costRatioBoundsFor, percentageFeePaymentCount } from "./count.js";
import { brokerageFeePerPeriod, feeBase, restOfCanadaWeeklyFee } from "./fees.js";
import { renewalPrincipal } from "./renewal.js";
import { sliderRange, snapToSlider } from "./slider.js";
import { feeTaxes, salesTaxMultiplier } from "./taxes.js";

/** Inputs a caller might pass by mistake (untyped JavaScript, raw form text). */
const junk = ["abc", "", " ", "1,5", "NaN", "Infinity", null, undefined, {}, Number.NaN] as unknown as string[];

describe("nothing in the calculator throws on bad amounts", () => {
  it("gives NaN (or the minimum count) instead", () => {
    for (const bad of junk) {
      expect(annuityPaymentExact(bad, 10, 12, 12).isNaN()).toBe(true);
      expect(annuityPaymentExact(1000, bad, 12, 12).isNaN()).toBe(true);
      expect(feeBase(bad, 0, 0).isNaN()).toBe(true);
      expect(restOfCanadaWeeklyFee(bad).isNaN()).toBe(true);
      expect(
        brokerageFeePerPeriod({ amount: 1000, previousBalance: 0, fileOpeningFee: 0, periodsPerYear: 52, weeklyFee: bad, isWeeklyFeePercentage: false, restOfCanada: false }).isNaN(),
      ).toBe(true);
      expect(percentageFeePaymentCount(bad, 52)).toBe(2);
      expect(costRatioBoundsFor({ lower: 2.19, upper: 2.45 }, bad).lower.isNaN()).toBe(true);
      expect(chooseCountByCostRatio({ principal: bad, annualRatePercent: 10, periodsPerYear: 52, feePerPeriodCents: 800, lower: 2.19, upper: 2.45 }).numberOfPayments).toBe(2);
      expect(chooseCountByCostRatio({ principal: 500, annualRatePercent: 10, periodsPerYear: 52, feePerPeriodCents: 800, lower: bad, upper: 2.45 }).numberOfPayments).toBeGreaterThanOrEqual(2);
      expect(feeTaxes(bad, "1.13").isNaN()).toBe(true);
      expect(snapToSlider(bad, sliderRange(500, 1500)).isNaN()).toBe(true);
      expect(renewalPrincipal({ requestedAmount: bad, currentPrincipalBalance: 0 }).isNaN()).toBe(true);
    }
    expect(salesTaxMultiplier("XX" as ProvinceIsoCode, true).isNaN()).toBe(true);
  });

  it("accepts text with surrounding spaces like the rest of Lendkit", () => {
    expect(feeBase(" 1000 ", "250", 0).toString()).toBe("1250");
    expect(annuityPaymentExact(" 100.05 ", "0", 12, 2).toFixed(2)).toBe("50.03");
  });

  it("never throws whatever the arguments (property)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (first, second) => {
        annuityPaymentExact(first as string, second as string, 12, 12);
        feeBase(first as string, second as string, 0);
        feeTaxes(first as string, second as string);
        snapToSlider(first as string, sliderRange(second as string, 1500));
        renewalPrincipal({ requestedAmount: first as string, currentPrincipalBalance: second as string });
      }),
      { numRuns: 300 },
    );
  });
});
