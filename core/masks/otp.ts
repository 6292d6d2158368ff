import { digitsOf, fillPattern } from "./pattern.js";

/** Digits of a one-time password (C §2, C §9). */
export const otpDigitCount = 6;

/**
 * The digits an OTP field holds: non-digits ignored, at most 6.
 *
 * @example
 * parseOtp("123 456") // "123456"
 */
export const parseOtp = (text: string): string => digitsOf(text).slice(0, otpDigitCount);

/**
 * Formats a one-time password as the user types: `### ###`.
 *
 * @example
 * formatOtp("123456") // "123 456"
 * formatOtp("1234") // "123 4"
 */
export const formatOtp = (text: string): string => fillPattern("### ###", parseOtp(text));
