import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { formatPercent, parsePercent } from "./index.js";
import { anyDecimal, anyText } from "./laws.testkit.js";

describe("formatPercent (A §5: 2 or 3 decimals)", () => {
  it("writes 2 decimals by default, 3 on request, rounded half-up", () => {
    expect(formatPercent(19.99, "fr")).toBe("19,99 %");
    expect(formatPercent(19.99, "en")).toBe("19.99%");
    expect(formatPercent("4.1235", "en", 3)).toBe("4.124%");
    expect(formatPercent("4.125", "fr")).toBe("4,13 %");
    expect(formatPercent(5, "en", 3)).toBe("5.000%");
    expect(formatPercent(-2.5, "fr")).toBe("-2,50 %");
    expect(formatPercent(12345.6, "en")).toBe("12 345.60%");
  });

  it("reformats text and gives '' for non-numbers", () => {
    expect(formatPercent("19,99 %", "en")).toBe("19.99%");
    expect(formatPercent("%", "en")).toBe("");
    expect(formatPercent("abc", "fr")).toBe("");
  });
});

describe("parsePercent", () => {
  it("reads fr and en forms as a number of percent", () => {
    expect(parsePercent("19,99 %")?.toString()).toBe("19.99");
    expect(parsePercent("19.99%")?.toString()).toBe("19.99");
    expect(parsePercent("0.000001")?.toString()).toBe("0.000001");
    expect(parsePercent("%19")?.toString()).toBe("19");
    expect(parsePercent("19 $")).toBeNull();
    expect(parsePercent("")).toBeNull();
  });
});

describe("percent mask properties", () => {
  const options = fc.tuple(fc.constantFrom("fr" as const, "en" as const), fc.constantFrom(2 as const, 3 as const));

  it("formats any text without throwing, idempotently", () => {
    fc.assert(
      fc.property(anyText, options, (text, [lang, places]) => {
        const once = formatPercent(text, lang, places);
        expect(formatPercent(once, lang, places)).toBe(once);
        void parsePercent(text);
      }),
      { numRuns: 500 },
    );
  });

  it("gives the rounded value back through format then parse", () => {
    fc.assert(
      fc.property(anyDecimal, options, (value, [lang, places]) => {
        expect(parsePercent(formatPercent(value, lang, places))?.eq(value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });
});
