import { digitsOf, fillPattern } from "./pattern.js";

/** Digits of a phone number (A §9, C §9). */
export const phoneDigitCount = 10;

/**
 * The digits a phone field holds: non-digits ignored, at most 10, and an
 * entry whose first digit is 1 is cleared (A §5), so "" for "+1 514…".
 *
 * @example
 * parsePhone("(514) 555-1234") // "5145551234"
 * parsePhone("514-55") // "51455"
 * parsePhone("1514") // ""
 */
export const parsePhone = (text: string): string => {
  const digits = digitsOf(text);
  return digits.startsWith("1") ? "" : digits.slice(0, phoneDigitCount);
};

/**
 * Formats a phone number as the user types: `(###) ###-####`, progressively
 * for a partial entry, never with a trailing literal.
 *
 * @example
 * formatPhone("5145551234") // "(514) 555-1234"
 * formatPhone("5145") // "(514) 5"
 * formatPhone("1-800") // ""
 */
export const formatPhone = (text: string): string => fillPattern("(###) ###-####", parsePhone(text));

/**
 * Click-to-call acts only on a complete number: exactly 10 digits once the
 * formatting is ignored (A §5).
 *
 * @example
 * isCallablePhone("(514) 555-1234") // true
 * isCallablePhone("514 555-123") // false
 */
export const isCallablePhone = (text: string): boolean =>
  digitsOf(text).length === phoneDigitCount && parsePhone(text).length === phoneDigitCount;
