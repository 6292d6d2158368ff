import type { CalendarDate } from "@internationalized/date";
import * as paymentsCatalog from "../i18n/catalog/payments.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";

/** The keys of the texts this module shows. */
type PaymentsTextKey = keyof typeof paymentsCatalog.en;
/** `t` over the payments catalog only, so a page does not ship every catalog. */
const t = translator<PaymentsTextKey>(paymentsCatalog);

/** The fields of a payment line the payment rules read (a decoded `PaymentLine` fits). */
export interface PaymentLineLike {
  readonly dueDate: CalendarDate;
  readonly isLate?: boolean | undefined;
  readonly isPaid?: boolean | undefined;
  readonly canReturnNsf?: boolean | undefined;
  readonly isFromOriginalSchedule?: boolean | undefined;
  /**
   * What the line is (issue 15 §5): a schedule payment (the default when
   * missing) or a fee line (a deferral fee), which is never deferred.
   */
  readonly lineKind?: PaymentLineKind | undefined;
  /** A deferral request for this payment waits for a decision: no second one. */
  readonly hasPendingDeferral?: boolean | undefined;
  /** The line's latest deferral request: approved means the payment was moved to a new date. */
  readonly deferral?: { readonly status: "pending" | "approved" | "refused" } | null | undefined;
  /** The bank returned the payment that paid this line and it is owed again (core/servicing `lineReturns`). */
  readonly returned?: { readonly returnedOn: CalendarDate; readonly reason: LineReturnReason } | null | undefined;
  /** On a fee line of the ledger: what the fee is for. */
  readonly feeKind?: LineFeeKind | null | undefined;
}

/** Why the bank returned a payment (core/servicing's `ReturnReason`). */
export type LineReturnReason = "nsf" | "accountClosed" | "stopped" | "other";
/** What a fee line is for (core/servicing's `FeeKind`). */
export type LineFeeKind = "nsf" | "late" | "deferral" | "other";

/** The kind of a payment line on the wire: a schedule payment or a fee line. */
export type PaymentLineKind = "payment" | "fee";

/**
 * A payment card's status (A §4): late, paid (green chip), paid with an NSF
 * return still possible (yellow chip), upcoming, or returned (red chip: the
 * bank took back the payment that paid it and it is owed again).
 */
export type PaymentStatus = "late" | "paid" | "paidNsfReturnable" | "upcoming" | "returned";

/**
 * The status of a payment line: returned when its payment was returned and
 * it is not paid again (late or not: the customer is told why); late if
 * isLate; paid if isPaid (the yellow variant when canReturnNsf); otherwise
 * upcoming.
 *
 * @example
 * const dueDate = new CalendarDate(2026, 3, 6);
 * paymentStatus({ dueDate, isPaid: true, canReturnNsf: true }) // "paidNsfReturnable"
 * paymentStatus({ dueDate, isLate: true, isPaid: true }) // "late"
 * paymentStatus({ dueDate, isLate: true, returned: { returnedOn: new CalendarDate(2026, 3, 10), reason: "nsf" } }) // "returned"
 */
export const paymentStatus = (line: PaymentLineLike): PaymentStatus =>
  line.returned && !line.isPaid ? "returned" : line.isLate ? "late" : line.isPaid ? (line.canReturnNsf ? "paidNsfReturnable" : "paid") : "upcoming";

/** Chip colour of a status: red late, green paid, yellow paid with NSF return possible, grey upcoming. */
export type PaymentChipColour = "red" | "green" | "yellow" | "grey";

const chipColours: Record<PaymentStatus, PaymentChipColour> = {
  late: "red",
  paid: "green",
  paidNsfReturnable: "yellow",
  upcoming: "grey",
  returned: "red",
};

/**
 * The chip colour of a status (a name; the app maps it to its palette).
 *
 * @example
 * paymentChipColour("paidNsfReturnable") // "yellow"
 */
export const paymentChipColour = (status: PaymentStatus): PaymentChipColour => chipColours[status];

const chipKeys: Record<PaymentStatus, PaymentsTextKey> = {
  late: "payments.status.late",
  paid: "payments.status.paid",
  paidNsfReturnable: "payments.status.paid",
  upcoming: "payments.status.upcoming",
  returned: "payments.status.returned",
};

const shortKeys: Record<PaymentStatus, PaymentsTextKey> = {
  late: "payments.statusShort.late",
  paid: "payments.statusShort.paid",
  paidNsfReturnable: "payments.statusShort.paid",
  upcoming: "payments.statusShort.upcoming",
  returned: "payments.statusShort.returned",
};

/**
 * The chip label of a status: Late / Paid / Upcoming (En retard / Payé / À venir).
 *
 * @example
 * paymentStatusLabel("fr", "upcoming") // "À venir"
 */
export const paymentStatusLabel = (lang: Lang, status: PaymentStatus): string => t(lang, chipKeys[status]);

/**
 * The one-letter status of the standard layout's short form (A §2 "L/R, P,
 * U/V"): L Late / R Retard, P Paid / Payé, U Upcoming / V à Venir.
 *
 * @example
 * paymentStatusLetter("en", "late") // "L"
 * paymentStatusLetter("fr", "upcoming") // "V"
 */
export const paymentStatusLetter = (lang: Lang, status: PaymentStatus): string => t(lang, shortKeys[status]);

/**
 * The card's "type": a payment of the original schedule, one moved to a new
 * date by an approved deferral (no longer where the original schedule had
 * it), or one added later (a deferral's fee, an NSF re-presentation…).
 *
 * @example
 * paymentTypeLabel("en", { dueDate: new CalendarDate(2026, 3, 6), isFromOriginalSchedule: true }) // "Original schedule"
 * paymentTypeLabel("en", { dueDate: new CalendarDate(2026, 3, 20), isFromOriginalSchedule: true, deferral: { status: "approved" } }) // "Moved payment"
 * paymentTypeLabel("fr", { dueDate: new CalendarDate(2026, 11, 17), lineKind: "fee", feeKind: "nsf" }) // "Frais de paiement refusé"
 */
export const paymentTypeLabel = (lang: Lang, line: PaymentLineLike): string =>
  line.feeKind
    ? t(lang, `payments.type.fee.${line.feeKind}`)
    : t(lang, line.deferral?.status === "approved" ? "payments.type.moved" : line.isFromOriginalSchedule ? "payments.type.original" : "payments.type.added");

/**
 * The reason a bank returned a payment, in the customer's words.
 *
 * @example
 * returnReasonText("fr", "nsf") // "provision insuffisante"
 */
export const returnReasonText = (lang: Lang, reason: LineReturnReason): string => t(lang, `payments.returnReason.${reason}`);

/**
 * What a returned line says under its status: the day its payment was
 * returned and why; null on any other line.
 *
 * @example
 * returnedLineText("en", { dueDate: new CalendarDate(2026, 11, 13), returned: { returnedOn: new CalendarDate(2026, 11, 17), reason: "nsf" } }) // "Payment returned on 2026-11-17 (insufficient funds)"
 */
export const returnedLineText = (lang: Lang, line: PaymentLineLike): string | null =>
  paymentStatus(line) === "returned" && line.returned
    ? t(lang, "payments.returned.line", { date: formatPaymentDate(line.returned.returnedOn), reason: returnReasonText(lang, line.returned.reason) })
    : null;

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * A payment date as the cards and the deferral message show it: yyyy-MM-dd.
 *
 * @example
 * formatPaymentDate(new CalendarDate(2026, 3, 6)) // "2026-03-06"
 */
export const formatPaymentDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
