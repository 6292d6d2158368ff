import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeRenewalAddressForm,
  decodeRenewalIncomeForm,
  decodeRenewalReferencesForm,
  emptyRenewalAddressForm,
  emptyRenewalIncomeForm,
  emptyRenewalReferencesForm,
  encodeRenewalAddressForm,
  encodeRenewalIncomeForm,
  encodeRenewalReferencesForm,
} from "./renewalForms.js";

describe("renewal forms (C §3.9)", () => {
  it("decode {} to empty forms with the spec's defaults", () => {
    expect(emptyRenewalAddressForm()).toEqual({
      civicNumber: "",
      apartment: "",
      street: "",
      city: "",
      provinceId: -1,
      province: "QUÉBEC",
      postalCode: "",
    });
    expect(emptyRenewalIncomeForm().workType).toBeNull();
    expect(emptyRenewalIncomeForm().workGrosIncome).toBeNull();
    expect(Object.keys(emptyRenewalReferencesForm())).toEqual([
      "refName", "refCell", "refLink", "refName1", "refCell1", "refLink1",
      "refPhone", "refPhone1", "refName2", "refPhone2", "refCell2", "refLink2",
    ]);
  });

  it("read null texts as empty and name bad paths", () => {
    expect(decodeRenewalReferencesForm({ refName: null }).ok).toBe(true);
    const bad = decodeRenewalAddressForm({ provinceId: "1", city: 3 });
    expect(!bad.ok && bad.errors.map((error) => error.path)).toEqual(["city", "provinceId"]);
    const income = decodeRenewalIncomeForm({ workType: "x", workNetIncome: "abc" });
    expect(!income.ok && income.errors.map((error) => error.path)).toEqual(["workType", "workNetIncome"]);
  });

  it("round-trip", () => {
    const textArb = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(
        fc.record({
          civicNumber: textArb, apartment: textArb, street: textArb, city: textArb,
          provinceId: fc.integer({ min: -1, max: 13 }), province: textArb, postalCode: textArb,
        }),
        (wire) => {
          const decoded = decodeRenewalAddressForm(wire);
          expect(decoded.ok && encodeRenewalAddressForm(decoded.value)).toEqual(wire);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.record({
          workType: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
          workPoste: textArb, workYears: textArb, workMonth: textArb, workCompany: textArb,
          workContact: textArb, workPhone: textArb, workPhoneExt: textArb,
          workGrosIncome: fc.option(fc.integer({ min: 0, max: 1e8 }).map((cents) => cents / 100), { nil: null }),
          workNetIncome: fc.option(fc.integer({ min: 0, max: 1e8 }).map((cents) => cents / 100), { nil: null }),
        }),
        (wire) => {
          const decoded = decodeRenewalIncomeForm(wire);
          expect(decoded.ok && encodeRenewalIncomeForm(decoded.value)).toEqual(wire);
        },
      ),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(emptyRenewalReferencesForm())), textArb), (partial) => {
        const wire = { ...encodeRenewalReferencesForm(emptyRenewalReferencesForm()), ...partial };
        const decoded = decodeRenewalReferencesForm(wire);
        expect(decoded.ok && encodeRenewalReferencesForm(decoded.value)).toEqual(wire);
      }),
    );
  });
});
