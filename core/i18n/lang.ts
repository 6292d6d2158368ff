/** The two languages of the product. */
export type Lang = "fr" | "en";

/** Both languages, French first (the product's default). */
export const langs: readonly Lang[] = ["fr", "en"];

/** True for "fr" or "en". */
export const isLang = (value: unknown): value is Lang => value === "fr" || value === "en";

/**
 * Reads a language from free text such as a URL parameter or a header:
 * the first two letters, case-insensitive; anything else gives `fallback`.
 *
 * @example
 * parseLang("EN-ca") // "en"
 * parseLang("de") // "fr"
 */
export const parseLang = (value: unknown, fallback: Lang = "fr"): Lang => {
  const prefix = typeof value === "string" ? value.trim().slice(0, 2).toLowerCase() : "";
  return isLang(prefix) ? prefix : fallback;
};

/** The BCP 47 locale used for formatting and react-aria: fr-CA or en-CA. */
export const localeOf = (lang: Lang): "fr-CA" | "en-CA" => (lang === "fr" ? "fr-CA" : "en-CA");
