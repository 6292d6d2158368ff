import { LendkitProvider, windowHistory } from "@lendkit/react";
import { useCallback, useEffect, useState } from "react";
import { parseLang, type Lang, type RoleId } from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import { api, ApiError, authorisedFetch, onSessionEnded, setRequestLang } from "../shared/api.js";
import { clearSession, storeLang, storedLang, storedToken, storedUser, storeToken, storeUser, type StoredUser } from "../shared/session.js";
import { LanguageSwitch } from "../shared/LanguageSwitch.js";
import { appText } from "../shared/texts.js";
import { LoginPage } from "./LoginPage.js";
import { Navigation, Routed } from "./Routed.js";
import { subscribeLeave } from "../shared/router.js";
import { useTenantSettings } from "./tenantSettings.js";

/**
 * The staff and customer app: sign-in, then the screens the role allows.
 * The language persists in local storage under the staff app's own key
 * (C §3.3; the lead app keeps its own, so a customer's account opened
 * online does not change it) and switches at run time; until the user
 * chooses one, it is the browser's (French unless English).
 */
/** The browser's history, told by the app's router when a page is left (tables clear their search then, A §4). */
const history = { ...windowHistory(), subscribeLeave };

export const App = () => {
  const [lang, setLangState] = useState<Lang>(() => storedLang(parseLang(typeof navigator === "undefined" ? undefined : navigator.language, "fr")));
  const [sessionEnded, setSessionEnded] = useState(false);
  const [user, setUser] = useState<StoredUser | null | "loading">(() => (storedToken() && storedUser() ? "loading" : null));
  const setLang = useCallback((next: Lang) => {
    storeLang(next);
    setLangState(next);
  }, []);
  // Every call asks for the user's language (the server's errors come in it only).
  setRequestLang(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const refreshRole = useCallback(async () => {
    try {
      // The stored user is shown only once the server confirms the token is alive.
      const roleId = await api<RoleId>(apiRoutes.base.loginRole.path);
      const known = storedUser();
      setUser(known && known.userRole === roleId ? known : null);
    } catch (caught) {
      storeToken(null);
      storeUser(null);
      clearSession();
      setUser(null);
      if (caught instanceof ApiError && caught.status === 401) setSessionEnded(true);
    }
  }, []);
  // A call answered 401 mid-work: back to the sign-in page, which says why.
  useEffect(
    () =>
      onSessionEnded(() => {
        storeToken(null);
        storeUser(null);
        clearSession();
        setUser(null);
        setSessionEnded(true);
      }),
    [],
  );
  useEffect(() => {
    if (user === "loading") void refreshRole();
  }, [user, refreshRole]);
  const settings = useTenantSettings(user && user !== "loading" ? user : null);
  const signOut = useCallback(async () => {
    await api(apiRoutes.base.logout.path, { method: "POST", body: {} }).catch(() => undefined);
    storeToken(null);
    storeUser(null);
    clearSession();
    setUser(null);
  }, []);

  return (
    <LendkitProvider
      history={history}
      lang={lang}
      onLangChange={setLang}
      fetcher={authorisedFetch}
      role={user && user !== "loading" ? (user.userRole as RoleId) : null}
      tenant={settings?.tenant ?? null}
      features={settings?.features}
    >
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
          <LoginPage
            lang={lang}
            sessionEnded={sessionEnded}
            onSignedIn={(signedIn) => {
              setSessionEnded(false);
              setUser(signedIn);
            }}
          />
        ) : user === "loading" || settings === null ? null : (
          <Routed lang={lang} user={user} />
        )}
      </main>
    </LendkitProvider>
  );
};
