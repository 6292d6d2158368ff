import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import {
  decodeFinanceLease,
  emptyFinanceLease,
  encodeFinanceLease,
  FinanceLease,
  isFeeSubstituted,
  substitutableFeeNames,
} from "./finance.js";

const decoded = (input: unknown) => {
  const result = decodeFinanceLease(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe("finance/lease block (B §3.4)", () => {
  it("empty block equals decoding {}", () => {
    expect(emptyFinanceLease()).toEqual(decoded({}));
  });

  it("substitutes bankFee and brokerageFee by default, no other fee", () => {
    const finance = emptyFinanceLease();
    const substituted = substitutableFeeNames.filter((fee) => isFeeSubstituted(finance, fee));
    expect(substituted).toEqual(["bankFee", "brokerageFee"]);
  });

  it("gives recurring fees a value, an is-substituted flag and a substituted-manually flag", () => {
    const finance = decoded({ insuranceFee: "12.5", insuranceFeeIsSubstituted: true, insuranceFeeIsSubstitutedManually: true });
    expect(finance.insuranceFee.toString()).toBe("12.5");
    expect(isFeeSubstituted(finance, "insuranceFee")).toBe(true);
    expect(finance.insuranceFeeIsSubstitutedManually).toBe(true);
    expect(finance.supremePlanWithoutJobLossFeeIsSubstitutedManually).toBe(false);
  });

  it("keeps fileOpeningFees with IsSubstituted and LineExistsInContract", () => {
    const finance = decoded({ fileOpeningFees: 99.99, fileOpeningFeesIsSubstituted: true, fileOpeningFeesLineExistsInContract: true });
    expect(finance.fileOpeningFees.equals(new Decimal("99.99"))).toBe(true);
    expect([finance.fileOpeningFeesIsSubstituted, finance.fileOpeningFeesLineExistsInContract]).toEqual([true, true]);
  });

  it("reads rates as exact decimals", () => {
    const finance = decoded({ interestRate: "29.99", interestRateDealer: 0.1 });
    expect(finance.interestRate.plus(finance.interestRateDealer).toString()).toBe("30.09");
  });

  it("refuses a bad amount and a frequency outside the code table", () => {
    const result = decodeFinanceLease({ bankFee: "12,50$", frequency: 4 });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["bankFee", "frequency"]);
  });

  it("accepts the whole days 1 to 27 as the first semi-monthly day (B §5) and 1 to 31 as the second (31 = the last day)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 60 }), fc.double({ min: -50, max: 60, noNaN: true })), (day) => {
        const result = decodeFinanceLease({ biMonthlyFirstDay: day, biMonthlySecondDay: day });
        const whole = Number.isInteger(day);
        const expected = [
          ...(whole && day >= 1 && day <= 27 ? [] : ["biMonthlyFirstDay"]),
          ...(whole && day >= 1 && day <= 31 ? [] : ["biMonthlySecondDay"]),
        ];
        expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(expected);
      }),
    );
  });

  it("round-trips generated wire JSON both ways", () => {
    expect(randomisedFieldCount(FinanceLease)).toBe(Object.keys(FinanceLease.fields).length - 3);
    const wire = wireArbitrary(FinanceLease, encodeFinanceLease(emptyFinanceLease()), {
      biMonthlyFirstDay: fc.option(fc.integer({ min: 1, max: 27 }), { nil: null }),
      frequency: fc.constantFrom(null, 0, 1, 2, 3),
    });
    fc.assert(
      fc.property(wire, (json) => {
        const value = decoded(json);
        expect(encodeFinanceLease(value)).toEqual(json);
        expect(decoded(encodeFinanceLease(value))).toEqual(value);
      }),
      { numRuns: 100 },
    );
  });
});
