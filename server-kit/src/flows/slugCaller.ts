import type { Response } from "express";
import { authOf } from "../auth/caller.js";
import { isContractInScope, tBoth } from "@lendkit/core";
import { scopeOfSession } from "../access/contractScope.js";
import { HttpError } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";
import type { SlugContract } from "../data/flows.js";

/**
 * Who may use a contract reached by a public slug (C §3.9) or by a bank
 * provider's reference to its flow (SECURITY 14). A slug names its contract
 * and so its tenant, which must be the caller's: a session must be of the
 * contract's tenant (a customer session, of its customer); an anonymous
 * caller gets only the deployment's `publicTenant` (every tenant's when none
 * is set). The flow routes (flows/store.ts), the file drop and the sandbox
 * provider pages all apply it, so another lender's slug is "not found" on
 * every route it reaches.
 */

/** True when the caller of `res` may use `contract` (see above). */
export const callerMayUseContract = (context: ServerContext, res: Response, contract: SlugContract): boolean => {
  const auth = authOf(res);
  if (auth) {
    if (auth.tenantId !== contract.tenantId) return false;
    if (auth.kind === "customer") return contract.customerId !== null && auth.customerId === contract.customerId;
    // Staff: the lender's own reach every flow of the tenant; a partner only its dealership's or its own (issue 15 §1).
    return isContractInScope(scopeOfSession(auth), contract);
  }
  return context.publicTenant === null || context.publicTenant === contract.tenantCode;
};

/**
 * 401 for a caller without a session, before the slug is even looked up: a
 * slug without the session its one-time code opened reveals nothing, not
 * even whether it exists. Which sessions may use which flow is
 * `callerMayUseContract`'s.
 */
export const assertFlowSession = (res: Response): void => {
  if (!authOf(res)) throw new HttpError(401, tBoth("flows.error.sessionRequired"));
};
