import type { PostingRefusal } from "./posting.js";
import type { LedgerRefusal } from "./types.js";

/**
 * The catalog key of a ledger refusal's words (translate with
 * `t(lang, key)`); a key, not the text, so the servicing subpath does not
 * ship the message catalogs.
 *
 * @example
 * ledgerRefusalKey("alreadyReturned") // "servicing.refusal.alreadyReturned"
 * ledgerRefusalKey("valueDateAfterToday") // "servicing.refusal.valueDateAfterToday"
 */
export const ledgerRefusalKey = <Reason extends LedgerRefusal | PostingRefusal>(reason: Reason): `servicing.refusal.${Reason}` => `servicing.refusal.${reason}`;
