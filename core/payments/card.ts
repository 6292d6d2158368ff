import type { CalendarDate } from "@internationalized/date";
import type { Lang } from "../i18n/translate.js";
import { isDeferralEligible } from "../deferral/eligibility.js";
import {
  formatPaymentDate,
  paymentChipColour,
  paymentStatus,
  paymentStatusLabel,
  paymentStatusLetter,
  paymentTypeLabel,
  returnedLineText,
  type PaymentChipColour,
  type PaymentLineLike,
  type PaymentStatus,
} from "./status.js";

/** Everything a payment card or table row shows, except the amount (formatted by the masks). */
export interface PaymentCardView {
  readonly status: PaymentStatus;
  readonly chipLabel: string;
  readonly chipColour: PaymentChipColour;
  /** The short form's letter (L/R, P, U/V). */
  readonly letter: string;
  /** yyyy-MM-dd */
  readonly dateText: string;
  readonly typeLabel: string;
  /** On a returned line: the day its payment was returned and why ("Payment returned on 2026-11-17 (insufficient funds)"); null otherwise. */
  readonly returnedText: string | null;
  /** The Defer button shows. */
  readonly canDefer: boolean;
}

/**
 * The view of the payment at `index` for a card (embedded layout) or a table
 * row (standard layout), in `lang`.
 *
 * @example
 * const lines = [
 *   { dueDate: new CalendarDate(2026, 3, 6), isPaid: true },
 *   { dueDate: new CalendarDate(2026, 3, 13) },
 *   { dueDate: new CalendarDate(2026, 3, 20), isFromOriginalSchedule: true },
 * ];
 * paymentCardView("fr", lines, 2, new CalendarDate(2026, 3, 10))
 * // { status: "upcoming", chipLabel: "À venir", chipColour: "grey", letter: "V", dateText: "2026-03-20", typeLabel: "Calendrier initial", returnedText: null, canDefer: true }
 */
export const paymentCardView = (
  lang: Lang,
  lines: readonly PaymentLineLike[],
  index: number,
  today: CalendarDate,
): PaymentCardView | null => {
  const line = lines[index];
  if (!line) return null;
  const status = paymentStatus(line);
  return {
    status,
    chipLabel: paymentStatusLabel(lang, status),
    chipColour: paymentChipColour(status),
    letter: paymentStatusLetter(lang, status),
    dateText: formatPaymentDate(line.dueDate),
    typeLabel: paymentTypeLabel(lang, line),
    returnedText: returnedLineText(lang, line),
    canDefer: isDeferralEligible(lines, index, today),
  };
};
