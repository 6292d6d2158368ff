import {
  businessDateOf,
  checkRenewalRequest,
  ContractStatus,
  parseIsoDate,
  paymentLineFlags,
  renewableContractStatuses,
  type RenewalRefusal,
} from "@lendkit/core";
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { databaseKind } from "../db/openDatabase.js";
import { isoTime } from "../clock.js";
import { newHandle } from "./crypto.js";

/**
 * The renewal a verified customer starts or resumes (C §3.4, §3.10, §7
 * validateOTPAndRenew): a DRAFT micro-credit contract pointing at the
 * contract it renews, reached through an unguessable slug that expires.
 * Written straight into `contracts` with core's renewal rule
 * (`checkRenewalRequest`) and lateness rule (`paymentLineFlags`); the staff
 * route `renewContract` is separate and follows the same rules.
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

interface RenewableRow {
  id: number;
  status_id: number;
  lessee_name: string;
  frequency: number | null;
  annual_rate: string | null;
  is_training: boolean | number;
  close_reason: string | null;
}

/**
 * The customer's newest micro-credit contract a renewal may start from
 * (core's `renewableContractStatuses`), locked for the rest of the
 * transaction on PostgreSQL (SQLite runs one write transaction at a time).
 */
const renewableContract = async (trx: Knex.Transaction, tenantId: number, customerId: number): Promise<RenewableRow | undefined> => {
  const query = trx("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId, product: "microCredit" })
    .whereIn("status_id", [...renewableContractStatuses])
    .orderBy("id", "desc")
    .first("id", "status_id", "lessee_name", "frequency", "annual_rate", "is_training", "close_reason");
  return (await (databaseKind(trx) === "postgres" ? query.forUpdate() : query)) as RenewableRow | undefined;
};

/** What a verified customer's renewal request gives. */
export type RenewalOutcome =
  | { readonly kind: "none" }
  | { readonly kind: "refused"; readonly reason: RenewalRefusal; readonly amountLateCents: number }
  | { readonly kind: "started" | "resumed" | "reopened"; readonly renewId: number; readonly slug: string; readonly originalContractId: number };

const insertDraft = async (trx: Knex.Transaction, tenantId: number, customerId: number, original: RenewableRow, slug: Record<string, string>) => {
  const [row] = (await trx("contracts")
    .insert({
      tenant_id: tenantId,
      customer_id: customerId,
      contract_number: `R${randomBytes(5).toString("hex").toUpperCase()}`,
      status_id: ContractStatus.Draft,
      record_level: 0,
      product: "microCredit",
      is_training: Boolean(original.is_training),
      lessee_name: original.lessee_name,
      amount_cents: 0,
      frequency: original.frequency,
      annual_rate: original.annual_rate,
      original_contract_id: original.id,
      body_json: "{}",
      created_at: slug.updated_at,
      ...slug,
    })
    .returning("id")) as Array<{ id: number }>;
  return Number(row?.id);
};

/**
 * In one transaction with the renewed contract locked: core's renewal rule
 * first (a late customer stops at the overdue screen, C §3.10); then the
 * draft in progress is resumed, an expired one gets a new slug, or a new
 * draft is created. `none` when the customer has no contract to renew.
 */
export const startOrResumeRenewal = async (
  db: Knex,
  now: Date,
  slugTtlMs: number,
  timeZone: string,
  tenantId: number,
  customerId: number,
): Promise<RenewalOutcome> =>
  db.transaction(async (trx) => {
    const original = await renewableContract(trx, tenantId, customerId);
    if (!original) return { kind: "none" };
    const lateCents = await amountLateCents(trx, businessDateOf(now, timeZone), tenantId, [Number(original.id)]);
    const verdict = checkRenewalRequest({
      isMicroCredit: true,
      status: Number(original.status_id),
      amountLateCents: lateCents,
      isBalanceZeroOnRenew: original.close_reason === "balanceZeroOnRenew",
    });
    if (!verdict.ok) return { kind: "refused", reason: verdict.reason, amountLateCents: lateCents };
    const draft = (await trx("contracts")
      .where({ tenant_id: tenantId, original_contract_id: original.id, status_id: ContractStatus.Draft })
      .orderBy("id", "desc")
      .first("id", "slug", "slug_expires_at")) as { id: number; slug: string | null; slug_expires_at: string | null } | undefined;
    const originalContractId = Number(original.id);
    if (draft?.slug && draft.slug_expires_at && draft.slug_expires_at > isoTime(now)) {
      return { kind: "resumed", renewId: Number(draft.id), slug: draft.slug, originalContractId };
    }
    const slug = { slug: newHandle(), slug_expires_at: isoTime(new Date(now.getTime() + slugTtlMs)), updated_at: isoTime(now) };
    if (draft) {
      await trx("contracts").where({ tenant_id: tenantId, id: draft.id }).update(slug);
      return { kind: "reopened", renewId: Number(draft.id), slug: slug.slug, originalContractId };
    }
    const renewId = await insertDraft(trx, tenantId, customerId, original, slug);
    return { kind: "started", renewId, slug: slug.slug, originalContractId };
  });
