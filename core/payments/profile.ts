import type { CalendarDate } from "@internationalized/date";
import { isAdmin, isCustomerRole, type RoleId } from "../access/roles.js";
import { ContractStatus } from "../codes/contractStatus.js";
import { Decimal } from "../money/decimal.js";

/** What the balance card shows (C §3.4). */
export type BalanceCardValue =
  | { readonly kind: "zero" }
  | { readonly kind: "inactive" }
  | { readonly kind: "amount"; readonly amount: Decimal };

/** The facts the balance card depends on. */
export interface BalanceCardInput {
  /** Status of the shown contract (1 active, 9 closed after renewal). */
  readonly status: number;
  /** The close reason is "balance zero on renew". */
  readonly isCloseReasonBalanceZeroOnRenew: boolean;
  readonly isTerminated: boolean;
  /** Contracts of the customer (the selector's entries). */
  readonly contractCount: number;
  /** A contract later than the shown one exists. */
  readonly hasLaterContract: boolean;
  /** End-of-current-period balance; null when the server sent none. */
  readonly SoldeFinPeriodeCourante: Decimal | null;
}

/**
 * The balance card (C §3.4): $0.00 when the contract is closed after renewal
 * (status 9) with the close reason balance-zero-on-renew, or terminated;
 * Inactive when status 9, several contracts exist, a later one exists and the
 * close reason is not balance-zero; otherwise the end-of-current-period
 * balance (0 when the server sent none).
 *
 * @example
 * balanceCardValue({ status: 9, isCloseReasonBalanceZeroOnRenew: true, isTerminated: false, contractCount: 2, hasLaterContract: true, SoldeFinPeriodeCourante: null }) // { kind: "zero" }
 * balanceCardValue({ status: 1, isCloseReasonBalanceZeroOnRenew: false, isTerminated: false, contractCount: 1, hasLaterContract: false, SoldeFinPeriodeCourante: new Decimal("412.30") }) // { kind: "amount", amount: 412.30 }
 */
export const balanceCardValue = (input: BalanceCardInput): BalanceCardValue => {
  const closedAfterRenewal = input.status === ContractStatus.ClosedAfterRenewal;
  if ((closedAfterRenewal && input.isCloseReasonBalanceZeroOnRenew) || input.isTerminated) return { kind: "zero" };
  if (closedAfterRenewal && input.contractCount > 1 && input.hasLaterContract && !input.isCloseReasonBalanceZeroOnRenew)
    return { kind: "inactive" };
  return { kind: "amount", amount: input.SoldeFinPeriodeCourante ?? new Decimal(0) };
};

/** A contract selector entry as the profile rules read it (a decoded `ContractListOption` fits). */
export interface ContractOptionLike {
  readonly leaContracts_Id: number;
  readonly status: number;
  readonly isMicroCredit?: boolean | undefined;
  readonly isCloseReasonBalanceZeroOnRenew?: boolean | undefined;
}

/** The payments-model fields the profile cards read (a decoded `CustomerPayments` fits). */
export interface ProfilePaymentsLike {
  readonly currentContractId: number;
  readonly isTerminated?: boolean | undefined;
  readonly SoldeFinPeriodeCourante?: Decimal | null | undefined;
  readonly contractListOptions?: readonly ContractOptionLike[] | undefined;
}

/**
 * The shown contract's entry of the selector, or null when it is not listed.
 *
 * @example
 * currentContractOption({ currentContractId: 12, contractListOptions: [{ leaContracts_Id: 12, status: 1 }] })?.status // 1
 */
export const currentContractOption = (payments: ProfilePaymentsLike): ContractOptionLike | null =>
  payments.contractListOptions?.find((option) => option.leaContracts_Id === payments.currentContractId) ?? null;

/**
 * The balance card's input from a payments model: status and close reason
 * from the shown contract's selector entry; "a later contract" is one with a
 * higher id (contracts are numbered in creation order).
 *
 * @example
 * const payments = {
 *   currentContractId: 12,
 *   contractListOptions: [{ leaContracts_Id: 12, status: 9 }, { leaContracts_Id: 30, status: 1 }],
 * };
 * balanceCardValue(balanceCardInputOf(payments)) // { kind: "inactive" }
 */
export const balanceCardInputOf = (payments: ProfilePaymentsLike): BalanceCardInput => {
  const options = payments.contractListOptions ?? [];
  const current = currentContractOption(payments);
  return {
    status: current?.status ?? -1,
    isCloseReasonBalanceZeroOnRenew: current?.isCloseReasonBalanceZeroOnRenew ?? false,
    isTerminated: payments.isTerminated ?? false,
    contractCount: options.length,
    hasLaterContract: options.some((option) => option.leaContracts_Id > payments.currentContractId),
    SoldeFinPeriodeCourante: payments.SoldeFinPeriodeCourante ?? null,
  };
};

/**
 * The initial capital card (C §2): the amount when the contract status is 1
 * (active), NOT ACTIVE otherwise.
 *
 * @example
 * initialCapitalCard(9, new Decimal(1000)) // { kind: "notActive" }
 */
export const initialCapitalCard = (
  status: number,
  capitalInitial: Decimal | null,
): { readonly kind: "notActive" } | { readonly kind: "amount"; readonly amount: Decimal } =>
  status === ContractStatus.Active ? { kind: "amount", amount: capitalInitial ?? new Decimal(0) } : { kind: "notActive" };

/**
 * The remaining capital card's title key: "transferred balance" once the
 * contract was renewed (hasRenew), "Remaining capital" otherwise.
 *
 * @example
 * remainingCapitalTitleKey(true) // "payments.card.transferredBalance"
 */
export const remainingCapitalTitleKey = (
  hasRenew: boolean,
): "payments.card.transferredBalance" | "payments.card.remainingCapital" =>
  hasRenew ? "payments.card.transferredBalance" : "payments.card.remainingCapital";

/** The next payment card: amount and next withdrawal date, or none ('na.'). */
export type NextPaymentCard =
  | { readonly kind: "none" }
  | { readonly kind: "next"; readonly amount: Decimal; readonly date: CalendarDate };

/**
 * The next payment card (C §2): 'na.' unless both the amount and the date are known.
 *
 * @example
 * nextPaymentCard(null, null) // { kind: "none" }
 */
export const nextPaymentCard = (amount: Decimal | null | undefined, date: CalendarDate | null | undefined): NextPaymentCard =>
  amount && date ? { kind: "next", amount, date } : { kind: "none" };

/** Profit or loss of the all-contracts totals card, and its colour. */
export interface ProfitLoss {
  readonly amount: Decimal;
  readonly colour: "green" | "red";
}

/**
 * Profit/loss of the totals card (C §2): total received − total capital;
 * green when ≥ 0 (breaking even is not a loss), red below.
 *
 * @example
 * profitLoss(new Decimal("1720.40"), new Decimal(1500)) // { amount: 220.40, colour: "green" }
 */
export const profitLoss = (totalReceived: Decimal, capitalTotal: Decimal): ProfitLoss => {
  const amount = totalReceived.minus(capitalTotal);
  return { amount, colour: amount.isNegative() && !amount.isZero() ? "red" : "green" };
};

/** What one viewer sees on the payments profile (C §3.4). */
export interface ProfileView {
  /** The customer view: customers (Client, ClientC) and the embedded page. */
  readonly customerView: boolean;
  /** Collector name, collector list, bankruptcy date. */
  readonly collectorInfo: boolean;
  /** One-time payment receipts (selector + Show receipt). */
  readonly receipts: boolean;
  /** Totals across all contracts (total capital, total received, profit/loss). */
  readonly totals: boolean;
  readonly openAccountOnline: boolean;
  /** Other documents: print contract, paid-out report, payments schedule, account statements. */
  readonly documents: boolean;
  /** The customer's closing-documents message. */
  readonly closingDocumentsMessage: boolean;
  /** The closing reason, shown only when the contract is inactive. */
  readonly closingReasonWhenInactive: boolean;
  /** What RENEW does on a micro-credit contract. */
  readonly renewAction: "renewalFlow" | "adminFinancePage";
}

/**
 * What `role` sees on the payments profile (C §3.4): customer roles or the
 * embedded page get the customer view (no collector info, receipts or
 * totals); staff see collector data, receipts, totals and the
 * open-account-online button; only Admin (outside the embedded page) sees the
 * closing reason. No role (an anonymous embedded visitor) is a customer.
 *
 * @example
 * profileView(Role.Client, false).receipts // false
 * profileView(Role.Admin, false).closingReasonWhenInactive // true
 * profileView(Role.Admin, true).customerView // true
 */
export const profileView = (role: RoleId | null | undefined, embedded: boolean): ProfileView => {
  const customerView = embedded || role === null || role === undefined || isCustomerRole(role);
  const staff = !customerView;
  return {
    customerView,
    collectorInfo: staff,
    receipts: staff,
    totals: staff,
    openAccountOnline: staff,
    documents: true,
    closingDocumentsMessage: customerView,
    closingReasonWhenInactive: staff && isAdmin(role as RoleId),
    renewAction: staff ? "adminFinancePage" : "renewalFlow",
  };
};

/**
 * Whether the closing reason shows: for a view that may see it, when the
 * contract is inactive and a reason exists.
 *
 * @example
 * isClosingReasonVisible(profileView(Role.Admin, false), { isActive: false, stopReasonName: "Paid" }) // true
 */
export const isClosingReasonVisible = (
  view: ProfileView,
  payments: { readonly isActive?: boolean | undefined; readonly stopReasonName?: string | null | undefined },
): boolean => view.closingReasonWhenInactive && !payments.isActive && !!payments.stopReasonName;

/**
 * Whether the original contract number shows (C §2): hidden for the
 * RestOfCanada feature, for training contracts and when there is none (-1).
 *
 * @example
 * isOriginalContractNumberVisible({ originalContractNumber: -1, isTraining: false }, false) // false
 */
export const isOriginalContractNumberVisible = (
  payments: { readonly originalContractNumber?: string | number | undefined; readonly isTraining?: boolean | undefined },
  restOfCanada: boolean,
): boolean =>
  !restOfCanada &&
  !payments.isTraining &&
  payments.originalContractNumber !== undefined &&
  payments.originalContractNumber !== -1 &&
  payments.originalContractNumber !== "-1" &&
  payments.originalContractNumber !== "";

/**
 * Whether a contract is in a customer's contract menu (C §3.1
 * contractListOptions; issue 14 §4): every contract but an unsigned DRAFT —
 * a renewal or an application not yet signed is no loan and has no balance
 * to show. Staff menus list every contract.
 *
 * @example
 * isInCustomerContractMenu(ContractStatus.Draft) // false
 * isInCustomerContractMenu(ContractStatus.Submitted) // true
 */
export const isInCustomerContractMenu = (status: number): boolean => status !== ContractStatus.Draft;
