import type { Response } from "express";
import type { Knex } from "knex";
import { authOf } from "../access/guard.js";
import { isContractInScope, tBoth } from "@lendkit/core";
import { scopeOfSession } from "../access/contractScope.js";
import { HttpError } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";

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

/** The contract behind a slug, as the rule needs it. */
export interface SlugContract {
  readonly tenantId: number;
  readonly tenantCode: string;
  readonly customerId: number | null;
  /** Whose dealership the contract is and who created it: a partner's session reaches only its own (core's contract scope). */
  readonly dealershipId: number | null;
  readonly createdByUserId: number | null;
}

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

/** The contract columns the partners' scope reads. */
export interface ScopeColumns {
  readonly dealership_id: number | string | null;
  readonly created_by_user_id: number | string | null;
}

/** A contract row's scope columns as `SlugContract` holds them. */
export const scopeFieldsOf = (row: ScopeColumns): Pick<SlugContract, "dealershipId" | "createdByUserId"> => ({
  dealershipId: row.dealership_id === null ? null : Number(row.dealership_id),
  createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
});

/** The tenant and customer of contract `contractId`, or null when there is no such contract. */
export const slugContractOf = async (db: Knex, contractId: number): Promise<SlugContract | null> => {
  const row = (await db("contracts")
    .join("tenants", "tenants.id", "contracts.tenant_id")
    .where("contracts.id", contractId)
    .first("contracts.tenant_id", "tenants.code as tenant_code", "contracts.customer_id", "contracts.dealership_id", "contracts.created_by_user_id")) as
    | (ScopeColumns & { tenant_id: number; tenant_code: string; customer_id: number | null })
    | undefined;
  if (!row) return null;
  return { tenantId: Number(row.tenant_id), tenantCode: row.tenant_code, customerId: row.customer_id === null ? null : Number(row.customer_id), ...scopeFieldsOf(row) };
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
