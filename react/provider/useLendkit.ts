import { useContext } from "react";
import { catalogs as allCatalogs, type MessageKey } from "@lendkit/core";
import { LendkitContext, type LendkitContextValue } from "./context.js";
import { missingProviderMessage, useCatalogTexts, type AnyDomainCatalog, type CatalogKeys, type Translate } from "./messages.js";

export { missingProviderMessage } from "./messages.js";
export type { AnyDomainCatalog, CatalogKeys, Translate } from "./messages.js";

/**
 * The provider's value: language and its setter, locale, tenant, features,
 * role, user, fetcher and history. Throws a clear error outside the provider.
 *
 * @example
 * const { lang, setLang, features } = useLendkit();
 * <button onClick={() => setLang(lang === "fr" ? "en" : "fr")}>{lang}</button>
 */
export const useLendkit = (): LendkitContextValue => {
  const value = useContext(LendkitContext);
  if (value === null) throw new Error(missingProviderMessage("useLendkit()"));
  return value;
};

/**
 * `t(key, params)` in the provider's current language, over the domain
 * catalogs named (`tableMessages`, `commonMessages`, … from @lendkit/core), typed
 * to their keys: a key of another domain is a type error, and a bundle carries
 * only the named domains' texts. With no catalog, every text of every domain
 * (convenient in app code, but it loads every catalog). A new function when
 * the language changes, so texts re-render.
 *
 * @example
 * const t = useMessages(tableMessages, commonMessages);
 * <p>{t("table.empty")}</p> // "Aucun élément à afficher" in French
 */
export function useMessages(): Translate<MessageKey>;
export function useMessages<const C extends readonly [AnyDomainCatalog, ...AnyDomainCatalog[]]>(...catalogs: C): Translate<CatalogKeys<C>>;
export function useMessages(...catalogs: readonly AnyDomainCatalog[]): Translate<string> {
  return useCatalogTexts("useMessages()", catalogs.length === 0 ? allMessages : catalogs);
}

/** Every text of core's catalogs, for `useMessages()` with no catalog. */
const allMessages: readonly AnyDomainCatalog[] = [allCatalogs];
