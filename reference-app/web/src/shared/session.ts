import {
  emptySessionState,
  isLang,
  persistSessionState,
  restoreSessionState,
  sessionStorageKeys,
  type Lang,
  type SessionApp,
  type SessionState,
} from "@lendkit/core";

/**
 * The session (C §3.3) kept in local storage, so a reload keeps the user
 * signed in, in their language and with their state: the session token (the
 * spec's serverInfo) and the language under their own keys, the rest of the
 * session state (`userProvince`, `approvedByFilter`, `userSettings`, the
 * company names, `isAllowedWarrantyChange`, `isNewsModalOpen`,
 * `leadSourceId`…) through core's `persistSessionState`, restored at start by
 * `restoreSessionState`.
 *
 * The lead app (always under /go) and the staff app run on one origin, so
 * each keeps its session under its own keys (core's `sessionStorageKeys`):
 * a staff member who opens a customer's account online must find their own
 * tab neither signed in as that customer nor switched to the customer's
 * language.
 */
const app: SessionApp = typeof window !== "undefined" && /^\/go(\/|$)/.test(window.location.pathname) ? "lead" : "staff";
const keys = sessionStorageKeys(app);

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const storedLang = (fallback: Lang = "fr"): Lang => {
  const value = storage()?.getItem(keys.language);
  return isLang(value) ? value : fallback;
};

export const storeLang = (lang: Lang): void => storage()?.setItem(keys.language, lang);

export const storedToken = (): string | null => storage()?.getItem(keys.token) ?? null;

/** When the stored token ends (ISO time as the server answered it), or null. */
export const storedTokenExpiry = (): string | null => storage()?.getItem(keys.expires) ?? null;

export const storeToken = (token: string | null, expiresAt?: string | null): void => {
  const store = storage();
  if (!store) return;
  if (token === null) {
    store.removeItem(keys.token);
    store.removeItem(keys.expires);
    return;
  }
  store.setItem(keys.token, token);
  if (expiresAt) store.setItem(keys.expires, expiresAt);
};

/** The signed-in user as the login answered it (C §3.3 user state), restored at start. */
export interface StoredUser {
  readonly userRole: number;
  readonly userName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly tenant: string;
  readonly sysLogins_Id: number;
}

export const storedUser = (): StoredUser | null => {
  try {
    const value = JSON.parse(storage()?.getItem(keys.user) ?? "null") as StoredUser | null;
    return value && typeof value.userRole === "number" ? value : null;
  } catch {
    return null;
  }
};

export const storeUser = (user: StoredUser | null): void => {
  if (user === null) storage()?.removeItem(keys.user);
  else storage()?.setItem(keys.user, JSON.stringify(user));
};

/** The session state kept for this app (C §3.3 "restored at start"); the signed-out state when none. */
export const storedSession = (): SessionState => {
  const store = storage();
  return store ? restoreSessionState(store, app) : emptySessionState();
};

/** Keeps `next` through core, leaving the language key as it was: until the user picks one, the app follows the browser's. */
const keep = (next: SessionState): void => {
  const store = storage();
  if (!store) return;
  const chosenLang = store.getItem(keys.language);
  persistSessionState(store, app, next);
  if (chosenLang === null) store.removeItem(keys.language);
};

/** Keeps `changes` in this app's session state (the token and the language have their own setters). */
export const storeSession = (changes: Partial<Omit<SessionState, "serverInfo" | "serverInfoExpiration" | "language">>): SessionState => {
  const next = { ...storedSession(), ...changes };
  keep(next);
  return next;
};

/** Forgets the signed-in user's state (sign-out, a dead token); the token, the language and the lead source keep their own setters. */
export const clearSession = (): void => {
  const { serverInfo, serverInfoExpiration, language, leadSourceId } = storedSession();
  keep({ ...emptySessionState(), serverInfo, serverInfoExpiration, language, leadSourceId });
};
