import { isCustomerRole, type RoleId } from "../access/roles.js";
import type { Decimal } from "../money/decimal.js";

/** The facts the RENEW button depends on (C §3.4). */
export interface RenewalAvailabilityInput {
  readonly role: RoleId | null | undefined;
  readonly embedded: boolean;
  /** The shown contract is a micro-credit (cash loan). */
  readonly isMicroCredit: boolean;
  /** The profile is still loading. */
  readonly loading: boolean;
  /** Grid info: amount late on the current contract. */
  readonly amountLate: Decimal;
  /** Grid info: UI_isBalanceZeroOnRenew (renewing pays the balance off). */
  readonly isBalanceZeroOnRenew: boolean;
}

/** The RENEW button's state. */
export type RenewalAvailability =
  | { readonly kind: "hidden" }
  | { readonly kind: "disabled"; readonly reason: "loading" }
  | { readonly kind: "disabled"; readonly reason: "behindOnPayments"; readonly amountLate: Decimal }
  | { readonly kind: "enabled"; readonly action: "renewalFlow" | "adminFinancePage" };

/**
 * The RENEW button (C §3.4): only on micro-credit contracts. For customers
 * (customer roles or the embedded page) it is disabled while loading, and
 * while amountLate is above 0 unless renewing zeroes the balance — then the
 * red "behind on payments" message (`payments.renew.behind`, with the amount)
 * shows. Staff renew through the admin contract finance page (new tab),
 * under the same two conditions (the server refuses a late customer's
 * renewal whoever asks), so a refused renewal never opens a tab.
 *
 * @example
 * renewalAvailability({ role: Role.Client, embedded: false, isMicroCredit: true, loading: false, amountLate: new Decimal("42.50"), isBalanceZeroOnRenew: false })
 * // { kind: "disabled", reason: "behindOnPayments", amountLate: 42.50 }
 */
export const renewalAvailability = (input: RenewalAvailabilityInput): RenewalAvailability => {
  if (!input.isMicroCredit) return { kind: "hidden" };
  const customer = input.embedded || input.role === null || input.role === undefined || isCustomerRole(input.role);
  if (input.loading) return { kind: "disabled", reason: "loading" };
  // The server refuses a customer behind on payments whoever asks (C §3.4): staff see why instead of a refused new tab.
  if (input.amountLate.gt(0) && !input.isBalanceZeroOnRenew)
    return { kind: "disabled", reason: "behindOnPayments", amountLate: input.amountLate };
  return { kind: "enabled", action: customer ? "renewalFlow" : "adminFinancePage" };
};
