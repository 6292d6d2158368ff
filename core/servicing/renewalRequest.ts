import { ContractStatus } from "../codes/contractStatus.js";

/**
 * The server's check of a renewal request (C §3.4, C §7 renewContract):
 * the RENEW button's rule (core/payments `renewalAvailability`) applied to
 * everyone who asks, since the server creates the draft. The overdue block
 * is the customer's (customer roles, the embedded page, the OTP step):
 * staff may renew for a customer who is late.
 */

/** Why a renewal is refused (texts: `payments.renew.refused.<reason>`, and `payments.renew.behind`). */
export type RenewalRefusal = "notMicroCredit" | "notRenewable" | "renewalPending" | "behindOnPayments";

/** One contract renewing the contract asked about (its `original_contract_id` is that contract). */
export interface ExistingRenewal {
  readonly id: number;
  readonly status: number;
}

/** What a renewal depends on. */
export interface RenewalRequestFacts {
  readonly isMicroCredit: boolean;
  /** Status of the contract to renew. */
  readonly status: number;
  /** Amount late on it, in cents (grid info `amountLate`). */
  readonly amountLateCents: number;
  /** Grid info `UI_isBalanceZeroOnRenew`: renewing already zeroes its balance. */
  readonly isBalanceZeroOnRenew: boolean;
  /** The contracts already renewing it (issue 14 §4: one live renewal per contract); none when omitted. */
  readonly renewals?: readonly ExistingRenewal[];
  /**
   * A staff user asks (C §3.4: the overdue rule is the customer view's, for
   * customer roles and the embedded page); false or omitted for a customer.
   */
  readonly byStaff?: boolean;
}

/** Statuses a renewal starts from: a running loan, or one repaid in full. */
export const renewableContractStatuses: readonly number[] = [ContractStatus.Active, ContractStatus.PaidOut];

/**
 * Statuses of a renewal that was signed and is still waiting for the lender:
 * submitted, in analysis, approved, signed awaiting funding. Such a renewal
 * blocks another one of the same contract until it is funded (active),
 * cancelled or refused.
 */
export const pendingRenewalStatuses: readonly number[] = [
  ContractStatus.Submitted,
  ContractStatus.InAnalysis,
  ContractStatus.Approved,
  ContractStatus.SignedAwaitingFunding,
];

/**
 * Statuses of a live renewal: the unsigned draft and the signed, pending
 * ones. A contract has at most one renewal in these statuses (the server's
 * unique index on `original_contract_id` for them backs the rule).
 */
export const liveRenewalStatuses: readonly number[] = [ContractStatus.Draft, ...pendingRenewalStatuses];

/**
 * The signed renewal that blocks a new one (issue 14 §4), or null.
 *
 * @example
 * pendingRenewalOf([{ id: 7, status: 2 }]) // { id: 7, status: 2 }
 * pendingRenewalOf([{ id: 7, status: 7 }, { id: 9, status: 0 }]) // null
 */
export const pendingRenewalOf = (renewals: readonly ExistingRenewal[]): ExistingRenewal | null =>
  renewals.find((renewal) => pendingRenewalStatuses.includes(renewal.status)) ?? null;

/**
 * The unsigned draft a new request resumes instead of making another one
 * (the newest, by id), or null. A signed renewal pending blocks first
 * (`checkRenewalRequest`), so this is asked only when none is.
 *
 * @example
 * renewalDraftToResume([{ id: 7, status: 7 }, { id: 9, status: 0 }]) // { id: 9, status: 0 }
 * renewalDraftToResume([{ id: 7, status: 1 }]) // null
 */
export const renewalDraftToResume = (renewals: readonly ExistingRenewal[]): ExistingRenewal | null =>
  renewals.filter((renewal) => renewal.status === ContractStatus.Draft).reduce<ExistingRenewal | null>((newest, renewal) => (newest && newest.id > renewal.id ? newest : renewal), null);

/**
 * Checks a renewal: micro-credit only (C §3.4); from an active or paid-out
 * contract; refused while a renewal of it is signed and not yet funded,
 * cancelled or refused (issue 14 §4, "renewalPending"); for a customer,
 * refused while an amount is late unless renewing zeroes the balance (the
 * C §3.4 overdue rule, which staff are not under).
 *
 * @example
 * checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false }) // { ok: true }
 * checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: 4250, isBalanceZeroOnRenew: false }) // { ok: false, reason: "behindOnPayments" }
 * checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: 4250, isBalanceZeroOnRenew: false, byStaff: true }) // { ok: true }
 * checkRenewalRequest({ isMicroCredit: false, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false }) // { ok: false, reason: "notMicroCredit" }
 * checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false, renewals: [{ id: 9, status: 2 }] }) // { ok: false, reason: "renewalPending" }
 */
export const checkRenewalRequest = (
  facts: RenewalRequestFacts,
): { readonly ok: true } | { readonly ok: false; readonly reason: RenewalRefusal } => {
  if (!facts.isMicroCredit) return { ok: false, reason: "notMicroCredit" };
  if (!renewableContractStatuses.includes(facts.status)) return { ok: false, reason: "notRenewable" };
  if (pendingRenewalOf(facts.renewals ?? []) !== null) return { ok: false, reason: "renewalPending" };
  if (facts.byStaff !== true && facts.amountLateCents > 0 && !facts.isBalanceZeroOnRenew) return { ok: false, reason: "behindOnPayments" };
  return { ok: true };
};
