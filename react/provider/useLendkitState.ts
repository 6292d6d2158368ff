import { useCallback, useMemo, useState } from "react";
import { localeOf, resolveFeatures, thumbnailPath, type Lang, type RoleId, type TenantCode } from "@lendkit/core";
import type { LendkitContextValue, LendkitFetcher, LendkitHistory, LendkitUser } from "./context.js";
import { defaultDeferralUrl, defaultFetcher, windowHistory } from "./windowHistory.js";

/** Options of `useLendkitState` (the props of `LendkitProvider` without `children`). */
export interface LendkitStateOptions {
  /** Controlled language: the provider shows this one and only reports changes through `onLangChange`. */
  readonly lang?: Lang;
  /** Starting language when `lang` is not given; French by default. */
  readonly defaultLang?: Lang;
  /** Called with the new language whenever `setLang` is used. */
  readonly onLangChange?: (lang: Lang) => void;
  /** The lender. */
  readonly tenant?: TenantCode | null;
  /** Feature flags received from the server; merged over core's defaults with `resolveFeatures`. */
  readonly features?: unknown;
  /** The user's role. */
  readonly role?: RoleId | null;
  /** The signed-in user. */
  readonly user?: LendkitUser | null;
  /** The function calls go through; `fetch` by default. */
  readonly fetcher?: LendkitFetcher;
  /** The history adapter; `window.history` by default. */
  readonly history?: LendkitHistory;
  /**
   * Where a payment deferral is posted, for a server with its own routes;
   * `defaultDeferralUrl` (A §7's /api/customer/{id}/DeferPaymentRequest) by
   * default. A component's own `deferralUrl` prop wins.
   */
  readonly deferralUrl?: (customerId: number | string) => string;
  /**
   * The thumbnail path of an uploaded file; core's `thumbnailPath` (`thumb_`
   * before the file name, A §7) by default. A component's own `thumbnailOf`
   * prop wins.
   */
  readonly thumbnailOf?: (path: string) => string;
}

/**
 * The provider's state: the language (controlled or not), the merged feature
 * flags and the injected services, as one memoized context value.
 *
 * @example
 * const value = useLendkitState({ defaultLang: "en", features: { RestOfCanada: true } });
 * value.features.RestOfCanada // true
 */
export const useLendkitState = (options: LendkitStateOptions): LendkitContextValue => {
  const { lang: controlledLang, defaultLang = "fr", onLangChange, tenant = null, role = null, user = null } = options;
  const [ownLang, setOwnLang] = useState<Lang>(defaultLang);
  const lang = controlledLang ?? ownLang;
  const setLang = useCallback(
    (next: Lang) => {
      if (controlledLang === undefined) setOwnLang(next);
      onLangChange?.(next);
    },
    [controlledLang, onLangChange],
  );
  const features = useMemo(() => resolveFeatures(options.features), [options.features]);
  const fetcher = options.fetcher ?? defaultFetcher;
  const defaultHistory = useMemo(windowHistory, []);
  const history = options.history ?? defaultHistory;
  const deferralUrl = options.deferralUrl ?? defaultDeferralUrl;
  const thumbnailOf = options.thumbnailOf ?? thumbnailPath;
  return useMemo(
    () => ({ lang, setLang, locale: localeOf(lang), tenant, features, role, user, fetcher, history, deferralUrl, thumbnailOf }),
    [lang, setLang, tenant, features, role, user, fetcher, history, deferralUrl, thumbnailOf],
  );
};
