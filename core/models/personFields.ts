import { codeField, dateField, flagField, optionalAmountField, suffixFields, textField } from "./fields.js";

/**
 * Field groups of a person on a contract (B §3.5), shared by the lessee and
 * the co-lessee (which takes them with the prefix `co`, B §3.6). Private to
 * models.
 */

/** Identity, phones (each with a language code: 0 French, 1 English), licence, SIN. */
export const identityFields = {
  firstName: textField,
  lastName: textField,
  companyName: textField,
  isSkipEquifax: flagField,
  cellPhone: textField,
  cellPhoneLanguage: codeField,
  homePhone: textField,
  homePhoneLanguage: codeField,
  businessPhone: textField,
  businessPhoneLanguage: codeField,
  email: textField,
  isEmailVerified: flagField,
  language: codeField,
  driverLicence: textField,
  noRefSAAQ: textField,
  sinNumber: textField,
  birthDate: dateField,
  civilStatus: codeField,
  salutation: codeField,
};

/** A postal address; `province` is a province code. */
export const addressFields = {
  civicNumber: textField,
  street: textField,
  apartment: textField,
  city: textField,
  province: codeField,
  postalCode: textField,
};

/** One bank account. */
export const bankFields = {
  bankinst: textField,
  banktransit: textField,
  bankfolio: textField,
  bankname: textField,
};

/** Housing at the current address. */
export const housingFields = {
  rentAmount: optionalAmountField,
  adrType: codeField,
  adrYears: codeField,
  adrMonth: codeField,
  ownerName: textField,
  ownerPhone: textField,
};

/** A previous address and how long the person lived there (taken with a suffix). */
export const previousAddressFields = {
  ...addressFields,
  adrYears: codeField,
  adrMonth: codeField,
};

/** An employment, its incomes and the employer's address. */
export const employmentFields = {
  workCompany: textField,
  workContact: textField,
  workYears: codeField,
  workMonth: codeField,
  workPhone: textField,
  workPhoneExt: textField,
  workGrosIncome: optionalAmountField,
  workNetIncome: optionalAmountField,
  workPoste: textField,
  workType: codeField,
  workNEQ: textField,
  workCivicNumber: textField,
  workStreet: textField,
  workApartment: textField,
  workCity: textField,
  workProvince: codeField,
  workPostalCode: textField,
};

/** A reference given by the lessee (taken with a suffix 1, 2, 3). */
export const personReferenceFields = {
  refName: textField,
  refPhone: textField,
  refPoste: textField,
  refCell: textField,
  refLink: textField,
};

/** Previous address number `n` (address fields with suffix n). */
export const previousAddress = <N extends string>(n: N) => suffixFields(previousAddressFields, n);

/** Additional employment number `n` (employment fields with suffix n). */
export const extraEmployment = <N extends string>(n: N) => suffixFields(employmentFields, n);
