import type { LedgerRefusal } from "./types.js";

/**
 * The catalog key of a ledger refusal's words (translate with
 * `t(lang, key)`); a key, not the text, so the servicing subpath does not
 * ship the message catalogs.
 *
 * @example
 * ledgerRefusalKey("alreadyReturned") // "servicing.refusal.alreadyReturned"
 */
export const ledgerRefusalKey = (reason: LedgerRefusal): `servicing.refusal.${LedgerRefusal}` => `servicing.refusal.${reason}`;
