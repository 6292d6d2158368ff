/**
 * Internal helpers shared by the text masks (not exported from the module).
 */

/**
 * The ASCII digits of `text`, in order; anything else (non-ASCII digits too) is
 * ignored, and a non-string gives "".
 *
 * @example
 * digitsOf("(514) 555-1234") // "5145551234"
 */
export const digitsOf = (text: unknown): string =>
  typeof text === "string" ? text.replace(/[^0-9]/g, "") : "";

/**
 * Fills the `#` slots of `pattern` with `chars` in order. Literals are written
 * only before a filled slot, so a partial entry has no trailing literal (a
 * backspace is never undone by the mask).
 *
 * @example
 * fillPattern("(###) ###-####", "5145") // "(514) 5"
 */
export const fillPattern = (pattern: string, chars: string): string => {
  let out = "";
  let next = 0;
  for (const slot of pattern) {
    if (next >= chars.length) break;
    out += slot === "#" ? chars[next++] : slot;
  }
  return out;
};
