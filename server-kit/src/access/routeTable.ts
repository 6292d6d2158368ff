import type { RoleId } from "@lendkit/core";
import type { RouteAccess } from "@lendkit/core/api";

export type { RouteAccess } from "@lendkit/core/api";
export { anyRole, publicRoute, routeKey, staffOnly } from "@lendkit/core/api";

/** True when `role` may call a route with `access` (a public route admits everyone). */
export const allows = (access: RouteAccess, role: RoleId | null): boolean =>
  "public" in access ? true : role !== null && access.roles.includes(role);
