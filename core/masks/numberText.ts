import { Decimal } from "../money/decimal.js";

/**
 * Internal number reading and writing shared by the money, percent and
 * integer masks (not exported from the module).
 */

/** The languages a mask formats for (the same strings as i18n's `Lang`). */
export type MaskLang = "fr" | "en";

/** The thousands separator of every number mask: a plain space (A §5). */
export const thousandsSeparator = " ";

/** A number's text without its sign, spaces and affix: the digits and marks left, and whether it was negative. */
interface NumberBody {
  readonly negative: boolean;
  readonly body: string;
}

/**
 * Takes off what every number text may carry around its digits: whitespace
 * of any kind (anywhere), one leading minus (or U+2212) and one `affix`
 * before or after the number. Null when `text` is not a string.
 */
const unwrapNumberText = (text: unknown, affix: string): NumberBody | null => {
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
  return { negative, body: s };
};

const toSignedDecimal = (negative: boolean, whole: string, fraction: string): Decimal => {
  const decimal = new Decimal(`${whole === "" ? "0" : whole}.${fraction === "" ? "0" : fraction}`);
  return negative ? decimal.negated() : decimal;
};

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
  const unwrapped = unwrapNumberText(text, affix);
  if (unwrapped === null) return null;
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(unwrapped.body);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  return toSignedDecimal(unwrapped.negative, whole, fraction);
};

/** What reading a number written in either language gives: the number, or why there is none. */
export type MarkedNumberReading =
  | { readonly ok: true; readonly value: Decimal; readonly decimalsWritten: number }
  | { readonly ok: false; readonly reason: "ambiguous" | "invalid" };

/** Whole digits grouped by commas, as English writes them: 1 to 3 digits, then groups of exactly 3. */
const commaGroupedWhole = /^\d{1,3}(?:,\d{3})+$/;
/** A lone comma that may group thousands: 1 to 3 digits not starting with 0, then exactly 3. */
const commaGroupingOrDecimal = /^[1-9]\d{0,2},\d{3}$/;

/**
 * Reads a number written the French way or the English way, whichever it
 * is, and refuses rather than guesses when the text could be either.
 * Whitespace (any kind, also non-breaking) groups thousands in both
 * languages; a comma also groups them in English (1,234,567.50); the
 * decimal mark is a comma (French) or a point (English, and the French
 * keypad's). So: a point is always the decimal mark; commas before a point,
 * or several commas, group thousands and must be well placed; a lone comma
 * is the decimal mark, except "1,234" (1 to 3 digits, a comma, exactly 3
 * digits), which is 1.234 in French and 1234 in English: `ambiguous`, unless
 * `lang` is "en", where a comma is read as grouping (English never writes a
 * decimal comma, and French money never has 3 decimals). Anything else
 * (a comma after the point, two points, letters) is `invalid`.
 *
 * @example
 * readMarkedNumber("$1,234.50", "$").ok // true
 * readMarkedNumber("1,234", "$") // { ok: false, reason: "ambiguous" }
 * readMarkedNumber("1,234", "$", "en").ok // true
 * readMarkedNumber("1.234,50", "$") // { ok: false, reason: "invalid" }
 */
export const readMarkedNumber = (text: unknown, affix: string, lang?: MaskLang): MarkedNumberReading => {
  const invalid = { ok: false, reason: "invalid" } as const;
  const unwrapped = unwrapNumberText(text, affix);
  if (unwrapped === null || !/^[\d.,]*$/.test(unwrapped.body)) return invalid;
  const { negative, body } = unwrapped;
  const [beforePoint = "", afterPoint, ...morePoints] = body.split(".");
  if (morePoints.length > 0 || (afterPoint !== undefined && afterPoint.includes(","))) return invalid;
  let whole = beforePoint;
  let fraction = afterPoint ?? "";
  const commas = beforePoint.split(",").length - 1;
  if (commas > 1 || (commas === 1 && afterPoint !== undefined)) {
    if (!commaGroupedWhole.test(beforePoint)) return invalid;
    whole = beforePoint.replaceAll(",", "");
  } else if (commas === 1) {
    if (commaGroupingOrDecimal.test(beforePoint)) {
      if (lang !== "en") return { ok: false, reason: "ambiguous" };
      whole = beforePoint.replace(",", "");
    } else {
      [whole = "", fraction = ""] = beforePoint.split(",");
    }
  }
  if (whole === "" && fraction === "") return invalid;
  return { ok: true, value: toSignedDecimal(negative, whole, fraction), decimalsWritten: fraction.length };
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
