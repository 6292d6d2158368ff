import { parseIsoDate, type Lang, type PaymentLineDeferral } from "@lendkit/core";
import type { Knex } from "knex";
import { lockedFor, insertReturningId } from "../db/sql.js";
import { userNames } from "./collections.js";

/**
 * Deferral requests (`deferral_requests`), with who asked and who decided
 * (issue 15 §5), and what an approval writes to the contract's schedule
 * (`payments`): the payment moved, the fee line added. The names come from
 * the users (staff) and customers tables. Every query names the tenant
 * (SECURITY 14).
 */

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const nullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const fullName = (row: Record<string, unknown>): string => `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim();

/** The names of the staff users among `ids` (null: no user), within the tenant. */
export const staffNames = (db: Knex, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> =>
  userNames(db, tenantId, ids.filter((id): id is number => id !== null));

/**
 * Who asked: the staff user when one asked (by name), else the customer. A
 * request made by staff names the staff user and is never worded as the
 * customer's.
 */
export const requesterOf = (
  requestedByUserId: number | null,
  staff: ReadonlyMap<number, string>,
  customerName: string,
): { readonly kind: "staff" | "customer"; readonly name: string } =>
  requestedByUserId !== null ? { kind: "staff", name: staff.get(requestedByUserId) ?? "" } : { kind: "customer", name: customerName };

/** A request's decision state as the screens show it. */
const statusOf = (status: unknown): "pending" | "approved" | "refused" => (status === "approved" ? "approved" : status === "refused" ? "refused" : "pending");

/**
 * The latest deferral request of each payment of a contract (by payment
 * id), as the payments profile shows it, with who asked and who decided.
 */
export const deferralsOfContract = async (db: Knex, tenantId: number, contractId: number): Promise<Map<number, PaymentLineDeferral>> => {
  const rows = (await db("deferral_requests")
    .leftJoin("customers", function joinCustomer() {
      this.on("customers.id", "=", "deferral_requests.requested_by_customer_id").andOn("customers.tenant_id", "=", "deferral_requests.tenant_id");
    })
    .where({ "deferral_requests.tenant_id": tenantId, "deferral_requests.contract_id": contractId })
    .orderBy("deferral_requests.id", "asc")
    .select(
      "deferral_requests.id",
      "deferral_requests.payment_id",
      "deferral_requests.status",
      "deferral_requests.to_date",
      "deferral_requests.created_at",
      "deferral_requests.requested_by_user_id",
      "deferral_requests.decided_by_user_id",
      "deferral_requests.decided_at",
      "customers.first_name",
      "customers.last_name",
    )) as Array<Record<string, unknown>>;
  const staff = await staffNames(db, tenantId, rows.flatMap((row) => [nullableNumber(row.requested_by_user_id), nullableNumber(row.decided_by_user_id)]));
  const latest = new Map<number, PaymentLineDeferral>();
  for (const row of rows) {
    const toDate = parseIsoDate(String(row.to_date));
    if (!toDate) continue;
    const decidedBy = nullableNumber(row.decided_by_user_id);
    latest.set(Number(row.payment_id), {
      id: Number(row.id),
      status: statusOf(row.status),
      toDate,
      requestedBy: requesterOf(nullableNumber(row.requested_by_user_id), staff, fullName(row)),
      requestedAt: String(row.created_at),
      decidedByName: decidedBy === null ? null : (staff.get(decidedBy) ?? ""),
      decidedAt: nullableText(row.decided_at),
    });
  }
  return latest;
};

/** A deferral request as staff list and decide it, with its customer's name and its contract's number. */
export interface DeferralRequestRecord {
  readonly id: number;
  /** As the screens show it: pending, approved or refused. */
  readonly status: "pending" | "approved" | "refused";
  /** As stored (what a decision is checked against). */
  readonly storedStatus: string;
  readonly customerId: number;
  readonly customerName: string;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly paymentId: number;
  /** yyyy-MM-dd: the due date the payment leaves. */
  readonly fromDate: string;
  /** yyyy-MM-dd: the date asked for. */
  readonly toDate: string;
  readonly feeCents: number;
  readonly message: string;
  readonly lang: Lang;
  readonly requestedByUserId: number | null;
  readonly requestedByCustomerId: number | null;
  readonly createdAt: string;
  readonly decidedByUserId: number | null;
  readonly decidedAt: string | null;
  readonly decisionNote: string | null;
}

const requestColumns = [
  "deferral_requests.id",
  "deferral_requests.status",
  "deferral_requests.customer_id",
  "deferral_requests.contract_id",
  "deferral_requests.payment_id",
  "deferral_requests.from_date",
  "deferral_requests.to_date",
  "deferral_requests.fee_cents",
  "deferral_requests.message",
  "deferral_requests.lang",
  "deferral_requests.requested_by_user_id",
  "deferral_requests.requested_by_customer_id",
  "deferral_requests.created_at",
  "deferral_requests.decided_by_user_id",
  "deferral_requests.decided_at",
  "deferral_requests.decision_note",
  "customers.first_name",
  "customers.last_name",
  "contracts.contract_number",
];

const toRequest = (row: Record<string, unknown>): DeferralRequestRecord => ({
  id: Number(row.id),
  status: statusOf(row.status),
  storedStatus: String(row.status),
  customerId: Number(row.customer_id),
  customerName: fullName(row),
  contractId: Number(row.contract_id),
  contractNumber: String(row.contract_number ?? ""),
  paymentId: Number(row.payment_id),
  fromDate: String(row.from_date),
  toDate: String(row.to_date),
  feeCents: Number(row.fee_cents),
  message: String(row.message ?? ""),
  lang: row.lang === "en" ? "en" : "fr",
  requestedByUserId: nullableNumber(row.requested_by_user_id),
  requestedByCustomerId: nullableNumber(row.requested_by_customer_id),
  createdAt: String(row.created_at),
  decidedByUserId: nullableNumber(row.decided_by_user_id),
  decidedAt: nullableText(row.decided_at),
  decisionNote: nullableText(row.decision_note),
});

/** Requests of the tenant joined to their customer and contract, each filtered on the tenant. */
const requestsQuery = (db: Knex, tenantId: number) =>
  db("deferral_requests")
    .join("customers", "customers.id", "deferral_requests.customer_id")
    .join("contracts", "contracts.id", "deferral_requests.contract_id")
    .where({ "deferral_requests.tenant_id": tenantId, "customers.tenant_id": tenantId, "contracts.tenant_id": tenantId });

/** The tenant's requests in this state, newest first, at most `limit`. */
export const deferralRequestsOf = async (db: Knex, tenantId: number, status: string, limit: number): Promise<DeferralRequestRecord[]> => {
  const rows = (await requestsQuery(db, tenantId)
    .where("deferral_requests.status", status)
    .orderBy("deferral_requests.id", "desc")
    .limit(limit)
    .select(requestColumns)) as Record<string, unknown>[];
  return rows.map(toRequest);
};

/** The tenant's request, locked for its decision until the transaction ends, or null. */
export const lockedDeferralRequest = async (trx: Knex, tenantId: number, id: number): Promise<DeferralRequestRecord | null> => {
  const query = requestsQuery(trx, tenantId).where("deferral_requests.id", id).first(requestColumns);
  const row = (await lockedFor(trx, query, ["deferral_requests"])) as Record<string, unknown> | undefined;
  return row ? toRequest(row) : null;
};

/** A decision as stored: approved or refused, by whom and when, with its note. */
export interface DeferralDecisionRow {
  readonly status: "approved" | "refused";
  readonly userId: number | null;
  readonly at: string;
  readonly note: string | null;
}

/** Marks a pending request decided (freeing its payment for another request); false when it was no longer pending. */
export const markDeferralDecided = async (trx: Knex, tenantId: number, id: number, decision: DeferralDecisionRow): Promise<boolean> => {
  const updated = await trx("deferral_requests")
    .where({ tenant_id: tenantId, id, status: "pending" })
    .update({ status: decision.status, decided_by_user_id: decision.userId, decided_at: decision.at, decision_note: decision.note, pending_payment_id: null });
  return updated === 1;
};

/** The pending request of a payment: what a second request is compared with. */
export interface PendingDeferral {
  readonly id: number;
  /** yyyy-MM-dd. */
  readonly toDate: string;
  readonly feeCents: number;
}

/** The payment's pending request, or null. */
export const pendingDeferralOf = async (db: Knex, tenantId: number, paymentId: number): Promise<PendingDeferral | null> => {
  const row = (await db("deferral_requests").where({ tenant_id: tenantId, pending_payment_id: paymentId }).first("id", "to_date", "fee_cents")) as
    | { id: number; to_date: string; fee_cents: unknown }
    | undefined;
  return row ? { id: Number(row.id), toDate: String(row.to_date), feeCents: Number(row.fee_cents) } : null;
};

/** A new pending request: who asked (a staff user or the customer), for which payment, to which date, with the fee of the day. */
export interface NewDeferralRequest {
  readonly tenantId: number;
  /** The contract's customer. */
  readonly customerId: number | null;
  readonly contractId: number;
  readonly paymentId: number;
  /** yyyy-MM-dd. */
  readonly fromDate: string;
  /** yyyy-MM-dd. */
  readonly toDate: string;
  readonly message: string;
  readonly lang: Lang;
  readonly feeCents: number;
  readonly requestedByUserId: number | null;
  readonly requestedByCustomerId: number | null;
  readonly createdAt: string;
}

/**
 * Stores a pending request and returns its id. The unique index on the
 * pending payment refuses a second pending request for the same payment
 * (`isUniqueViolation` tells the caller).
 */
export const insertDeferralRequest = async (db: Knex, request: NewDeferralRequest): Promise<number> => {
  return insertReturningId(db, "deferral_requests", {
    tenant_id: request.tenantId,
    customer_id: request.customerId,
    contract_id: request.contractId,
    payment_id: request.paymentId,
    from_date: request.fromDate,
    to_date: request.toDate,
    message: request.message,
    lang: request.lang,
    status: "pending",
    pending_payment_id: request.paymentId,
    fee_cents: request.feeCents,
    requested_by_user_id: request.requestedByUserId,
    requested_by_customer_id: request.requestedByCustomerId,
    created_at: request.createdAt,
  });
};

/**
 * Moves a schedule line of the tenant from `fromDate` to `toDate` (its
 * original date kept) and counts its version; false when the line changed
 * under us (another version, or no longer due on `fromDate`).
 */
export const moveDeferredPayment = async (
  trx: Knex,
  tenantId: number,
  payment: { readonly id: number; readonly version: number; readonly fromDate: string; readonly toDate: string },
): Promise<boolean> => {
  const moved = await trx("payments")
    .where({ tenant_id: tenantId, id: payment.id, version: payment.version, due_date: payment.fromDate })
    .update({ due_date: payment.toDate, version: payment.version + 1 });
  return moved === 1;
};

/** Adds a deferral's fee line to the contract's schedule, due on `dueDate` (the date the payment left); returns its id. */
export const insertDeferralFeeLine = async (
  trx: Knex,
  tenantId: number,
  contractId: number,
  fee: { readonly seq: number; readonly amountCents: number; readonly dueDate: string },
): Promise<number> => {
  return insertReturningId(trx, "payments", {
    tenant_id: tenantId,
    contract_id: contractId,
    seq: fee.seq,
    kind: "deferralFee",
    due_date: fee.dueDate,
    original_due_date: fee.dueDate,
    amount_cents: fee.amountCents,
    fee_cents: fee.amountCents,
    is_from_original_schedule: false,
  });
};
