import { interpolate, type MessageParams } from "./interpolate.js";
import type { Lang } from "./lang.js";

/** One domain's catalog file: `en` and `fr` with the same keys. */
export interface DomainCatalog<K extends string> {
  readonly en: { readonly [Key in K]: string };
  readonly fr: { readonly [Key in K]: string };
}

/**
 * A `t` bound to one domain's catalog, so a module that shows only its own
 * texts does not pull every catalog into a page's bundle.
 *
 * @example
 * const tTable = translator({ en: { "table.empty": "No elements to show" }, fr: { "table.empty": "Aucun élément à afficher" } });
 * tTable("fr", "table.empty") // "Aucun élément à afficher"
 */
export const translator =
  <K extends string>(catalog: DomainCatalog<K>) =>
  (lang: Lang, key: K, params?: MessageParams): string =>
    interpolate(catalog[lang][key], params);
