import { ContractStatus } from "@lendkit/core";
import type { Knex } from "knex";
import { insertReturningId } from "../db/sql.js";

/**
 * What starting a micro-credit renewal writes (C §3.4, §3.9): the DRAFT
 * renewing a loan, its contract number and its slug. Every query names the tenant (SECURITY 14); migration 0016's
 * unique index allows one live renewal per contract.
 */

/** True when the tenant has a contract numbered `contractNumber`. */
export const contractNumberTaken = async (trx: Knex, tenantId: number, contractNumber: string): Promise<boolean> =>
  (await trx("contracts").where({ tenant_id: tenantId, contract_number: contractNumber }).first("id")) !== undefined;

/** The annual rate column of the tenant's contract (decimal text), null when it has none. */
export const annualRateOf = async (trx: Knex, tenantId: number, contractId: number): Promise<string | null> => {
  const row = (await trx("contracts").where({ tenant_id: tenantId, id: contractId }).first("annual_rate")) as { annual_rate: string | null } | undefined;
  return row?.annual_rate ?? null;
};

/** A renewal's slug as written: the slug, when it stops working and when it was given (ISO instants). */
export interface RenewalSlug {
  readonly slug: string;
  readonly expiresAt: string;
  readonly at: string;
}

const slugColumns = (slug: RenewalSlug) => ({ slug: slug.slug, slug_expires_at: slug.expiresAt, updated_at: slug.at });

/** The DRAFT micro-credit renewing a loan, as written: its columns, body and slug. */
export interface NewRenewalDraft {
  readonly tenantId: number;
  readonly customerId: number;
  readonly contractNumber: string;
  readonly isTraining: boolean;
  readonly lesseeName: string;
  readonly frequency: number | null;
  readonly annualRate: string | null;
  readonly originalContractId: number;
  readonly dealershipId: number | null;
  /** The body as stored (the contracts store's `storedBody`). */
  readonly bodyJson: string;
  readonly createdByUserId: number | null;
  readonly slug: RenewalSlug;
}

/** Inserts the renewal's DRAFT (amount 0 until the flow's loan is chosen); returns its id. */
export const insertRenewalDraft = async (trx: Knex, draft: NewRenewalDraft): Promise<number> => {
  return insertReturningId(trx, "contracts", {
    tenant_id: draft.tenantId,
    customer_id: draft.customerId,
    contract_number: draft.contractNumber,
    status_id: ContractStatus.Draft,
    record_level: 0,
    product: "microCredit",
    is_training: draft.isTraining,
    lessee_name: draft.lesseeName,
    amount_cents: 0,
    frequency: draft.frequency,
    annual_rate: draft.annualRate,
    original_contract_id: draft.originalContractId,
    dealership_id: draft.dealershipId,
    body_json: draft.bodyJson,
    created_by_user_id: draft.createdByUserId,
    created_at: draft.slug.at,
    ...slugColumns(draft.slug),
  });
};

/** Gives the tenant's draft a new slug. */
export const renewSlug = async (trx: Knex, tenantId: number, draftId: number, slug: RenewalSlug): Promise<void> => {
  await trx("contracts").where({ tenant_id: tenantId, id: draftId }).update(slugColumns(slug));
};
