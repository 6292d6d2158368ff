import { Decimal, type DecimalInput, toDecimalOrNull } from "../money/decimal.js";
import { type MaskLang, readNumberText, writeGrouped } from "./numberText.js";

/** Decimals a percentage is shown with (A §5: 2 or 3). */
export type PercentDecimals = 2 | 3;

/**
 * Reads a percentage typed in French or English ("19,99 %", "19.99%",
 * "19.99"): the number of percent, not a fraction. Null when not a number.
 *
 * @example
 * parsePercent("19,99 %")?.toString() // "19.99"
 * parsePercent("%") // null
 */
export const parsePercent = (text: string): Decimal | null => readNumberText(text, "%");

/**
 * Formats a number of percent with 2 (default) or 3 decimals, rounded half-up,
 * a space every three digits; French writes "19,99 %" (space before the sign),
 * English "19.99%". A string is read with `parsePercent`; anything that is not
 * a number gives "".
 *
 * @example
 * formatPercent(19.99, "fr") // "19,99 %"
 * formatPercent("4.1235", "en", 3) // "4.124%"
 */
export const formatPercent = (value: DecimalInput, lang: MaskLang, decimals: PercentDecimals = 2): string => {
  const percent = typeof value === "string" ? parsePercent(value) : toDecimalOrNull(value);
  if (percent === null) return "";
  const places = decimals === 3 ? 3 : 2;
  const text = writeGrouped(percent.toDecimalPlaces(places, Decimal.ROUND_HALF_UP), places, lang);
  return lang === "en" ? `${text}%` : `${text} %`;
};
