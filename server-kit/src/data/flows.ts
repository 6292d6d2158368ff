import type { Knex } from "knex";
import type { LedgerContract } from "./ledgerEvents.js";

/**
 * What the public flows read of contracts: the contract behind a slug, and
 * the contracts a renewal or an application is checked against. Every
 * query names the tenant (SECURITY 14), but the slug's own look-up, which
 * is how a public route learns the tenant.
 */

/** The contract behind a slug, as the rule of who may use it (flows/slugCaller.ts) needs it. */
export interface SlugContract {
  readonly tenantId: number;
  readonly tenantCode: string;
  readonly customerId: number | null;
  /** Whose dealership the contract is and who created it: a partner's session reaches only its own (core's contract scope). */
  readonly dealershipId: number | null;
  readonly createdByUserId: number | null;
}

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

/** A contract as its ledger is replayed: its id and the capital lent. */
export type ContractCapital = Pick<LedgerContract, "id" | "amountCents">;

const capitalOf = (row: { id: unknown; amount_cents: unknown }): ContractCapital => ({ id: Number(row.id), amountCents: Number(row.amount_cents) });

/** The customer's contracts of the tenant whose status is one of `statuses`. */
export const customerContractsIn = async (db: Knex, tenantId: number, customerId: number, statuses: readonly number[]): Promise<ContractCapital[]> => {
  const rows = (await db("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId })
    .whereIn("status_id", [...statuses])
    .select("id", "amount_cents")) as Array<{ id: unknown; amount_cents: unknown }>;
  return rows.map(capitalOf);
};

/** The tenant's contract `contractId` as its ledger is replayed, or null. */
export const contractCapitalOf = async (db: Knex, tenantId: number, contractId: number): Promise<ContractCapital | null> => {
  const row = (await db("contracts").where({ id: contractId, tenant_id: tenantId }).first("id", "amount_cents")) as { id: unknown; amount_cents: unknown } | undefined;
  return row ? capitalOf(row) : null;
};

/** What a renewal's check reads of the contract it renews. */
export interface RenewedContract {
  readonly statusId: number;
  readonly product: string;
  readonly closeReason: string | null;
}

/** The tenant's contract `contractId` as a renewal of it is checked, or null. */
export const renewedContractOf = async (db: Knex, tenantId: number, contractId: number): Promise<RenewedContract | null> => {
  const row = (await db("contracts").where({ id: contractId, tenant_id: tenantId }).first("status_id", "product", "close_reason")) as
    | { status_id: number; product: string; close_reason: string | null }
    | undefined;
  return row ? { statusId: Number(row.status_id), product: row.product, closeReason: row.close_reason } : null;
};
