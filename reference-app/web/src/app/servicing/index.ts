/**
 * The servicing screens of the staff app: a contract's ledger on the
 * customer's payments profile, with the collector's actions (record a
 * payment, return it NSF, assess or waive a fee, a payoff quote), and an
 * administrator's import of a payment processor's file. The profile only
 * mounts `LedgerPanel`; the calls are in servicingApi.ts.
 */
export { LedgerPanel } from "./LedgerPanel.js";
export type { LedgerPanelProps } from "./LedgerPanel.js";
export { ProcessorImport } from "./ProcessorImport.js";
export type { ProcessorImportProps } from "./ProcessorImport.js";
