import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allRules, canPressSubmit, exactLengthRule, maxLengthRule, numericRule, requiredRule, runFieldRule } from "./index.js";

describe("field rules of C §5", () => {
  it("business phone: exactly 10 characters after trimming", () => {
    const rule = exactLengthRule("en", 10);
    expect(rule(" 5145551234 ", {})).toBe(true);
    expect(rule("514555123", {})).toBe("Must be exactly 10 characters");
    expect(rule("", {})).toBe("Must be exactly 10 characters");
    expect(exactLengthRule("fr", 10)("1", {})).toBe("Doit contenir exactement 10 caractères");
  });

  it("reference 2 phone: optional, but exactly 10 characters when given", () => {
    const rule = exactLengthRule("en", 10, { optional: true });
    expect(rule("", {})).toBe(true);
    expect(rule(null, {})).toBe(true);
    expect(rule("   ", {})).toBe(true);
    expect(rule("51455", {})).toBe("Must be exactly 10 characters");
  });

  it("years and months: numeric, at most 2 characters", () => {
    const rule = allRules(requiredRule("en"), numericRule("en"), maxLengthRule("en", 2));
    expect(rule("12", {})).toBe(true);
    expect(rule("", {})).toBe("Required");
    expect(rule("1a", {})).toBe("Digits only");
    expect(rule("123", {})).toBe("2 characters maximum");
    expect(runFieldRule(rule, "123", {})).toEqual({ valid: false, helperText: "2 characters maximum" });
  });

  it("company and contact: at most 250 characters", () => {
    expect(maxLengthRule("en", 250)("x".repeat(250), {})).toBe(true);
    expect(maxLengthRule("en", 250)("x".repeat(251), {})).toBe("250 characters maximum");
  });

  it("a length rule agrees with the trimmed length of any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.integer({ min: 0, max: 12 }), (text, length) => {
        const size = [...text.trim()].length;
        expect(exactLengthRule("en", length)(text, {}) === true).toBe(size === length);
        expect(maxLengthRule("en", length)(text, {}) === true).toBe(size <= length);
      }),
    );
  });
});

describe("canPressSubmit", () => {
  it("waits for touched only where the form requires it, never while disabled", () => {
    expect(canPressSubmit({ disabled: false, touched: false })).toBe(true);
    expect(canPressSubmit({ disabled: false, touched: false }, { requireTouched: true })).toBe(false);
    expect(canPressSubmit({ disabled: false, touched: true }, { requireTouched: true })).toBe(true);
    expect(canPressSubmit({ disabled: true, touched: true })).toBe(false);
  });
});
