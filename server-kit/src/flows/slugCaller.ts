import type { Response } from "express";
import type { Knex } from "knex";
import { authOf } from "../access/guard.js";
import type { ServerContext } from "../server/context.js";

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
}

/** True when the caller of `res` may use `contract` (see above). */
export const callerMayUseContract = (context: ServerContext, res: Response, contract: SlugContract): boolean => {
  const auth = authOf(res);
  if (auth) {
    if (auth.tenantId !== contract.tenantId) return false;
    return auth.kind !== "customer" || (contract.customerId !== null && auth.customerId === contract.customerId);
  }
  return context.publicTenant === null || context.publicTenant === contract.tenantCode;
};

/** The tenant and customer of contract `contractId`, or null when there is no such contract. */
export const slugContractOf = async (db: Knex, contractId: number): Promise<SlugContract | null> => {
  const row = (await db("contracts")
    .join("tenants", "tenants.id", "contracts.tenant_id")
    .where("contracts.id", contractId)
    .first("contracts.tenant_id", "tenants.code as tenant_code", "contracts.customer_id")) as
    | { tenant_id: number; tenant_code: string; customer_id: number | null }
    | undefined;
  if (!row) return null;
  return { tenantId: Number(row.tenant_id), tenantCode: row.tenant_code, customerId: row.customer_id === null ? null : Number(row.customer_id) };
};
