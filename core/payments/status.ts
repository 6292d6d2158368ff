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
}

/** The kind of a payment line on the wire: a schedule payment or a fee line. */
export type PaymentLineKind = "payment" | "fee";

/**
 * A payment card's status (A §4): late, paid (green chip), paid with an NSF
 * return still possible (yellow chip) or upcoming.
 */
export type PaymentStatus = "late" | "paid" | "paidNsfReturnable" | "upcoming";

/**
 * The status of a payment line: late if isLate; paid if isPaid (the yellow
 * variant when canReturnNsf); otherwise upcoming.
 *
 * @example
 * const dueDate = new CalendarDate(2026, 3, 6);
 * paymentStatus({ dueDate, isPaid: true, canReturnNsf: true }) // "paidNsfReturnable"
 * paymentStatus({ dueDate, isLate: true, isPaid: true }) // "late"
 */
export const paymentStatus = (line: PaymentLineLike): PaymentStatus =>
  line.isLate ? "late" : line.isPaid ? (line.canReturnNsf ? "paidNsfReturnable" : "paid") : "upcoming";

/** Chip colour of a status: red late, green paid, yellow paid with NSF return possible, grey upcoming. */
export type PaymentChipColour = "red" | "green" | "yellow" | "grey";

const chipColours: Record<PaymentStatus, PaymentChipColour> = {
  late: "red",
  paid: "green",
  paidNsfReturnable: "yellow",
  upcoming: "grey",
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
};

const shortKeys: Record<PaymentStatus, PaymentsTextKey> = {
  late: "payments.statusShort.late",
  paid: "payments.statusShort.paid",
  paidNsfReturnable: "payments.statusShort.paid",
  upcoming: "payments.statusShort.upcoming",
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
 */
export const paymentTypeLabel = (lang: Lang, line: PaymentLineLike): string =>
  t(lang, line.deferral?.status === "approved" ? "payments.type.moved" : line.isFromOriginalSchedule ? "payments.type.original" : "payments.type.added");

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * A payment date as the cards and the deferral message show it: yyyy-MM-dd.
 *
 * @example
 * formatPaymentDate(new CalendarDate(2026, 3, 6)) // "2026-03-06"
 */
export const formatPaymentDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
