import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, roundCents } from "../money/decimal.js";
import { formatMoney, formatMoneyWhileTyping, moneyTextProblem, parseMoney, pasteMoney, pasteMoneyInto } from "./index.js";
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
    for (const text of ["", " ", "$", "-", ".", "abc", "12abc", "1.234,50", "1,23.50", "1,2345.5", "1.2.3", "12.5,0", "1e5", "$12$", "--1", "12-", "+12", "0x10", "Infinity", "NaN"]) {
      expect(parseMoney(text), text).toBeNull();
    }
  });
});

describe("either language's marks (pasted text)", () => {
  it("reads English comma grouping and French decimal commas, whatever the field's language", () => {
    const cases: [string, string][] = [
      ["$1,234.50", "1234.5"],
      ["1,234,567.89", "1234567.89"],
      ["-$1,234.5", "-1234.5"],
      ["1,234,567", "1234567"],
      ["1 234,50 $", "1234.5"],
      ["1234,5", "1234.5"],
      ["0,125", "0.125"],
      ["1 234,567", "1234.567"],
      ["1.234", "1.234"],
    ];
    for (const [text, value] of cases) {
      expect(parseMoney(text)?.toString(), text).toBe(value);
      expect(parseMoney(text, "fr")?.toString(), text).toBe(value);
      expect(parseMoney(text, "en")?.toString(), text).toBe(value);
    }
  });

  it("refuses a lone comma before exactly 3 digits (1.234 or 1234?) unless the field is English", () => {
    for (const text of ["1,234", "$12,345", "999,000 $", "-1,000"]) {
      expect(parseMoney(text), text).toBeNull();
      expect(parseMoney(text, "fr"), text).toBeNull();
      expect(moneyTextProblem(text, "fr"), text).toBe("ambiguous");
      expect(parseMoney(text, "en")?.isInteger(), text).toBe(true);
    }
    expect(parseMoney("1,234", "en")?.toString()).toBe("1234");
  });

  it("pastes into a French field and an English one as the issue's examples say", () => {
    expect(pasteMoney("$1,234.50", "fr")).toEqual({ ok: true, text: "1 234,50" });
    expect(pasteMoney("1 234,50 $", "en")).toEqual({ ok: true, text: "1 234.50" });
    expect(formatMoney(parseMoney(pasteMoney("$1,234.50", "fr").ok ? "1 234,50" : "", "fr")!, "fr")).toBe("1 234,50 $");
    expect(pasteMoney("1,234", "fr")).toEqual({ ok: false, reason: "ambiguous" });
    expect(pasteMoney("1,234", "en")).toEqual({ ok: true, text: "1 234" });
    expect(pasteMoney("12.345", "en")).toEqual({ ok: false, reason: "tooManyDecimals" });
    expect(pasteMoney("Total: 12 $", "fr")).toEqual({ ok: false, reason: "invalid" });
    expect(pasteMoney("12,5", "en")).toEqual({ ok: true, text: "12.5" });
  });
});

/** An amount of money in cents, up to a billion dollars, both signs. */
const anyCents = fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }).map((cents) => new Decimal(cents.toString()).div(100));
/** The ways an amount comes to be pasted: the product's own formats and the browsers' Canadian ones (NBSP, narrow NBSP, commas). */
const writtenIn = (amount: Decimal, style: "fr" | "en" | "intl-fr-CA" | "intl-en-CA"): string =>
  style === "fr" || style === "en"
    ? formatMoney(amount, style)
    : new Intl.NumberFormat(style === "intl-fr-CA" ? "fr-CA" : "en-CA", { style: "currency", currency: "CAD" }).format(amount.toNumber());

describe("pasted money properties", () => {
  it("an amount formatted in French or English and pasted into either field is the same amount", () => {
    fc.assert(
      fc.property(anyCents, fc.constantFrom("fr", "en", "intl-fr-CA", "intl-en-CA" as const), fc.constantFrom(...langs), (amount, style, field) => {
        const text = writtenIn(amount, style);
        const pasted = pasteMoney(text, field);
        expect(pasted.ok, text).toBe(true);
        if (!pasted.ok) return;
        expect(parseMoney(pasted.text, field)?.eq(amount), `${text} → ${pasted.text}`).toBe(true);
        expect(parseMoney(formatMoney(pasted.text, field), field)?.eq(amount)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("never reads one text as two different amounts: where both fields accept it, they agree", () => {
    const markText = fc.string({ unit: fc.constantFrom(..."0123456789,. $-\u00a0"), maxLength: 14 });
    fc.assert(
      fc.property(markText, (text) => {
        const french = parseMoney(text, "fr");
        const english = parseMoney(text, "en");
        if (french !== null && english !== null) expect(french.eq(english), text).toBe(true);
        const either = parseMoney(text);
        if (either !== null) {
          expect(french?.eq(either), text).toBe(true);
          expect(english?.eq(either), text).toBe(true);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it("refuses every d,ddd text in a French field and reads it as thousands in an English one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (head, tail) => {
        const text = `${head},${String(tail).padStart(3, "0")}`;
        expect(pasteMoney(text, "fr")).toEqual({ ok: false, reason: "ambiguous" });
        expect(parseMoney(text, "en")?.toNumber()).toBe(head * 1000 + tail);
      }),
    );
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

describe("pasteMoneyInto (A §5: a paste replaces what a person expects)", () => {
  const cents = fc.bigInt({ min: 1n, max: 100_000_000_000n });
  const amountOf = (value: bigint) => new Decimal(value.toString()).dividedBy(100);
  /** The ways an amount is written where people copy it from. */
  const written = (value: bigint, style: number): string => {
    const amount = amountOf(value);
    const [whole = "0", fraction = "00"] = amount.toFixed(2).split(".");
    const commaGrouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return [formatMoney(amount, "fr"), formatMoney(amount, "en"), `$${commaGrouped}.${fraction}`, `${whole}.${fraction}`, `${whole},${fraction}`, `${commaGrouped}.${fraction} $`][style]!;
  };

  it("fixes the cases people met: a zero field takes the paste, an empty one too", () => {
    expect(pasteMoneyInto("0,00", "0,00750", "fr")).toEqual({ ok: true, text: "750" });
    expect(pasteMoneyInto("0,00", "0,00$1,234.50", "fr")).toEqual({ ok: true, text: "1 234,50" });
    expect(pasteMoneyInto("0.00", "$1,234.500.00", "en", 9)).toEqual({ ok: true, text: "1 234.50" });
    expect(pasteMoneyInto("", "$1,234.50", "fr")).toEqual({ ok: true, text: "1 234,50" });
    expect(pasteMoneyInto("12", "1234", "en")).toEqual({ ok: true, text: "1 234" });
    expect(pasteMoneyInto("-", "-50", "fr")).toEqual({ ok: true, text: "-50" });
    expect(pasteMoneyInto("12", "12$5,00", "fr")).toEqual({ ok: true, text: "5,00" });
    expect(pasteMoneyInto("1 234,50", "1 234,5012", "fr")).toEqual({ ok: false, reason: "tooManyDecimals", text: "1 234,5012" });
    expect(pasteMoneyInto("", "1,234", "fr")).toEqual({ ok: false, reason: "ambiguous", text: "1,234" });
    expect(pasteMoneyInto("0,00", "0,00abc", "fr")).toEqual({ ok: false, reason: "invalid", text: "abc" });
  });

  it("property: a paste into an empty field gives the pasted amount, in both languages", () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 5 }), fc.constantFrom(...langs), (value, style, lang) => {
        const result = pasteMoneyInto("", written(value, style), lang);
        expect(result.ok).toBe(true);
        expect(parseMoney(result.text, lang)?.equals(amountOf(value))).toBe(true);
      }),
    );
  });

  it("property: a paste anywhere into a zero field replaces the zero with the pasted amount", () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...langs),
        fc.constantFrom("0,00", "0.00", "0"),
        fc.nat(),
        (value, style, lang, zero, at) => {
          const caret = at % (zero.length + 1);
          const next = zero.slice(0, caret) + written(value, style) + zero.slice(caret);
          const result = pasteMoneyInto(zero, next, lang, caret + written(value, style).length);
          expect(result.ok).toBe(true);
          expect(parseMoney(result.text, lang)?.equals(amountOf(value))).toBe(true);
        },
      ),
    );
  });
});

describe("formatMoneyWhileTyping (A §5: an ambiguous separator is never read silently)", () => {
  const typeKeys = (keys: string, lang: "fr" | "en") => {
    let text = "";
    for (const key of keys) text = formatMoneyWhileTyping(text + key, lang);
    return text;
  };

  it("keeps an English comma as typed and reads it as the paste rule does", () => {
    expect(typeKeys("1234,50", "en")).toBe("1234,50");
    expect(parseMoney(typeKeys("1234,50", "en"), "en")?.toFixed(2)).toBe("1234.50");
    expect(formatMoney(typeKeys("1234,50", "en"), "en")).toBe("$1 234.50");
    expect(parseMoney(typeKeys("1,234", "en"), "en")?.toFixed(2)).toBe("1234.00");
    expect(moneyTextProblem(typeKeys("1,2345", "en"), "en")).toBe("tooManyDecimals");
    expect(moneyTextProblem(typeKeys("12,34,5", "en"), "en")).toBe("invalid");
    expect(typeKeys("1234.5", "en")).toBe("1 234.5");
    expect(typeKeys("1234,5", "fr")).toBe("1 234,5");
  });

  it("property: typing digits, a comma or a point, then digits never scales the amount by 100 — it is the decimal reading, English grouping, or refused with a reason", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{1,9}$/),
        fc.stringMatching(/^[0-9]{1,3}$/),
        fc.constantFrom(",", "."),
        fc.constantFrom(...langs),
        (whole, fraction, mark, lang) => {
          const text = typeKeys(`${whole}${mark}${fraction}`, lang);
          const value = parseMoney(text, lang);
          const decimal = new Decimal(`${whole}.${fraction}`);
          const grouped = new Decimal(`${whole}${fraction}`);
          if (value === null) {
            expect(moneyTextProblem(text, lang)).not.toBeNull();
            return;
          }
          // A typed 3rd decimal is cut in the French typing and with a point; an English comma before exactly 3 digits groups thousands.
          const cut = new Decimal(`${whole}.${fraction.slice(0, 2)}`);
          const englishGrouping = lang === "en" && mark === "," && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole.replace(/^0+(?=\d)/, ""));
          expect(value.equals(decimal) || value.equals(cut) || (englishGrouping && value.equals(grouped))).toBe(true);
        },
      ),
    );
  });
});
