import { isCustomerRole, type RoleId } from "../access/roles.js";
import type { Decimal } from "../money/decimal.js";
import { renewableContractStatuses } from "../servicing/renewalRequest.js";

/** The facts the RENEW button depends on (C §3.4). */
export interface RenewalAvailabilityInput {
  readonly role: RoleId | null | undefined;
  readonly embedded: boolean;
  /** The shown contract is a micro-credit (cash loan). */
  readonly isMicroCredit: boolean;
  /**
   * The shown contract's status, when known: RENEW is offered only on a
   * running or paid-out loan (core's `renewableContractStatuses`), never on
   * one closed after renewal (C §3.4 status 9).
   */
  readonly status?: number | null;
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
  | {
      readonly kind: "enabled";
      readonly action: "renewalFlow" | "adminFinancePage";
      /** Staff renewing for a customer who is late: the amount late, shown as a note (`payments.renew.behindStaff`). */
      readonly amountLate?: Decimal;
    };

/**
 * The RENEW button (C §3.4): only on micro-credit contracts, and not on a
 * contract whose status cannot be renewed (closed after renewal, terminated,
 * not yet funded) when the status is given. For customers
 * (customer roles or the embedded page) it is disabled while loading, and
 * while amountLate is above 0 unless renewing zeroes the balance — then the
 * red "behind on payments" message (`payments.renew.behind`, with the amount)
 * shows. Staff renew through the admin contract finance page (new tab),
 * late customer or not (the amount late given for a note): the overdue rule
 * is the customer view's (C §3.4), and the server lets staff renew for a
 * customer who is late.
 *
 * @example
 * renewalAvailability({ role: Role.Client, embedded: false, isMicroCredit: true, loading: false, amountLate: new Decimal("42.50"), isBalanceZeroOnRenew: false })
 * // { kind: "disabled", reason: "behindOnPayments", amountLate: 42.50 }
 */
export const renewalAvailability = (input: RenewalAvailabilityInput): RenewalAvailability => {
  if (!input.isMicroCredit) return { kind: "hidden" };
  if (input.status !== undefined && input.status !== null && !renewableContractStatuses.includes(input.status)) return { kind: "hidden" };
  const customer = input.embedded || input.role === null || input.role === undefined || isCustomerRole(input.role);
  if (input.loading) return { kind: "disabled", reason: "loading" };
  // The overdue rule is the customer view's (C §3.4); staff renew for a late customer.
  if (customer && input.amountLate.gt(0) && !input.isBalanceZeroOnRenew)
    return { kind: "disabled", reason: "behindOnPayments", amountLate: input.amountLate };
  if (!customer && input.amountLate.gt(0) && !input.isBalanceZeroOnRenew)
    return { kind: "enabled", action: "adminFinancePage", amountLate: input.amountLate };
  return { kind: "enabled", action: customer ? "renewalFlow" : "adminFinancePage" };
};
