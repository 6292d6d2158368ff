import {
  decodeCurrentContractGridInfo,
  decodeCustomerPayments,
  decodePaymentReceiptOptions,
  decodePaymentsProfileCustomer,
  type CurrentContractGridInfo,
  type CustomerPayments,
  type Lang,
  type PaymentReceiptOption,
  type PaymentsProfileCustomer,
  type TableRequest,
} from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { api, ApiError } from "../../shared/api.js";

/**
 * The customers screens' calls (docs/api/customers-and-payments.md,
 * docs/api/documents.md). Every path is built from its entry in core's
 * `apiRoutes` (`customers`, `documents`), and every call goes through the
 * app's `api` (bearer token, envelope, ApiError with the server's bilingual
 * message); answers that core has a Schema for are decoded with it, so money
 * and dates arrive as Decimal and CalendarDate.
 */

/** One row of GET /api/customers. */
export interface CustomerRow {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly cellPhone: string;
  readonly lang: Lang;
  readonly contractCount: number;
  readonly currentContractId: number | null;
  readonly currentContractNumber: string | null;
  readonly currentContractStatusId: number | null;
}

const customers = apiRoutes.customers;

/** The table's data call (A §7) as GET /api/customers's query string. */
export const customerListQueryString = (request: TableRequest): string => {
  const query = new URLSearchParams({ page: String(request.page), rowsPerPage: String(request.rowsPerPage), order: request.order });
  if (request.searchTerm.trim() !== "") query.set("search", request.searchTerm.trim());
  if (request.orderBy) query.set("sortColumn", request.orderBy);
  return query.toString();
};

export const listCustomers = (request: TableRequest) =>
  api<{ rows: CustomerRow[]; count: number }>(`${customers.list.path}?${customerListQueryString(request)}`);

/** A contract of the customer as GET /api/customer/{id}/contracts answers it. */
export interface CustomerContract {
  readonly id: number;
  readonly contractNumber: string;
  readonly statusId: number;
  readonly product: string;
  readonly isMicroCredit: boolean;
  readonly isTraining: boolean;
}

export interface CustomerContracts {
  readonly currentContractId: number | null;
  readonly contracts: readonly CustomerContract[];
}

export const readCustomerContracts = (customerId: number) => api<CustomerContracts>(routePath(customers.contracts, { customerId }));

const decoded = <T>(result: { ok: true; value: T } | { ok: false; errors: readonly unknown[] }, what: string): T => {
  if (result.ok) return result.value;
  throw new ApiError(0, { code: "unknown", message: "", fields: [] }, `${what}: unexpected answer`);
};

/** The customer (C §3.1): identity and, for staff, the totals across contracts. */
export const readCustomer = async (customerId: number): Promise<PaymentsProfileCustomer> =>
  decoded(decodePaymentsProfileCustomer(await api<unknown>(routePath(customers.read, { customerId }))), "customer");

/** The payments model of one contract (A §3, C §3.1). */
export const readPayments = async (customerId: number, contractId: number, lang: Lang): Promise<CustomerPayments> =>
  decoded(decodeCustomerPayments(await api<unknown>(`${routePath(customers.payments, { customerId, contractId })}?lang=${lang}&isProfile=true`)), "payments");

/** amountLate and UI_isBalanceZeroOnRenew of the current contract (the RENEW rule). */
export const readGridInfo = async (customerId: number): Promise<CurrentContractGridInfo> =>
  decoded(decodeCurrentContractGridInfo(await api<unknown>(routePath(customers.gridInfo, { customerId }))), "grid info");

/** One-time payment receipts, newest first (C §7: "shown reversed, first preselected"). */
export const readReceipts = async (customerId: number, contractId: number, lang: Lang): Promise<readonly PaymentReceiptOption[]> =>
  [...decoded(decodePaymentReceiptOptions(await api<unknown>(`${routePath(customers.receipts, { customerId, contractId })}?lang=${lang}`)), "receipts")].reverse();

/** The printable documents of docs/api/documents.md. */
export type DocumentKind = "Contract" | "PaidOutReport" | "AllTermsReport" | "LeaStatementReport" | "PaymentReceipt";

/**
 * The path of a document with a short-lived print ticket in it: the contract
 * through C §7's getContractFile, the others through printTicket.
 */
export const printPath = async (customerId: number, contractId: number, report: DocumentKind, lang: Lang, receiptId?: number): Promise<string> => {
  if (report === "Contract") return api<string>(`${routePath(apiRoutes.documents.contractFile, { customerId, contractId })}?lang=${lang}`, { method: "POST", body: {} });
  const answer = await api<{ path: string }>(`${apiRoutes.documents.printTicket.path}?lang=${lang}`, {
    method: "POST",
    body: { report, contractId, receiptId: receiptId ?? null },
  });
  return answer.path;
};

/** POST renewContract's answer. */
export interface RenewalStart {
  readonly renewId: number;
  readonly slug: string;
  readonly alreadyStarted: boolean;
  readonly step: number;
}

export const renewContract = (customerId: number, contractId: number) =>
  api<RenewalStart>(routePath(customers.renewContract, { customerId }), { method: "POST", body: { contractId } });

/** GET ByPassOTP's answer: the lead app's account entry with a fresh customer session. */
export const openAccountOnline = (contractId: number) =>
  api<{ OnboardingURL: string; token: string }>(routePath(customers.bypassOtp, { contractId }));

/** One deferral request as staff see it. */
export interface DeferralRequestRow {
  readonly id: number;
  readonly status: DeferralStatus;
  readonly customerId: number;
  readonly customerName: string;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly paymentId: number;
  readonly fromDate: string;
  readonly toDate: string;
  readonly fee: number;
  readonly message: string;
  readonly lang: Lang;
  readonly requestedByUserId: number | null;
  readonly requestedByCustomerId: number | null;
  /** Who asked: a staff user or the customer, by name (issue 15 §5). */
  readonly requestedBy: { readonly kind: "staff" | "customer"; readonly name: string };
  readonly createdAt: string;
  readonly decidedByUserId: number | null;
  /** The staff user who decided, by name. */
  readonly decidedByName: string | null;
  readonly decidedAt: string | null;
  readonly decisionNote: string | null;
  readonly feePaymentId: number | null;
}

export const deferralStatuses = ["pending", "approved", "refused"] as const;
export type DeferralStatus = (typeof deferralStatuses)[number];

export const listDeferralRequests = (status: DeferralStatus) => api<DeferralRequestRow[]>(`${customers.deferralRequests.path}?status=${status}`);

/**
 * Approves a request. `idempotencyKey` is kept by the caller for the
 * request, so pressing again after a lost answer replays the first decision
 * instead of deciding twice (SECURITY 27).
 */
export const approveDeferral = (id: number, decisionNote: string | null, idempotencyKey: string) =>
  api<DeferralRequestRow>(routePath(customers.approveDeferral, { id }), {
    method: "POST",
    body: { decisionNote },
    headers: { "Idempotency-Key": idempotencyKey },
  });

export const refuseDeferral = (id: number, decisionNote: string | null) =>
  api<DeferralRequestRow>(routePath(customers.refuseDeferral, { id }), { method: "POST", body: { decisionNote } });

/** A fresh Idempotency-Key (letters, digits and dashes, as the server accepts). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
};
