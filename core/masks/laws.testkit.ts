/**
 * Shared fast-check laws every mask must obey (test-only, never exported).
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";

/** Any text at all: printable, full Unicode (lone surrogates too), or mask-ish. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.constantFrom(..."0123456789 ()-/$%,.−\u00a0\u202fabcdefghijklmnopqrstuvwxyzABCWZ1") }),
);

/**
 * Registers the laws of a text mask: formatting never throws, is idempotent,
 * and parsing a formatted valid value gives it back.
 */
export const maskLaws = <V>(
  format: (text: string) => string,
  parse: (text: string) => V,
  valid: fc.Arbitrary<{ readonly input: string; readonly value: V }>,
): void => {
  it("formats any text without throwing, idempotently", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = format(text);
        expect(typeof once).toBe("string");
        expect(format(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it("parses any text without throwing", () => {
    fc.assert(fc.property(anyText, (text) => void parse(text)), { numRuns: 500 });
  });

  it("gives a valid value back through format then parse", () => {
    fc.assert(
      fc.property(valid, ({ input, value }) => {
        expect(parse(format(input))).toEqual(value);
      }),
    );
  });
};

/** Random decimals with up to 6 decimals and 18 digits, both signs. */
export const anyDecimal: fc.Arbitrary<Decimal> = fc
  .tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)));

