import { LendkitProvider } from "@lendkit/react";
import { useCallback, useEffect, useState } from "react";
import type { Lang, RoleId } from "@lendkit/core";
import { api, authorisedFetch } from "../shared/api.js";
import { storeLang, storedLang, storedToken, storedUser, storeToken, storeUser, type StoredUser } from "../shared/session.js";
import { LanguageSwitch } from "../shared/LanguageSwitch.js";
import { appText } from "../shared/texts.js";
import { LoginPage } from "./LoginPage.js";
import { Navigation, Routed } from "./Routed.js";

/**
 * The staff and customer app: sign-in, then the screens the role allows.
 * The language persists in local storage (C §3.3) and switches at run time.
 */
export const App = () => {
  const [lang, setLangState] = useState<Lang>(() => storedLang());
  const [user, setUser] = useState<StoredUser | null | "loading">(() => (storedToken() && storedUser() ? "loading" : null));
  const setLang = useCallback((next: Lang) => {
    storeLang(next);
    setLangState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const refreshRole = useCallback(async () => {
    try {
      // The stored user is shown only once the server confirms the token is alive.
      const roleId = await api<RoleId>("/api/login/role");
      const known = storedUser();
      setUser(known && known.userRole === roleId ? known : null);
    } catch {
      storeToken(null);
      storeUser(null);
      setUser(null);
    }
  }, []);
  useEffect(() => {
    if (user === "loading") void refreshRole();
  }, [user, refreshRole]);
  const signOut = useCallback(async () => {
    await api("/api/logout", { method: "POST", body: {} }).catch(() => undefined);
    storeToken(null);
    storeUser(null);
    setUser(null);
  }, []);

  return (
    <LendkitProvider lang={lang} onLangChange={setLang} fetcher={authorisedFetch} role={user && user !== "loading" ? (user.userRole as RoleId) : null}>
      <a className="skip-link" href="#main">{appText(lang, "app.skip")}</a>
      <header className="topbar">
        <span className="brand">{appText(lang, "app.name")}</span>
        {user && user !== "loading" ? <Navigation lang={lang} role={user.userRole as RoleId} /> : null}
        <LanguageSwitch lang={lang} onChange={setLang} />
        {user && user !== "loading" ? (
          <button type="button" className="link-button" onClick={signOut}>
            {appText(lang, "nav.signOut")}
          </button>
        ) : null}
      </header>
      <main id="main" className="page">
        {user === null ? (
          <LoginPage lang={lang} onSignedIn={setUser} />
        ) : user === "loading" ? null : (
          <Routed lang={lang} user={user} />
        )}
      </main>
    </LendkitProvider>
  );
};
