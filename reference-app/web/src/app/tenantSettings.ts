import { isTenantCode, resolveFeatures, type Features, type TenantCode } from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import { useEffect, useState } from "react";
import { api } from "../shared/api.js";
import type { StoredUser } from "../shared/session.js";

/** The signed-in lender's settings the staff app's pieces read (B getFeatures): its code and feature flags. */
export interface TenantSettings {
  readonly tenant: TenantCode | null;
  readonly features: Features;
}

/**
 * The lender's settings for a signed-in user, loaded from the server at
 * sign-in and on every reload of a signed-in session (GET
 * /api/configuration/features answers the session's tenant; SECURITY 14),
 * so a RestOfCanada lender's staff get its work-type and EDI-day lists.
 * Null while loading, so no screen shows the default lists first; a failed
 * load keeps core's defaults (C §8). Signing out, or another user signing
 * in, loads them again.
 */
export const useTenantSettings = (user: StoredUser | null): TenantSettings | null => {
  const tenant = user && isTenantCode(user.tenant) ? user.tenant : null;
  const key = user ? `${user.tenant}:${user.userName}` : null;
  const [loaded, setLoaded] = useState<{ key: string | null; settings: TenantSettings } | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (flags: unknown) => live && setLoaded({ key, settings: { tenant, features: resolveFeatures(flags) } });
    if (key === null) settle(undefined);
    else api<unknown>(apiRoutes.base.features.path).then(settle, () => settle(undefined));
    return () => {
      live = false;
    };
  }, [key, tenant]);
  return loaded && loaded.key === key ? loaded.settings : null;
};
