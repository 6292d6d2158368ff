import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldRuleOutcome, isEmptyFormValue, isFormFieldValid, requiredFieldErrors, runFieldRule } from "./index.js";

describe("required rule (A §5)", () => {
  const city = { name: "city", label: "City", required: true };

  it("treats null, undefined and '' as empty, nothing else", () => {
    for (const value of [null, undefined, ""]) expect(isEmptyFormValue(value)).toBe(true);
    for (const value of [" ", 0, false, "-1", [], {}]) expect(isEmptyFormValue(value)).toBe(false);
  });

  it("makes an empty required field, or one with an error or invalid flag, invalid", () => {
    expect(isFormFieldValid(city, "")).toBe(false);
    expect(isFormFieldValid(city, null)).toBe(false);
    expect(isFormFieldValid(city, undefined)).toBe(false);
    expect(isFormFieldValid(city, "Laval")).toBe(true);
    expect(isFormFieldValid({ ...city, invalid: true }, "Laval")).toBe(false);
    expect(isFormFieldValid({ ...city, error: "Too long" }, "Laval")).toBe(false);
    expect(isFormFieldValid({ ...city, error: true }, "Laval")).toBe(false);
    expect(isFormFieldValid({ ...city, error: "" }, "Laval")).toBe(true);
    expect(isFormFieldValid({ name: "apt", label: "Apt" }, "")).toBe(true);
    expect(isFormFieldValid({ name: "apt", label: "Apt", invalid: true }, "")).toBe(false);
  });

  it("counts disabled fields as valid, whatever else", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.string()), fc.anything(), (required, invalid, error, value) => {
        expect(isFormFieldValid({ name: "f", label: "F", required, invalid, error, disabled: true }, value)).toBe(true);
      }),
    );
  });

  it("records each invalid field's label under its name", () => {
    expect(
      requiredFieldErrors(
        [
          city,
          { name: "street", label: "Street", required: true },
          { name: "postalCode", label: "Postal code", required: true, disabled: true },
        ],
        { city: "", street: "Main" },
      ),
    ).toEqual({ city: "City" });
  });
});

describe("field-level rules (A §5)", () => {
  it("reads true or empty as valid and a message as helper text", () => {
    expect(fieldRuleOutcome(true)).toEqual({ valid: true });
    expect(fieldRuleOutcome("")).toEqual({ valid: true });
    expect(fieldRuleOutcome(undefined)).toEqual({ valid: true });
    expect(fieldRuleOutcome(null)).toEqual({ valid: true });
    expect(fieldRuleOutcome("2 characters max")).toEqual({ valid: false, helperText: "2 characters max" });
    expect(fieldRuleOutcome(false)).toEqual({ valid: false, helperText: "" });
  });

  it("runs a rule with the value and all values, a throwing rule being invalid", () => {
    const maxTwo = (value: unknown) => String(value).length <= 2 || "2 characters max";
    expect(runFieldRule(maxTwo, "12", {})).toEqual({ valid: true });
    expect(runFieldRule(maxTwo, "123", {})).toEqual({ valid: false, helperText: "2 characters max" });
    expect(runFieldRule((_, values) => values.other === 1, 0, { other: 1 })).toEqual({ valid: true });
    expect(runFieldRule(() => { throw new Error("bug"); }, 0, {})).toEqual({ valid: false, helperText: "" });
  });
});

describe("field names that are Object properties", () => {
  it("never read or write the prototype", () => {
    const errors = requiredFieldErrors(
      [
        { name: "constructor", label: "Constructor", required: true },
        { name: "__proto__", label: "Proto", required: true },
      ],
      {},
    );
    expect(Object.keys(errors)).toEqual(["constructor", "__proto__"]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});

