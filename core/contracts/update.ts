import { isCollector, type RoleId } from "../access/roles.js";
import { verificationCheckNames } from "../models/contractFields.js";
import { CalendarDate } from "@internationalized/date";
import type { Contract, ContractJson } from "../models/contract.js";
import { isDecimal } from "../money/decimal.js";
import type { DecodeError } from "../models/decode.js";
import { SCHEDULE_MAX_PAYMENTS, SCHEDULE_MAX_PRINCIPAL_CENTS } from "../schedule/checkInput.js";
import { contractFinancedAmount, contractNumberOfPayments } from "./columns.js";
import { contractScheduleTerms } from "./activation.js";

/**
 * What a client may write in a contract, and what the server keeps
 * (SECURITY 18): the body of a create or an update is decoded with core's
 * Contract Schema, then the server-owned keys are put back from the stored
 * contract, whatever the body said.
 */

/**
 * Keys of the contract that are never taken from a request body: identity
 * and links, status and stepper, approvals, verification results, the files,
 * checklist and notes (their own routes change them), provider results,
 * onboarding links and the option lists the server supplies.
 *
 * @example
 * contractServerOwnedKeys.includes("statusId") // true
 * contractServerOwnedKeys.includes("lessee") // false
 */
export const contractServerOwnedKeys: readonly (keyof Contract)[] = [
  "id",
  "createdTime",
  "lastModifiedTime",
  "contractNumber",
  "admCustomer_Id",
  "leaContracts_Id_Renew",
  "POId",
  "isImported",
  "prevStatusId",
  "statusId",
  "statusOptions",
  "stepper",
  "isSubmitDisabled",
  "marketSourceOptions",
  "annulOptions",
  "stateOptions",
  "fileCategoryOptions",
  "files",
  "checklist",
  "isContractCompleted",
  "Notes",
  "validations",
  "messages",
  "existingContracts",
  "zumRailsTransactionId",
  "zumRailsFailStatus",
  ...verificationCheckNames.flatMap((name) => [`${name}Status`, `${name}Date`] as (keyof Contract)[]),
  "EquifaxCoDate",
  "CreditbookCoDate",
  "TransunionCoDate",
  "onboardingStepAttained",
  "onboardingSlug",
  "onboardingURL",
  "lastADFSendTime",
  "isAIApproved",
  "AIRefusalReason",
  "sysLoginsApprovedById",
  "ApprovedBy",
  "approvedByCell",
  "approvedByEmail",
  "approvedByExtension",
  "approvedByWasReset",
];

/**
 * The contract a body asks for, with every server-owned key taken from the
 * stored contract instead (for a create, the stored contract is
 * `emptyContract()`).
 *
 * @example
 * mergeContractUpdate(emptyContract(), { ...emptyContract(), statusId: 1, internalReference: "A-1" }).statusId // 0
 * mergeContractUpdate(emptyContract(), { ...emptyContract(), statusId: 1, internalReference: "A-1" }).internalReference // "A-1"
 */
export const mergeContractUpdate = (stored: Contract, body: Contract): Contract => {
  const merged: Record<string, unknown> = { ...body };
  for (const key of contractServerOwnedKeys) merged[key] = stored[key];
  return merged as Contract;
};

/**
 * Largest absolute number a stored contract may carry (exact in a JSON number).
 *
 * @example
 * contractMaxNumber // 1000000000000000
 */
export const contractMaxNumber = 1e15;
/**
 * Highest annual rate accepted, in percent (at most 6 decimals).
 *
 * @example
 * contractMaxAnnualRate // 100
 */
export const contractMaxAnnualRate = 100;
const maxRateDecimals = 6;

const numberProblems = (value: unknown, path: string, found: DecodeError[]): void => {
  if (found.length >= 20) return;
  if (typeof value === "number" || isDecimal(value)) {
    const number = typeof value === "number" ? value : value.toNumber();
    if (!Number.isFinite(number) || Math.abs(number) >= contractMaxNumber) found.push({ path, message: "number out of range", code: "number" });
  } else if (value instanceof CalendarDate) {
    return;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => numberProblems(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) numberProblems(item, path ? `${path}.${key}` : key, found);
  }
};

const termProblems = (contract: Contract, found: DecodeError[]): void => {
  const amount = contractFinancedAmount(contract);
  const amountPath = contract.Amount !== null ? "Amount" : "financeLease.balanceAmount";
  if (amount !== null && (amount.isNeg() || amount.mul(100).gt(SCHEDULE_MAX_PRINCIPAL_CENTS))) {
    found.push({ path: amountPath, message: "expected an amount from 0 to 1000000000", code: "amount" });
  }
  const rate = contract.financeLease.interestRate;
  if (rate.isNeg() || rate.gt(contractMaxAnnualRate) || rate.decimalPlaces() > maxRateDecimals) {
    found.push({ path: "financeLease.interestRate", message: `expected a rate from 0 to ${contractMaxAnnualRate} with at most ${maxRateDecimals} decimals`, code: "rate" });
  }
  const { term } = contract.financeLease;
  const payments = contractNumberOfPayments(contract.financeLease);
  if (term !== null && (!Number.isSafeInteger(term) || term < 1 || (payments !== null && payments > SCHEDULE_MAX_PAYMENTS))) {
    found.push({ path: "financeLease.term", message: `expected a whole term giving 1 to ${SCHEDULE_MAX_PAYMENTS} payments`, code: "term" });
  }
};

/**
 * Problems a decoded contract still has before it may be stored: numbers a
 * JSON number cannot carry back exactly (infinite or 10^15 and above), an
 * amount financed below 0 or above 1,000,000,000 $, a rate outside 0–100 %
 * or with more than 6 decimals, a term that is not whole or gives more than
 * 1,040 payments. Empty when it may be stored.
 *
 * @example
 * contractFigureProblems(emptyContract()) // []
 * contractFigureProblems({ ...emptyContract(), Amount: new Decimal("-5") }) // [{ path: "Amount", message: "expected an amount from 0 to 1000000000", code: "amount" }]
 */
export const contractFigureProblems = (contract: Contract): readonly DecodeError[] => {
  const found: DecodeError[] = [];
  numberProblems(contract, "", found);
  if (found.length === 0) termProblems(contract, found);
  return found;
};

/**
 * True when the terms that made an active contract's schedule differ between
 * two versions of it (amount, rate, frequency, number of payments, first
 * payment date, semi-monthly days, fee per period): once active, those are
 * locked, since the schedule was built from them.
 *
 * @example
 * contractFinanceTermsChanged(emptyContract(), { ...emptyContract(), Amount: new Decimal(500) }) // true
 * contractFinanceTermsChanged(emptyContract(), { ...emptyContract(), internalReference: "x" }) // false
 */
export const contractFinanceTermsChanged = (before: Contract, after: Contract): boolean =>
  JSON.stringify(contractScheduleTerms(before)) !== JSON.stringify(contractScheduleTerms(after));

/** Field names whose values never go into an audit row (account numbers, SIN, licence; SECURITY 29). */
const sensitiveKey = /^(co)?(sinNumber|bankinst|banktransit|bankfolio|driverLicence|noRefSAAQ)\d?$/i;

/**
 * True for a field whose value an audit row or a log must not hold.
 *
 * @example
 * isSensitiveContractField("coSinNumber") // true
 * isSensitiveContractField("bankfolio2") // true
 * isSensitiveContractField("businessPhone") // false
 */
export const isSensitiveContractField = (key: string): boolean => sensitiveKey.test(key);

/**
 * The value written in an audit row in place of a sensitive one.
 *
 * @example
 * redactedValue // "[redacted]"
 */
export const redactedValue = "[redacted]";

const leaves = (value: unknown, path: string, into: Map<string, unknown>): void => {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && path.split(".").length < 2) {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
};

/**
 * The fields that differ between two contract JSONs, as `{ before, after }`
 * maps by path (`lessee.firstName`; lists compared whole). Sensitive
 * fields show `[redacted]` on both sides: the row says that they changed,
 * not what they hold.
 *
 * @example
 * contractChangedFields({ internalReference: "a", lessee: { sinNumber: "1", city: "Laval" } }, { internalReference: "b", lessee: { sinNumber: "2", city: "Laval" } })
 * // { before: { internalReference: "a", "lessee.sinNumber": "[redacted]" }, after: { internalReference: "b", "lessee.sinNumber": "[redacted]" } }
 */
export const contractChangedFields = (
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { readonly before: Record<string, unknown>; readonly after: Record<string, unknown> } => {
  const old = new Map<string, unknown>();
  const next = new Map<string, unknown>();
  leaves(before, "", old);
  leaves(after, "", next);
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const path of new Set([...old.keys(), ...next.keys()])) {
    if (JSON.stringify(old.get(path)) === JSON.stringify(next.get(path))) continue;
    const hidden = isSensitiveContractField(path.split(".").at(-1) ?? "");
    changed.before[path] = hidden ? redactedValue : (old.get(path) ?? null);
    changed.after[path] = hidden ? redactedValue : (next.get(path) ?? null);
  }
  return changed;
};

const maskedSin = (text: string): string => {
  const digits = text.replace(/\D/g, "");
  return digits.length === 0 ? "" : `*** *** ${digits.slice(-3)}`;
};

/**
 * A contract JSON as `role` may read it (SECURITY 15): collectors, who only
 * read contracts, see the SIN as its last 3 digits and no driver's licence;
 * every other staff role sees the whole body its form edits.
 *
 * @example
 * contractJsonForRole({ lessee: { sinNumber: "046 454 286" }, colessee: {} }, 11).lessee.sinNumber // "*** *** 286"
 * contractJsonForRole({ lessee: { sinNumber: "046 454 286" }, colessee: {} }, 7).lessee.sinNumber // "046 454 286"
 */
export const contractJsonForRole = <J extends Pick<ContractJson, "lessee" | "colessee">>(json: J, role: RoleId): J => {
  if (!isCollector(role)) return json;
  const lessee = { ...json.lessee, sinNumber: maskedSin(json.lessee?.sinNumber ?? ""), driverLicence: "" };
  const colessee = { ...json.colessee, coSinNumber: maskedSin(json.colessee?.coSinNumber ?? ""), coDriverLicence: "" };
  return { ...json, lessee, colessee };
};

/**
 * The contract JSON to store: only the keys that differ from the empty
 * contract (decoding fills the rest back with the same defaults), so a new
 * draft takes a few bytes instead of 11 kB.
 *
 * @example
 * compactContractJson(encodeContract(emptyContract()), encodeContract(emptyContract())) // {}
 * compactContractJson({ ...encodeContract(emptyContract()), lessee: { ...encodeContract(emptyContract()).lessee, city: "Laval" } }, encodeContract(emptyContract())) // { lessee: { city: "Laval" } }
 */
export const compactContractJson = (json: Readonly<Record<string, unknown>>, empty: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const base = empty[key];
    if (value !== null && typeof value === "object" && !Array.isArray(value) && base !== null && typeof base === "object" && !Array.isArray(base)) {
      const inner = compactContractJson(value as Record<string, unknown>, base as Record<string, unknown>);
      if (Object.keys(inner).length > 0) compact[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(base)) {
      compact[key] = value;
    }
  }
  return compact;
};
