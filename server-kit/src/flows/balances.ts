import {
  businessDateOf,
  checkRenewalRequest,
  contractBalances,
  parseIsoDate,
  renewableContractStatuses,
  servicedPaymentLines,
  type RenewalRefusal,
  type StoredPaymentLine,
} from "@lendkit/core";
import type { Knex } from "knex";
import type { ServerContext } from "../server/context.js";
import { tenantDay } from "../server/tenantZone.js";

/**
 * Amounts the flows read from the lending tables, computed by core's
 * servicing rules (the same ones as the account page and the OTP step) on
 * stored lines in integer cents (PostgreSQL's bigint arrives as text and is
 * converted with Number, exact below 2^53 cents).
 */

/** core's calendar date (named through core, not the date library). */
export type CalendarDate = ReturnType<typeof businessDateOf>;

/**
 * The tenant's lender day now: the server's clock in the tenant's time zone
 * (its own, else the deployment's `context.timeZone`), never the host's.
 */
export const lenderDay = async (context: Pick<ServerContext, "db" | "clock" | "timeZone" | "logger">, tenantId: number): Promise<CalendarDate> =>
  (await tenantDay(context, tenantId)).today;

interface LineRow {
  id: number;
  contract_id: number;
  seq: number;
  kind: string;
  due_date: string;
  amount_cents: number | string;
  principal_cents: number | string;
  is_from_original_schedule: boolean | number;
  paid_at: string | null;
  can_return_nsf: boolean | number;
}

const storedLine = (row: LineRow): StoredPaymentLine | null => {
  const dueDate = parseIsoDate(row.due_date);
  return dueDate
    ? {
        id: Number(row.id),
        seq: Number(row.seq),
        kind: row.kind === "deferralFee" ? "deferralFee" : "scheduled",
        dueDate,
        amountCents: Number(row.amount_cents),
        principalCents: Number(row.principal_cents),
        isFromOriginalSchedule: Boolean(row.is_from_original_schedule),
        paid: row.paid_at !== null,
        nsfReturnable: Boolean(row.can_return_nsf),
      }
    : null;
};

const linesOf = async (db: Knex, tenantId: number, contractIds: readonly number[]): Promise<StoredPaymentLine[]> => {
  if (contractIds.length === 0) return [];
  const rows = (await db("payments")
    .where("tenant_id", tenantId)
    .whereIn("contract_id", [...contractIds])
    .select("id", "contract_id", "seq", "kind", "due_date", "amount_cents", "principal_cents", "is_from_original_schedule", "paid_at", "can_return_nsf")) as LineRow[];
  return rows.map(storedLine).filter((line): line is StoredPaymentLine => line !== null);
};

/**
 * The customer's overdue amount: the late lines (core's `paymentLineFlags`:
 * unpaid and due before today) of their running contracts in the tenant
 * (core's `renewableContractStatuses`: active or paid out).
 */
export const amountLateCents = async (db: Knex, tenantId: number, customerId: number | null, today: CalendarDate): Promise<number> => {
  if (customerId === null) return 0;
  const running = (await db("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId })
    .whereIn("status_id", [...renewableContractStatuses])
    .select("id")) as Array<{ id: number }>;
  const lines = servicedPaymentLines(await linesOf(db, tenantId, running.map((row) => Number(row.id))), today);
  return contractBalances(lines, 0).totalUnpaidCents;
};

/**
 * Why a flow must stop (C §3.4, §3.10), or null: core's
 * `checkRenewalRequest` on the renewed contract as it is now — behind on
 * payments (unless renewing zeroes its balance), or no longer renewable. A
 * new applicant's flow stops only for an amount late.
 */
export const flowRefusal = async (
  db: Knex,
  flow: { readonly tenantId: number; readonly customerId: number | null; readonly originalContractId: number | null },
  today: CalendarDate,
): Promise<RenewalRefusal | null> => {
  const lateCents = await amountLateCents(db, flow.tenantId, flow.customerId, today);
  if (flow.originalContractId === null) return lateCents > 0 ? "behindOnPayments" : null;
  const original = (await db("contracts").where({ id: flow.originalContractId, tenant_id: flow.tenantId }).first("status_id", "product", "close_reason")) as
    | { status_id: number; product: string; close_reason: string | null }
    | undefined;
  if (!original) return "notRenewable";
  const verdict = checkRenewalRequest({
    isMicroCredit: original.product === "microCredit",
    status: Number(original.status_id),
    amountLateCents: lateCents,
    isBalanceZeroOnRenew: original.close_reason === "balanceZeroOnRenew",
  });
  return verdict.ok ? null : verdict.reason;
};

/**
 * What a renewal carries over from the contract it renews (C §3.6, last
 * point): its capital not yet repaid (core's `contractBalances`) plus its
 * unpaid fee lines (deferral and late fees). 0 without an original contract
 * (a new applicant).
 */
export const previousBalanceCents = async (db: Knex, tenantId: number, originalContractId: number | null, today: CalendarDate): Promise<number> => {
  if (originalContractId === null) return 0;
  const contract = (await db("contracts").where({ id: originalContractId, tenant_id: tenantId }).first("amount_cents")) as
    | { amount_cents: unknown }
    | undefined;
  if (!contract) return 0;
  const lines = servicedPaymentLines(await linesOf(db, tenantId, [originalContractId]), today);
  const capital = contractBalances(lines, Number(contract.amount_cents)).capitalRemainingCents;
  const fees = lines.filter((line) => !line.paid && line.kind === "deferralFee").reduce((sum, line) => sum + line.amountCents, 0);
  return capital + fees;
};
