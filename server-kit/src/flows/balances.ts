import { ContractStatus } from "@lendkit/core";
import type { Knex } from "knex";

/**
 * Amounts the flows read from the lending tables, in integer cents
 * (PostgreSQL's bigint sums arrive as text: converted with Number, exact
 * below 2^53 cents).
 */

const toronto = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The lender's calendar day (yyyy-mm-dd) at an instant: the day in
 * America/Toronto, where the spec's lenders work, not the server's zone.
 *
 * @example
 * lenderToday(new Date("2026-11-22T03:00:00Z")) // "2026-11-21"
 */
export const lenderToday = (now: Date): string => toronto.format(now);

const cents = (value: unknown): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/**
 * The customer's overdue amount: unpaid lines (scheduled and fees) due
 * before `today` on any of their contracts in the tenant that is not a draft.
 */
export const amountLateCents = async (db: Knex, tenantId: number, customerId: number | null, today: string): Promise<number> => {
  if (customerId === null) return 0;
  const row = (await db("payments")
    .join("contracts", "contracts.id", "payments.contract_id")
    .where("contracts.tenant_id", tenantId)
    .where("payments.tenant_id", tenantId)
    .where("contracts.customer_id", customerId)
    .whereNot("contracts.status_id", ContractStatus.Draft)
    .whereNull("payments.paid_at")
    .where("payments.due_date", "<", today)
    .sum({ total: "payments.amount_cents" })
    .first()) as { total: unknown } | undefined;
  return cents(row?.total);
};

/**
 * What a renewal carries over from the contract it renews (C §3.6, last
 * point): its principal not yet repaid (amount minus the principal of the
 * paid schedule lines) plus its unpaid fee lines (deferral and late fees).
 * 0 without an original contract (a new applicant).
 */
export const previousBalanceCents = async (db: Knex, tenantId: number, originalContractId: number | null): Promise<number> => {
  if (originalContractId === null) return 0;
  const contract = (await db("contracts").where({ id: originalContractId, tenant_id: tenantId }).first("amount_cents")) as
    | { amount_cents: unknown }
    | undefined;
  if (!contract) return 0;
  const repaid = (await db("payments")
    .where({ contract_id: originalContractId, tenant_id: tenantId, kind: "scheduled" })
    .whereNotNull("paid_at")
    .sum({ total: "principal_cents" })
    .first()) as { total: unknown } | undefined;
  const fees = (await db("payments")
    .where({ contract_id: originalContractId, tenant_id: tenantId })
    .whereNot("kind", "scheduled")
    .whereNull("paid_at")
    .sum({ total: "amount_cents" })
    .first()) as { total: unknown } | undefined;
  return Math.max(0, cents(contract.amount_cents) - cents(repaid?.total)) + cents(fees?.total);
};
