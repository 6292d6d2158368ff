import type { RoleId } from "@lendkit/core";
import type { RouteAccess } from "@lendkit/core/api";

export type { RouteAccess } from "@lendkit/core/api";
export { anyRole, publicRoute, routeKey, staffOnly } from "@lendkit/core/api";

/**
 * `"METHOD /path"` → access. A route missing here answers 403 (SECURITY 13).
 * Lendkit's own rows are core's route entries (`fullAccessTable`); an
 * embedding app adds its own.
 */
export type AccessTable = Readonly<Record<string, RouteAccess>>;

/** True when `role` may call a route with `access` (a public route admits everyone). */
export const allows = (access: RouteAccess, role: RoleId | null): boolean =>
  "public" in access ? true : role !== null && access.roles.includes(role);
