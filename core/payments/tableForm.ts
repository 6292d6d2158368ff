/** The two forms of the standard layout's payments table (A §2): full words and type, or one-letter statuses. */
export type PaymentsTableForm = "wide" | "short";

/** Container width in px from which the payments table takes its short form (A §2). */
export const paymentsTableShortFormMinWidthPx = 600;

/**
 * The payments table's form for its container's width, kept as A §2 states it:
 * the wide form (words and type) on narrow containers, the short form
 * (L/R, P, U/V) from `shortFormMinWidth` up. A width that is not a finite
 * number (not measured yet) gives the wide form.
 *
 * @example
 * paymentsTableForm(400) // "wide"
 * paymentsTableForm(600) // "short"
 * paymentsTableForm(700, 800) // "wide"
 */
export const paymentsTableForm = (
  containerWidth: number,
  shortFormMinWidth: number = paymentsTableShortFormMinWidthPx,
): PaymentsTableForm =>
  Number.isFinite(containerWidth) && containerWidth >= shortFormMinWidth ? "short" : "wide";
