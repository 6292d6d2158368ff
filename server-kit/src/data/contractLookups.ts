import { ContractStatus, renewableContractStatuses } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime } from "../infra/clock.js";

/**
 * What the one-time code routes read of a customer's contracts: a renewal
 * in progress and which contract `validateOTPAndRenew` renews (C §3.4,
 * §3.10, §7), an open flow by its slug, a lead's customer. Every query
 * names the tenant (SECURITY 14).
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

/** The tenant's micro-credit draft whose slug is `slug` and still live at `now`, or undefined. */
export const liveDraftBySlug = async (db: Knex, tenantId: number, slug: string, now: Date): Promise<{ id: number; customer_id: number | null } | undefined> =>
  (await db("contracts")
    .where({ tenant_id: tenantId, slug, status_id: ContractStatus.Draft, product: "microCredit" })
    .where("slug_expires_at", ">", isoTime(now))
    .first("id", "customer_id")) as { id: number; customer_id: number | null } | undefined;

/** The customer of the tenant's contract (the row is known to exist). */
export const contractCustomer = async (db: Knex, tenantId: number, contractId: number | null): Promise<{ customer_id: number }> =>
  (await db("contracts").where({ tenant_id: tenantId, id: contractId }).first("customer_id")) as { customer_id: number };
