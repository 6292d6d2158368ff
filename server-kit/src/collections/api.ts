import { apiRoutes } from "@lendkit/core/api";
import type { ApiModule } from "../context/apiModule.js";
import { getCollectors, getQueue, putCollector } from "./routes.js";

/**
 * The collections area (issue 22 §5): the queue of late contracts with
 * their aging, the tenant's collectors, and a contract's assignment to one
 * of them. Contact notes (with a promise to pay) are the notes routes'.
 */
export const collectionsApi: ApiModule = {
  register(routes, context) {
    const collections = apiRoutes.collections;
    routes.on(collections.queue, getQueue(context));
    routes.on(collections.collectors, getCollectors(context));
    routes.on(collections.assignCollector, putCollector(context));
  },
};
