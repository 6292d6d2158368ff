import { tenantCodes, type Lang } from "@lendkit/core";
import { useState, type FormEvent } from "react";
import { api, ApiError } from "../shared/api.js";
import { storeToken, storeUser, type StoredUser } from "../shared/session.js";
import { appText } from "../shared/texts.js";

interface LoginAnswer extends StoredUser {
  readonly serverInfo: string;
  readonly serverInfoExpiration: string;
}

/** Staff sign-in: lender, username, password; the server's bilingual error shows under the form. */
export const LoginPage = ({
  lang,
  onSignedIn,
  sessionEnded = false,
}: {
  readonly lang: Lang;
  readonly onSignedIn: (user: StoredUser) => void;
  /** The previous session ended on the server (expired, idle, revoked): said above the form. */
  readonly sessionEnded?: boolean;
}) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await api<LoginAnswer>("/api/login", {
        method: "POST",
        body: { tenant: form.get("tenant"), username: form.get("username"), password: form.get("password") },
      });
      storeToken(answer.serverInfo, answer.serverInfoExpiration);
      const { serverInfo: _token, serverInfoExpiration: _expires, ...user } = answer;
      storeUser(user);
      onSignedIn(user);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card login" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">{appText(lang, "login.title")}</h1>
      {sessionEnded && error === null ? (
        <p className="notice" role="status">
          {appText(lang, "login.sessionEnded")}
        </p>
      ) : null}
      <label>
        {appText(lang, "login.tenant")}
        <select name="tenant" defaultValue="RENT">
          {tenantCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label>
        {appText(lang, "login.username")}
        <input name="username" autoComplete="username" required />
      </label>
      <label>
        {appText(lang, "login.password")}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {appText(lang, busy ? "login.busy" : "login.submit")}
      </button>
      <p className="hint">{appText(lang, "login.demo")}</p>
    </form>
  );
};
