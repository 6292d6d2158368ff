import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, roundCents } from "../money/decimal.js";
import { formatMoney, parseMoney } from "./index.js";
import { anyDecimal, anyText } from "./laws.testkit.js";

const langs = ["fr", "en"] as const;

describe("formatMoney (A §5)", () => {
  it("writes 2 decimals, space thousands, $ after in French and before in English", () => {
    expect(formatMoney("1234.5", "fr")).toBe("1 234,50 $");
    expect(formatMoney("1234.5", "en")).toBe("$1 234.50");
    expect(formatMoney(1234567.891, "fr")).toBe("1 234 567,89 $");
    expect(formatMoney(new Decimal("999"), "en")).toBe("$999.00");
    expect(formatMoney(0, "fr")).toBe("0,00 $");
  });

  it("rounds half-up to cents", () => {
    expect(formatMoney("50.025", "en")).toBe("$50.03");
    expect(formatMoney("50.024999", "en")).toBe("$50.02");
    expect(formatMoney(new Decimal("999.995"), "fr")).toBe("1 000,00 $");
    expect(formatMoney("-50.025", "en")).toBe("-$50.03");
    expect(formatMoney(1.005, "en")).toBe("$1.01");
    expect(formatMoney(0.1 + 0.2, "fr")).toBe("0,30 $");
  });

  it("puts a leading minus on negative amounts, never on zero", () => {
    expect(formatMoney(-1234.5, "en")).toBe("-$1 234.50");
    expect(formatMoney(-1234.5, "fr")).toBe("-1 234,50 $");
    expect(formatMoney(-0.001, "fr")).toBe("0,00 $");
    expect(formatMoney("-0", "en")).toBe("$0.00");
  });

  it("reformats text in either language and gives '' for non-amounts", () => {
    expect(formatMoney("$1 234.50", "fr")).toBe("1 234,50 $");
    expect(formatMoney("1 234,5 $", "en")).toBe("$1 234.50");
    expect(formatMoney("", "fr")).toBe("");
    expect(formatMoney("abc", "fr")).toBe("");
    expect(formatMoney(Number.NaN, "en")).toBe("");
    expect(formatMoney(Number.POSITIVE_INFINITY, "en")).toBe("");
  });
});

describe("parseMoney (A §5)", () => {
  it("reads the fr and en forms, with or without $, any space, comma or point", () => {
    const cases: [string, string][] = [
      ["1 234,50 $", "1234.5"],
      ["$1 234.50", "1234.5"],
      ["1\u00a0234,50\u00a0$", "1234.5"],
      ["1\u202f234,50 $", "1234.5"],
      ["1234.505", "1234.505"],
      ["-$12.5", "-12.5"],
      ["$-12.5", "-12.5"],
      ["-12,5 $", "-12.5"],
      ["\u221212,5", "-12.5"],
      ["12$", "12"],
      ["12.", "12"],
      [",5", "0.5"],
      ["  7  ", "7"],
    ];
    for (const [text, value] of cases) expect(parseMoney(text)?.toString(), text).toBe(value);
  });

  it("gives null for anything that is not an amount", () => {
    for (const text of ["", " ", "$", "-", ".", "abc", "12abc", "1,234.50", "1.2.3", "1e5", "$12$", "--1", "12-", "+12", "0x10", "Infinity", "NaN"]) {
      expect(parseMoney(text), text).toBeNull();
    }
  });
});

describe("money mask properties", () => {
  it("formats any text without throwing, idempotently, in both languages", () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...langs), (text, lang) => {
        const once = formatMoney(text, lang);
        expect(formatMoney(once, lang)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it("parses any text without throwing, to null or a finite Decimal", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const value = parseMoney(text);
        expect(value === null || value.isFinite()).toBe(true);
      }),
    );
  });

  it("gives back the amount rounded to cents: parseMoney(formatMoney(d)) = roundCents(d)", () => {
    fc.assert(
      fc.property(anyDecimal, fc.constantFrom(...langs), (amount, lang) => {
        expect(parseMoney(formatMoney(amount, lang))?.eq(roundCents(amount))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("is idempotent on amounts and agrees across languages", () => {
    fc.assert(
      fc.property(anyDecimal, (amount) => {
        const french = formatMoney(amount, "fr");
        expect(formatMoney(french, "fr")).toBe(french);
        expect(formatMoney(french, "en")).toBe(formatMoney(amount, "en"));
        expect(formatMoney(amount.toString(), "fr")).toBe(french);
      }),
    );
  });
});

describe("money mask on long input", () => {
  it("groups a 200 000-digit amount quickly and exactly", () => {
    const digits = "9".repeat(200_000);
    const started = performance.now();
    const text = formatMoney(digits, "fr");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(text.endsWith("999 999,00 $")).toBe(true);
    expect(parseMoney(text)?.eq(new Decimal(digits))).toBe(true);
  });
});
