import type { CalendarDate } from "@internationalized/date";
import type { BusinessCalendar } from "../../calculator/businessDays.js";

/**
 * The servicing ledger of one contract: its schedule lines and the
 * append-only money events recorded on it, in integer cents. A correction
 * is a new event, never an edit. See docs/servicing.md.
 */

/** How a payment was collected. */
export type PaymentMethod = "pad" | "etransfer" | "cash" | "cheque" | "card";
/** Why the bank returned a payment. */
export type ReturnReason = "nsf" | "accountClosed" | "stopped" | "other";
/** What a fee is for. */
export type FeeKind = "nsf" | "late" | "deferral" | "other";

/**
 * What every event carries: its id (unique among the contract's events and
 * lines) and its recording order. The recording order never changes the
 * state at a date; it only breaks ties among events of the same kind on the
 * same value date (see `eventOrder`).
 */
interface EventBase {
  readonly id: string;
  readonly recordedSeq: number;
}

/** Money received from the customer, available from its value date. */
export interface PaymentReceived extends EventBase {
  readonly kind: "paymentReceived";
  readonly amountCents: number;
  readonly valueDate: CalendarDate;
  readonly method: PaymentMethod;
  readonly externalId?: string;
}

/** The bank took a payment back on `returnedOn`: its allocations are reversed that day. */
export interface PaymentReturned extends EventBase {
  readonly kind: "paymentReturned";
  readonly paymentId: string;
  readonly returnedOn: CalendarDate;
  readonly reason: ReturnReason;
}

/**
 * A fee charged to the contract: it becomes a fee line due on `dueDate`
 * (the line's id is the event's id), part of the book from `assessedOn`
 * (its due date when not given).
 */
export interface FeeAssessed extends EventBase {
  readonly kind: "feeAssessed";
  readonly feeKind: FeeKind;
  readonly amountCents: number;
  readonly dueDate: CalendarDate;
  readonly assessedOn?: CalendarDate;
  /** The schedule line the fee is for (a late fee names the late line): a reference the replay does not read. */
  readonly forLineId?: string;
}

/** A fee line forgiven: what it still owes on `waivedOn` (its assessment day when not given) is owed no more. */
export interface FeeWaived extends EventBase {
  readonly kind: "feeWaived";
  readonly feeLineId: string;
  readonly reason: string;
  readonly waivedOn?: CalendarDate;
}

/**
 * A correction of the balance on `valueDate`: a credit (amount > 0) is
 * money applied by the waterfall like a payment, but never returned; a
 * debit (amount < 0) becomes a charge line due that day.
 */
export interface Adjustment extends EventBase {
  readonly kind: "adjustment";
  readonly amountCents: number;
  readonly valueDate: CalendarDate;
  readonly reason: string;
}

/** The lender gives up on what is owed on `valueDate`. */
export interface WriteOff extends EventBase {
  readonly kind: "writeOff";
  readonly valueDate: CalendarDate;
  readonly reason: string;
}

/** One money event of a contract. */
export type LedgerEvent = PaymentReceived | PaymentReturned | FeeAssessed | FeeWaived | Adjustment | WriteOff;

/** What a line is: a schedule payment, a deferral fee line of the schedule, a fee event's line, a debit adjustment's line. */
export type LedgerLineKind = "scheduled" | "deferralFee" | "fee" | "adjustment";

/**
 * A schedule line as the ledger reads it. The split of its amount into fee,
 * interest and principal is given where known; a scheduled line without
 * any split repays capital only, a deferral fee line is all fee (the
 * rule of core/servicing `capitalPartCents`).
 */
export interface ScheduleLineInput {
  readonly id: string;
  /** Order within the contract; breaks ties between lines due the same day. */
  readonly seq: number;
  readonly kind?: "scheduled" | "deferralFee";
  readonly dueDate: CalendarDate;
  readonly amountCents: number;
  readonly feeCents?: number;
  readonly interestCents?: number;
  readonly principalCents?: number;
}

/** The three parts of a line's amount, in the order the default waterfall pays them. */
export type LinePart = "fee" | "interest" | "principal";

/** Cents by part. */
export interface PartCents {
  readonly fee: number;
  readonly interest: number;
  readonly principal: number;
}

/**
 * How money is allocated (a tenant setting): lines oldest first (the only
 * order for now), and within a line the parts in `partOrder`.
 */
export interface Waterfall {
  readonly lineOrder: "oldestFirst";
  readonly partOrder: readonly [LinePart, LinePart, LinePart];
}

/** The tenant's servicing settings the replay reads. */
export interface LedgerSettings {
  readonly waterfall: Waterfall;
  /** Business days after its value date during which a collected payment can still be returned NSF. */
  readonly nsfReturnBusinessDays: number;
  /** The methods a bank can return NSF (cash and card are final). */
  readonly nsfReturnableMethods: readonly PaymentMethod[];
  readonly businessCalendar: BusinessCalendar;
}

/** Why a replay refuses its input (`servicing.refusal.<code>` in the catalog). */
export type LedgerRefusal =
  | "duplicateId"
  | "amountNotPositive"
  | "lineSplitMismatch"
  | "unknownPayment"
  | "alreadyReturned"
  | "returnBeforePayment"
  | "unknownFeeLine"
  | "alreadyWaived"
  | "waiverBeforeFee"
  | "alreadyWrittenOff";

/** What one payment (or credit adjustment) paid on one line. */
export interface Allocation {
  readonly lineId: string;
  readonly fee: number;
  readonly interest: number;
  readonly principal: number;
}

/** A line of the book on `asOf`. */
export interface LedgerLine {
  readonly id: string;
  readonly seq: number;
  readonly kind: LedgerLineKind;
  /** The fee's kind on a fee line. */
  readonly feeKind: FeeKind | null;
  readonly dueDate: CalendarDate;
  readonly amountCents: number;
  readonly paidCents: number;
  readonly outstandingCents: number;
  /** What is outstanding, by part (what a payoff and the waterfall read). */
  readonly outstanding: PartCents;
  readonly waivedCents: number;
  readonly writtenOffCents: number;
  /** Interest and per-period fees of a line not yet due that a payoff made unearned. */
  readonly cancelledCents: number;
  /** Nothing outstanding and something paid, with nothing written off. */
  readonly isPaid: boolean;
  /** Something outstanding and the due date is before `asOf`. */
  readonly isLate: boolean;
  readonly daysPastDue: number;
  /** A payment that paid this line can still be returned NSF. */
  readonly canReturnNsf: boolean;
  /** Nothing is left to select on this line. */
  readonly isCheckboxDisabled: boolean;
}

/** A payment or credit adjustment on `asOf`, with what it paid. */
export interface LedgerPayment {
  readonly id: string;
  readonly kind: "payment" | "adjustment";
  readonly amountCents: number;
  readonly valueDate: CalendarDate;
  readonly method: PaymentMethod | null;
  /** The return event's id once the return's day has come; its allocations are then reversed. */
  readonly returnedBy: string | null;
  /** That return's day (null while not returned). */
  readonly returnedOn: CalendarDate | null;
  readonly canReturnNsf: boolean;
  /** What it paid, per line in line order (for a returned payment: what its return reversed). */
  readonly allocations: readonly Allocation[];
  /** Its part of the credit balance. */
  readonly creditCents: number;
}

/** Delinquency buckets by days past due of the oldest late line. */
export type DelinquencyBucket = "current" | "1-30" | "31-60" | "61-90" | "91+";

/** The contract's figures on `asOf` (cents). */
export interface LedgerBalances {
  /** Sum outstanding on the late lines; the same figure as `totalUnpaidCents`. */
  readonly amountLateCents: number;
  readonly totalUnpaidCents: number;
  readonly totalUnpaidStartDate: CalendarDate | null;
  /** Principal still owed on the lines (with `capitalLentCents`: the capital lent less the principal repaid or written off). */
  readonly capitalRemainingCents: number;
  /** `SoldeFinPeriodeCourante`: the settlement on the next withdrawal date (core/servicing `contractBalances`' rule). */
  readonly balanceEndOfPeriodCents: number;
  /** Outstanding on the fee and debit lines. */
  readonly feesOutstandingCents: number;
  readonly creditBalanceCents: number;
  readonly writtenOffCents: number;
  readonly nextPayment: { readonly amountCents: number; readonly dueDate: CalendarDate } | null;
}

/** The payoff quote on a day. */
export interface PayoffQuote {
  readonly date: CalendarDate;
  /** What to pay: fees + interest + principal. */
  readonly amountCents: number;
  readonly feesCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
}

/** The state of a contract's book on `asOf`. */
export interface Ledger {
  readonly asOf: CalendarDate;
  /** Every line in waterfall order (due date, schedule lines before charge lines, then seq / recording order). */
  readonly lines: readonly LedgerLine[];
  /** Payments and credit adjustments with a value date on or before `asOf`, in application order. */
  readonly payments: readonly LedgerPayment[];
  readonly balances: LedgerBalances;
  readonly payoff: PayoffQuote;
  readonly daysPastDue: number;
  readonly bucket: DelinquencyBucket;
  readonly writtenOffOn: CalendarDate | null;
}

/** A replay's answer: the ledger, or why the input is refused and which event or line caused it. */
export type LedgerResult =
  | { readonly ok: true; readonly ledger: Ledger }
  | { readonly ok: false; readonly reason: LedgerRefusal; readonly id: string };
