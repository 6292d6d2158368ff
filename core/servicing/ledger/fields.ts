import { parseIsoDate } from "../../models/schema.js";

/**
 * The text of a day and of an external id as the servicing wire and a
 * processor's file write them: one rule for the JSON routes and the CSV
 * import.
 */

/**
 * True for a real calendar day written `yyyy-mm-dd`, nothing else (no time,
 * no slashes, no spaces).
 *
 * @example
 * isDayText("2026-11-22") // true
 * isDayText("2026-02-30") // false
 * isDayText("2026-11-22T00:00:00") // false
 */
export const isDayText = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== null;

/** The pattern of an external id (for a Schema's pattern check: its code names the field's problem). */
export const externalIdPattern = /^[\x21-\x7e]{1,100}$/;

/**
 * True for a processor's or bank's id of a payment: 1 to 100 printable
 * ASCII characters, no space (what a payment's `externalId` may be).
 *
 * @example
 * isExternalIdText("bank-0001") // true
 * isExternalIdText("a b") // false
 */
export const isExternalIdText = (text: string): boolean => externalIdPattern.test(text);

