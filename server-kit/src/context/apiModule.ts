import type { GuardedRoutes } from "../access/guard.js";
import type { AccessTable } from "../access/routeTable.js";
import type { ServerContext } from "./serverContext.js";

/**
 * One area of the API (contracts, checklist, notes, files, customers,
 * documents…): its rows of the access table and the routes it registers.
 * Every route `register` adds must have its row in `access`; a test walks
 * the router and fails otherwise (SECURITY 13).
 */
export interface ApiModule {
  readonly access: AccessTable;
  register(routes: GuardedRoutes, context: ServerContext): void;
}
