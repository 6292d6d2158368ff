import { isLang, type Lang } from "@lendkit/core";

/**
 * The session token (the spec's serverInfo) and the language, kept in local
 * storage as C §3.3 says, so a reload keeps the user signed in and in their
 * language. Nothing else about the user is stored in the browser.
 */
/**
 * The lead app (always under /go) keeps its customer's token apart from the
 * staff app's: both run on one origin, and a staff member who opens a
 * customer's account online must not find their own tab signed in as that
 * customer. The language is shared.
 */
const scope = typeof window !== "undefined" && /^\/go(\/|$)/.test(window.location.pathname) ? "lead." : "";
const keys = { token: `${scope}serverInfo`, expires: `${scope}serverInfoExpiration`, user: `${scope}user`, lang: "language" } as const;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const storedLang = (fallback: Lang = "fr"): Lang => {
  const value = storage()?.getItem(keys.lang);
  return isLang(value) ? value : fallback;
};

export const storeLang = (lang: Lang): void => storage()?.setItem(keys.lang, lang);

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
