import * as Schema from "effect/Schema";
import { flagField, prefixFields } from "./fields.js";
import {
  addressFields,
  bankFields,
  employmentFields,
  extraEmployment,
  housingFields,
  identityFields,
  previousAddress,
} from "./personFields.js";
import { decoderFor, encoderFor } from "./schema.js";

/**
 * The co-lessee (B §3.6): the lessee's kinds of fields with the prefix `co`
 * (`coFirstName`, `coSinNumber`, `coWorkGrosIncome`…), one bank account, one
 * previous address (`coCivicNumber1`…), one extra job (`coWorkCompany1`…),
 * and isCoLesseeAddressSameAsLessee.
 */
export const Colessee = Schema.Struct({
  ...prefixFields(identityFields, "co"),
  ...prefixFields(addressFields, "co"),
  ...prefixFields(bankFields, "co"),
  ...prefixFields(housingFields, "co"),
  ...prefixFields(previousAddress("1"), "co"),
  ...prefixFields(employmentFields, "co"),
  ...prefixFields(extraEmployment("1"), "co"),
  isCoLesseeAddressSameAsLessee: flagField,
});
export type Colessee = typeof Colessee.Type;

/**
 * Decodes a co-lessee: `{ ok: true, value }` or `{ ok: false, errors: [{ path, message }] }`.
 * Unknown keys are ignored unless `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeColessee({ coFirstName: "Paul", isCoLesseeAddressSameAsLessee: true }).ok // true
 */
export const decodeColessee = decoderFor(Colessee);

/**
 * Encodes a co-lessee back to JSON-ready data.
 *
 * @example
 * encodeColessee(emptyColessee()).coFirstName // ""
 */
export const encodeColessee = encoderFor(Colessee);

/**
 * The co-lessee of a new contract (the decoded form of `{}`).
 *
 * @example
 * emptyColessee().isCoLesseeAddressSameAsLessee // false
 */
export const emptyColessee = (): Colessee => Schema.decodeUnknownSync(Colessee)({});
