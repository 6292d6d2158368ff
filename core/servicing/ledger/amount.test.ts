import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../money/decimal.js";
import { isPostingAmountText, maxPostingAmount, postingAmountProblem } from "./amount.js";

describe("postingAmountProblem", () => {
  it("takes an amount above 0 with at most two decimals, up to 999,999,999.99", () => {
    expect(["0.01", "12.5", "12.50", "7", maxPostingAmount].map((text) => postingAmountProblem(text))).toEqual([null, null, null, null, null]);
    expect(["", "abc", "0", "0.00", "-1", "1.005", "1000000000.00"].map((text) => postingAmountProblem(text))).toEqual([
      "required",
      "required",
      "notPositive",
      "notPositive",
      "notPositive",
      "tooManyDecimals",
      "tooLarge",
    ]);
    expect(postingAmountProblem(null)).toBe("required");
  });

  it("agrees with integer cents on every amount: posted exactly when 1 ≤ cents ≤ 99,999,999,999 and nothing is below a cent", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 3 }), (units, scale) => {
        // units × 10^-scale, written exactly; cents exist when the scale is at most 2 or the last digit is 0.
        const amount = new Decimal(units.toString()).div(new Decimal(10).pow(scale));
        const centsExact = scale <= 2 || units % 10n === 0n;
        const cents = centsExact ? (units * 100n) / 10n ** BigInt(scale) : null;
        const expected = !centsExact ? "tooManyDecimals" : cents! <= 0n ? "notPositive" : cents! > 99_999_999_999n ? "tooLarge" : null;
        expect(postingAmountProblem(amount)).toBe(expected);
      }),
    );
  });
});

describe("isPostingAmountText", () => {
  it("takes the wire's plain decimal text only", () => {
    expect(["12.50", "7", "0.01", "999999999.99"].every(isPostingAmountText)).toBe(true);
    expect(["1e3", " 1", "+1", "-1", "1.", ".5", "1,00", "0", "1.005", "1000000000"].some(isPostingAmountText)).toBe(false);
  });
});
