import { labelOf } from "../codes/option.js";
import { contractStatusOptions } from "../codes/contractStatus.js";
import { frequencyOptions } from "../codes/frequency.js";
import { provinceIsoCodeOf } from "../codes/province.js";
import * as documentsCatalog from "../i18n/catalog/documents.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { formatPhone } from "../masks/phone.js";
import type { DocumentAddress, DocumentContract, DocumentCustomer, DocumentFacts } from "./facts.js";
import type { FieldRow } from "./layout.js";

/** A key of the documents catalog. */
export type DocumentsTextKey = keyof typeof documentsCatalog.en;

/** `t` over the documents catalog only. */
export const td = translator<DocumentsTextKey>(documentsCatalog);

/**
 * "First Last", trimmed; empty when both are empty.
 *
 * @example
 * customerName({ firstName: " Hélène ", lastName: "Côté" }) // "Hélène Côté"
 */
export const customerName = (customer: Pick<DocumentCustomer, "firstName" | "lastName">): string =>
  [customer.firstName.trim(), customer.lastName.trim()].filter((part) => part !== "").join(" ");

/**
 * An address as printed lines: "civic street, apt. n", then "city (PROVINCE)
 * postal code"; empty parts are left out, and an empty address gives no line.
 *
 * @example
 * addressLines("fr", { civicNumber: "12", street: "rue des Érables", apartment: "3", city: "Montréal", province: 1, postalCode: "H2X 1Y4" })
 * // ["12 rue des Érables, app. 3", "Montréal (QC) H2X 1Y4"]
 */
export const addressLines = (lang: Lang, address: DocumentAddress): string[] => {
  const street = [address.civicNumber.trim(), address.street.trim()].filter(Boolean).join(" ");
  const apartment = address.apartment.trim();
  const unit = apartment ? td(lang, "documents.address.apartment", { number: apartment }) : "";
  const first = [street, unit].filter(Boolean).join(", ");
  const iso = provinceIsoCodeOf(address.province);
  const second = [address.city.trim(), iso ? `(${iso})` : "", address.postalCode.trim()].filter(Boolean).join(" ");
  return [first, second].filter((line) => line !== "");
};

/** A value or the language's "n/a". */
export const orNotAvailable = (lang: Lang, value: string | null | undefined): string =>
  value === null || value === undefined || value === "" ? td(lang, "documents.notAvailable") : value;

/** The status label of a contract, or "n/a". */
export const statusText = (lang: Lang, contract: DocumentContract): string =>
  orNotAvailable(lang, contractStatusOptions.find((entry) => entry.value === contract.statusId)?.label[lang]);

/** The frequency label of a contract, or "n/a". */
export const frequencyText = (lang: Lang, contract: DocumentContract): string =>
  orNotAvailable(lang, contract.frequency === null ? null : labelOf(frequencyOptions, contract.frequency, lang));

const methodKeys: Readonly<Record<string, DocumentsTextKey>> = {
  pad: "documents.method.pad",
  etransfer: "documents.method.etransfer",
  cash: "documents.method.cash",
  cheque: "documents.method.cheque",
};

/**
 * A receipt's payment method in words; an unknown code is printed as is.
 *
 * @example
 * methodText("fr", "pad") // "Débit préautorisé"
 * methodText("en", "wire") // "wire"
 */
export const methodText = (lang: Lang, method: string): string =>
  Object.hasOwn(methodKeys, method) ? td(lang, methodKeys[method]!) : method;

/** The customer and contract rows every report starts with. */
export const identityFields = (lang: Lang, facts: DocumentFacts): FieldRow[] => [
  { label: td(lang, "documents.field.customer"), value: orNotAvailable(lang, facts.customer ? customerName(facts.customer) : null) },
  { label: td(lang, "documents.field.contractNumber"), value: facts.contract.contractNumber },
];

/** The customer's contact rows (address, email, phone), for the documents that are mailed. */
export const contactFields = (lang: Lang, customer: DocumentCustomer | null): FieldRow[] =>
  customer
    ? [
        { label: td(lang, "documents.field.address"), value: orNotAvailable(lang, customer.address ? addressLines(lang, customer.address).join(", ") : "") },
        { label: td(lang, "documents.field.email"), value: orNotAvailable(lang, customer.email) },
        { label: td(lang, "documents.field.phone"), value: orNotAvailable(lang, customer.cellPhone ? formatPhone(customer.cellPhone) : "") },
      ]
    : [];
