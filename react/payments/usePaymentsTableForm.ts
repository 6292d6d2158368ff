import { useEffect, useState, type RefObject } from "react";
import { paymentsTableForm, paymentsTableShortFormMinWidthPx, type PaymentsTableForm } from "@lendkit/core";

export type { PaymentsTableForm };

/** Options of `usePaymentsTableForm`. */
export interface UsePaymentsTableFormOptions {
  /** Forces the form: true short, false wide; measured from the container when missing. */
  readonly compact?: boolean;
  /** Container width (px) from which the short form is used; core's `paymentsTableShortFormMinWidthPx` (600) by default. */
  readonly shortFormMinWidth?: number;
}

/**
 * The form of the standard layout's table (A §2): `compact` when given,
 * otherwise from the container's width, followed on resize, through core's
 * `paymentsTableForm` (A §2 as written: wide form on narrow containers, short
 * form L/R, P, U/V on wide ones); wide until the container is measured.
 *
 * @example
 * const form = usePaymentsTableForm(containerRef, { compact });
 * <table data-form={form}>…</table>
 */
export const usePaymentsTableForm = (
  containerRef: RefObject<HTMLElement | null>,
  options: UsePaymentsTableFormOptions = {},
): PaymentsTableForm => {
  const { compact, shortFormMinWidth = paymentsTableShortFormMinWidthPx } = options;
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = containerRef.current;
    if (compact !== undefined || element === null) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [containerRef, compact]);
  if (compact !== undefined) return compact ? "short" : "wide";
  return width === null ? "wide" : paymentsTableForm(width, shortFormMinWidth);
};
