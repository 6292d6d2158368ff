import type { GuardedRoutes } from "../access/guard.js";
import type { ServerContext } from "./serverContext.js";

/**
 * One area of the API (contracts, checklist, notes, files, customers,
 * documents…): the routes it registers, each one of core's route entries
 * (`apiRoutes`), which also say who may call it. A test walks the router
 * and fails when a registered route has no entry or an entry no route
 * (SECURITY 13).
 */
export interface ApiModule {
  register(routes: GuardedRoutes, context: ServerContext): void;
}
