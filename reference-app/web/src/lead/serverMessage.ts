import { tBoth, type Lang, type MessageKey, type OtpRefusal } from "@lendkit/core";

/**
 * What a code check answers the code form when the server refused it for
 * another reason than a wrong code: the page shows the server's own message,
 * the form no text of its own (never "The OTP is not valid.", issue 14 §4).
 */
export const otherRefusal: OtpRefusal = { reason: "refused", key: null };

/**
 * The server's bilingual ErrorMessage ("texte fr / english text", then an
 * optional " : detail" for developers) in one language. Known catalog texts
 * are matched first, so the text shown is exactly core's; otherwise the
 * message is cut at the separator. Null for an empty message.
 *
 * @example
 * serverMessageIn("en", "Le OTP n'est pas valide. / The OTP is not valid.") // "The OTP is not valid."
 */
export const serverMessageIn = (lang: Lang, message: string | null, known: readonly MessageKey[] = []): string | null => {
  if (message === null || message.trim() === "") return null;
  for (const key of known) {
    const both = tBoth(key);
    if (message.includes(both.en) || message.includes(both.fr)) return both[lang];
  }
  const cut = message.indexOf(" / ");
  if (cut < 0) return message;
  const french = message.slice(0, cut);
  const rest = message.slice(cut + 3);
  // The developer detail after " : " is not for the applicant.
  const detail = rest.lastIndexOf(" : ");
  const english = detail < 0 ? rest : rest.slice(0, detail);
  return lang === "fr" ? french : english;
};

/** Which catalog text a bilingual message is, among `keys`; null when none. */
export const serverMessageKey = (message: string | null, keys: readonly MessageKey[]): MessageKey | null => {
  if (message === null) return null;
  for (const key of keys) {
    const both = tBoth(key);
    if (message.includes(both.en) || message.includes(both.fr)) return key;
  }
  return null;
};
