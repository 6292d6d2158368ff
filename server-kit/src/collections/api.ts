import { canAssignCollector, canWorkCollections, roleIds, type RoleId } from "@lendkit/core";
import type { ApiModule } from "../context/apiModule.js";
import { getCollectors, getQueue, putCollector } from "./routes.js";

/** Who works the queue (core's `canWorkCollections`): Admin, RegCollector, AdminCollector. */
const workerRoles: readonly RoleId[] = roleIds.filter(canWorkCollections);

/** Who assigns a contract to a collector (core's `canAssignCollector`): Admin, AdminCollector. */
const assignerRoles: readonly RoleId[] = roleIds.filter(canAssignCollector);

/**
 * The collections area (issue 22 §5): the queue of late contracts with
 * their aging, the tenant's collectors, and a contract's assignment to one
 * of them. Contact notes (with a promise to pay) are the notes routes'.
 */
export const collectionsApi: ApiModule = {
  access: {
    "GET /api/collections": { roles: workerRoles },
    "GET /api/collections/collectors": { roles: workerRoles },
    "PUT /api/contracts/:id/collector": { roles: assignerRoles },
  },
  register(routes, context) {
    routes.get("/api/collections", getQueue(context));
    routes.get("/api/collections/collectors", getCollectors(context));
    routes.put("/api/contracts/:id/collector", putCollector(context));
  },
};
