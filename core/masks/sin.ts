import { digitsOf, fillPattern } from "./pattern.js";

/** Digits of a social insurance number (A §9). */
export const sinDigitCount = 9;

/**
 * The digits a social insurance number field holds: non-digits ignored, at
 * most 9.
 *
 * @example
 * parseSin("046 454 286") // "046454286"
 */
export const parseSin = (text: string): string => digitsOf(text).slice(0, sinDigitCount);

/**
 * Formats a social insurance number as the user types: `### ### ###`,
 * progressively for a partial entry.
 *
 * @example
 * formatSin("046454286") // "046 454 286"
 * formatSin("0464") // "046 4"
 */
export const formatSin = (text: string): string => fillPattern("### ### ###", parseSin(text));

/**
 * True for a well-formed social insurance number: exactly 9 digits (spaces and
 * hyphens allowed between them, nothing else) passing the Luhn check that real
 * numbers satisfy.
 *
 * @example
 * isValidSin("046 454 286") // true
 * isValidSin("046 454 287") // false
 */
export const isValidSin = (text: string): boolean => {
  if (typeof text !== "string" || !/^[0-9 -]*$/.test(text)) return false;
  const digits = digitsOf(text);
  if (digits.length !== sinDigitCount) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
};
