import type {
  AdjustmentRequest,
  DelinquencyBucket,
  FeeKind,
  FeeRequest,
  FeeWaiverRequest,
  LedgerEvent,
  LedgerLineKind,
  PaymentMethod,
  PaymentRequest,
  PaymentReturnRequest,
  WriteOffRequest,
} from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import type { ActionOutcome } from "./ActionResult.js";
import { api, postWithProgress, type UploadProgress } from "../../shared/api.js";

/**
 * The servicing routes of a contract (docs/api/servicing.md), typed as the
 * wire carries them: money is a decimal string with exactly 2 decimals
 * ("12.50"), dates are "yyyy-mm-dd" in the lender's zone. A ledger line's
 * id is a string ("s<payment id>" for a schedule line, "f<event id>" for a
 * fee or charge line); events and payments have numeric ids. Every path is
 * built from its entry in core's `apiRoutes.servicing`, and every call goes
 * through the app's `api` (bearer token, envelope, ApiError carrying the
 * server's message in the user's language).
 */

/** Money on the wire: "12.50". */
export type WireMoney = string;
/** A day on the wire: "2026-11-20". */
export type WireDate = string;

/** One line of the ledger at `asOf`. */
export interface WireLedgerLine {
  readonly id: string;
  readonly seq: number;
  readonly kind: LedgerLineKind;
  readonly dueDate: WireDate;
  readonly amount: WireMoney;
  readonly paid: WireMoney;
  readonly outstanding: WireMoney;
  readonly isPaid: boolean;
  readonly isLate: boolean;
  readonly daysPastDue: number;
  readonly canReturnNsf: boolean;
  readonly isCheckboxDisabled: boolean;
  readonly feeKind: FeeKind | null;
}

/** One money event of the contract, as recorded. */
export interface WireLedgerEvent {
  readonly id: number;
  readonly kind: LedgerEvent["kind"];
  readonly valueDate: WireDate;
  readonly amount?: WireMoney | null;
  readonly method?: PaymentMethod | null;
  readonly externalId?: string | null;
  readonly paymentId?: number | null;
  readonly reason?: string | null;
  readonly feeLineId?: string | null;
  readonly feeKind?: FeeKind | null;
  readonly note?: string | null;
  readonly createdAt: string;
  readonly createdBy: string | number | null;
}

/** What a payment paid on one line. */
export interface WireAllocation {
  readonly lineId: string;
  readonly fee: WireMoney;
  readonly interest: WireMoney;
  readonly principal: WireMoney;
}

/** A payment received, with what it paid and the event that returned it (null while not returned). */
export interface WireLedgerPayment {
  readonly id: number;
  readonly amount: WireMoney;
  readonly valueDate: WireDate;
  readonly method: PaymentMethod;
  readonly returnedBy: number | null;
  /** The day it was returned (null while not returned). */
  readonly returnedOn: WireDate | null;
  readonly canReturnNsf: boolean;
  readonly allocations: readonly WireAllocation[];
}

/** The contract's figures at `asOf`. */
export interface WireBalances {
  readonly amountLate: WireMoney;
  readonly totalUnpaid: WireMoney;
  readonly totalUnpaidStartDate: WireDate | null;
  readonly capitalRemaining: WireMoney;
  readonly feesOutstanding: WireMoney;
  readonly creditBalance: WireMoney;
  readonly payoff: WireMoney;
  readonly nextPaymentAmount: WireMoney | null;
  readonly nextPaymentDate: WireDate | null;
}

/** GET /api/contracts/:id/ledger. */
export interface WireLedger {
  readonly asOf: WireDate;
  readonly lines: readonly WireLedgerLine[];
  readonly events: readonly WireLedgerEvent[];
  readonly payments: readonly WireLedgerPayment[];
  readonly balances: WireBalances;
  readonly bucket: DelinquencyBucket;
}

/** The bodies the servicing routes take: core's request Schemas (`apiRoutes.servicing`'s `request`), as sent. */
export type PaymentBody = typeof PaymentRequest.Encoded;
export type ReturnBody = typeof PaymentReturnRequest.Encoded;
export type FeeBody = typeof FeeRequest.Encoded;
export type WaiverBody = typeof FeeWaiverRequest.Encoded;
/** A credit ("25.00") or a debit ("-25.00"). */
export type AdjustmentBody = typeof AdjustmentRequest.Encoded;
export type WriteOffBody = typeof WriteOffRequest.Encoded;

/** GET /api/contracts/:id/payoff. */
export interface WirePayoff {
  readonly date: WireDate;
  readonly amount: WireMoney;
  readonly principal: WireMoney;
  readonly interest: WireMoney;
  readonly fees: WireMoney;
}

const servicing = apiRoutes.servicing;
const keyed = (idempotencyKey: string) => ({ "Idempotency-Key": idempotencyKey });

/** The ledger at `asOf` (the lender's today when not given). */
export const readLedger = (contractId: number, asOf?: WireDate) =>
  api<WireLedger>(`${routePath(servicing.ledger, { id: contractId })}${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ""}`);

/** Records a payment received; answers its id and what it paid. */
export const recordPayment = (contractId: number, body: PaymentBody, idempotencyKey: string) =>
  api<{ id: number; allocations: readonly WireAllocation[] }>(routePath(servicing.postPayment, { id: contractId }), { method: "POST", body, headers: keyed(idempotencyKey) });

/** Records the bank's return of a payment; `feeLineId` is the NSF fee's line, null when the lender charges none. */
export const returnPayment = (contractId: number, paymentId: number, body: ReturnBody, idempotencyKey: string) =>
  api<{ id: number; feeLineId: string | null }>(routePath(servicing.returnPayment, { id: contractId, paymentId }), {
    method: "POST",
    body,
    headers: keyed(idempotencyKey),
  });

/** Assesses a fee: a new fee line. */
export const assessFee = (contractId: number, body: FeeBody, idempotencyKey: string) =>
  api<{ id: number; lineId: string }>(routePath(servicing.assessFee, { id: contractId }), { method: "POST", body, headers: keyed(idempotencyKey) });

/** A correction kept for a second person's approval (202): above the lender's threshold, nothing is recorded yet. */
export interface WirePendingCorrection {
  readonly status: "pending";
  readonly approvalId: number;
  readonly amount: WireMoney;
  /** What happens next, in the user's language. */
  readonly message: string;
}

/** A waiver's, adjustment's or write-off's answer: recorded (`{ id }`), or kept for approval. */
export type CorrectionAnswer = { readonly id: number; readonly status?: undefined } | WirePendingCorrection;

/** A correction's outcome on screen: what it did, or that it waits for approval. */
export const correctionOutcome = (answer: CorrectionAnswer, recorded: ActionOutcome): ActionOutcome =>
  answer.status === "pending" ? { kind: "pending", message: answer.message } : recorded;

/** Waives what a fee line still owes (or asks for approval above the lender's threshold). */
export const waiveFee = (contractId: number, lineId: string, body: WaiverBody, idempotencyKey: string) =>
  api<CorrectionAnswer>(routePath(servicing.waiveFee, { id: contractId, lineId }), { method: "POST", body, headers: keyed(idempotencyKey) });

/** Adjusts the balance: a credit applied like a payment, or a debit line due on its day (or asks for approval). */
export const adjustBalance = (contractId: number, body: AdjustmentBody, idempotencyKey: string) =>
  api<CorrectionAnswer>(routePath(servicing.adjust, { id: contractId }), { method: "POST", body, headers: keyed(idempotencyKey) });

/** Writes off what the contract still owes today (or asks for approval). */
export const writeOffBalance = (contractId: number, body: WriteOffBody, idempotencyKey: string) =>
  api<CorrectionAnswer>(routePath(servicing.writeOff, { id: contractId }), { method: "POST", body, headers: keyed(idempotencyKey) });

/** The amount that pays off the contract on `date`, split. */
export const readPayoff = (contractId: number, date: WireDate) =>
  api<WirePayoff>(`${routePath(servicing.payoff, { id: contractId })}?date=${encodeURIComponent(date)}`);

/** POST /api/servicing/imports's answer: what the file did (or, dry, would do), its lines' problems in the user's language. */
export interface WireImportAnswer {
  readonly dryRun: boolean;
  readonly rows: number;
  readonly applied: number;
  readonly duplicates: number;
  readonly errors: readonly { readonly row: number; readonly code: string; readonly message: string }[];
}

/**
 * Sends a processor's CSV file (multipart, field `file`), reporting the
 * bytes sent: `dryRun` checks every line and records nothing. No
 * Idempotency-Key: the lines' external ids make a file sent twice a run of
 * duplicates.
 */
export const importProcessorFile = (file: File, dryRun: boolean, onProgress: (progress: UploadProgress) => void = () => {}): Promise<WireImportAnswer> => {
  const body = new FormData();
  body.append("file", file, file.name);
  return postWithProgress<WireImportAnswer>(`${servicing.importProcessorFile.path}?dryRun=${dryRun}`, body, onProgress);
};

/** POST /api/servicing/run's answer: the contracts this call did, the late fees it assessed, the day's others. */
export interface WireRunAnswer {
  readonly date: WireDate;
  readonly contracts: number;
  readonly feesAssessed: number;
  readonly skipped: number;
}

/** Runs the tenant's servicing day `date` (its late fees); running a day again does nothing more. */
export const runServicingDay = (date: WireDate) => api<WireRunAnswer>(servicing.run.path, { method: "POST", body: { date } });

/** A correction waiting for (or past) a second person's decision (GET /api/servicing/approvals). */
export interface WireApproval {
  readonly id: number;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly kind: "waiver" | "adjustment" | "writeOff";
  /** What it moves (a debit's size too). */
  readonly amount: WireMoney;
  /** What was asked: `reason`, and `amount` and `valueDate` of an adjustment, `lineId` of a waiver, `note`. */
  readonly request: { readonly reason?: string; readonly amount?: WireMoney; readonly valueDate?: WireDate; readonly lineId?: string; readonly note?: string | null };
  readonly status: "pending" | "approved" | "rejected";
  readonly requestedBy: string | null;
  readonly requestedAt: string;
  readonly decidedBy: string | null;
  readonly decidedAt: string | null;
  readonly note: string | null;
  readonly eventId: number | null;
}

/** The contract's corrections waiting for approval. */
export const readPendingApprovals = (contractId: number) =>
  api<{ approvals: readonly WireApproval[] }>(`${servicing.approvals.path}?status=pending&contractId=${contractId}`).then((answer) => answer.approvals);

/** Approves (the correction is then recorded) or rejects a correction waiting for approval. */
export const decideApproval = (approvalId: number, decision: "approve" | "reject", note: string, idempotencyKey: string) =>
  api<{ id: number; status: "approved" | "rejected"; eventId: number | null }>(routePath(servicing[decision], { id: approvalId }), {
    method: "POST",
    body: { note: note.trim() === "" ? null : note.trim() },
    headers: keyed(idempotencyKey),
  });
