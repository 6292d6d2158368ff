import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

/**
 * A small router over `window.history`: the current path and query as a
 * store, `navigate` to push or replace, and `Link` for in-app anchors. The
 * app needs nothing more (no nested layouts, no loaders).
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Asked before the user leaves the current page inside the app (a link, a
 * back arrow, the browser's Back): true lets them go. One at a time (the
 * page on screen sets it); null when nothing would be lost.
 */
export type LeaveGuard = () => boolean;
let leaveGuard: LeaveGuard | null = null;
/** The address on screen, to put back when the browser's Back is refused. */
let shownPath = typeof window === "undefined" ? "" : window.location.pathname + window.location.search;

/** Sets (or clears, with null) the question asked before leaving the page on screen. */
export const setLeaveGuard = (guard: LeaveGuard | null): void => {
  leaveGuard = guard;
};

const mayLeave = (): boolean => leaveGuard === null || leaveGuard();

/**
 * Told just before the user leaves the page on screen for another page inside
 * the app (a link, a back arrow), while the address is still the page's: a
 * table applies core's `leave` event then (its search cleared, A §4), so the
 * page's history entry and any remembered address have no search.
 */
const leaveListeners = new Set<() => void>();

/** Listens for leaving the page on screen; returns the unsubscribe function (the history adapter's `subscribeLeave`). */
export const subscribeLeave = (listener: () => void): (() => void) => {
  leaveListeners.add(listener);
  return () => {
    leaveListeners.delete(listener);
  };
};

const pathOf = (to: string): string => new URL(to, window.location.href).pathname;

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    if (!mayLeave()) {
      // The browser already moved back: put the page's address back, and stay.
      window.history.pushState(null, "", shownPath);
      return;
    }
    shownPath = window.location.pathname + window.location.search;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => window.location.pathname + window.location.search;

/** The current path with its query string (e.g. `/contracts?page=2`). */
export const useLocation = (): string => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Goes to `to` inside the app; `replace` keeps the history length. */
export const navigate = (to: string, options: { replace?: boolean } = {}): void => {
  // A replace updates the page on screen (its tab, its new number): only a move to another page asks first.
  if (options.replace) window.history.replaceState(null, "", to);
  else if (mayLeave()) {
    if (pathOf(to) !== window.location.pathname) [...leaveListeners].forEach((listener) => listener());
    window.history.pushState(null, "", to);
  } else return;
  shownPath = window.location.pathname + window.location.search;
  notify();
};

/**
 * Reports a history change made by someone else (e.g. @lendkit/react's
 * table writing its state into the URL), so routed views re-read it.
 */
export const locationChanged = (): void => {
  shownPath = window.location.pathname + window.location.search;
  notify();
};

/** Matches `/contracts/:id` against a path; returns the params or null. */
export const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("?")[0]!.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index]!;
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
};

/** An anchor that navigates inside the app on a plain click, and behaves as a link otherwise (new tab, copy). */
export const Link = ({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly to: string }) => (
  <a
    {...rest}
    href={to}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    }}
  />
);
