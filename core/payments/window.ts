import * as paymentsCatalog from "../i18n/catalog/payments.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import type { PaymentLineLike } from "./status.js";

/** The keys of the texts this module shows. */
type PaymentsTextKey = keyof typeof paymentsCatalog.en;
/** `t` over the payments catalog only, so a page does not ship every catalog. */
const t = translator<PaymentsTextKey>(paymentsCatalog);

/** Payments shown or added at a time in the embedded layout (A §9). */
export const PAYMENT_WINDOW_SIZE = 5;
/** How many payments before the first unpaid one the window starts when none is late (A §9). */
export const PAYMENT_WINDOW_LEAD = 4;

/** The shown slice of the payments list: indexes `start` (included) to `end` (excluded). */
export interface PaymentWindow {
  readonly start: number;
  readonly end: number;
}

/** Which way the window grows: earlier payments or later ones. */
export type PaymentWindowDirection = "past" | "future";

/**
 * The window first shown (A §4): it starts at the first late payment; if
 * none is late, 4 payments before the first unpaid one (or at the first line
 * when there are fewer before it); when every payment is paid, on the last 5.
 * It holds up to 5 payments from its start (fewer at the end of the list).
 *
 * @example
 * // 10 weekly lines, lines 0–5 paid, none late: starts 4 before line 6
 * const lines = Array.from({ length: 10 }, (_, i) => ({ dueDate: new CalendarDate(2026, 1, 2).add({ days: 7 * i }), isPaid: i < 6 }));
 * initialPaymentWindow(lines) // { start: 2, end: 7 }
 */
export const initialPaymentWindow = (lines: readonly PaymentLineLike[]): PaymentWindow => {
  const total = lines.length;
  const firstLate = lines.findIndex((line) => line.isLate);
  const firstUnpaid = lines.findIndex((line) => !line.isPaid);
  const start =
    firstLate >= 0
      ? firstLate
      : firstUnpaid >= 0
        ? Math.max(0, firstUnpaid - PAYMENT_WINDOW_LEAD)
        : Math.max(0, total - PAYMENT_WINDOW_SIZE);
  return { start, end: Math.min(total, start + PAYMENT_WINDOW_SIZE) };
};

/**
 * The window grown by 5 payments into the past or the future, clamped to
 * the list (`total` payments); nothing already shown is ever dropped.
 *
 * @example
 * extendPaymentWindow({ start: 2, end: 7 }, "past", 10) // { start: 0, end: 7 }
 * extendPaymentWindow({ start: 2, end: 7 }, "future", 10) // { start: 2, end: 10 }
 */
export const extendPaymentWindow = (
  window: PaymentWindow,
  direction: PaymentWindowDirection,
  total: number,
): PaymentWindow => {
  const start = Math.min(Math.max(0, window.start), total);
  const end = Math.min(Math.max(start, window.end), total);
  return direction === "past"
    ? { start: Math.max(0, start - PAYMENT_WINDOW_SIZE), end }
    : { start, end: Math.min(total, end + PAYMENT_WINDOW_SIZE) };
};

/** The counts on the two buttons: payments hidden before and after the window. */
export interface HiddenPaymentCounts {
  readonly past: number;
  readonly future: number;
}

/**
 * How many payments the window hides on each side: past + shown + future = total.
 *
 * @example
 * hiddenPaymentCounts({ start: 2, end: 7 }, 10) // { past: 2, future: 3 }
 */
export const hiddenPaymentCounts = (window: PaymentWindow, total: number): HiddenPaymentCounts => ({
  past: Math.max(0, Math.min(window.start, total)),
  future: Math.max(0, total - Math.max(window.end, window.start)),
});

/**
 * The lines inside the window.
 *
 * @example
 * visiblePayments([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { start: 2, end: 7 }) // [2, 3, 4, 5, 6]
 */
export const visiblePayments = <L>(lines: readonly L[], window: PaymentWindow): readonly L[] =>
  lines.slice(window.start, window.end);

/**
 * The label of a window button with its hidden count:
 * "Show Past Payments (n)" / "Show Future Payments (n)".
 *
 * @example
 * paymentWindowButtonLabel("en", "past", 2) // "Show Past Payments (2)"
 * paymentWindowButtonLabel("fr", "future", 3) // "Afficher les paiements futurs (3)"
 */
export const paymentWindowButtonLabel = (lang: Lang, direction: PaymentWindowDirection, count: number): string =>
  t(lang, direction === "past" ? "payments.window.showPast" : "payments.window.showFuture", { count });
