import { type Decimal, type DecimalInput, roundCents, toDecimalOrNull } from "../money/decimal.js";
import { type MaskLang, readNumberText, writeGrouped } from "./numberText.js";

/**
 * Reads an amount typed in French or English, tolerantly: with or without
 * `$` (before or after), spaces of any kind (also non-breaking), a comma or a
 * point as decimal separator and an optional leading minus. The amount is not
 * rounded. Anything that is not an amount gives null, never an exception.
 *
 * @example
 * parseMoney("1 234,50 $")?.toFixed(2) // "1234.50"
 * parseMoney("$1 234.50")?.toFixed(2) // "1234.50"
 * parseMoney("12 abc") // null
 */
export const parseMoney = (text: string): Decimal | null => readNumberText(text, "$");

/**
 * Formats an amount for display: rounded half-up to cents, a space every three
 * digits, `$` after the amount in French ("1 234,50 $") and before it in
 * English ("$1 234.50"), a leading minus when negative. A Decimal or number is
 * formatted as is; a string is read with `parseMoney` first. Anything that is
 * not an amount gives "".
 *
 * @example
 * formatMoney("1234.505", "fr") // "1 234,51 $"
 * formatMoney(-1234.5, "en") // "-$1 234.50"
 * formatMoney("n/a", "en") // ""
 */
export const formatMoney = (value: DecimalInput, lang: MaskLang): string => {
  const amount = typeof value === "string" ? parseMoney(value) : toDecimalOrNull(value);
  if (amount === null) return "";
  const text = writeGrouped(roundCents(amount), 2, lang);
  const negative = text.startsWith("-");
  const unsigned = negative ? text.slice(1) : text;
  const sign = negative ? "-" : "";
  return lang === "en" ? `${sign}$${unsigned}` : `${sign}${unsigned} $`;
};
