import { useContext, useMemo } from "react";
import { interpolate, type DomainCatalog, type Lang, type MessageKey, type MessageParams } from "@lendkit/core";
import { LendkitContext } from "./context.js";

/** Thrown text when a hook is used outside `LendkitProvider`. */
export const missingProviderMessage = (hook: string): string =>
  `${hook} must be called inside <LendkitProvider>. Wrap your app (or the story/test) in <LendkitProvider defaultLang="fr">…</LendkitProvider>.`;

/** A catalog lookup bound to the current language, typed to the keys it can show. */
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

/** Any domain catalog of @lendkit/core (`tableMessages`, `commonMessages`, …). */
export type AnyDomainCatalog = DomainCatalog<string>;

/** The keys of every catalog in `C`, e.g. `"table.empty" | "common.close"`. */
export type CatalogKeys<C extends readonly AnyDomainCatalog[]> = {
  [I in keyof C]: keyof C[I]["en"] & string;
}[number];

type Texts = { readonly [key: string]: string };

/** The texts of `catalogs` in `lang`, merged (a later catalog wins a shared key). */
const merge = (catalogs: readonly AnyDomainCatalog[], lang: Lang): Texts =>
  catalogs.length === 1 ? catalogs[0]![lang] : Object.assign({}, ...catalogs.map((catalog) => catalog[lang])) as Texts;

/**
 * `t` for the given texts in `lang`: a key none of them holds shows as the
 * key itself (a bug to see, never a crash).
 */
export const lookup = (texts: Texts) => (key: string, params?: MessageParams): string =>
  interpolate(Object.hasOwn(texts, key) ? texts[key]! : key, params);

/**
 * `useMessages` as the components of this package call it: it needs at least
 * one domain catalog, and holds no reference to the others, so a bundle with
 * one component carries only the texts of the domains that component names.
 * (The package's public `useMessages` also accepts no catalog: every text.)
 */
export const useMessages = <const C extends readonly [AnyDomainCatalog, ...AnyDomainCatalog[]]>(
  ...catalogs: C
): Translate<CatalogKeys<C>> => useCatalogTexts("useMessages()", catalogs);

/** The lookup over `catalogs` in the provider's language; a new function when the language changes. */
export const useCatalogTexts = (hook: string, catalogs: readonly AnyDomainCatalog[]): Translate<string> => {
  const value = useContext(LendkitContext);
  if (value === null) throw new Error(missingProviderMessage(hook));
  const { lang } = value;
  // The catalogs are module constants: a call site passes the same ones, as many, on every render.
  return useMemo(() => lookup(merge(catalogs, lang)), [lang, ...catalogs]);
};
