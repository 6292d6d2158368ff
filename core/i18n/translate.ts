import * as access from "./catalog/access.js";
import * as account from "./catalog/account.js";
import * as bank from "./catalog/bank.js";
import * as calculator from "./catalog/calculator.js";
import * as checklist from "./catalog/checklist.js";
import * as codes from "./catalog/codes.js";
import * as common from "./catalog/common.js";
import * as forms from "./catalog/forms.js";
import * as frame from "./catalog/frame.js";
import * as masks from "./catalog/masks.js";
import * as models from "./catalog/models.js";
import * as payments from "./catalog/payments.js";
import * as renewal from "./catalog/renewal.js";
import * as schedule from "./catalog/schedule.js";
import * as table from "./catalog/table.js";
import * as upload from "./catalog/upload.js";

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

/** Every English text, by key. */
export const en = {
  ...common.en,
  ...forms.en,
  ...masks.en,
  ...models.en,
  ...table.en,
  ...upload.en,
  ...checklist.en,
  ...payments.en,
  ...calculator.en,
  ...schedule.en,
  ...renewal.en,
  ...account.en,
  ...bank.en,
  ...frame.en,
  ...access.en,
  ...codes.en,
} as const;

/** A key of the message catalogs. */
export type MessageKey = keyof typeof en;

/** Every French text, by key: the type makes a missing translation fail the build. */
export const fr: { readonly [K in MessageKey]: string } = {
  ...common.fr,
  ...forms.fr,
  ...masks.fr,
  ...models.fr,
  ...table.fr,
  ...upload.fr,
  ...checklist.fr,
  ...payments.fr,
  ...calculator.fr,
  ...schedule.fr,
  ...renewal.fr,
  ...account.fr,
  ...bank.fr,
  ...frame.fr,
  ...access.fr,
  ...codes.fr,
};

/** Both catalogs, by language. */
export const catalogs: { readonly [L in Lang]: { readonly [K in MessageKey]: string } } = { fr, en };

/** Values for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders; a placeholder without a value is left as is,
 * so a forgotten parameter shows up instead of vanishing.
 *
 * @example
 * interpolate("{from} to {to}", { from: 1, to: 10 }) // "1 to 10"
 */
export const interpolate = (text: string, params?: MessageParams): string =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      )
    : text;

/**
 * The text of `key` in `lang`, with `{name}` placeholders filled.
 *
 * @example
 * t("fr", "table.empty") // "Aucun élément à afficher"
 */
export const t = (lang: Lang, key: MessageKey, params?: MessageParams): string =>
  interpolate(catalogs[lang][key], params);

/** A text in both languages, e.g. for a bilingual server error. */
export interface Bilingual {
  readonly fr: string;
  readonly en: string;
}

/**
 * The text of `key` in both languages.
 *
 * @example
 * tBoth("common.genericError").en // "An error has occured. Please contact support."
 */
export const tBoth = (key: MessageKey, params?: MessageParams): Bilingual => ({
  fr: t("fr", key, params),
  en: t("en", key, params),
});
