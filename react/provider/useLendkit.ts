import { useContext, useMemo } from "react";
import { t as translate, type MessageKey, type MessageParams } from "@lendkit/core";
import { LendkitContext, type LendkitContextValue } from "./context.js";

/** Thrown text when a hook is used outside `LendkitProvider`. */
export const missingProviderMessage = (hook: string): string =>
  `${hook} must be called inside <LendkitProvider>. Wrap your app (or the story/test) in <LendkitProvider defaultLang="fr">…</LendkitProvider>.`;

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

/** A catalog lookup bound to the current language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * `t(key, params)` from core's catalogs in the provider's current language;
 * a new function when the language changes, so texts re-render.
 *
 * @example
 * const t = useMessages();
 * <p>{t("table.empty")}</p> // "Aucun élément à afficher" in French
 */
export const useMessages = (): Translate => {
  const value = useContext(LendkitContext);
  if (value === null) throw new Error(missingProviderMessage("useMessages()"));
  const { lang } = value;
  return useMemo<Translate>(() => (key, params) => translate(lang, key, params), [lang]);
};
