import {
  canChangeContractStatus,
  ContractStatus,
  contractJsonForRole,
  contractStatusOptionsFor,
  encodeContract,
  type ContractJson,
  type RoleId,
} from "@lendkit/core";
import { contractDisclosureOf, type ContractDisclosure, type ContractDisclosurePolicy } from "./disclosure.js";
import type { StoredContract } from "../data/contracts.js";

/**
 * A contract as the API answers it: the B §3.1 JSON plus the `version` to
 * send back with an update, and what its terms state about the cost of the
 * credit (`disclosure` for a loan, `leaseRate` for a lease; null while the
 * terms give no schedule).
 */
export type ContractWire = ContractJson & { readonly version: number } & ContractDisclosure;

/**
 * The wire JSON of a stored contract for a caller's role: `statusOptions`
 * with the moves the role may not make disabled (each with its record
 * level), the stepper, `isSubmitDisabled` when the role cannot submit it
 * now, and the fields the role may read (SECURITY 15), with the disclosure
 * of its terms under the tenant's `policy` (its rate cap).
 */
export const contractWire = (stored: StoredContract, role: RoleId, policy: ContractDisclosurePolicy = {}): ContractWire => {
  const contract = {
    ...stored.contract,
    statusOptions: contractStatusOptionsFor(stored.statusId, role).map((entry) => ({ ...entry, label: { ...entry.label } })),
    isSubmitDisabled: !canChangeContractStatus(stored.statusId, ContractStatus.Submitted, role),
  };
  return { ...contractJsonForRole(encodeContract(contract), role), version: stored.version, ...contractDisclosureOf(stored.contract, policy) };
};
