import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Province, provincePostalLetters, type ProvinceId } from "../codes/province.js";
import { en } from "../i18n/translate.js";
import { emptyRenewalAddressForm, emptyRenewalIncomeForm, emptyRenewalReferencesForm } from "../models/renewalForms.js";
import {
  renewalAddressErrors,
  renewalFieldLabelKey,
  renewalIncomeErrors,
  renewalIsPostalCode,
  renewalMaxWorkMonths,
  renewalReferencesErrors,
} from "./forms.js";

const required = { key: "renewal.validation.required" };
const phone = { key: "renewal.validation.phone" };

const goodAddress = {
  ...emptyRenewalAddressForm(),
  civicNumber: "123",
  street: "Rue Principale",
  city: "Laval",
  provinceId: 1,
  postalCode: "H7N 1A1",
};
const goodIncome = {
  ...emptyRenewalIncomeForm(),
  workType: 1,
  workPoste: "Cook",
  workYears: "3",
  workMonth: "11",
  workCompany: "Resto",
  workContact: "Marie",
  workPhone: " 5145551234 ",
};
const goodReferences = { ...emptyRenewalReferencesForm(), refName: "Léa", refCell: "5145551234", refLink: "Sister" };

describe("address (C §5)", () => {
  it("requires everything but the apartment", () => {
    expect(renewalAddressErrors(goodAddress)).toEqual({});
    expect(renewalAddressErrors(emptyRenewalAddressForm())).toEqual({
      civicNumber: required,
      street: required,
      city: required,
      provinceId: { key: "renewal.validation.province" },
      postalCode: required,
    });
    expect(renewalAddressErrors({ ...goodAddress, postalCode: "12345" })).toEqual({
      postalCode: { key: "renewal.validation.postalCode" },
    });
  });

  it("checks the postal code's shape", () => {
    for (const good of ["H2X 1Y4", "h2x1y4", "K1A 0B1"]) expect(renewalIsPostalCode(good)).toBe(true);
    for (const bad of ["", "H2X-1Y4", "D2X 1Y4", "W2X 1Y4", "H2X 1Y", "123 456"]) expect(renewalIsPostalCode(bad)).toBe(false);
  });
});

describe("income (C §5)", () => {
  it("accepts a complete form", () => {
    expect(renewalIncomeErrors(goodIncome)).toEqual({});
    expect(renewalIncomeErrors({ ...goodIncome, workPhoneExt: "123" })).toEqual({});
    expect(renewalIncomeErrors({ ...goodIncome, workPhone: "(514) 555-1234" })).toEqual({});
  });

  it("requires status, occupation, company, contact, years, months and phone", () => {
    expect(Object.keys(renewalIncomeErrors(emptyRenewalIncomeForm())).sort()).toEqual(
      ["workCompany", "workContact", "workMonth", "workPhone", "workPoste", "workType", "workYears"].sort(),
    );
  });

  it("limits lengths and checks numbers", () => {
    expect(renewalIncomeErrors({ ...goodIncome, workCompany: "x".repeat(251), workContact: "y".repeat(250) })).toEqual({
      workCompany: { key: "renewal.validation.maxLength", params: { max: 250 } },
    });
    expect(renewalIncomeErrors({ ...goodIncome, workYears: "123", workMonth: "a" })).toEqual({
      workYears: { key: "renewal.validation.maxLength", params: { max: 2 } },
      workMonth: { key: "renewal.validation.digits" },
    });
    expect(renewalIncomeErrors({ ...goodIncome, workPhone: "514555123", workPhoneExt: "12a" })).toEqual({
      workPhone: phone,
      workPhoneExt: { key: "renewal.validation.digits" },
    });
  });

  it("accepts exactly the 10-digit phones", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
        const errors = renewalIncomeErrors({ ...goodIncome, workPhone: digits });
        if (digits.length === 10) expect(errors).toEqual({});
        else expect(errors.workPhone).toEqual(digits === "" ? required : phone);
      }),
    );
  });
});

describe("references (C §5)", () => {
  it("requires reference 1 and checks reference 2's phone only when given", () => {
    expect(renewalReferencesErrors(goodReferences)).toEqual({});
    expect(renewalReferencesErrors(emptyRenewalReferencesForm())).toEqual({
      refName: required,
      refCell: required,
      refLink: required,
    });
    expect(renewalReferencesErrors({ ...goodReferences, refCell: "514", refCell1: "12" })).toEqual({
      refCell: phone,
      refCell1: phone,
    });
    expect(renewalReferencesErrors({ ...goodReferences, refName1: "Tom", refCell1: "4505551234" })).toEqual({});
  });
});

describe("labels for the validation summary", () => {
  it("exist for every field the rules check", () => {
    const fields = [
      ...Object.keys(renewalAddressErrors(emptyRenewalAddressForm())),
      ...Object.keys(renewalIncomeErrors({ ...emptyRenewalIncomeForm(), workPhoneExt: "x" })),
      ...Object.keys(renewalReferencesErrors({ ...emptyRenewalReferencesForm(), refCell1: "1" })),
    ] as Parameters<typeof renewalFieldLabelKey>[0][];
    for (const field of fields) {
      const key = renewalFieldLabelKey(field);
      expect(key, field).not.toBeNull();
      expect(en[key!]).toBeTruthy();
    }
    expect(renewalFieldLabelKey("refPhone2")).toBeNull();
  });
});

describe("form rules on any input", () => {
  it("never throw and name only the fields they check", () => {
    const text = fc.string({ maxLength: 300 });
    fc.assert(
      fc.property(
        fc.record({ civicNumber: text, apartment: text, street: text, city: text, provinceId: fc.integer({ min: -1, max: 13 }), province: text, postalCode: text }),
        fc.record({
          workType: fc.option(fc.integer({ min: -1, max: 9 }), { nil: null }),
          workPoste: text, workYears: text, workMonth: text, workCompany: text, workContact: text, workPhone: text, workPhoneExt: text,
        }),
        fc.dictionary(fc.constantFrom(...Object.keys(emptyRenewalReferencesForm())), text),
        (address, income, references) => {
          const addressKeys = Object.keys(renewalAddressErrors(address));
          expect(addressKeys.every((key) => ["civicNumber", "street", "city", "provinceId", "postalCode"].includes(key))).toBe(true);
          const incomeErrors = renewalIncomeErrors({ ...emptyRenewalIncomeForm(), ...income });
          expect(Object.keys(incomeErrors)).not.toContain("workGrosIncome");
          const referenceKeys = Object.keys(renewalReferencesErrors({ ...emptyRenewalReferencesForm(), ...references }));
          expect(referenceKeys.every((key) => ["refName", "refCell", "refLink", "refCell1"].includes(key))).toBe(true);
        },
      ),
    );
  });

  it("accept every well-formed address whose postal code starts with a letter of its province, and question every other", () => {
    const letter = fc.constantFrom(..."ABCEGHJKLMNPRSTVXY");
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const postal = fc.tuple(letter, digit, letter, fc.constantFrom(" ", ""), digit, letter, digit).map((parts) => parts.join(""));
    fc.assert(
      fc.property(postal, fc.integer({ min: 1, max: 13 }), fc.boolean(), (postalCode, provinceId, lower) => {
        const typed = lower ? postalCode.toLowerCase() : postalCode;
        const fits = provincePostalLetters[provinceId as ProvinceId].includes(postalCode[0]!);
        expect(renewalAddressErrors({ ...goodAddress, postalCode: typed, provinceId })).toEqual(fits ? {} : { postalCode: { key: "renewal.validation.postalCodeProvince" } });
      }),
    );
  });

  it("questions H2X 1Y4 with Ontario and takes it with Québec", () => {
    expect(renewalAddressErrors({ ...goodAddress, postalCode: "H2X 1Y4", provinceId: Province.Ontario })).toEqual({ postalCode: { key: "renewal.validation.postalCodeProvince" } });
    expect(renewalAddressErrors({ ...goodAddress, postalCode: "H2X 1Y4", provinceId: Province.Quebec })).toEqual({});
  });

  it("take 0 to 11 months in a job and refuse 12 to 99", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.boolean(), (months, padded) => {
        const workMonth = padded ? String(months).padStart(2, "0") : String(months);
        const errors = renewalIncomeErrors({ ...goodIncome, workMonth });
        expect(errors.workMonth).toEqual(months <= renewalMaxWorkMonths ? undefined : { key: "renewal.validation.months" });
      }),
    );
    expect(renewalMaxWorkMonths).toBe(11);
  });

  it("refuse a reference phone that is one of the applicant's own, in any format, and only then", () => {
    const tenDigits = fc.stringMatching(/^[2-9]\d{9}$/);
    const formatted = (digits: string, style: number) =>
      style === 0 ? digits : style === 1 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    fc.assert(
      fc.property(tenDigits, tenDigits, tenDigits, fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (own, first, second, style1, style2) => {
        const form = { ...emptyRenewalReferencesForm(), refName: "Léa", refLink: "Sœur", refCell: formatted(first, style1), refCell1: formatted(second, style2) };
        const errors = renewalReferencesErrors(form, [formatted(own, (style1 + 1) % 3), null, ""]);
        const ownPhone = { key: "renewal.validation.ownPhone" };
        expect(errors.refCell).toEqual(first === own ? ownPhone : undefined);
        expect(errors.refCell1).toEqual(second === own ? ownPhone : undefined);
        // Without the applicant's phones, the same form is only checked for its shape.
        expect(renewalReferencesErrors(form)).toEqual({});
        // A reference given the applicant's number is caught.
        expect(renewalReferencesErrors({ ...form, refCell: formatted(own, style1) }, [own]).refCell).toEqual(ownPhone);
      }),
    );
  });
});
