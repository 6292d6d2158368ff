import type { Lang } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../clock.js";
import type { ServerContext } from "../server/context.js";

/**
 * The hand-off between the new applicant's basic-information step and the
 * OTP phone verification (which lives in the OTP module):
 *
 * 1. `POST /api/contractExternal/cashLoanFlow/basic` creates the customer
 *    and the lead (a DRAFT micro-credit contract with a slug whose flow is
 *    locked: `phone_verified_at` is null), then asks the registered
 *    `LeadPhoneVerifier` to send a code to the phone on file.
 * 2. The OTP module validates the code (its own route) and then calls
 *    `markLeadPhoneVerified`, which unlocks the flow; the lead app continues
 *    at step 1 with the same slug.
 */

/** The lead whose phone must be verified. */
export interface LeadToVerify {
  readonly tenantId: number;
  readonly customerId: number;
  readonly contractId: number;
  readonly lang: Lang;
  readonly ip: string | null;
  readonly requestId: string | null;
}

/** What the OTP module gives back after sending a code (C §3.9 OTP receive model). */
export interface LeadCodeSent {
  readonly userSlug: string;
  readonly lastFourDigitsOfPhoneNumber: string;
}

/**
 * What the OTP module implements for leads: send a code to the customer's
 * phone on file, bound to this lead (tenant, customer, contract), throttled
 * and stored as for any OTP; throw an HttpError (e.g. 429) to refuse.
 */
export interface LeadPhoneVerifier {
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
 * Unlocks a lead's flow once its phone is verified (the OTP module calls it
 * after a valid code). Returns the flow slug, or null when the contract is
 * not a locked lead of that tenant (already verified, unknown, expired).
 */
export const markLeadPhoneVerified = async (
  db: Knex,
  clock: Clock,
  lead: { readonly tenantId: number; readonly contractId: number },
): Promise<string | null> => {
  const now = isoTime(clock.now());
  const updated = await db("flow_states")
    .where({ tenant_id: lead.tenantId, contract_id: lead.contractId, kind: "application" })
    .whereNull("phone_verified_at")
    .update({ phone_verified_at: now, step_attained: 1, updated_at: now });
  if (updated === 0) return null;
  const contract = (await db("contracts")
    .where({ id: lead.contractId, tenant_id: lead.tenantId })
    .where("slug_expires_at", ">", now)
    .first("slug")) as { slug: string | null } | undefined;
  return contract?.slug ?? null;
};
