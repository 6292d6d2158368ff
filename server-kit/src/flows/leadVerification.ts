import { ContractStatus, type Lang } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { customerForIdentity } from "../customers/identity.js";
import type { ServerContext } from "../context/serverContext.js";

/**
 * The hand-off between the new applicant's basic-information step and the
 * OTP phone verification (which lives in the OTP module):
 *
 * 1. `POST /api/contractExternal/cashLoanFlow/basic` asks the registered
 *    `LeadPhoneVerifier` to admit the applicant (every throttle and lock,
 *    before anything is written), then creates the lead (a DRAFT
 *    micro-credit contract with no customer yet and a slug whose flow is
 *    locked: `phone_verified_at` is null) beside what she typed
 *    (`lead_applicants`), and asks the verifier to send a code to the
 *    *typed* phone. Nothing in the answer, its timing or the database
 *    depends on whether she is already a customer.
 * 2. The OTP module validates the code (its own route) and then calls
 *    `markLeadPhoneVerified`, which attaches the lead to the customer (the
 *    one on file when the verified phone is hers, else a new one) and
 *    unlocks the flow; the lead app continues at step 1 with the same slug.
 */

/** An applicant as she typed herself, before any write. */
export interface LeadApplicant {
  readonly tenantId: number;
  /** Lower-case. */
  readonly email: string;
  /** yyyy-MM-dd. */
  readonly birthDate: string;
  /** Ten digits: where the code goes. */
  readonly cellPhone: string;
  readonly ip: string | null;
  readonly requestId: string | null;
}

/** The lead whose phone must be verified. */
export interface LeadToVerify extends LeadApplicant {
  readonly contractId: number;
  readonly lang: Lang;
}

/** What the OTP module gives back after sending a code (C §3.9 OTP receive model). */
export interface LeadCodeSent {
  readonly userSlug: string;
  readonly lastFourDigitsOfPhoneNumber: string;
}

/**
 * What the OTP module implements for leads: `admit` runs every throttle and
 * lock for the applicant before the lead is written (throw an HttpError,
 * e.g. 429, to refuse); `sendCode` sends a code to the typed phone, bound to
 * this lead (tenant, contract), stored as for any OTP.
 */
export interface LeadPhoneVerifier {
  admit(context: ServerContext, applicant: LeadApplicant): Promise<void>;
  sendCode(context: ServerContext, lead: LeadToVerify): Promise<LeadCodeSent>;
}

const verifiers = new WeakMap<ServerContext, LeadPhoneVerifier>();

/**
 * Registers the OTP module's verifier for a server (call it from the OTP
 * module's `register`). Without one, the lead is created and the answer says
 * no code was sent (`otp: null`).
 */
export const useLeadPhoneVerifier = (context: ServerContext, verifier: LeadPhoneVerifier): void => {
  verifiers.set(context, verifier);
};

/** The registered verifier, if any. */
export const leadPhoneVerifierOf = (context: ServerContext): LeadPhoneVerifier | null => verifiers.get(context) ?? null;

interface LockedLead {
  slug: string | null;
  customer_id: number | null;
}

interface ApplicantRow {
  first_name: string;
  last_name: string;
  birth_date: string;
  email: string;
  cell_phone: string;
  language: number;
}

/**
 * The customer a verified lead belongs to: the one already attached, else
 * the applicant's identity (the customer on file, or a new one). Null when
 * the identity is on file with another phone: proving the typed phone does
 * not prove the person, so the lead is not attached to her record.
 */
const customerOfLead = async (trx: Knex.Transaction, tenantId: number, contractId: number, contract: LockedLead, now: string) => {
  if (contract.customer_id !== null) return Number(contract.customer_id);
  const applicant = (await trx("lead_applicants").where({ tenant_id: tenantId, contract_id: contractId }).first()) as ApplicantRow | undefined;
  if (!applicant) return null;
  const person = {
    firstName: applicant.first_name,
    lastName: applicant.last_name,
    birthDate: applicant.birth_date,
    email: applicant.email,
    cellPhone: applicant.cell_phone,
    language: Number(applicant.language),
  };
  const customer = await customerForIdentity(trx, tenantId, person, now);
  return customer.cellPhone === applicant.cell_phone ? customer.id : null;
};

/**
 * Unlocks a lead's flow once its phone is verified (the OTP module calls it
 * after a valid code), attaching the lead to its customer in the same
 * transaction. Returns the flow slug, or null when the contract is not a
 * locked, live lead of that tenant (already verified, unknown, expired) or
 * its identity is on file with another phone; then nothing changes.
 */
export const markLeadPhoneVerified = async (
  db: Knex,
  clock: Clock,
  lead: { readonly tenantId: number; readonly contractId: number },
): Promise<string | null> => {
  const now = isoTime(clock.now());
  return db.transaction(async (trx) => {
    const contract = (await trx("contracts")
      .join("flow_states", "flow_states.contract_id", "contracts.id")
      .where({ "contracts.id": lead.contractId, "contracts.tenant_id": lead.tenantId, "flow_states.kind": "application" })
      .whereNull("flow_states.phone_verified_at")
      .where("contracts.slug_expires_at", ">", now)
      .first("contracts.slug", "contracts.customer_id")) as LockedLead | undefined;
    if (!contract?.slug) return null;
    const customerId = await customerOfLead(trx, lead.tenantId, lead.contractId, contract, now);
    if (customerId === null) return null;
    await trx("contracts").where({ id: lead.contractId, tenant_id: lead.tenantId }).update({ customer_id: customerId, updated_at: now });
    const updated = await trx("flow_states")
      .where({ tenant_id: lead.tenantId, contract_id: lead.contractId, kind: "application" })
      .whereNull("phone_verified_at")
      .update({ phone_verified_at: now, step_attained: 1, updated_at: now });
    return updated === 0 ? null : contract.slug;
  });
};

/**
 * The slug of a flow whose phone is already verified, for a code bound to
 * it (the flow's code screen, C §1: the slug and a code open a session): the
 * customer's DRAFT micro-credit contract with a live slug and an unlocked
 * flow; null otherwise (signed, expired, locked, another customer's).
 */
export const openFlowSlug = async (
  db: Knex,
  clock: Clock,
  flow: { readonly tenantId: number; readonly customerId: number; readonly contractId: number },
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
    .where("contracts.slug_expires_at", ">", isoTime(clock.now()))
    .first("contracts.slug")) as { slug: string | null } | undefined;
  return row?.slug ?? null;
};
