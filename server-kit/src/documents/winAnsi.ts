/**
 * The characters pdfkit's standard fonts (Helvetica with WinAnsiEncoding)
 * can draw: printable Latin-1 plus the Windows-1252 extras (€ ‚ ƒ „ … † ‡ ˆ
 * ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). Every French letter is in it.
 */
const windows1252Extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.includes(char);
};

/** Letters that have no decomposition but an obvious Latin look-alike. */
const lookAlikes: Readonly<Record<string, string>> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", Ħ: "H", ħ: "h", ŀ: "l", Ŀ: "L", "\u2212": "-", "\u202f": " ", "\u2009": " " };

/**
 * Text a standard PDF font can draw: characters outside WinAnsi lose their
 * accents when they have one (ő → o), take a look-alike (Ł → L) or become
 * "?"; control characters become spaces. Outside characters would otherwise
 * be written as garbage bytes (pdfkit does not refuse them).
 *
 * @example
 * toWinAnsi("Hélène Łukasz Dvořák 李") // "Hélène Lukasz Dvorák ?"
 */
export const toWinAnsi = (text: string): string => {
  let out = "";
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else if (/[\u0000-\u001f\u007f-\u009f]/.test(char)) out += " ";
    else if (Object.hasOwn(lookAlikes, char)) out += lookAlikes[char];
    else {
      const bare = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += bare !== "" && [...bare].every(isWinAnsi) ? bare : "?";
    }
  }
  return out;
};
