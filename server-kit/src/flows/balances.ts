import { businessDateOf, checkRenewalRequest, renewableContractStatuses, type RenewalRefusal } from "@lendkit/core";
import type { ServerContext } from "../context/serverContext.js";
import { ledgerOf, ledgersOf } from "../data/servicingBooks.js";
import { tenantDay } from "../data/tenantZone.js";
import { contractCapitalOf, customerContractsIn, renewedContractOf } from "../data/flows.js";
import type { Plumbing } from "../infra/plumbing.js";

type Db = Plumbing["db"];

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

/**
 * The customer's overdue amount: what the late lines still owe on their
 * running contracts in the tenant (core's `renewableContractStatuses`:
 * active or paid out), each replayed from its ledger.
 */
export const amountLateCents = async (db: Db, tenantId: number, customerId: number | null, today: CalendarDate): Promise<number> => {
  if (customerId === null) return 0;
  const running = await customerContractsIn(db, tenantId, customerId, renewableContractStatuses);
  const books = await ledgersOf(db, tenantId, running, today);
  return [...books.values()].reduce((sum, book) => sum + book.ledger.balances.amountLateCents, 0);
};

/**
 * Why a flow must stop (C §3.4, §3.10), or null: core's
 * `checkRenewalRequest` on the renewed contract as it is now — behind on
 * payments (unless renewing zeroes its balance), or no longer renewable. A
 * new applicant's flow stops only for an amount late.
 */
export const flowRefusal = async (
  db: Db,
  flow: { readonly tenantId: number; readonly customerId: number | null; readonly originalContractId: number | null },
  today: CalendarDate,
): Promise<RenewalRefusal | null> => {
  const lateCents = await amountLateCents(db, flow.tenantId, flow.customerId, today);
  if (flow.originalContractId === null) return lateCents > 0 ? "behindOnPayments" : null;
  const original = await renewedContractOf(db, flow.tenantId, flow.originalContractId);
  if (!original) return "notRenewable";
  const verdict = checkRenewalRequest({
    isMicroCredit: original.product === "microCredit",
    status: original.statusId,
    amountLateCents: lateCents,
    isBalanceZeroOnRenew: original.closeReason === "balanceZeroOnRenew",
  });
  return verdict.ok ? null : verdict.reason;
};

/**
 * What a renewal carries over from the contract it renews (C §3.6, last
 * point): its capital not yet repaid plus what its fee lines still owe
 * (deferral, NSF and late fees), from its ledger. 0 without an original
 * contract (a new applicant).
 */
export const previousBalanceCents = async (db: Db, tenantId: number, originalContractId: number | null, today: CalendarDate): Promise<number> => {
  if (originalContractId === null) return 0;
  const contract = await contractCapitalOf(db, tenantId, originalContractId);
  if (!contract) return 0;
  const { balances } = (await ledgerOf(db, tenantId, contract, today)).ledger;
  return balances.capitalRemainingCents + balances.feesOutstandingCents;
};
