import type { Lang } from "../i18n/translate.js";
import { option, type CodeOption } from "./option.js";

/**
 * A person's language of correspondence as the models carry it (B §9 "Language").
 *
 * @example
 * LanguageCode.English // 1
 */
export const LanguageCode = { French: 0, English: 1 } as const;

/** A language code (0 French, 1 English). */
export type LanguageCodeValue = (typeof LanguageCode)[keyof typeof LanguageCode];

/**
 * The language select options, in the spec's order.
 *
 * @example
 * labelOf(languageOptions, 1, "fr") // "Anglais"
 */
export const languageOptions: readonly CodeOption<LanguageCodeValue>[] = [
  option(LanguageCode.French, "French", "Français"),
  option(LanguageCode.English, "English", "Anglais"),
];

/**
 * The i18n language of a language code; anything that is not 1 (English)
 * reads as French, the product's default.
 *
 * @example
 * langOfLanguageCode(1) // "en"
 * langOfLanguageCode(0) // "fr"
 */
export const langOfLanguageCode = (code: unknown): Lang => (code === LanguageCode.English ? "en" : "fr");

/**
 * The language code of an i18n language.
 *
 * @example
 * languageCodeOfLang("fr") // 0
 */
export const languageCodeOfLang = (lang: Lang): LanguageCodeValue =>
  lang === "en" ? LanguageCode.English : LanguageCode.French;
