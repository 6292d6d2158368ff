import type { LendkitFetcher, LendkitHistory } from "./context.js";

/**
 * The spec's deferral endpoint (A §7) for a customer: the provider's
 * `deferralUrl` when none is given.
 *
 * @example
 * defaultDeferralUrl(42); // "/api/customer/42/DeferPaymentRequest"
 */
export const defaultDeferralUrl = (customerId: number | string): string =>
  `/api/customer/${encodeURIComponent(String(customerId))}/DeferPaymentRequest`;

/**
 * The default history adapter: the browser's `window.history` and
 * `window.location`, read when called (safe to create during server rendering).
 *
 * @example
 * const history = windowHistory();
 * history.replaceSearch("?page=2");
 */
export const windowHistory = (): LendkitHistory => ({
  back: () => {
    if (typeof window !== "undefined") window.history.back();
  },
  search: () => (typeof window !== "undefined" ? window.location.search : ""),
  replaceSearch: (search) => {
    if (typeof window === "undefined") return;
    const { pathname, hash } = window.location;
    const query = search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
    window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
  },
});

/** The default fetcher: the global `fetch`, looked up at call time. */
export const defaultFetcher: LendkitFetcher = (input, init) => fetch(input, init);
