import type { ContractScope } from "@lendkit/core";
import type { Knex } from "knex";

/**
 * Core's contract scope (issue 15 §1) as SQL: every contract query of a
 * staff route goes through {@link whereContractInScope}, so a partner's
 * table, contract, checklist, notes and files hold their own files only,
 * and another dealership's contract answers 404 as one that does not exist.
 */

/**
 * Narrows a query on `contracts` (named `table` in it) to the scope: the
 * tenant's staff keep every row; a partner keeps the rows of their
 * dealership or created by them, and none when they have neither.
 */
export const whereContractInScope = <Builder extends Knex.QueryBuilder>(builder: Builder, scope: ContractScope | undefined, table = "contracts"): Builder => {
  if (!scope || scope.kind === "tenant") return builder;
  const { dealershipId, userId } = scope;
  if (dealershipId === null && userId === null) return builder.whereRaw("1 = 0") as Builder;
  return builder.where((own) => {
    if (dealershipId !== null) own.orWhere(`${table}.dealership_id`, dealershipId);
    if (userId !== null) own.orWhere(`${table}.created_by_user_id`, userId);
  }) as Builder;
};

/** A contract as the checklist and notes read it. */
export interface ScopedContract {
  readonly id: number;
  readonly tenantId: number;
  readonly product: string;
  readonly customerId: number | null;
}

/** The tenant's contract `id` inside `scope` (none: every contract of the tenant), or null. */
export const findScopedContract = async (db: Knex, tenantId: number, id: number, scope: ContractScope | undefined): Promise<ScopedContract | null> => {
  const row = (await whereContractInScope(db("contracts").where({ id, tenant_id: tenantId }), scope).first("id", "tenant_id", "product", "customer_id")) as
    | { id: number; tenant_id: number; product: string; customer_id: number | null }
    | undefined;
  if (!row) return null;
  return { id: Number(row.id), tenantId: Number(row.tenant_id), product: row.product, customerId: row.customer_id === null ? null : Number(row.customer_id) };
};
