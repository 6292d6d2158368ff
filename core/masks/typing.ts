import { groupThousands, type MaskLang } from "./numberText.js";

/**
 * Formats a money, percent or integer field while the user types, before
 * `formatMoney`/`formatPercent`/`formatInteger` write the final text on blur:
 * digits with a space every three, at most `decimals` decimals (0 for an
 * integer), a leading minus if typed first, and no `$` or `%`. French takes a
 * comma or a point as the decimal separator and writes a comma; English takes
 * only the point (a comma there is read as the habit of grouping thousands
 * and dropped). Other characters are ignored; leading zeros are dropped.
 *
 * @example
 * formatNumberWhileTyping("1234,5", "fr", 2) // "1 234,5"
 * formatNumberWhileTyping("1,234.567", "en", 2) // "1 234.56"
 * formatNumberWhileTyping(",", "fr", 2) // "0,"
 * formatNumberWhileTyping("12.5", "fr", 0) // "125"
 */
export const formatNumberWhileTyping = (text: string, lang: MaskLang, decimals: number): string => {
  if (typeof text !== "string") return "";
  const places = Number.isInteger(decimals) && decimals > 0 ? decimals : 0;
  const negative = /^\s*[-\u2212]/.test(text);
  let whole = "";
  let fraction = "";
  let separatorSeen = false;
  for (const char of text) {
    if (char >= "0" && char <= "9") {
      if (!separatorSeen) whole += char;
      else if (fraction.length < places) fraction += char;
    } else if (places > 0 && !separatorSeen && (char === "." || (char === "," && lang !== "en"))) {
      separatorSeen = true;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  if (separatorSeen && whole === "") whole = "0";
  const separator = lang === "en" ? "." : ",";
  return `${negative ? "-" : ""}${groupThousands(whole)}${separatorSeen ? separator + fraction : ""}`;
};

/**
 * Whether `next` differs from `previous` by more than one typed character:
 * text pasted, dropped or filled in, which a number mask reads whole
 * (`pasteMoney`) instead of key by key. The edit is what is left of `next`
 * once the longest common start and end with `previous` are taken away.
 *
 * @example
 * isBulkEdit("1 23", "1 234") // false
 * isBulkEdit("", "$1,234.50") // true
 * isBulkEdit("1 234", "1 24") // false
 */
export const isBulkEdit = (previous: string, next: string): boolean => {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start++;
  let end = 0;
  while (end < previous.length - start && end < next.length - start && previous[previous.length - 1 - end] === next[next.length - 1 - end]) end++;
  return next.length - start - end > 1;
};
