import * as Schema from "effect/Schema";
import { Budget } from "./budget.js";
import { Checklist } from "./checklist.js";
import { Colessee } from "./colessee.js";
import {
  contactFields,
  filesAndOtherFields,
  identityFields,
  marketAndPlaceFields,
  onboardingFields,
  statusFields,
  typeFlagFields,
  verificationCheckNames,
  verificationFields,
} from "./contractFields.js";
import { withDefault } from "./fields.js";
import { FinanceLease } from "./finance.js";
import { Lessee } from "./lessee.js";
import { decoderFor, encoderFor } from "./schema.js";
import { Vehicle } from "./vehicle.js";

export { ContractStepper, verificationCheckNames } from "./contractFields.js";
export {
  decodeSelectOption,
  decodeUploadedFile,
  draftStatusOptions,
  encodeUploadedFile,
  SelectOption,
  StatusLabel,
  StatusOption,
  UploadedFile,
} from "./options.js";

/**
 * A financing or leasing contract (B §3.1) with its nested blocks. Every key
 * may be missing: it then takes its initial-state default, so a partial JSON
 * from an older client decodes. Wire names are the spec's, verbatim.
 */
export const Contract = Schema.Struct({
  ...identityFields,
  ...statusFields,
  ...marketAndPlaceFields,
  ...typeFlagFields,
  lessee: withDefault(Lessee, {}),
  colessee: withDefault(Colessee, {}),
  budget: withDefault(Budget, {}),
  vehicle: withDefault(Vehicle, {}),
  financeLease: withDefault(FinanceLease, {}),
  checklist: withDefault(Checklist, {}),
  ...filesAndOtherFields,
  ...verificationFields,
  ...onboardingFields,
  ...contactFields,
});
export type Contract = typeof Contract.Type;
/** A contract as JSON carries it (amounts as numbers, dates as yyyy-MM-dd or ""). */
export type ContractJson = typeof Contract.Encoded;

/** A verification check of a contract (ABV, TAC, Flinks…). */
export type VerificationCheckName = (typeof verificationCheckNames)[number];

/**
 * Decodes a contract: `{ ok: true, value }` or `{ ok: false, errors: [{ path, message }] }`
 * naming every bad field by its path (`lessee.sinNumber`, `financeLease.bankFee`,
 * `checklist.items[0].id`). Unknown keys are ignored, or refused with
 * `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeContract({ statusId: 1, financeLease: { bankFee: "abc" } })
 * // { ok: false, errors: [{ path: "financeLease.bankFee", message: "expected an amount, got \"abc\"" }] }
 */
export const decodeContract = decoderFor(Contract);

/**
 * Encodes a contract back to JSON (amounts as numbers, dates as yyyy-MM-dd, empty dates as "").
 *
 * @example
 * encodeContract(emptyContract()).statusOptions // [{ value: 0, label: { fr: "BROUILLON", en: "DRAFT" }, isDisabled: false, recordLevel: 0 }]
 */
export const encodeContract = encoderFor(Contract);

/**
 * The initial state of a contract (B §3.1): the decoded form of `{}`, so the
 * defaults live in the Schema only.
 *
 * @example
 * emptyContract().statusId // 0
 * emptyContract().ABVStatus // -1
 */
export const emptyContract = (): Contract => Schema.decodeUnknownSync(Contract)({});

/**
 * The status and date of one verification check of a contract.
 *
 * @example
 * contractVerification(emptyContract(), "Flinks") // { status: -1, date: null }
 */
export const contractVerification = (contract: Contract, check: VerificationCheckName) => ({
  status: contract[`${check}Status`],
  date: contract[`${check}Date`],
});
