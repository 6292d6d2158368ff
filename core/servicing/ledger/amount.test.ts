import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../money/decimal.js";
import { adjustmentCents, isPostingAmountText, maxPostingAmount, postingAmountProblem, postingCents } from "./amount.js";
import { isDayText, isExternalIdText } from "./fields.js";

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

describe("postingCents", () => {
  it("reads the wire's text into exact integer cents, and nothing else", () => {
    expect(["12.5", "12.50", "7", "0.07", "999999999.99"].map(postingCents)).toEqual([1_250, 1_250, 700, 7, 99_999_999_999]);
    expect(["0", "1.005", " 1", "1e3", "-1", ""].map(postingCents)).toEqual([null, null, null, null, null, null]);
  });

  it("gives back the cents a writer wrote with one or two decimals, or none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const whole = Math.floor(cents / 100);
        const fraction = String(cents % 100).padStart(2, "0");
        expect(postingCents(`${whole}.${fraction}`)).toBe(cents);
        if (fraction === "00") expect(postingCents(String(whole))).toBe(cents);
        if (fraction.endsWith("0")) expect(postingCents(`${whole}.${fraction[0]}`)).toBe(cents);
      }),
    );
  });
});

describe("isDayText and isExternalIdText", () => {
  it("take a real day yyyy-mm-dd and 1 to 100 printable characters without spaces", () => {
    expect(["2026-11-22", "2028-02-29"].every(isDayText)).toBe(true);
    expect(["2026-02-30", "2027-02-29", "2026-11-22T00:00:00", "2026/11/22", " 2026-11-22", ""].some(isDayText)).toBe(false);
    expect(["bank-0001", "a,\"b\"", "x".repeat(100)].every(isExternalIdText)).toBe(true);
    expect(["", "a b", "x".repeat(101), "é", "a\n"].some(isExternalIdText)).toBe(false);
  });
});

describe("adjustmentCents", () => {
  it("reads a credit as a posting amount and a debit as one with a minus, exactly; zero and anything else is null", () => {
    expect(["25", "-25", "-0.01", "10.05", maxPostingAmount, `-${maxPostingAmount}`].map(adjustmentCents)).toEqual([2500, -2500, -1, 1005, 99_999_999_999, -99_999_999_999]);
    expect(["0", "-0", "-0.00", "--1", "+1", "- 1", "1.005", "", "-", "1e2"].map(adjustmentCents)).toEqual(Array(10).fill(null));
  });

  it("is the sign times the posting amount's cents, for every amount of whole cents", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999n }), fc.boolean(), (cents, debit) => {
        const text = `${debit ? "-" : ""}${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
        expect(adjustmentCents(text)).toBe(Number(debit ? -cents : cents));
      }),
    );
  });
});
