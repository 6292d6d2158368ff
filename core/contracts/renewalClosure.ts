import { ContractStatus } from "../codes/contractStatus.js";

/**
 * Funding a renewal closes the loan it renews (C §3.4: status 9, "closed
 * after renewal"): the renewal's principal carries the renewed loan's
 * payoff balance, so that loan's unpaid lines are paid off by the renewal
 * and none of them is withdrawn again.
 */

/** The close reason of a loan whose balance a renewal took over (C §3.4 `isCloseReasonBalanceZeroOnRenew`). */
export const BALANCE_ZERO_ON_RENEW = "balanceZeroOnRenew";

/** The receipt method of the payoff a renewal makes on the loan it renews. */
export const RENEWAL_PAYOFF_METHOD = "renewal";

/** One payment line of the renewed loan, as the closure reads it. */
export interface RenewedLoanLine {
  readonly id: number;
  readonly paid: boolean;
}

/** What funding a renewal does to the loan it renews. */
export type RenewalClosure =
  | { readonly close: false }
  | {
      readonly close: true;
      /** Status 9, closed after renewal. */
      readonly status: typeof ContractStatus.ClosedAfterRenewal;
      readonly closeReason: typeof BALANCE_ZERO_ON_RENEW;
      /** The unpaid lines the renewal pays off (marked paid at funding): none is due any more. */
      readonly settledLineIds: readonly number[];
      /** The payoff received from the renewal, in cents (its carried previous balance); 0 writes no receipt. */
      readonly payoffCents: number;
    };

/**
 * What funding a renewal does to the loan it renews: an ACTIVE loan is
 * closed after renewal (status 9) with the close reason
 * balance-zero-on-renew, every unpaid line of it settled by the renewal's
 * payoff (the previous balance the renewal carries, received as one
 * receipt). A loan already paid out or closed is left as it is.
 *
 * @example
 * renewalClosure({ renewedStatus: 1, lines: [{ id: 4, paid: true }, { id: 5, paid: false }], carriedCents: 49_085 })
 * // { close: true, status: 9, closeReason: "balanceZeroOnRenew", settledLineIds: [5], payoffCents: 49085 }
 * renewalClosure({ renewedStatus: 8, lines: [], carriedCents: 0 }) // { close: false }
 */
export const renewalClosure = (facts: {
  readonly renewedStatus: number;
  readonly lines: readonly RenewedLoanLine[];
  readonly carriedCents: number;
}): RenewalClosure => {
  if (facts.renewedStatus !== ContractStatus.Active) return { close: false };
  return {
    close: true,
    status: ContractStatus.ClosedAfterRenewal,
    closeReason: BALANCE_ZERO_ON_RENEW,
    settledLineIds: facts.lines.filter((line) => !line.paid).map((line) => line.id),
    payoffCents: Math.max(0, facts.carriedCents),
  };
};
