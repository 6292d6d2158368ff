import { ContractStatus } from "../codes/contractStatus.js";

/**
 * The server's check of a renewal request (C §3.4, C §7 renewContract):
 * the RENEW button's rule (core/payments `renewalAvailability`) applied to
 * everyone who asks, staff included, since the server creates the draft.
 */

/** Why a renewal is refused (texts: `payments.renew.refused.<reason>`, and `payments.renew.behind`). */
export type RenewalRefusal = "notMicroCredit" | "notRenewable" | "behindOnPayments";

/** What a renewal depends on. */
export interface RenewalRequestFacts {
  readonly isMicroCredit: boolean;
  /** Status of the contract to renew. */
  readonly status: number;
  /** Amount late on it, in cents (grid info `amountLate`). */
  readonly amountLateCents: number;
  /** Grid info `UI_isBalanceZeroOnRenew`: renewing already zeroes its balance. */
  readonly isBalanceZeroOnRenew: boolean;
}

/** Statuses a renewal starts from: a running loan, or one repaid in full. */
export const renewableContractStatuses: readonly number[] = [ContractStatus.Active, ContractStatus.PaidOut];

/**
 * Checks a renewal: micro-credit only (C §3.4); from an active or paid-out
 * contract; refused while an amount is late unless renewing zeroes the
 * balance (the C §3.4 overdue rule).
 *
 * @example
 * checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false }) // { ok: true }
 * checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: 4250, isBalanceZeroOnRenew: false }) // { ok: false, reason: "behindOnPayments" }
 * checkRenewalRequest({ isMicroCredit: false, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false }) // { ok: false, reason: "notMicroCredit" }
 */
export const checkRenewalRequest = (
  facts: RenewalRequestFacts,
): { readonly ok: true } | { readonly ok: false; readonly reason: RenewalRefusal } => {
  if (!facts.isMicroCredit) return { ok: false, reason: "notMicroCredit" };
  if (!renewableContractStatuses.includes(facts.status)) return { ok: false, reason: "notRenewable" };
  if (facts.amountLateCents > 0 && !facts.isBalanceZeroOnRenew) return { ok: false, reason: "behindOnPayments" };
  return { ok: true };
};
