import { isStaff, roleIds, type RoleId } from "@lendkit/core";

/**
 * Who may call a route. `public`: anyone (a valid session, when sent, is
 * still read, e.g. for the tenant). `roles`: a live session whose role is
 * listed. There is no other way in.
 */
export type RouteAccess = { readonly public: true } | { readonly roles: readonly RoleId[] };

/** `"METHOD /path"` → access. A route missing here answers 403 (SECURITY 13). */
export type AccessTable = Readonly<Record<string, RouteAccess>>;

/** Anyone. */
export const publicRoute: RouteAccess = { public: true };

/** Any signed-in role. */
export const anyRole: RouteAccess = { roles: roleIds };

/** Staff roles only (every role but Client and ClientC). */
export const staffOnly: RouteAccess = { roles: roleIds.filter(isStaff) };

/** The key of a route in the table. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/**
 * The one table of route × allowed roles. Every route registered on the app
 * must have an entry; a test walks the router and fails otherwise.
 */
export const routeTable: AccessTable = {
  "GET /api/health": publicRoute,
  "POST /api/login": publicRoute,
  "POST /api/logout": anyRole,
  "GET /api/login/role": anyRole,
  "GET /api/login/isProd": publicRoute,
  "GET /api/login/tenants": publicRoute,
  "GET /api/configuration/features": publicRoute,
  "GET /api/configuration/configs": publicRoute,
  "GET /api/configuration/lenderDay": publicRoute,
};

/** True when `role` may call a route with `access` (a public route admits everyone). */
export const allows = (access: RouteAccess, role: RoleId | null): boolean =>
  "public" in access ? true : role !== null && access.roles.includes(role);
