import type { Knex } from "knex";

/**
 * The contact details a one-time code goes to: a customer's on file
 * (`customers`), or those a new applicant typed before she is one
 * (`lead_applicants`). Every query names the tenant (SECURITY 14).
 */

/** A customer's contact details on file. */
export interface CustomerContactRow {
  id: number;
  email: string;
  cell_phone: string;
  language: number;
}

/** The tenant's customer with this birth date and email (the most recent one if several), or undefined. */
export const customerByIdentity = async (db: Knex, tenantId: number, identity: { readonly email: string; readonly birthDate: string }): Promise<CustomerContactRow | undefined> =>
  (await db("customers")
    .where({ tenant_id: tenantId, email: identity.email, birth_date: identity.birthDate })
    .orderBy("id", "desc")
    .first("id", "email", "cell_phone", "language")) as CustomerContactRow | undefined;

/** The cell phone on file of the tenant's customer, or undefined. */
export const customerCellPhone = async (db: Knex, tenantId: number, customerId: number): Promise<{ id: number; cell_phone: string } | undefined> =>
  (await db("customers").where({ tenant_id: tenantId, id: customerId }).first("id", "cell_phone")) as { id: number; cell_phone: string } | undefined;

/** What a new applicant typed on her lead whose phone is not verified yet, or undefined (no applicant row, or verified). */
export const unverifiedLeadApplicant = async (
  db: Knex,
  tenantId: number,
  contractId: number,
): Promise<{ email: string; birth_date: string; cell_phone: string } | undefined> =>
  (await db("lead_applicants")
    .join("flow_states", "flow_states.contract_id", "lead_applicants.contract_id")
    .where({ "lead_applicants.tenant_id": tenantId, "lead_applicants.contract_id": contractId, "flow_states.kind": "application" })
    .whereNull("flow_states.phone_verified_at")
    .first("lead_applicants.email", "lead_applicants.birth_date", "lead_applicants.cell_phone")) as
    | { email: string; birth_date: string; cell_phone: string }
    | undefined;
