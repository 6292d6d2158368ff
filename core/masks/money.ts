import { type Decimal, type DecimalInput, roundCents, toDecimalOrNull } from "../money/decimal.js";
import { type MaskLang, readMarkedNumber, writeGrouped } from "./numberText.js";
import { formatNumberWhileTyping } from "./typing.js";

/** The decimals of an amount of money (A §5). */
export const MONEY_DECIMALS = 2;

/**
 * Reads an amount written in French or English, whichever it is: with or
 * without `$` (before or after), spaces of any kind (also non-breaking) or
 * English commas grouping thousands, a comma or a point as decimal mark and
 * an optional leading minus. The amount is not rounded. Text that could be
 * two different amounts ("1,234": 1.234 in French, 1234 in English) gives
 * null unless `lang` settles it ("en": 1234); so does anything that is not
 * an amount. Never throws. (Rule: core/masks/numberText `readMarkedNumber`.)
 *
 * @example
 * parseMoney("1 234,50 $")?.toFixed(2) // "1234.50"
 * parseMoney("$1,234.50")?.toFixed(2) // "1234.50"
 * parseMoney("1,234") // null
 * parseMoney("1,234", "en")?.toFixed(2) // "1234.00"
 * parseMoney("12 abc") // null
 */
export const parseMoney = (text: string, lang?: MaskLang): Decimal | null => {
  const reading = readMarkedNumber(text, "$", lang);
  return reading.ok ? reading.value : null;
};

/** Why a money text is refused: unreadable, two readings, or more decimals than money has. */
export type MoneyTextProblem = "invalid" | "ambiguous" | "tooManyDecimals";

/**
 * What is wrong with a money field's text (`lang` is the field's), or null
 * when it holds one amount of at most 2 decimals. An empty text is not
 * checked here (null).
 *
 * @example
 * moneyTextProblem("$1,234.50", "fr") // null
 * moneyTextProblem("1,234", "fr") // "ambiguous"
 * moneyTextProblem("12.345", "en") // "tooManyDecimals"
 * moneyTextProblem("12 abc", "en") // "invalid"
 */
export const moneyTextProblem = (text: string, lang?: MaskLang): MoneyTextProblem | null => {
  if (text.trim() === "") return null;
  const reading = readMarkedNumber(text, "$", lang);
  if (!reading.ok) return reading.reason;
  return reading.value.decimalPlaces() > MONEY_DECIMALS ? "tooManyDecimals" : null;
};

/**
 * The text a money field shows after `text` is pasted into it (`lang` is the
 * field's): the same amount written the field's way while editing (French
 * "1 234,50", English "1 234.50"; `formatMoney` adds `$` on blur), or the
 * reason it is refused — text that could be two amounts, has more than
 * 2 decimals, or is not an amount. A refused paste is never turned into
 * another amount: the field keeps the pasted text and shows its error.
 *
 * @example
 * pasteMoney("$1,234.50", "fr") // { ok: true, text: "1 234,50" }
 * pasteMoney("1 234,50 $", "en") // { ok: true, text: "1 234.50" }
 * pasteMoney("1,234", "fr") // { ok: false, reason: "ambiguous" }
 */
export const pasteMoney = (
  text: string,
  lang: MaskLang,
): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: MoneyTextProblem } => {
  const problem = moneyTextProblem(text, lang);
  if (problem !== null) return { ok: false, reason: problem };
  const reading = readMarkedNumber(text, "$", lang);
  if (!reading.ok) return { ok: true, text: "" };
  // Written with the decimals it was pasted with ("12,5" stays "12,5"; blur writes "12,50 $").
  return { ok: true, text: writeGrouped(reading.value, Math.min(reading.decimalsWritten, MONEY_DECIMALS), lang) };
};

/** What a money field shows after a paste: its new text, and the reason when that text is refused. */
export type MoneyPasteResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: MoneyTextProblem; readonly text: string };

/**
 * A money field's text after a paste (or drop). `previous` is the field's
 * text before, `next` the input's text after: the pasted text in place of
 * the selection, where the caret was; `caretAt`, the caret after the paste
 * (the end by default), marks where the pasted text ends. The pasted text is
 * what `next` holds from its longest common start with `previous` to the
 * caret; the rest is what
 * it leaves of `previous`. When the rest is a zero ("0,00", "0"), the paste
 * replaces it: pasting "750" gives 750, not "0,00750". Otherwise the paste
 * stays where it went when the whole reads as one amount ("12" then "34" at
 * the end gives "1 234"; "-" then "50" gives "-50"); when it does not, a
 * paste that is itself a written amount ("$1,234.50", "12,50": not bare
 * digits) replaces the text, and so does any amount pasted into an empty
 * field. The amount is read with `pasteMoney` (either language's marks); a
 * refused one keeps the text as it came, with its reason.
 *
 * @example
 * pasteMoneyInto("0,00", "0,00750", "fr") // { ok: true, text: "750" }
 * pasteMoneyInto("", "$1,234.50", "fr") // { ok: true, text: "1 234,50" }
 * pasteMoneyInto("12", "1234", "en") // { ok: true, text: "1 234" }
 * pasteMoneyInto("", "1,234", "fr") // { ok: false, reason: "ambiguous", text: "1,234" }
 */
export const pasteMoneyInto = (previous: string, next: string, lang: MaskLang, caretAt = next.length): MoneyPasteResult => {
  const end = Math.min(Math.max(next.length - caretAt, 0), previous.length);
  let start = 0;
  while (start < previous.length - end && start < next.length - end && previous[start] === next[start]) start++;
  const pasted = next.slice(start, next.length - end);
  const rest = previous.slice(0, start) + previous.slice(previous.length - end);
  const alone = pasteMoney(pasted, lang);
  const whole = pasteMoney(next, lang);
  // The rest is only a zero ("0,00", "0"): the paste replaces it.
  if (/\d/.test(rest) && !/[1-9]/.test(rest)) return alone.ok ? alone : { ...alone, text: pasted };
  if (whole.ok) return whole;
  // Nothing to keep but marks (a minus typed first), or a written amount pasted into one it cannot join.
  if (alone.ok && (!/\d/.test(rest) || !/^\d*$/.test(pasted.trim()))) return alone;
  return { ...whole, text: next };
};

/**
 * Formats a money field while the user types (before `formatMoney` on
 * blur). French: `formatNumberWhileTyping` (a comma or a point is the
 * decimal mark). English: the same while no comma is typed; once one is,
 * the text is kept as typed (digits, commas, points, a leading minus) and
 * read by the paste rule (`parseMoney(text, "en")`): "1,234" is 1234,
 * "1234,50" is 1234.50, and what is no amount ("1,2345", "12,34,5") is
 * refused (`moneyTextProblem`). A comma is never dropped, so typing
 * "1234,50" never becomes 123 450.
 *
 * @example
 * formatMoneyWhileTyping("1234,5", "fr") // "1 234,5"
 * formatMoneyWhileTyping("1234.5", "en") // "1 234.5"
 * formatMoneyWhileTyping("1234,50", "en") // "1234,50"
 */
export const formatMoneyWhileTyping = (text: string, lang: MaskLang): string => {
  if (typeof text !== "string") return "";
  if (lang !== "en" || !text.includes(",")) return formatNumberWhileTyping(text, lang, MONEY_DECIMALS);
  const negative = /^\s*[-\u2212]/.test(text);
  return `${negative ? "-" : ""}${text.replace(/[^\d.,]/g, "")}`;
};

/**
 * Formats an amount for display: rounded half-up to cents, a space every three
 * digits, `$` after the amount in French ("1 234,50 $") and before it in
 * English ("$1 234.50"), a leading minus when negative. A Decimal or number is
 * formatted as is; a string is read with `parseMoney(text, lang)` first.
 * Anything that is not an amount (or could be two) gives "".
 *
 * @example
 * formatMoney("1234.505", "fr") // "1 234,51 $"
 * formatMoney(-1234.5, "en") // "-$1 234.50"
 * formatMoney("n/a", "en") // ""
 */
export const formatMoney = (value: DecimalInput, lang: MaskLang): string => {
  const amount = typeof value === "string" ? parseMoney(value, lang) : toDecimalOrNull(value);
  if (amount === null) return "";
  const text = writeGrouped(roundCents(amount), 2, lang);
  const negative = text.startsWith("-");
  const unsigned = negative ? text.slice(1) : text;
  const sign = negative ? "-" : "";
  return lang === "en" ? `${sign}$${unsigned}` : `${sign}${unsigned} $`;
};
