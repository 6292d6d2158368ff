import { businessDateOf, checkRenewalRequest, renewableContractStatuses, type RenewalRefusal } from "@lendkit/core";
import type { Knex } from "knex";
import type { ServerContext } from "../context/serverContext.js";
import { ledgerOf, ledgersOf } from "../servicing/books.js";
import { tenantDay } from "../data/tenantZone.js";

/**
 * Amounts the flows read from the contracts' ledgers, replayed by core's
 * servicing rules (the same ones as the account page and the OTP step) in
 * integer cents.
 */

/** core's calendar date (named through core, not the date library). */
export type CalendarDate = ReturnType<typeof businessDateOf>;

/**
 * The tenant's lender day now: the server's clock in the tenant's time zone
 * (its own, else the deployment's `context.timeZone`), never the host's.
 */
export const lenderDay = async (context: Pick<ServerContext, "db" | "clock" | "timeZone" | "logger">, tenantId: number): Promise<CalendarDate> =>
  (await tenantDay(context, tenantId)).today;

/** A contract's id and capital lent, as its ledger is replayed. */
const ledgerOwner = (row: { id: unknown; amount_cents: unknown }) => ({ id: Number(row.id), amountCents: Number(row.amount_cents) });

/**
 * The customer's overdue amount: what the late lines still owe on their
 * running contracts in the tenant (core's `renewableContractStatuses`:
 * active or paid out), each replayed from its ledger.
 */
export const amountLateCents = async (db: Knex, tenantId: number, customerId: number | null, today: CalendarDate): Promise<number> => {
  if (customerId === null) return 0;
  const running = (await db("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId })
    .whereIn("status_id", [...renewableContractStatuses])
    .select("id", "amount_cents")) as Array<{ id: number; amount_cents: unknown }>;
  const books = await ledgersOf(db, tenantId, running.map(ledgerOwner), today);
  return [...books.values()].reduce((sum, book) => sum + book.ledger.balances.amountLateCents, 0);
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
 * point): its capital not yet repaid plus what its fee lines still owe
 * (deferral, NSF and late fees), from its ledger. 0 without an original
 * contract (a new applicant).
 */
export const previousBalanceCents = async (db: Knex, tenantId: number, originalContractId: number | null, today: CalendarDate): Promise<number> => {
  if (originalContractId === null) return 0;
  const contract = (await db("contracts").where({ id: originalContractId, tenant_id: tenantId }).first("id", "amount_cents")) as
    | { id: unknown; amount_cents: unknown }
    | undefined;
  if (!contract) return 0;
  const { balances } = (await ledgerOf(db, tenantId, ledgerOwner(contract), today)).ledger;
  return balances.capitalRemainingCents + balances.feesOutstandingCents;
};
