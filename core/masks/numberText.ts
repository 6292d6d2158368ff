import { Decimal } from "../money/decimal.js";

/**
 * Internal number reading and writing shared by the money, percent and
 * integer masks (not exported from the module).
 */

/** The languages a mask formats for (the same strings as i18n's `Lang`). */
export type MaskLang = "fr" | "en";

/** The thousands separator of every number mask: a plain space (A §5). */
export const thousandsSeparator = " ";

/**
 * Reads a number typed in French or English: whitespace of any kind is
 * ignored, one leading minus (or U+2212), one `affix` (such as "$" or "%")
 * before or after the number, and one comma or point as decimal separator.
 * Returns null for anything else (two separators, letters, exponents…).
 *
 * @example
 * readNumberText("-1 234,5 $", "$")?.toString() // "-1234.5"
 */
export const readNumberText = (text: unknown, affix: string): Decimal | null => {
  if (typeof text !== "string") return null;
  let s = text.replace(/\s/g, "");
  let negative = false;
  let affixSeen = false;
  const takeSign = () => {
    if (!negative && (s.startsWith("-") || s.startsWith("\u2212"))) {
      negative = true;
      s = s.slice(1);
    }
  };
  takeSign();
  if (affix !== "" && s.startsWith(affix)) {
    affixSeen = true;
    s = s.slice(affix.length);
    takeSign();
  }
  if (affix !== "" && !affixSeen && s.endsWith(affix)) s = s.slice(0, -affix.length);
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(s);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  const decimal = new Decimal(`${whole === "" ? "0" : whole}.${fraction === "" ? "0" : fraction}`);
  return negative ? decimal.negated() : decimal;
};

/**
 * Inserts the thousands separator every three digits from the right.
 *
 * @example
 * groupThousands("1234567") // "1 234 567"
 */
export const groupThousands = (digits: string): string => {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += thousandsSeparator + digits.slice(at, at + 3);
  return out;
};

/**
 * Writes `value` (already rounded) with `places` decimals, grouped thousands,
 * the language's decimal separator and a leading minus when below zero.
 *
 * @example
 * writeGrouped(new Decimal("-1234.5"), 2, "fr") // "-1 234,50"
 */
export const writeGrouped = (value: Decimal, places: number, lang: MaskLang): string => {
  const [whole = "0", fraction] = value.abs().toFixed(places).split(".");
  const sign = value.isNegative() && !value.isZero() ? "-" : "";
  const separator = lang === "en" ? "." : ",";
  return `${sign}${groupThousands(whole)}${fraction === undefined ? "" : separator + fraction}`;
};
