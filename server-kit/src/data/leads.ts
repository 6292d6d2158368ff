import { ContractStatus, RenewalStep, type Lang } from "@lendkit/core";
import type { Knex } from "knex";
import type { NewCustomer } from "./customers.js";

/**
 * A new applicant's lead as stored: a DRAFT micro-credit contract with no
 * customer until her phone is verified, its locked application flow
 * (`flow_states`) and what she typed (`lead_applicants`). Every query
 * names the tenant (SECURITY 14).
 */

/** The rows of a lead about to be written. */
export interface NewLead {
  readonly tenantId: number;
  readonly contractNumber: string;
  /** "Last, First", at most 210 characters. */
  readonly lesseeName: string;
  readonly slug: string;
  readonly slugExpiresAt: string;
  readonly leadSourceId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-MM-dd. */
  readonly birthDate: string;
  /** Lower-case. */
  readonly email: string;
  readonly cellPhone: string;
  readonly lang: Lang;
  /** ISO instant. */
  readonly createdAt: string;
}

/**
 * Writes a lead's contract, its locked flow and its applicant; returns the
 * contract's id. Call it inside a transaction: the three rows go together.
 * A clash of slug or contract number is a unique violation.
 */
export const insertLead = async (trx: Knex, lead: NewLead): Promise<number> => {
  const [contract] = (await trx("contracts")
    .insert({
      tenant_id: lead.tenantId,
      customer_id: null,
      contract_number: lead.contractNumber,
      status_id: ContractStatus.Draft,
      product: "microCredit",
      lessee_name: lead.lesseeName,
      slug: lead.slug,
      slug_expires_at: lead.slugExpiresAt,
      lead_source_id: lead.leadSourceId,
      created_at: lead.createdAt,
      updated_at: lead.createdAt,
    })
    .returning("id")) as Array<{ id: number }>;
  const contractId = Number(contract?.id);
  await trx("flow_states").insert({
    tenant_id: lead.tenantId,
    contract_id: contractId,
    kind: "application",
    step_attained: RenewalStep.TAC,
    phone_verified_at: null,
    lang: lead.lang,
    created_at: lead.createdAt,
    updated_at: lead.createdAt,
  });
  await trx("lead_applicants").insert({
    tenant_id: lead.tenantId,
    contract_id: contractId,
    first_name: lead.firstName,
    last_name: lead.lastName,
    birth_date: lead.birthDate,
    email: lead.email,
    cell_phone: lead.cellPhone,
    language: lead.lang === "en" ? 1 : 0,
    created_at: lead.createdAt,
  });
  return contractId;
};

/** Writes the lead source on the tenant's contract while it has none. */
export const setLeadSourceIfNone = async (db: Knex, tenantId: number, contractId: number, leadSourceId: number): Promise<void> => {
  await db("contracts").where({ tenant_id: tenantId, id: contractId }).whereNull("lead_source_id").update({ lead_source_id: leadSourceId });
};

/** A lead still waiting for its phone: its slug and the customer already attached, if any. */
export interface LockedLead {
  readonly slug: string | null;
  readonly customerId: number | null;
}

/** The tenant's lead `contractId` while its application flow is locked and its slug alive at `now`, or null. */
export const lockedLeadOf = async (trx: Knex, tenantId: number, contractId: number, now: string): Promise<LockedLead | null> => {
  const row = (await trx("contracts")
    .join("flow_states", "flow_states.contract_id", "contracts.id")
    .where({ "contracts.id": contractId, "contracts.tenant_id": tenantId, "flow_states.kind": "application" })
    .whereNull("flow_states.phone_verified_at")
    .where("contracts.slug_expires_at", ">", now)
    .first("contracts.slug", "contracts.customer_id")) as { slug: string | null; customer_id: number | null } | undefined;
  return row ? { slug: row.slug, customerId: row.customer_id === null ? null : Number(row.customer_id) } : null;
};

interface ApplicantRow {
  first_name: string;
  last_name: string;
  birth_date: string;
  email: string;
  cell_phone: string;
  language: number;
}

/** What the applicant of the tenant's lead `contractId` typed, as a new customer's identity, or null. */
export const leadApplicantOf = async (db: Knex, tenantId: number, contractId: number): Promise<NewCustomer | null> => {
  const row = (await db("lead_applicants").where({ tenant_id: tenantId, contract_id: contractId }).first()) as ApplicantRow | undefined;
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    email: row.email,
    cellPhone: row.cell_phone,
    language: Number(row.language),
  };
};

/**
 * Attaches the tenant's lead `contractId` to its customer and unlocks its
 * flow (phone verified, step 1). Returns false when the flow was no longer
 * locked (nothing unlocked then).
 */
export const unlockLead = async (trx: Knex, tenantId: number, contractId: number, customerId: number, now: string): Promise<boolean> => {
  await trx("contracts").where({ id: contractId, tenant_id: tenantId }).update({ customer_id: customerId, updated_at: now });
  const updated = await trx("flow_states")
    .where({ tenant_id: tenantId, contract_id: contractId, kind: "application" })
    .whereNull("phone_verified_at")
    .update({ phone_verified_at: now, step_attained: 1, updated_at: now });
  return updated !== 0;
};

/**
 * The slug of the customer's DRAFT micro-credit contract of the tenant when
 * its slug is alive at `now` and its flow unlocked and not completed; null
 * otherwise (signed, expired, locked, another customer's).
 */
export const openFlowSlugOf = async (
  db: Knex,
  flow: { readonly tenantId: number; readonly customerId: number; readonly contractId: number },
  now: string,
): Promise<string | null> => {
  const row = (await db("contracts")
    // A renewal the OTP step made has no state row until its first use: its phone was verified by that code.
    .leftJoin("flow_states", "flow_states.contract_id", "contracts.id")
    .where({
      "contracts.id": flow.contractId,
      "contracts.tenant_id": flow.tenantId,
      "contracts.customer_id": flow.customerId,
      "contracts.status_id": ContractStatus.Draft,
      "contracts.product": "microCredit",
    })
    .where((unlocked) => unlocked.whereNull("flow_states.id").orWhereNotNull("flow_states.phone_verified_at"))
    .whereNull("flow_states.completed_at")
    .where("contracts.slug_expires_at", ">", now)
    .first("contracts.slug")) as { slug: string | null } | undefined;
  return row?.slug ?? null;
};

/** The phone the applicant of the tenant's lead `contractId` typed, or null (not a lead). */
export const leadCellPhoneOf = async (db: Knex, tenantId: number, contractId: number): Promise<string | null> => {
  const row = (await db("lead_applicants").where({ tenant_id: tenantId, contract_id: contractId }).first("cell_phone")) as { cell_phone: string } | undefined;
  return row?.cell_phone ?? null;
};
