import { CalendarDate } from "@internationalized/date";

/**
 * The text of a day and of an external id as the servicing wire and a
 * processor's file write them: one rule for the JSON routes and the CSV
 * import.
 */

/**
 * The real calendar day written `yyyy-mm-dd`, nothing else (no time, no
 * slashes, no spaces); null for any other text. Read here rather than with
 * the models' date Schema, so the servicing bundle stays without Schema.
 *
 * @example
 * dayOfText("2026-11-22")?.toString() // "2026-11-22"
 * dayOfText("2026-02-30") // null
 */
export const dayOfText = (text: string): CalendarDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  return date.year === year && date.month === month && date.day === day ? date : null;
};

/**
 * True for a real calendar day written `yyyy-mm-dd` (`dayOfText`).
 *
 * @example
 * isDayText("2026-11-22") // true
 * isDayText("2026-02-30") // false
 * isDayText("2026-11-22T00:00:00") // false
 */
export const isDayText = (text: string): boolean => dayOfText(text) !== null;

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

