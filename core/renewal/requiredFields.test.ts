import { describe, expect, it } from "vitest";
import { emptyRenewalAddressForm, emptyRenewalIncomeForm, emptyRenewalReferencesForm } from "../models/renewalForms.js";
import { renewalAddressErrors, renewalIncomeErrors, renewalReferencesErrors, renewalRequiredFields } from "./forms.js";

const address = { ...emptyRenewalAddressForm(), civicNumber: "12", street: "Rue Principale", city: "Laval", provinceId: 1, postalCode: "H7N 1A1" };
const income = {
  ...emptyRenewalIncomeForm(),
  workType: 1,
  workPoste: "Cook",
  workYears: "2",
  workMonth: "3",
  workCompany: "Bistro",
  workContact: "Marc",
  workPhone: "5145551234",
};
const references = { ...emptyRenewalReferencesForm(), refName: "Léa", refCell: "5145559876", refLink: "Sœur" };

/** The value a form field holds when nothing was entered. */
const blankOf = (value: unknown): unknown => (typeof value === "string" ? "" : typeof value === "number" ? -1 : null);

/** Each field of a valid form, blanked alone: is it refused? */
const refusedWhenBlank = <F extends object>(form: F, errorsOf: (form: F) => object) =>
  Object.keys(form).filter((field) => {
    const blanked = { ...form, [field]: blankOf((form as Record<string, unknown>)[field]) } as F;
    return field in errorsOf(blanked);
  });

describe("renewalRequiredFields (C §5)", () => {
  it("the samples are valid", () => {
    expect(renewalAddressErrors(address)).toEqual({});
    expect(renewalIncomeErrors(income)).toEqual({});
    expect(renewalReferencesErrors(references)).toEqual({});
  });

  it("lists exactly the fields each form's rule refuses when blank", () => {
    expect(refusedWhenBlank(address, renewalAddressErrors).sort()).toEqual([...renewalRequiredFields.address].sort());
    expect(refusedWhenBlank(income, renewalIncomeErrors).sort()).toEqual([...renewalRequiredFields.income].sort());
    expect(refusedWhenBlank(references, renewalReferencesErrors).sort()).toEqual([...renewalRequiredFields.references].sort());
  });
});
