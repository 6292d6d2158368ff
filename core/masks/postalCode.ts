/** Characters of a Canadian postal code, without its space (A §9). */
export const postalCodeLength = 6;

/**
 * The characters a postal-code field holds, upper-cased and without the
 * space: letter, digit, letter, digit, letter, digit. A character that does not
 * fit the next position is ignored, so the result is always a prefix of a
 * well-shaped code.
 *
 * @example
 * parsePostalCode("h2x 1y4") // "H2X1Y4"
 * parsePostalCode("h2") // "H2"
 */
export const parsePostalCode = (text: string): string => {
  if (typeof text !== "string") return "";
  let out = "";
  for (const char of text) {
    if (out.length >= postalCodeLength) break;
    const wantsLetter = out.length % 2 === 0;
    if (wantsLetter ? /^[A-Za-z]$/.test(char) : /^[0-9]$/.test(char)) out += char.toUpperCase();
  }
  return out;
};

/**
 * Formats a postal code as the user types: `A1A 1A1`, upper-cased, the space
 * written only once the fourth character is there.
 *
 * @example
 * formatPostalCode("h2x1y4") // "H2X 1Y4"
 * formatPostalCode("h2x") // "H2X"
 */
export const formatPostalCode = (text: string): string => {
  const code = parsePostalCode(text);
  return code.length > 3 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
};

/**
 * True for a postal code Canada Post can assign: `A1A 1A1` (case-insensitive,
 * one space or none in the middle), no D, F, I, O, Q or U anywhere, no W or Z
 * as first letter.
 *
 * @example
 * isValidPostalCode("H2X 1Y4") // true
 * isValidPostalCode("W2X 1Y4") // false
 */
export const isValidPostalCode = (text: string): boolean => {
  if (typeof text !== "string") return false;
  const code = text.trim().toUpperCase();
  return /^[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]$/.test(code) && !/[DFIOQU]/.test(code) && !/^[WZ]/.test(code);
};
