import type { ApiRoute } from "@lendkit/core/api";
import type { RequestHandler } from "express";
import type { ServerContext } from "./serverContext.js";

/** The HTTP methods a route is registered under. */
export type RouteMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Registers routes with the guard in front of every handler (made by
 * access/guard.ts's `guardedRoutes`). `on` registers one of core's route
 * entries (`apiRoutes`), with the idempotency step after the guard when the
 * entry is idempotent, so it cannot be forgotten; the method-named ones
 * register a path of an embedding app's own.
 */
export type GuardedRoutes = { readonly [M in RouteMethod]: (path: string, ...handlers: RequestHandler[]) => void } & {
  readonly on: (route: ApiRoute, ...handlers: RequestHandler[]) => void;
};

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
