import { ContractStatus, renewableContractStatuses } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime } from "../infra/clock.js";

/**
 * What the OTP step reads about a verified customer's renewals (C §3.4,
 * §3.10, §7): the renewal in progress and which contract
 * `validateOTPAndRenew` renews. The amount late is the flows'
 * `amountLateCents`; starting or resuming the renewal itself is the
 * renewals module's (`startOrResumeRenewal`), shared with the staff's and
 * customer's `renewContract`.
 */

/** A renewal in progress: the slug and the contract id. */
export interface RenewalInProgress {
  readonly renewId: number;
  readonly slug: string;
}

/** The customer's open renewal (DRAFT, with a live slug), newest first, or null. */
export const renewalInProgress = async (db: Knex, now: Date, tenantId: number, customerId: number): Promise<RenewalInProgress | null> => {
  const row = (await db("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId, status_id: ContractStatus.Draft })
    .whereNotNull("original_contract_id")
    .whereNotNull("slug")
    .where("slug_expires_at", ">", isoTime(now))
    .orderBy("id", "desc")
    .first("id", "slug")) as { id: number; slug: string } | undefined;
  return row ? { renewId: Number(row.id), slug: row.slug } : null;
};

/**
 * The contract the OTP step renews (C §7 validateOTPAndRenew names none):
 * the customer's newest micro-credit contract a renewal may start from
 * (core's `renewableContractStatuses`), or null. Read inside the renewal's
 * transaction; the renewals module then locks it and applies core's rule.
 */
export const renewableContractId = async (trx: Knex.Transaction, tenantId: number, customerId: number): Promise<number | null> => {
  const row = (await trx("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId, product: "microCredit" })
    .whereIn("status_id", [...renewableContractStatuses])
    .orderBy("id", "desc")
    .first("id")) as { id: number } | undefined;
  return row ? Number(row.id) : null;
};
