import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsOf, decimalFromCents, exactCentsOf } from "./cents.js";
import { Decimal } from "./decimal.js";

const internals = (value: Decimal) => {
  const raw = value as unknown as { s: number; e: number; d: number[] };
  return { s: raw.s, e: raw.e, d: [...raw.d] };
};

describe("decimalFromCents", () => {
  it("builds the value the parser builds", () => {
    for (const [cents, text] of [
      [0, "0"],
      [5, "0.05"],
      [10, "0.1"],
      [1234, "12.34"],
      [100, "1"],
      [1_000_000_000, "10000000"],
      [1_000_000_001, "10000000.01"],
      [-5, "-0.05"],
    ] as const) {
      expect(internals(decimalFromCents(cents))).toEqual(internals(new Decimal(text)));
      expect(decimalFromCents(cents).toString()).toBe(new Decimal(text).toString());
    }
  });

  it("is a Decimal of Lendkit's clone that computes like any other", () => {
    const value = decimalFromCents(1234);
    expect(value).toBeInstanceOf(Decimal);
    expect(value.constructor).toBe(Decimal);
    expect(value.plus("0.66").toFixed(2)).toBe("13.00");
    expect(value.div(3).toString()).toBe(new Decimal("12.34").div(3).toString());
  });

  it("agrees with the parser over random cents (property)", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger().filter((n) => Math.abs(n) < 2 ** 53), (cents) => {
        const parsed = new Decimal(String(cents)).div(100);
        expect(internals(decimalFromCents(cents))).toEqual(internals(parsed));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("centsOf", () => {
  it("rounds half-up to integer cents", () => {
    expect(centsOf("12.345")).toBe(1235);
    expect(centsOf(0.1)).toBe(10);
    expect(centsOf("abc")).toBeNaN();
  });
});

describe("exactCentsOf", () => {
  it("reads amounts with at most two decimals", () => {
    expect(exactCentsOf(new Decimal("12.3"))).toBe(1230);
    expect(exactCentsOf(new Decimal("0.05"))).toBe(5);
    expect(exactCentsOf(new Decimal("-7.5"))).toBe(-750);
    expect(exactCentsOf(new Decimal("10000000"))).toBe(1_000_000_000);
    expect(exactCentsOf(new Decimal(0))).toBe(0);
    expect(exactCentsOf(12.34)).toBe(1234);
    expect(exactCentsOf(0.1)).toBe(10);
    expect(exactCentsOf("19.99")).toBe(1999);
  });

  it("refuses more decimals, non-finite values and non-amounts", () => {
    expect(exactCentsOf(new Decimal("12.345"))).toBeNull();
    expect(exactCentsOf(new Decimal("0.001"))).toBeNull();
    expect(exactCentsOf(12.345)).toBeNull();
    expect(exactCentsOf(new Decimal(Number.NaN))).toBeNull();
    expect(exactCentsOf("abc")).toBeNull();
    expect(exactCentsOf({})).toBeNull();
  });

  it("agrees with decimal arithmetic over random amounts of 0 to 4 decimals (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: 0, max: 4 }), (digits, places) => {
        const value = new Decimal(digits).div(10 ** places);
        const cents = value.mul(100);
        const expected = cents.isInteger() && cents.abs().lt(1e14) ? cents.toNumber() : null;
        const found = exactCentsOf(value);
        if (found !== null) expect(found).toBe(cents.toNumber());
        else if (value.abs().lt(1e11)) expect(expected).toBeNull();
      }),
      { numRuns: 5000 },
    );
  });
});
