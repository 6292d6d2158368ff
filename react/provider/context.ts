import { createContext } from "react";
import type { Features, Lang, RoleId, TenantCode } from "@lendkit/core";

/** The signed-in user as the pieces need it (checklist initials, notes…). */
export interface LendkitUser {
  /** The user's id, as the server sends it. */
  readonly id: number | string;
  /** Initials recorded on checklist items. */
  readonly initials?: string;
  /** A display name. */
  readonly name?: string;
}

/** The calls a piece makes go through this function; the browser's `fetch` by default. */
export type LendkitFetcher = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The smallest view of the browser history the pieces need (Panel back arrow,
 * table URL state). A router passes its own; the default wraps `window`.
 */
export interface LendkitHistory {
  /** One step back. */
  back(): void;
  /** The current query string, with its leading "?" or empty. */
  search(): string;
  /** Replaces the query string without adding a history entry. */
  replaceSearch(search: string): void;
  /**
   * Optional: a router calls `listener` just before the page on screen is
   * left inside the app (the address is still the page's), so a table can
   * apply core's `leave` event (its search cleared, A §4) to its URL state.
   * Returns the unsubscribe function.
   */
  subscribeLeave?(listener: () => void): () => void;
}

/** Everything `useLendkit()` returns. */
export interface LendkitContextValue {
  /** The current language. */
  readonly lang: Lang;
  /** Changes the language (calls `onLangChange`; changes nothing more when `lang` is controlled). */
  readonly setLang: (lang: Lang) => void;
  /** The BCP 47 locale of `lang`: fr-CA or en-CA. */
  readonly locale: "fr-CA" | "en-CA";
  /** The lender, or null when unknown. */
  readonly tenant: TenantCode | null;
  /** Every feature flag: the received ones merged over core's defaults. */
  readonly features: Features;
  /** The user's role, or null when nobody is signed in. */
  readonly role: RoleId | null;
  /** The signed-in user, or null. */
  readonly user: LendkitUser | null;
  /** The function every call goes through. */
  readonly fetcher: LendkitFetcher;
  /** The history adapter. */
  readonly history: LendkitHistory;
  /** Where a payment deferral is posted for a customer (DeferralModal, CustomerPaymentsList); a component's `deferralUrl` prop wins. */
  readonly deferralUrl: (customerId: number | string) => string;
  /** The thumbnail path of an uploaded file (UploadArea); a component's `thumbnailOf` prop wins. */
  readonly thumbnailOf: (path: string) => string;
}

/** Null outside a `LendkitProvider`; read it with `useLendkit()`. */
export const LendkitContext = /* @__PURE__ */ createContext<LendkitContextValue | null>(null);
LendkitContext.displayName = "LendkitContext";
