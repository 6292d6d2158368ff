/**
 * The contracts area: its routes (`contractsApi`) and a small store other
 * areas reuse (the demo seed, customers, renewals) so every write keeps the
 * columns, the number sequence and the audit log in step.
 */
export { contractsApi } from "./api.js";
export { findContract } from "./records.js";
export type { StoredContract } from "./records.js";
export { createContract, updateContract, allocateContractNumbers } from "./store.js";
export type { ContractActor, NewContract, ContractUpdate } from "./store.js";
export { changeContractStatus } from "./status.js";
export type { ContractStatusChange } from "./status.js";
export { listContracts, contractTableQueries } from "./table.js";
export { seedManyContracts } from "./seed.js";
export type { SeedManyOptions } from "./seed.js";
export { contractWire } from "./wire.js";
export { contractAprHundredths, contractDisclosureOf } from "./disclosure.js";
export type { ContractDisclosure, ContractDisclosurePolicy, ContractLeaseRate } from "./disclosure.js";
export { contractDisclosurePolicy } from "./rateCap.js";
export type { ContractWire } from "./wire.js";
