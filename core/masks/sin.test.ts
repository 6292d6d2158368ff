import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSin, isValidSin, parseSin } from "./index.js";
import { anyText, maskLaws } from "./laws.testkit.js";

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength, maxLength });

/** Sets the last digit so that the 9 digits pass the Luhn check. */
const withLuhnDigit = (eight: string): string => {
  for (let last = 0; last <= 9; last++) if (isValidSin(eight + last)) return eight + last;
  throw new Error("no check digit");
};

describe("formatSin (A §5)", () => {
  it("writes ### ### ###, progressively", () => {
    expect(formatSin("046454286")).toBe("046 454 286");
    expect(formatSin("046")).toBe("046");
    expect(formatSin("0464")).toBe("046 4");
    expect(formatSin("0464542")).toBe("046 454 2");
    expect(formatSin("046-454-286-99")).toBe("046 454 286");
    expect(formatSin("abc")).toBe("");
  });

  it("parses to at most 9 digits", () => {
    expect(parseSin("046 454 286")).toBe("046454286");
    expect(parseSin("0464542861234")).toBe("046454286");
  });
});

describe("isValidSin (Luhn, 9 digits)", () => {
  it("accepts real-shaped numbers and rejects a wrong check digit", () => {
    expect(isValidSin("046 454 286")).toBe(true);
    expect(isValidSin("046454286")).toBe(true);
    expect(isValidSin("046-454-286")).toBe(true);
    expect(isValidSin("130 692 544")).toBe(true);
    expect(isValidSin("046 454 287")).toBe(false);
    expect(isValidSin("046 454 28")).toBe(false);
    expect(isValidSin("0464542860")).toBe(false);
    expect(isValidSin("SIN046454286")).toBe(false);
    expect(isValidSin("")).toBe(false);
  });

  it("accepts exactly one check digit per 8-digit prefix", () => {
    fc.assert(
      fc.property(digitString(8, 8), (eight) => {
        const valid = [..."0123456789"].filter((last) => isValidSin(eight + last));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it("detects any single-digit typo", () => {
    fc.assert(
      fc.property(digitString(8, 8), fc.nat(8), fc.integer({ min: 1, max: 9 }), (eight, at, shift) => {
        const sin = withLuhnDigit(eight);
        const typo = sin.slice(0, at) + ((Number(sin[at]) + shift) % 10) + sin.slice(at + 1);
        expect(isValidSin(typo)).toBe(false);
      }),
    );
  });

  it("never throws", () => {
    fc.assert(fc.property(anyText, (text) => void isValidSin(text)));
  });
});

describe("SIN mask laws", () => {
  maskLaws(formatSin, parseSin, digitString(0, 9).map((digits) => ({ input: digits, value: digits })));
});
