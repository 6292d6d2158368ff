import type { ContractStatusCode } from "../codes/contractStatus.js";
import { decodeContract, type Contract } from "../models/contract.js";
import type { DecodeError, DecodeOptions, DecodeResult } from "../models/decode.js";
import { isContractStatusCode } from "./workflow.js";

/**
 * Request bodies of the contracts API: an update (the contract JSON with the
 * `version` it was read at) and a status change.
 */

/** Highest version number accepted (a 32-bit column). */
const maxVersion = 2_147_483_647;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const versionProblem = (value: unknown): DecodeError | null =>
  value === undefined
    ? { path: "version", message: "is required", code: "required" }
    : typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= maxVersion
      ? null
      : { path: "version", message: "expected a whole number of at least 1" };

/** PUT body: the contract as JSON, and the version the client read. */
export interface ContractUpdateRequest {
  readonly contract: Contract;
  readonly version: number;
}

/**
 * Decodes an update body: every contract key as core's Contract Schema reads
 * it (unknown keys ignored, or refused with `{ unknownKeys: "refuse" }`),
 * plus `version`, a whole number of at least 1 (optimistic concurrency).
 *
 * @example
 * decodeContractUpdateRequest({ version: 3, internalReference: "A-1" }).ok // true
 * decodeContractUpdateRequest({ internalReference: "A-1" }) // { ok: false, errors: [{ path: "version", message: "is required", code: "required" }] }
 */
export const decodeContractUpdateRequest = (input: unknown, options: DecodeOptions = {}): DecodeResult<ContractUpdateRequest> => {
  if (!isPlainObject(input)) return { ok: false, errors: [{ path: "", message: "expected an object" }] };
  const { version, ...rest } = input;
  const decoded = decodeContract(rest, options);
  const problem = versionProblem(version);
  const errors = [...(decoded.ok ? [] : decoded.errors), ...(problem ? [problem] : [])];
  return decoded.ok && errors.length === 0 ? { ok: true, value: { contract: decoded.value, version: version as number } } : { ok: false, errors };
};

/**
 * Decodes a create body: a partial contract (missing keys take the initial
 * state, B §3.1); no body at all is the empty contract.
 *
 * @example
 * decodeContractCreateRequest(undefined).ok // true
 * decodeContractCreateRequest({ lessee: { firstName: 3 } }).ok // false
 */
export const decodeContractCreateRequest = (input: unknown, options: DecodeOptions = {}): DecodeResult<Contract> =>
  decodeContract(input === undefined || input === null ? {} : input, options);

/** POST …/status body. */
export interface ContractStatusChangeRequest {
  readonly statusId: ContractStatusCode;
  readonly version: number;
}

/**
 * Decodes a status change: `{ statusId, version }`, statusId one of the
 * contract status codes. Unknown keys are refused with
 * `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeContractStatusChangeRequest({ statusId: 2, version: 1 }) // { ok: true, value: { statusId: 2, version: 1 } }
 * decodeContractStatusChangeRequest({ statusId: 42, version: 1 }) // { ok: false, errors: [{ path: "statusId", message: "expected a contract status code" }] }
 */
export const decodeContractStatusChangeRequest = (
  input: unknown,
  options: DecodeOptions = {},
): DecodeResult<ContractStatusChangeRequest> => {
  if (!isPlainObject(input)) return { ok: false, errors: [{ path: "", message: "expected an object" }] };
  const errors: DecodeError[] = [];
  if (!isContractStatusCode(input.statusId)) {
    errors.push(input.statusId === undefined ? { path: "statusId", message: "is required", code: "required" } : { path: "statusId", message: "expected a contract status code" });
  }
  const problem = versionProblem(input.version);
  if (problem) errors.push(problem);
  if (options.unknownKeys === "refuse") {
    for (const key of Object.keys(input)) {
      if (key !== "statusId" && key !== "version") errors.push({ path: key, message: "unknown field", code: "unknownField" });
    }
  }
  return errors.length === 0
    ? { ok: true, value: { statusId: input.statusId as ContractStatusCode, version: input.version as number } }
    : { ok: false, errors };
};

/**
 * A contract number as people see it: the tenant's code and the tenant's own
 * sequence number on 6 digits (more when it grows past them).
 *
 * @example
 * formatContractNumber("RENT", 42) // "RENT-000042"
 * formatContractNumber("CAPITAL", 1234567) // "CAPITAL-1234567"
 */
export const formatContractNumber = (tenantCode: string, sequence: number): string =>
  `${tenantCode}-${String(sequence).padStart(6, "0")}`;
