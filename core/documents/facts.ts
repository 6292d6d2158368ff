import type { DocumentBalances } from "./payout.js";
import type { StatementLedgerEntry } from "./statement.js";
import type { CalendarDate } from "@internationalized/date";
import type { FrequencyCode } from "../codes/frequency.js";

/**
 * What the documents are made from: plain data read by the server from its
 * tables. Money is integer cents; dates are calendar dates in the lender's
 * time zone.
 */

/** The customer a document is addressed to. */
export interface DocumentCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Ten digits, no separators (formatted on the document). */
  readonly cellPhone: string;
  /** The postal address, or null when unknown. */
  readonly address: DocumentAddress | null;
}

/** The parts of a postal address (B §3.5 lessee address); `province` is a province id. */
export interface DocumentAddress {
  readonly civicNumber: string;
  readonly street: string;
  readonly apartment: string;
  readonly city: string;
  readonly province: number | null;
  readonly postalCode: string;
}

/** The vehicle of a lease or a financing. */
export interface DocumentVehicle {
  readonly year: number | null;
  readonly make: string;
  readonly model: string;
  readonly vin: string;
}

/** The product of a contract, as the contracts table stores it. */
export type DocumentProduct = "lease" | "finance" | "microCredit";

/** A contract's terms as stored. */
export interface DocumentContract {
  readonly contractNumber: string;
  readonly product: DocumentProduct;
  readonly statusId: number;
  readonly amountCents: number;
  /** Annual rate in percent as exact decimal text ("27.15"), or null. */
  readonly annualRate: string | null;
  readonly frequency: FrequencyCode | null;
  readonly numberOfPayments: number | null;
  readonly firstPaymentDate: CalendarDate | null;
  readonly vehicle: DocumentVehicle | null;
  /** A lease's residual in cents: the balance left owing after the last payment (absent or 0: repaid in full). */
  readonly residualCents?: number;
}

/** A line of the contract's payment schedule. */
export interface DocumentPayment {
  readonly id: number;
  /** Order within the schedule, 1-based. */
  readonly seq: number;
  readonly kind: "scheduled" | "deferralFee";
  readonly dueDate: CalendarDate;
  readonly amountCents: number;
  /** The split of the amount; all 0 when the line carries none. */
  readonly principalCents: number;
  readonly interestCents: number;
  readonly feeCents: number;
  readonly isFromOriginalSchedule: boolean;
  /** The day it was paid, or null while unpaid. */
  readonly paidOn: CalendarDate | null;
}

/** Money received on the contract. */
export interface DocumentReceipt {
  readonly id: number;
  readonly paidOn: CalendarDate;
  readonly amountCents: number;
  /** `pad`, `etransfer`, `cash`, `cheque` or another code (printed as is). */
  readonly method: string;
  /** The payment line it settles, if any. */
  readonly paymentId: number | null;
  /** Every payment line it paid something on, when known (a ledger's payment may pay several). */
  readonly lineIds?: readonly number[];
}

/** Everything one contract's documents are made from. */
export interface DocumentFacts {
  /** The lender's name (the tenant's). */
  readonly lenderName: string;
  readonly customer: DocumentCustomer | null;
  readonly contract: DocumentContract;
  readonly payments: readonly DocumentPayment[];
  readonly receipts: readonly DocumentReceipt[];
  /** The ledger's fees, waivers and returned payments, for the statement (none when missing). */
  readonly ledgerEntries?: readonly StatementLedgerEntry[];
  /**
   * The balance figures of the contract's ledger on `today` (the figures the
   * payments profile shows, the ledger's fees among them); computed from
   * `payments` when missing.
   */
  readonly ledgerBalances?: DocumentBalances;
  /** The day the document is printed; every "as of" is this day. */
  readonly today: CalendarDate;
}
