/**
 * The contracts area: its routes (`contractsApi`) and a small store other
 * areas reuse (the demo seed, customers, renewals) so every write keeps the
 * columns, the number sequence and the audit log in step.
 */
export { contractsApi } from "./api.js";
export { allocateContractNumbers, findContract } from "../data/contracts.js";
export type { StoredContract } from "../data/contracts.js";
export { createContract, updateContract } from "./store.js";
export type { ContractActor, NewContract, ContractUpdate } from "./store.js";
export { changeContractStatus } from "./status.js";
export type { ContractStatusChange } from "./status.js";
export { listContracts, contractTableQueries } from "../data/contractTable.js";
export { contractWire } from "./wire.js";
export { contractAprHundredths, contractDisclosureOf } from "./disclosure.js";
export type { ContractDisclosure, ContractDisclosurePolicy, ContractLeaseRate } from "./disclosure.js";
export { contractDisclosurePolicy } from "./rateCap.js";
export type { ContractWire } from "./wire.js";
