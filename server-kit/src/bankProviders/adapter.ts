import type { AlternateCompletionData, Lang, TenantCode } from "@lendkit/core";
import type { ServerContext } from "../context/serverContext.js";

/**
 * One interface for the three bank-verification providers of C §3.7: the
 * widget (`decisionLogic`), the aggregator (`flinks`) and the alternate
 * payments-data view (`zumRails`). The routes never talk to a vendor
 * directly: they call an adapter, the sandbox one (pages under /sandbox)
 * or a live one a deployment supplies.
 */

/** The provider names as the routes and the `bank_verifications` table spell them. */
export type BankProviderName = "decisionLogic" | "flinks" | "zumRails";

/** An account as the summary shows it: never a full account number (SECURITY 29). */
export interface StatementAccount {
  readonly type: "chequing" | "savings";
  /** The last three digits only. */
  readonly numberLast3: string;
  readonly currency: "CAD";
  readonly currentBalance: string;
}

/** What a verification yields: a plausible statement summary (money as 2-decimal text). */
export interface StatementSummary {
  readonly institution: string;
  readonly holderName: string;
  readonly daysOfTransactions: number;
  readonly accounts: readonly StatementAccount[];
  readonly averageMonthlyDeposits: string;
  readonly averageMonthlyWithdrawals: string;
  readonly nsfCount90Days: number;
  readonly lastPayrollDate: string | null;
  readonly payrollFrequency: "weekly" | "biWeekly" | "semiMonthly" | "monthly" | null;
}

/** The outcome of asking a provider for a verification's result. */
export type BankResult =
  | { readonly status: "succeeded"; readonly summary: StatementSummary; readonly providerReference?: string }
  | { readonly status: "failed"; readonly providerReference?: string }
  | { readonly status: "pending"; readonly providerReference?: string };

/** The flow a verification belongs to. */
export interface BankFlowRef {
  readonly tenantId: number;
  readonly tenantCode: TenantCode;
  readonly contractId: number;
  readonly slug: string;
  readonly lang: Lang;
  readonly holderName: string;
}

/** What an adapter does; every method may throw an HttpError (e.g. 503 when a live provider is unreachable). */
export interface BankProviderAdapter {
  readonly mode: "sandbox" | "live";
  /** Widget: the address of the widget for a new request (`requestCode` is ours, already stored). */
  createWidgetRequest(context: ServerContext, input: {
    readonly flow: BankFlowRef;
    readonly requestCode: string;
    readonly bankServiceId: number;
    readonly test: boolean;
    /** The origin this server is reached at (for sandbox addresses). */
    readonly publicOrigin: string;
  }): Promise<{ readonly redirectUrl: string; readonly providerReference?: string }>;
  /** Widget: the result of a request. */
  widgetResult(context: ServerContext, input: { readonly flow: BankFlowRef; readonly requestCode: string }): Promise<BankResult>;
  /** Aggregator: the result behind a login id the frame reported. */
  aggregatorResult(context: ServerContext, input: { readonly flow: BankFlowRef; readonly loginId: string }): Promise<BankResult>;
  /** Alternate view: the result behind the data object its frame reported. */
  alternateResult(context: ServerContext, input: { readonly flow: BankFlowRef; readonly data: AlternateCompletionData }): Promise<BankResult>;
}
