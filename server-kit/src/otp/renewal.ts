import { businessDateOf, ContractStatus, parseIsoDate, paymentLineFlags, renewableContractStatuses } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime } from "../clock.js";

/**
 * What the OTP step reads about a verified customer's renewals (C §3.4,
 * §3.10, §7): the renewal in progress, the amount late, and which contract
 * `validateOTPAndRenew` renews. Starting or resuming the renewal itself is
 * the renewals module's (`startOrResumeRenewal`), shared with the staff's
 * and customer's `renewContract`.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = ReturnType<typeof businessDateOf>;

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

interface LineRow {
  id: number;
  seq: number;
  kind: string;
  due_date: string;
  amount_cents: number | string;
  principal_cents: number | string;
  is_from_original_schedule: boolean | number;
  can_return_nsf: boolean | number;
}

/**
 * Cents late on `contractIds` on `today` (the lender's day, in the server's
 * time zone): the unpaid lines core's `paymentLineFlags` calls late (due
 * before today).
 */
export const amountLateCents = async (db: Knex, today: CalendarDate, tenantId: number, contractIds: readonly number[]): Promise<number> => {
  if (contractIds.length === 0) return 0;
  const rows = (await db("payments")
    .where("tenant_id", tenantId)
    .whereIn("contract_id", [...contractIds])
    .whereNull("paid_at")
    .select("id", "seq", "kind", "due_date", "amount_cents", "principal_cents", "is_from_original_schedule", "can_return_nsf")) as LineRow[];
  let late = 0;
  for (const row of rows) {
    const dueDate = parseIsoDate(row.due_date);
    if (!dueDate) continue;
    const line = {
      id: Number(row.id),
      seq: Number(row.seq),
      kind: row.kind === "deferralFee" ? ("deferralFee" as const) : ("scheduled" as const),
      dueDate,
      amountCents: Number(row.amount_cents),
      principalCents: Number(row.principal_cents),
      isFromOriginalSchedule: Boolean(row.is_from_original_schedule),
      paid: false,
      nsfReturnable: Boolean(row.can_return_nsf),
    };
    if (paymentLineFlags(line, today).isLate) late += line.amountCents;
  }
  return late;
};

/** The ids of the customer's running contracts (active or paid out), whose late lines the account page reports. */
export const runningContractIds = async (db: Knex, tenantId: number, customerId: number): Promise<number[]> =>
  (
    (await db("contracts")
      .where({ tenant_id: tenantId, customer_id: customerId })
      .whereIn("status_id", [...renewableContractStatuses])
      .select("id")) as Array<{ id: number }>
  ).map((row) => Number(row.id));

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
