import * as Schema from "effect/Schema";
import { amountField, codeField, countField, dateField, flagField, textField, withDefault } from "./fields.js";
import { Note } from "./note.js";
import { decoderFor, encoderFor } from "./schema.js";

/** Every customer field a response may carry (B §3.9): all but the password. */
const publicFields = {
  id: countField,
  firstName: textField,
  lastName: textField,
  businessPhone: textField,
  cellPhone: textField,
  email: textField,
  birthDate: dateField,
  username: textField,
  isTermsNotice: flagField,
  termsCellNotice: flagField,
  termsEmailNotice: flagField,
  description: textField,
  address: textField,
  city: textField,
  cityId: codeField,
  province: textField,
  provinceId: codeField,
  country: textField,
  countryId: codeField,
  postalCode: textField,
  customerfAndI: codeField,
  contractListId: codeField,
  Notes: withDefault(Schema.Array(Note), []),
  capitalTotal: amountField,
  totalReceived: amountField,
};

/**
 * A customer as a request writes it (B §3.9), password included. The
 * password is write-only: answers use `CustomerPublic`.
 */
export const Customer = Schema.Struct({ ...publicFields, password: textField });
export type Customer = typeof Customer.Type;

/** A customer as a response carries it: every field but the password. */
export const CustomerPublic = Schema.Struct(publicFields);
export type CustomerPublic = typeof CustomerPublic.Type;

/**
 * Decodes a customer (request body): `{ ok: true, value }` or
 * `{ ok: false, errors: [{ path, message }] }`. Unknown keys are ignored
 * unless `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeCustomer({ firstName: "Ana", password: "s3cret", capitalTotal: "1500" }).ok // true
 */
export const decodeCustomer = decoderFor(Customer);

/**
 * Encodes a customer with its password (a request to the server).
 *
 * @example
 * encodeCustomer(emptyCustomer()).password // ""
 */
export const encodeCustomer = encoderFor(Customer);

/**
 * Decodes a customer answer; a password in it is dropped (or refused with
 * `{ unknownKeys: "refuse" }`).
 *
 * @example
 * decodeCustomerPublic({ firstName: "Ana", password: "x" }) // { ok: true, value: { firstName: "Ana", … } } (no password)
 */
export const decodeCustomerPublic = decoderFor(CustomerPublic);

/**
 * Encodes a customer for an answer: the password never leaves, even when
 * given a full `Customer`.
 *
 * @example
 * "password" in encodeCustomerPublic(emptyCustomer()) // false
 */
export const encodeCustomerPublic = (customer: CustomerPublic): typeof CustomerPublic.Encoded => {
  const { password: _password, ...rest } = customer as Partial<Customer> & CustomerPublic;
  return encodePublicFields(rest);
};

const encodePublicFields = encoderFor(CustomerPublic);

/**
 * A new customer (the decoded form of `{}`).
 *
 * @example
 * emptyCustomer().capitalTotal.isZero() // true
 */
export const emptyCustomer = (): Customer => Schema.decodeUnknownSync(Customer)({});
