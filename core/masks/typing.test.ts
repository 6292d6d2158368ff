import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatNumberWhileTyping, isBulkEdit, parseInteger, parseMoney } from "./index.js";
import { roundCents } from "../money/decimal.js";
import { anyText } from "./laws.testkit.js";

describe("formatNumberWhileTyping", () => {
  it("groups thousands and keeps the typed decimal separator, per language", () => {
    expect(formatNumberWhileTyping("1234,5", "fr", 2)).toBe("1 234,5");
    expect(formatNumberWhileTyping("1234.5", "fr", 2)).toBe("1 234,5");
    expect(formatNumberWhileTyping("1234.5", "en", 2)).toBe("1 234.5");
    expect(formatNumberWhileTyping("1,234.567", "en", 2)).toBe("1 234.56");
    expect(formatNumberWhileTyping("1234,", "fr", 2)).toBe("1 234,");
    expect(formatNumberWhileTyping(",5", "fr", 2)).toBe("0,5");
    expect(formatNumberWhileTyping("4.1235", "en", 3)).toBe("4.123");
  });

  it("keeps a leading minus, drops $, %, letters and leading zeros", () => {
    expect(formatNumberWhileTyping("-", "fr", 2)).toBe("-");
    expect(formatNumberWhileTyping("-$1 234,50 $", "fr", 2)).toBe("-1 234,50");
    expect(formatNumberWhileTyping("19,99 %", "fr", 3)).toBe("19,99");
    expect(formatNumberWhileTyping("0007", "en", 2)).toBe("7");
    expect(formatNumberWhileTyping("0", "en", 2)).toBe("0");
    expect(formatNumberWhileTyping("abc", "en", 2)).toBe("");
  });

  it("has no decimal part for integers", () => {
    expect(formatNumberWhileTyping("12.5", "fr", 0)).toBe("125");
    expect(formatNumberWhileTyping("1 234 567", "en", 0)).toBe("1 234 567");
  });

  const lang = fc.constantFrom("fr" as const, "en" as const);
  const places = fc.constantFrom(0, 2, 3);

  it("never throws and is idempotent", () => {
    fc.assert(
      fc.property(anyText, lang, places, (text, language, decimals) => {
        const once = formatNumberWhileTyping(text, language, decimals);
        expect(formatNumberWhileTyping(once, language, decimals)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it("writes text the parsers read, with at most the allowed decimals", () => {
    fc.assert(
      fc.property(anyText, lang, places, (text, language, decimals) => {
        const typed = formatNumberWhileTyping(text, language, decimals);
        if (typed === "" || typed === "-") return;
        const value = parseMoney(typed);
        expect(value).not.toBeNull();
        expect(value?.decimalPlaces()).toBeLessThanOrEqual(decimals);
        if (decimals === 0 && typed.replace(/\D/g, "").length < 15) expect(parseInteger(typed)).not.toBeNull();
        expect(parseMoney(formatMoney(typed, language))?.eq(roundCents(value ?? 0))).toBe(true);
      }),
    );
  });
});

describe("isBulkEdit", () => {
  it("tells one typed or deleted character from pasted text", () => {
    expect(isBulkEdit("1 23", "1 234")).toBe(false);
    expect(isBulkEdit("1 234", "1 24")).toBe(false);
    expect(isBulkEdit("", "5")).toBe(false);
    expect(isBulkEdit("", "$1,234.50")).toBe(true);
    expect(isBulkEdit("12", "1$1,2342")).toBe(true);
    expect(isBulkEdit("1 234,50", "")).toBe(false);
  });

  it("is true exactly when more than one character was inserted at one place", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat(), fc.string({ maxLength: 6 }), (previous, at, inserted) => {
        const position = at % (previous.length + 1);
        const next = previous.slice(0, position) + inserted + previous.slice(position);
        if (inserted.length <= 1) expect(isBulkEdit(previous, next)).toBe(false);
        // The common start/end may swallow repeated characters, but never more than what was inserted.
        else expect(isBulkEdit(previous, next)).toBe(true);
      }),
    );
  });
});
