import { ContractStatus } from "@lendkit/core";
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { isoTime } from "../clock.js";
import { newHandle } from "./crypto.js";

/**
 * The renewal a verified customer starts or resumes (C §3.4, §3.10, §7
 * validateOTPAndRenew): a DRAFT micro-credit contract pointing at the
 * contract it renews, reached through an unguessable slug that expires.
 * Written straight into `contracts`; the staff renewContract route is
 * separate (a shared function may follow once both exist).
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

interface RenewableRow {
  id: number;
  lessee_name: string;
  frequency: number | null;
  annual_rate: string | null;
}

/** The customer's newest active micro-credit contract (the one a renewal renews), or undefined. */
const renewableContract = async (db: Knex, tenantId: number, customerId: number): Promise<RenewableRow | undefined> =>
  (await db("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId, product: "microCredit", status_id: ContractStatus.Active, is_training: false })
    .orderBy("id", "desc")
    .first("id", "lessee_name", "frequency", "annual_rate")) as RenewableRow | undefined;

/**
 * The renewal in progress, else a new DRAFT one for the newest active
 * micro-credit contract; null when the customer has none to renew. One
 * transaction, so a second verification never makes a second renewal.
 */
export const startOrResumeRenewal = async (
  db: Knex,
  now: Date,
  slugTtlMs: number,
  tenantId: number,
  customerId: number,
): Promise<(RenewalInProgress & { readonly started: boolean; readonly originalContractId: number | null }) | null> =>
  db.transaction(async (trx) => {
    const open = await renewalInProgress(trx, now, tenantId, customerId);
    if (open) return { ...open, started: false, originalContractId: null };
    const original = await renewableContract(trx, tenantId, customerId);
    if (!original) return null;
    const slug = newHandle();
    const nowIso = isoTime(now);
    const [row] = (await trx("contracts")
      .insert({
        tenant_id: tenantId,
        customer_id: customerId,
        contract_number: `R${randomBytes(5).toString("hex").toUpperCase()}`,
        status_id: ContractStatus.Draft,
        record_level: 0,
        product: "microCredit",
        is_training: false,
        lessee_name: original.lessee_name,
        amount_cents: 0,
        frequency: original.frequency,
        annual_rate: original.annual_rate,
        original_contract_id: original.id,
        body_json: "{}",
        slug,
        slug_expires_at: isoTime(new Date(now.getTime() + slugTtlMs)),
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning("id")) as Array<{ id: number }>;
    return { renewId: Number(row?.id), slug, started: true, originalContractId: Number(original.id) };
  });

/**
 * Cents the customer is behind: unpaid payment lines due before `today`
 * (`yyyy-mm-dd`) on their active contracts in the tenant.
 */
export const amountLateCents = async (db: Knex, tenantId: number, customerId: number, today: string): Promise<number> => {
  const row = (await db("payments")
    .join("contracts", "contracts.id", "payments.contract_id")
    .where({ "contracts.tenant_id": tenantId, "contracts.customer_id": customerId, "contracts.status_id": ContractStatus.Active })
    .where("payments.tenant_id", tenantId)
    .whereNull("payments.paid_at")
    .where("payments.due_date", "<", today)
    .sum({ late: "payments.amount_cents" })
    .first()) as { late: number | string | null } | undefined;
  return Number(row?.late ?? 0);
};
