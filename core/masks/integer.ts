import { Decimal, type DecimalInput, toDecimalOrNull } from "../money/decimal.js";
import { readNumberText, writeGrouped } from "./numberText.js";

/**
 * Reads a whole number typed with or without thousands spaces ("1 234").
 * Text whose value is not a whole number ("12,5", and so "1,234", which is
 * 1.234 in French) or not a safe JavaScript integer gives null.
 *
 * @example
 * parseInteger("1 234") // 1234
 * parseInteger("12,5") // null
 */
export const parseInteger = (text: string): number | null => {
  const value = readNumberText(text, "");
  if (value === null || !value.isInteger()) return null;
  const result = value.toNumber();
  return Number.isSafeInteger(result) ? (Object.is(result, -0) ? 0 : result) : null;
};

/**
 * Formats a whole number with a space every three digits ("1 234 567").
 * A number or Decimal is rounded half-up to a whole number; a string is read
 * with the same reader as `parseInteger` and gives "" unless it is a whole
 * number.
 *
 * @example
 * formatInteger(1234567) // "1 234 567"
 * formatInteger("-1234") // "-1 234"
 * formatInteger("12,5") // ""
 */
export const formatInteger = (value: DecimalInput): string => {
  const number = typeof value === "string" ? readNumberText(value, "") : toDecimalOrNull(value);
  if (number === null || (typeof value === "string" && !number.isInteger())) return "";
  return writeGrouped(number.toDecimalPlaces(0, Decimal.ROUND_HALF_UP), 0, "fr");
};
