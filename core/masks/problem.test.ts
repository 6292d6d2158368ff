import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as masksCatalog from "../i18n/catalog/masks.js";
import { formatDate, formatMoney, formatPhone, formatSin, maskedFieldProblem, type MaskedFieldKind } from "./index.js";

const kinds: readonly MaskedFieldKind[] = ["money", "percent", "integer", "phone", "sin", "postalCode", "date"];

describe("maskedFieldProblem", () => {
  it("names each kind's problem", () => {
    expect(maskedFieldProblem("phone", "(514) 555-12")).toBe("masks.phone.incomplete");
    expect(maskedFieldProblem("phone", "1 514 555 1234")).toBe("masks.phone.incomplete");
    expect(maskedFieldProblem("sin", "046 454 287")).toBe("masks.sin.invalid");
    expect(maskedFieldProblem("sin", "046 454")).toBe("masks.sin.invalid");
    expect(maskedFieldProblem("postalCode", "W2X 1Y4")).toBe("masks.postalCode.invalid");
    expect(maskedFieldProblem("date", "2023/02/29")).toBe("masks.date.invalid");
    expect(maskedFieldProblem("date", "2024/02")).toBe("masks.date.invalid");
    expect(maskedFieldProblem("money", "$")).toBe("masks.money.invalid");
    expect(maskedFieldProblem("money", "1,234", "fr")).toBe("masks.money.ambiguous");
    expect(maskedFieldProblem("money", "1,234", "en")).toBeNull();
    expect(maskedFieldProblem("money", "12.345", "en")).toBe("masks.money.tooManyDecimals");
    expect(maskedFieldProblem("percent", "%")).toBe("masks.number.invalid");
    expect(maskedFieldProblem("integer", "12,5")).toBe("masks.number.invalid");
  });

  it("accepts good entries and leaves an empty field to the required rule", () => {
    expect(maskedFieldProblem("phone", "(514) 555-1234")).toBeNull();
    expect(maskedFieldProblem("sin", "046 454 286")).toBeNull();
    expect(maskedFieldProblem("postalCode", "H2X 1Y4")).toBeNull();
    expect(maskedFieldProblem("date", "2024/02/29")).toBeNull();
    expect(maskedFieldProblem("money", "1 234,50 $")).toBeNull();
    expect(maskedFieldProblem("percent", "19,99 %")).toBeNull();
    expect(maskedFieldProblem("integer", "1 234")).toBeNull();
    for (const kind of kinds) expect(maskedFieldProblem(kind, "  ")).toBeNull();
  });

  it("only returns keys that have a text in both languages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string(), (kind, text) => {
        const key = maskedFieldProblem(kind, text);
        if (key !== null) {
          expect(masksCatalog.en[key]).toBeTruthy();
          expect(masksCatalog.fr[key]).toBeTruthy();
        }
      }),
    );
  });

  it("finds no problem in what the masks themselves format from complete values", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }), (n) => {
        expect(maskedFieldProblem("phone", formatPhone(String(n)))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (d) => {
        const digits = d.toISOString().slice(0, 10).replaceAll("-", "");
        expect(maskedFieldProblem("date", formatDate(digits))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), fc.constantFrom("fr", "en") as fc.Arbitrary<"fr" | "en">, (cents, lang) => {
        expect(maskedFieldProblem("money", formatMoney((cents / 100).toFixed(2), lang))).toBeNull();
      }),
    );
    expect(maskedFieldProblem("sin", formatSin("046454286"))).toBeNull();
  });
});
