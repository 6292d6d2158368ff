import { decodeSessionState, isTenantCode, type Lang, type TenantCode } from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import { useEffect, useState, type FormEvent } from "react";
import { api, ApiError } from "../shared/api.js";
import { storeSession, storeToken, storeUser, type StoredUser } from "../shared/session.js";
import { appText } from "../shared/texts.js";

interface LoginAnswer extends StoredUser {
  readonly serverInfo: string;
  readonly serverInfoExpiration: string;
}

/** A lender of this deployment, as GET /api/login/tenants answers. */
interface DeploymentTenant {
  readonly code: TenantCode;
  readonly name: string;
}

/** The deployment's lenders from the server (null while loading, "failed" when the call failed). */
const useDeploymentTenants = (): readonly DeploymentTenant[] | null | "failed" => {
  const [tenants, setTenants] = useState<readonly DeploymentTenant[] | null | "failed">(null);
  useEffect(() => {
    let live = true;
    api<unknown>(apiRoutes.base.loginTenants.path)
      .then((answer) => {
        const list = Array.isArray(answer)
          ? answer.filter((entry): entry is DeploymentTenant => typeof entry?.code === "string" && isTenantCode(entry.code) && typeof entry.name === "string")
          : [];
        if (live) setTenants(list);
      })
      .catch(() => live && setTenants("failed"));
    return () => {
      live = false;
    };
  }, []);
  return tenants;
};

/**
 * Staff sign-in: lender (only the lenders of this deployment, from the
 * server), username, password; the server's bilingual error shows under the form.
 */
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
  const tenants = useDeploymentTenants();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await api<LoginAnswer>(apiRoutes.base.login.path, {
        method: "POST",
        body: { tenant: form.get("tenant"), username: form.get("username"), password: form.get("password") },
      });
      storeToken(answer.serverInfo, answer.serverInfoExpiration);
      const { serverInfo: _token, serverInfoExpiration: _expires, ...user } = answer;
      storeUser(user);
      // The session state of C §3.3 starts from the login's answer (the fields it does not name take their defaults).
      const session = decodeSessionState(answer);
      if (session.ok) {
        const { serverInfo: _info, serverInfoExpiration: _end, language: _lang, ...state } = session.value;
        storeSession(state);
      }
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
        <select name="tenant" required disabled={!Array.isArray(tenants)} aria-busy={tenants === null || undefined}>
          {Array.isArray(tenants)
            ? tenants.map((tenant) => (
                <option key={tenant.code} value={tenant.code}>
                  {tenant.code}
                </option>
              ))
            : null}
        </select>
      </label>
      {tenants === "failed" ? (
        <p className="error" role="alert">
          {appText(lang, "login.tenantsFailed")}
        </p>
      ) : null}
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
      <button type="submit" className="primary" disabled={busy || !Array.isArray(tenants) || tenants.length === 0}>
        {appText(lang, busy ? "login.busy" : "login.submit")}
      </button>
      <p className="hint">{appText(lang, "login.demo")}</p>
    </form>
  );
};
