import { digitsOf, fillPattern } from "./pattern.js";
import type { MaskLang } from "./numberText.js";

/** Digits of a date entry, yyyyMMdd (A §9). */
export const dateDigitCount = 8;

/** A calendar date read from a date mask; month and day start at 1. */
export interface MaskedDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const placeholders: { readonly [L in MaskLang]: string } = { en: "YYYY/MM/DD", fr: "AAAA/MM/JJ" };

/**
 * The placeholder of a date field (A §5). The same texts are in the masks
 * catalog as "masks.date.placeholder"; this table keeps the masks bundle free
 * of the catalogs.
 *
 * @example
 * datePlaceholder("fr") // "AAAA/MM/JJ"
 */
export const datePlaceholder = (lang: MaskLang): string => placeholders[lang === "en" ? "en" : "fr"];

/**
 * Formats a date as the user types: `yyyy/MM/dd` from up to 8 digits, the
 * other characters ignored, progressively for a partial entry. It does not
 * check the calendar (see `parseDate`).
 *
 * @example
 * formatDate("20240131") // "2024/01/31"
 * formatDate("2024-1") // "2024/1"
 */
export const formatDate = (text: string): string =>
  fillPattern("####/##/##", digitsOf(text).slice(0, dateDigitCount));

/** Days in `month` (1–12) of `year`, proleptic Gregorian. */
const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * Reads a complete date entry: 8 digits (ignoring other characters) forming
 * a real calendar date, year 1 to 9999. Anything else, partial entries
 * included, gives null.
 *
 * @example
 * parseDate("2024/02/29") // { year: 2024, month: 2, day: 29 }
 * parseDate("2023/02/29") // null
 */
export const parseDate = (text: string): MaskedDate | null => {
  const digits = digitsOf(text);
  if (digits.length !== dateDigitCount) return null;
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};
