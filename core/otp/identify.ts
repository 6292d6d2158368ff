/**
 * How a public caller is identified before a code is sent (C §3.2, C §7
 * checkIfClientExists and GetOTPFromEmailAndBirthDate): the birth date and
 * email as the server compares them, the phone as it is shown and logged.
 */

const isoDay = /^(\d{4})[/-](\d{2})[/-](\d{2})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `yyyy-mm-dd` for a real calendar date, or null.
 *
 * @example
 * isoBirthDate(1985, 4, 12) // "1985-04-12"
 * isoBirthDate(2023, 2, 29) // null
 */
export const isoBirthDate = (year: number, month: number, day: number): string | null => {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

/** The birth-date fields of the login model (C §3.2). */
export interface BirthDateFields {
  readonly birthDate?: string | undefined;
  readonly birthDateYear?: number | null | undefined;
  readonly birthDateMonth?: number | null | undefined;
  readonly birthDateDay?: number | null | undefined;
}

/**
 * The birth date a login request names, as `yyyy-mm-dd`: from `birthDate`
 * (`yyyy/MM/dd` as the form sends it, or `yyyy-MM-dd`), else from the year,
 * month and day fields. Null when missing, impossible, or when both forms are
 * given and disagree.
 *
 * @example
 * loginBirthDate({ birthDate: "1985/04/12" }) // "1985-04-12"
 * loginBirthDate({ birthDateYear: 1985, birthDateMonth: 4, birthDateDay: 12 }) // "1985-04-12"
 * loginBirthDate({ birthDate: "1985/04/12", birthDateYear: 1986, birthDateMonth: 4, birthDateDay: 12 }) // null
 */
export const loginBirthDate = (fields: BirthDateFields): string | null => {
  const text = (fields.birthDate ?? "").trim();
  const match = isoDay.exec(text);
  const fromText = match ? isoBirthDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  const { birthDateYear: year, birthDateMonth: month, birthDateDay: day } = fields;
  const hasParts = year != null && month != null && day != null;
  const fromParts = hasParts ? isoBirthDate(year, month, day) : null;
  if (text !== "" && hasParts) return fromText === fromParts ? fromText : null;
  return text !== "" ? fromText : fromParts;
};

/** Longest email the server compares (RFC 5321 path limit). */
export const maxEmailLength = 254;

/**
 * An email as the server compares it: trimmed, lower-case; null when it is
 * not one plausible address (one `@`, something on each side, no space, at
 * most 254 characters).
 *
 * @example
 * identifyEmail("  Julie.Tremblay@Example.com ") // "julie.tremblay@example.com"
 * identifyEmail("julie@") // null
 */
export const identifyEmail = (text: string): string | null => {
  const email = text.trim().toLowerCase();
  if (email.length > maxEmailLength || /\s/.test(email)) return null;
  const parts = email.split("@");
  return parts.length === 2 && parts[0] !== "" && (parts[1] ?? "").includes(".") ? email : null;
};

/**
 * The ten digits of a Canadian phone number as given (separators and a
 * leading country code 1 ignored), "" when none was given, or null when
 * something was given that is not a ten-digit number.
 *
 * @example
 * identifyPhone("(514) 555-0123") // "5145550123"
 * identifyPhone("+1 514 555 0123") // "5145550123"
 * identifyPhone("") // ""
 * identifyPhone("555-0123") // null
 */
export const identifyPhone = (text: string): string | null => {
  if (text.trim() === "") return "";
  let digits = text.replace(/[^0-9]/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 && /^[0-9+\s().-]+$/.test(text.trim()) ? digits : null;
};

/**
 * The last four digits of a phone number (what the OTP screen shows), "" when
 * it has fewer than four.
 *
 * @example
 * phoneLastFour("5145550123") // "0123"
 */
export const phoneLastFour = (phone: string): string => {
  const digits = phone.replace(/[^0-9]/g, "");
  return digits.length >= 4 ? digits.slice(-4) : "";
};

/**
 * A phone number safe for logs and audit rows: every digit but the last four
 * replaced by `*` (SECURITY 29).
 *
 * @example
 * maskPhone("5145550123") // "******0123"
 */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/[^0-9]/g, "");
  return digits.length > 4 ? `${"*".repeat(digits.length - 4)}${digits.slice(-4)}` : "*".repeat(digits.length);
};

/**
 * An email safe for logs and audit rows: the first character of the local
 * part, then `***`, then the domain.
 *
 * @example
 * maskEmail("julie.tremblay@example.com") // "j***@example.com"
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};
