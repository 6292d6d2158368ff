import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { loanAmountRangeOf, loanAmountRangeOptions } from "./loanAmountRange.js";

describe("loan amount ranges (B §9)", () => {
  it("lists the spec's ranges in its order", () => {
    expect(loanAmountRangeOptions.map((entry) => entry.value)).toEqual([
      "0-250",
      "251-399",
      "400-599",
      "600-799",
      "800-1199",
      "1200+",
    ]);
  });

  it.each([
    [0, "0-250"],
    [250, "0-250"],
    ["250.99", "0-250"],
    [251, "251-399"],
    [399, "251-399"],
    [399.99, "251-399"],
    [400, "400-599"],
    [599, "400-599"],
    [600, "600-799"],
    [799, "600-799"],
    [800, "800-1199"],
    [1199, "800-1199"],
    [1200, "1200+"],
    [1500, "1200+"],
    ["1000000", "1200+"],
    [new Decimal("800.00"), "800-1199"],
  ] as const)("%s falls in %s", (amount, expected) => {
    expect(loanAmountRangeOf(amount)).toBe(expected);
  });

  it.each([[-0.01], [-250], ["abc"], [""], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    "%s has no range",
    (amount) => {
      expect(loanAmountRangeOf(amount as never)).toBeUndefined();
    },
  );

  it("labels each range in both languages", () => {
    expect(loanAmountRangeOptions[1]?.label).toEqual({ fr: "251 $ à 399 $", en: "$251 to $399" });
    expect(loanAmountRangeOptions.at(-1)?.label).toEqual({ fr: "1200 $ et plus", en: "$1200 and more" });
  });

  it("ranges are contiguous: each starts where the previous one stops", () => {
    loanAmountRangeOptions.forEach((entry, index) => {
      const previous = loanAmountRangeOptions[index - 1];
      expect(entry.from).toBe(previous ? previous.below : 0);
    });
    expect(loanAmountRangeOptions.at(-1)?.below).toBeNull();
  });

  it("every non-negative amount falls in exactly one range, the one the lookup gives", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 }).map((value) => new Decimal(value).dividedBy(100));
    fc.assert(
      fc.property(cents, (amount) => {
        const holding = loanAmountRangeOptions.filter(
          (entry) => amount.gte(entry.from) && (entry.below === null || amount.lt(entry.below)),
        );
        expect(holding).toHaveLength(1);
        expect(loanAmountRangeOf(amount)).toBe(holding[0]?.value);
        expect(loanAmountRangeOf(amount.toNumber())).toBe(holding[0]?.value);
      }),
    );
  });

  it("a larger amount never falls in a lower range", () => {
    const order = loanAmountRangeOptions.map((entry) => entry.value);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 1e7, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(loanAmountRangeOf(low)!)).toBeLessThanOrEqual(order.indexOf(loanAmountRangeOf(high)!));
      }),
    );
  });
});
