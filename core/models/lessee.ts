import * as Schema from "effect/Schema";
import { suffixFields } from "./fields.js";
import {
  addressFields,
  bankFields,
  employmentFields,
  extraEmployment,
  housingFields,
  identityFields,
  personReferenceFields,
  previousAddress,
} from "./personFields.js";
import { decoderFor, encoderFor } from "./schema.js";

/**
 * The lessee of a contract (B §3.5): identity and phones, address, two bank
 * accounts (the second with suffix 2), housing, two previous addresses
 * (suffix 1 and 2), the main employment and up to three more (suffix 1 to 3),
 * and three references (`refName1` … `refLink3`).
 */
export const Lessee = Schema.Struct({
  ...identityFields,
  ...addressFields,
  ...bankFields,
  ...suffixFields(bankFields, "2"),
  ...housingFields,
  ...previousAddress("1"),
  ...previousAddress("2"),
  ...employmentFields,
  ...extraEmployment("1"),
  ...extraEmployment("2"),
  ...extraEmployment("3"),
  ...suffixFields(personReferenceFields, "1"),
  ...suffixFields(personReferenceFields, "2"),
  ...suffixFields(personReferenceFields, "3"),
});
export type Lessee = typeof Lessee.Type;

/**
 * Decodes a lessee: `{ ok: true, value }` or `{ ok: false, errors: [{ path, message }] }`
 * (e.g. `sinNumber: expected …`). Unknown keys are ignored unless `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeLessee({ firstName: "Marie", workGrosIncome: "52000" }) // { ok: true, value: { firstName: "Marie", workGrosIncome: Decimal(52000), … } }
 */
export const decodeLessee = decoderFor(Lessee);

/**
 * Encodes a lessee back to JSON-ready data.
 *
 * @example
 * encodeLessee(emptyLessee()).birthDate // ""
 */
export const encodeLessee = encoderFor(Lessee);

/**
 * The lessee of a new contract (the decoded form of `{}`).
 *
 * @example
 * emptyLessee().firstName // ""
 */
export const emptyLessee = (): Lessee => Schema.decodeUnknownSync(Lessee)({});
