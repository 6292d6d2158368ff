import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formSubmitFlags,
  hasCustomErrors,
  isCustomFieldValueValid,
  shouldOpenRequiredFieldsPopup,
  validateCustomSection,
} from "./index.js";

const bank = {
  sectionLabel: "Bank",
  elements: [
    { label: "Institution", name: "institution", isValid: true },
    { label: "Transit", name: "transit", isValid: true },
  ],
};

describe("custom validation sections (A §5)", () => {
  it("a value is valid when not empty and not -1", () => {
    for (const value of [null, undefined, "", "-1", -1]) expect(isCustomFieldValueValid(value)).toBe(false);
    for (const value of ["x", 0, "0", " ", -2, "-10", false]) expect(isCustomFieldValueValid(value)).toBe(true);
  });

  it("computes each element's validity from the form values", () => {
    const checked = validateCustomSection(bank, { institution: "-1", transit: "12345" });
    expect(checked.elements.map((element) => element.isValid)).toEqual([false, true]);
    expect(checked.sectionLabel).toBe("Bank");
    expect(hasCustomErrors([checked])).toBe(true);
    expect(hasCustomErrors([validateCustomSection(bank, { institution: 2, transit: "12345" })])).toBe(false);
  });

  it("gives the submit handler flags for standard and custom errors", () => {
    const checked = validateCustomSection(bank, {});
    expect(formSubmitFlags({}, [checked])).toEqual({ hasStandardErrors: false, hasCustomErrors: true });
    expect(formSubmitFlags({ city: "City" }, [])).toEqual({ hasStandardErrors: true, hasCustomErrors: false });
  });

  it("opens the popup on custom errors, or on standard errors when showing errors on save", () => {
    const flags = (hasStandardErrors: boolean, hasCustomErrors: boolean) => ({ hasStandardErrors, hasCustomErrors });
    expect(shouldOpenRequiredFieldsPopup(flags(false, true))).toBe(true);
    expect(shouldOpenRequiredFieldsPopup(flags(true, false))).toBe(false);
    expect(shouldOpenRequiredFieldsPopup(flags(true, false), { showErrorsOnSave: true })).toBe(true);
    expect(shouldOpenRequiredFieldsPopup(flags(false, false), { showErrorsOnSave: true })).toBe(false);
  });

  it("a section has errors exactly when one of its values is empty or -1", () => {
    const value = fc.constantFrom(null, undefined, "", "-1", -1, "a", 0, 3);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), value), { maxLength: 6 }), (pairs) => {
        const section = { sectionLabel: "S", elements: pairs.map(([label], index) => ({ label, name: `f${index}`, isValid: true })) };
        const values = Object.fromEntries(pairs.map(([, v], index) => [`f${index}`, v]));
        const checked = validateCustomSection(section, values);
        expect(checked.elements.map((element) => element.label)).toEqual(pairs.map(([label]) => label));
        expect(hasCustomErrors([checked])).toBe(pairs.some(([, v]) => v === null || v === undefined || v === "" || v === "-1" || v === -1));
      }),
    );
  });
});
