import type { Lang } from "@lendkit/core";
import { isoTime, type Clock } from "../infra/clock.js";
import { customerForIdentity } from "../data/customers.js";
import type { ServerContext } from "../context/serverContext.js";
import type { Plumbing } from "../infra/plumbing.js";
import { leadApplicantOf, lockedLeadOf, openFlowSlugOf, unlockLead, type LockedLead } from "../data/leads.js";

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

/**
 * The customer a verified lead belongs to: the one already attached, else
 * the applicant's identity (the customer on file, or a new one). Null when
 * the identity is on file with another phone: proving the typed phone does
 * not prove the person, so the lead is not attached to her record.
 */
const customerOfLead = async (trx: Plumbing["db"], tenantId: number, contractId: number, contract: LockedLead, now: string) => {
  if (contract.customerId !== null) return contract.customerId;
  const applicant = await leadApplicantOf(trx, tenantId, contractId);
  if (!applicant) return null;
  const customer = await customerForIdentity(trx, tenantId, applicant, now);
  return customer.cellPhone === applicant.cellPhone ? customer.id : null;
};

/**
 * Unlocks a lead's flow once its phone is verified (the OTP module calls it
 * after a valid code), attaching the lead to its customer in the same
 * transaction. Returns the flow slug, or null when the contract is not a
 * locked, live lead of that tenant (already verified, unknown, expired) or
 * its identity is on file with another phone; then nothing changes.
 */
export const markLeadPhoneVerified = async (
  db: Plumbing["db"],
  clock: Clock,
  lead: { readonly tenantId: number; readonly contractId: number },
): Promise<string | null> => {
  const now = isoTime(clock.now());
  return db.transaction(async (trx) => {
    const contract = await lockedLeadOf(trx, lead.tenantId, lead.contractId, now);
    if (!contract?.slug) return null;
    const customerId = await customerOfLead(trx, lead.tenantId, lead.contractId, contract, now);
    if (customerId === null) return null;
    return (await unlockLead(trx, lead.tenantId, lead.contractId, customerId, now)) ? contract.slug : null;
  });
};

/**
 * The slug of a flow whose phone is already verified, for a code bound to
 * it (the flow's code screen, C §1: the slug and a code open a session): the
 * customer's DRAFT micro-credit contract with a live slug and an unlocked
 * flow; null otherwise (signed, expired, locked, another customer's).
 */
export const openFlowSlug = (
  db: Plumbing["db"],
  clock: Clock,
  flow: { readonly tenantId: number; readonly customerId: number; readonly contractId: number },
): Promise<string | null> => openFlowSlugOf(db, flow, isoTime(clock.now()));
