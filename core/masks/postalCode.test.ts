import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPostalCode, isValidPostalCode, parsePostalCode } from "./index.js";
import { anyText, maskLaws } from "./laws.testkit.js";

const letter = fc.constantFrom(..."ABCEGHJKLMNPRSTVWXYZ");
const digit = fc.constantFrom(..."0123456789");
const assignable = fc
  .tuple(fc.constantFrom(..."ABCEGHJKLMNPRSTVXY"), digit, letter, digit, letter, digit)
  .map((chars) => chars.join(""));

describe("formatPostalCode (A §5: A1A 1A1)", () => {
  it("upper-cases and writes the space, progressively", () => {
    expect(formatPostalCode("h2x1y4")).toBe("H2X 1Y4");
    expect(formatPostalCode("H2X 1Y4")).toBe("H2X 1Y4");
    expect(formatPostalCode("h")).toBe("H");
    expect(formatPostalCode("h2x")).toBe("H2X");
    expect(formatPostalCode("h2x1")).toBe("H2X 1");
    expect(formatPostalCode("h2x1y4z")).toBe("H2X 1Y4");
  });

  it("ignores characters that do not fit the next position", () => {
    expect(formatPostalCode("2h2x")).toBe("H2X");
    expect(formatPostalCode("hh22xx")).toBe("H2X");
    expect(formatPostalCode("é2x 1y4")).toBe("X1Y 4");
    expect(parsePostalCode("h2x-1y4")).toBe("H2X1Y4");
  });

  it("always yields a prefix of an A1A 1A1 shape", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatPostalCode(text)).toMatch(/^([A-Z]([0-9]([A-Z]( [0-9]([A-Z]([0-9])?)?)?)?)?)?$/);
      }),
    );
  });
});

describe("isValidPostalCode (Canada Post letters)", () => {
  it("accepts assignable codes, with or without the space, any case", () => {
    expect(isValidPostalCode("H2X 1Y4")).toBe(true);
    expect(isValidPostalCode("h2x1y4")).toBe(true);
    expect(isValidPostalCode(" K1A 0B1 ")).toBe(true);
    expect(isValidPostalCode("X0A 0H0")).toBe(true);
  });

  it("rejects D, F, I, O, Q, U anywhere and W or Z first", () => {
    for (const bad of "DFIOQU") {
      expect(isValidPostalCode(`${bad}2X 1Y4`)).toBe(false);
      expect(isValidPostalCode(`H2${bad} 1Y4`)).toBe(false);
      expect(isValidPostalCode(`H2X 1${bad}4`)).toBe(false);
    }
    expect(isValidPostalCode("W2X 1Y4")).toBe(false);
    expect(isValidPostalCode("Z2X 1Y4")).toBe(false);
    expect(isValidPostalCode("H2W 1Z4")).toBe(true);
  });

  it("rejects wrong shapes", () => {
    expect(isValidPostalCode("H2X 1Y")).toBe(false);
    expect(isValidPostalCode("H2X  1Y4")).toBe(false);
    expect(isValidPostalCode("22X 1Y4")).toBe(false);
    expect(isValidPostalCode("")).toBe(false);
  });

  it("accepts every assignable code once formatted", () => {
    fc.assert(fc.property(assignable, (code) => {
        expect(isValidPostalCode(formatPostalCode(code.toLowerCase()))).toBe(true);
      }));
  });
});

describe("postal code mask laws", () => {
  maskLaws(
    formatPostalCode,
    parsePostalCode,
    fc.tuple(letter, digit, letter, digit, letter, digit).map((chars) => ({
      input: chars.join("").toLowerCase(),
      value: chars.join(""),
    })),
  );
});
