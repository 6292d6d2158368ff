import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { formatInteger, parseInteger } from "./index.js";
import { anyText, maskLaws } from "./laws.testkit.js";

describe("formatInteger (A §5: thousands separator)", () => {
  it("groups thousands with a space", () => {
    expect(formatInteger(1234567)).toBe("1 234 567");
    expect(formatInteger(999)).toBe("999");
    expect(formatInteger(1000)).toBe("1 000");
    expect(formatInteger("-1234")).toBe("-1 234");
    expect(formatInteger(new Decimal("12345678901234567890"))).toBe("12 345 678 901 234 567 890");
  });

  it("rounds numbers half-up but refuses text that is not a whole number", () => {
    expect(formatInteger(12.5)).toBe("13");
    expect(formatInteger(-12.5)).toBe("-13");
    expect(formatInteger(-0.4)).toBe("0");
    expect(formatInteger("12,5")).toBe("");
    expect(formatInteger("1,234")).toBe("");
    expect(formatInteger("12,0")).toBe("12");
    expect(formatInteger("abc")).toBe("");
  });
});

describe("parseInteger", () => {
  it("reads whole numbers with or without spaces", () => {
    expect(parseInteger("1 234")).toBe(1234);
    expect(parseInteger("1\u00a0234")).toBe(1234);
    expect(parseInteger("-7")).toBe(-7);
    expect(parseInteger("-0")).toBe(0);
    expect(parseInteger("12,5")).toBeNull();
    expect(parseInteger("9007199254740993")).toBeNull();
    expect(parseInteger("")).toBeNull();
  });
});

describe("integer mask laws", () => {
  maskLaws(
    formatInteger,
    parseInteger,
    fc.maxSafeInteger().map((value) => ({ input: String(value), value: Object.is(value, -0) ? 0 : value })),
  );

  it("formats any number to text that parses back to its rounded value", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        expect(parseInteger(formatInteger(value))).toBe(new Decimal(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber() || 0);
      }),
    );
  });

  it("never throws on any text", () => {
    fc.assert(fc.property(anyText, (text) => void formatInteger(text)));
  });
});
