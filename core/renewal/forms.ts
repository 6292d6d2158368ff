import { en as renewalTexts } from "../i18n/catalog/renewal.js";
import { postalCodeFitsProvince } from "../codes/province.js";
import type { RenewalAddressForm, RenewalIncomeForm, RenewalReferencesForm } from "../models/renewalForms.js";

/**
 * Validation rules of the renewal forms (C §5): pure functions returning an
 * error code per field (only fields in error appear). Texts are in the
 * "renewal." catalog; `renewal.field.<name>` is each field's label for the
 * validation summary.
 */

/** One field's error: a catalog key and its placeholder values. */
export interface RenewalFieldError {
  readonly key: keyof typeof renewalTexts;
  readonly params?: Readonly<Record<string, number>>;
}

/** Errors by field name; an empty object means the form is valid. */
export type RenewalFormErrors<F> = { readonly [K in keyof F]?: RenewalFieldError };

const required: RenewalFieldError = { key: "renewal.validation.required" };
const digitsOnly: RenewalFieldError = { key: "renewal.validation.digits" };
const phone: RenewalFieldError = { key: "renewal.validation.phone" };
const maxLength = (max: number): RenewalFieldError => ({ key: "renewal.validation.maxLength", params: { max } });

const blank = (text: string | null | undefined): boolean => (text ?? "").trim() === "";

/**
 * Phone numbers have exactly 10 characters after trimming, all digits (C §5,
 * C §9); the `(###) ###-####` mask's punctuation is not counted.
 */
const isPhone = (text: string): boolean => /^\d{10}$/.test(text.trim().replace(/[\s().-]/g, ""));

/**
 * A Canadian postal code in the shape A1A 1A1 (the space optional, any case;
 * D, F, I, O, Q, U never appear, W and Z never first).
 *
 * @example
 * renewalIsPostalCode("h2x 1y4") // true
 * renewalIsPostalCode("D2X 1Y4") // false
 */
export const renewalIsPostalCode = (text: string): boolean =>
  /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(text.trim());

const keep = <F>(entries: ReadonlyArray<readonly [keyof F, RenewalFieldError | null]>): RenewalFormErrors<F> =>
  Object.fromEntries(entries.filter(([, error]) => error !== null)) as RenewalFormErrors<F>;

/**
 * Longest texts of the address form, as the server keeps them (the spec gives
 * no cap: docs/spec-decisions.md): civic number and apartment 20, street 250,
 * city 100 characters.
 */
export const renewalAddressCaps = { civicNumber: 20, apartment: 20, street: 250, city: 100 } as const;

const requiredCapped = (text: string, cap: number): RenewalFieldError | null =>
  blank(text) ? required : text.length > cap ? maxLength(cap) : null;

/**
 * Errors of the address form (step 21): civic number, street, city, province
 * (provinceId ≠ -1) and postal code required, postal code in the A1A 1A1
 * shape and starting with a letter of the province chosen (core's
 * `postalCodeFitsProvince`: H2X 1Y4 with Ontario is questioned); apartment
 * optional; texts within `renewalAddressCaps`.
 *
 * @example
 * renewalAddressErrors({ ...emptyRenewalAddressForm(), civicNumber: "12" }).street // { key: "renewal.validation.required" }
 */
export const renewalAddressErrors = (form: RenewalAddressForm): RenewalFormErrors<RenewalAddressForm> =>
  keep<RenewalAddressForm>([
    ["civicNumber", requiredCapped(form.civicNumber, renewalAddressCaps.civicNumber)],
    ["apartment", (form.apartment ?? "").length > renewalAddressCaps.apartment ? maxLength(renewalAddressCaps.apartment) : null],
    ["street", requiredCapped(form.street, renewalAddressCaps.street)],
    ["city", requiredCapped(form.city, renewalAddressCaps.city)],
    ["provinceId", form.provinceId === -1 || !Number.isFinite(form.provinceId) ? { key: "renewal.validation.province" } : null],
    [
      "postalCode",
      blank(form.postalCode)
        ? required
        : !renewalIsPostalCode(form.postalCode)
          ? { key: "renewal.validation.postalCode" }
          : postalCodeFitsProvince(form.postalCode, form.provinceId)
            ? null
            : { key: "renewal.validation.postalCodeProvince" },
    ],
  ]);

const text250 = (text: string): RenewalFieldError | null =>
  blank(text) ? required : text.length > 250 ? maxLength(250) : null;

const twoDigits = (text: string): RenewalFieldError | null => {
  const value = text.trim();
  if (value === "") return required;
  if (!/^\d+$/.test(value)) return digitsOnly;
  return value.length > 2 ? maxLength(2) : null;
};

/** Most months in a job beside its years: 11 (12 months are a year). */
export const renewalMaxWorkMonths = 11;

/** Months in the job: two digits at most, and 0 to 11. */
const months = (text: string): RenewalFieldError | null =>
  twoDigits(text) ?? (Number(text.trim()) > renewalMaxWorkMonths ? { key: "renewal.validation.months" } : null);

/**
 * Errors of the income form (step 23): status, occupation, company, contact,
 * years, months and business phone required; company and contact at most
 * 250; years and months numeric, at most 2 characters, months 0 to 11
 * (`renewalMaxWorkMonths`); phone exactly 10
 * digits after trimming; extension optional, numeric. The incomes are not
 * checked (not displayed).
 *
 * @example
 * renewalIncomeErrors({ ...emptyRenewalIncomeForm(), workPhone: "514555123" }).workPhone // { key: "renewal.validation.phone" }
 */
export const renewalIncomeErrors = (form: RenewalIncomeForm): RenewalFormErrors<RenewalIncomeForm> =>
  keep<RenewalIncomeForm>([
    ["workType", form.workType === null || form.workType === -1 ? required : null],
    ["workPoste", blank(form.workPoste) ? required : null],
    ["workYears", twoDigits(form.workYears)],
    ["workMonth", months(form.workMonth)],
    ["workCompany", text250(form.workCompany)],
    ["workContact", text250(form.workContact)],
    ["workPhone", blank(form.workPhone) ? required : isPhone(form.workPhone) ? null : phone],
    ["workPhoneExt", blank(form.workPhoneExt) || /^\d+$/.test(form.workPhoneExt.trim()) ? null : digitsOnly],
  ]);

/** A phone's 10 digits (the mask's punctuation dropped), or null when it has not 10. */
const phoneDigits = (text: string | null | undefined): string | null => {
  const digits = (text ?? "").trim().replace(/[\s().-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
};

/**
 * Errors of the references form (step 24): reference 1's name, phone (10
 * digits) and relationship required; reference 2 optional, but a phone given
 * for it must have exactly 10 digits. A reference's phone may not be one of
 * the applicant's own (`applicantPhones`: the phones on their file, in any
 * format): a reference vouches for someone else.
 *
 * @example
 * renewalReferencesErrors({ ...emptyRenewalReferencesForm(), refName: "Léa", refCell: "5145551234", refLink: "Sœur", refCell1: "12" })
 * // { refCell1: { key: "renewal.validation.phone" } }
 * renewalReferencesErrors({ ...emptyRenewalReferencesForm(), refName: "Léa", refCell: "(514) 555-1234", refLink: "Sœur" }, ["5145551234"])
 * // { refCell: { key: "renewal.validation.ownPhone" } }
 */
export const renewalReferencesErrors = (form: RenewalReferencesForm, applicantPhones: readonly (string | null | undefined)[] = []): RenewalFormErrors<RenewalReferencesForm> => {
  const own = new Set(applicantPhones.map(phoneDigits).filter((digits): digits is string => digits !== null));
  const ownPhone = (text: string): RenewalFieldError | null => {
    const digits = phoneDigits(text);
    return digits !== null && own.has(digits) ? { key: "renewal.validation.ownPhone" } : null;
  };
  return keep<RenewalReferencesForm>([
    ["refName", blank(form.refName) ? required : null],
    ["refCell", blank(form.refCell) ? required : isPhone(form.refCell) ? ownPhone(form.refCell) : phone],
    ["refLink", blank(form.refLink) ? required : null],
    ["refCell1", blank(form.refCell1) ? null : isPhone(form.refCell1) ? ownPhone(form.refCell1) : phone],
  ]);
};

/**
 * The catalog key of a renewal form field's label (for the validation summary).
 *
 * @example
 * renewalFieldLabelKey("workPoste") // "renewal.field.workPoste"
 */
export const renewalFieldLabelKey = (
  field: keyof RenewalAddressForm | keyof RenewalIncomeForm | keyof RenewalReferencesForm,
): keyof typeof renewalTexts | null => {
  const key = `renewal.field.${field}`;
  return Object.hasOwn(renewalTexts, key) ? (key as keyof typeof renewalTexts) : null;
};

/** The fields each renewal form requires, by form. */
export interface RenewalRequiredFields {
  readonly address: readonly (keyof RenewalAddressForm)[];
  readonly income: readonly (keyof RenewalIncomeForm)[];
  readonly references: readonly (keyof RenewalReferencesForm)[];
}

/**
 * The fields the renewal forms require (C §5), as data for the screens'
 * required marks: the same fields the error rules above refuse when blank
 * (the apartment, the extension, the incomes and reference 2 are optional).
 *
 * @example
 * renewalRequiredFields.references // ["refName", "refCell", "refLink"]
 * renewalRequiredFields.address.includes("apartment") // false
 */
export const renewalRequiredFields: RenewalRequiredFields = {
  address: ["civicNumber", "street", "city", "provinceId", "postalCode"],
  income: ["workType", "workPoste", "workYears", "workMonth", "workCompany", "workContact", "workPhone"],
  references: ["refName", "refCell", "refLink"],
};
