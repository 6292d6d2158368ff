import { useCallback, useMemo, useState } from "react";
import {
  extendPaymentWindow,
  initialPaymentWindow,
  type PaymentLineLike,
  type PaymentWindow,
  type PaymentWindowDirection,
} from "@lendkit/core";

/** What `usePaymentsListState` returns. */
export interface PaymentsListState {
  /** The shown slice of the list (core's window). */
  readonly window: PaymentWindow;
  /** Grows the window 5 payments into the past or the future (core's `extendPaymentWindow`). */
  readonly extend: (direction: PaymentWindowDirection) => void;
  /** Index of the payment whose deferral modal is open, or null. */
  readonly deferralIndex: number | null;
  /** Opens the deferral modal of the payment at `index`. */
  readonly openDeferral: (index: number) => void;
  /** Closes the deferral modal. */
  readonly closeDeferral: () => void;
}

/**
 * The payments list's state (no rule): the window of the embedded layout,
 * starting where core's `initialPaymentWindow` says and starting over when
 * another list arrives, and the payment whose deferral modal is open.
 *
 * @example
 * const state = usePaymentsListState(payments.paymentsList);
 * state.extend("past");
 */
export const usePaymentsListState = (lines: readonly PaymentLineLike[]): PaymentsListState => {
  const [stored, setStored] = useState(() => ({ lines, window: initialPaymentWindow(lines) }));
  const [deferralIndex, setDeferralIndex] = useState<number | null>(null);
  // Another list (another contract, a refetch): the window starts over.
  const current = stored.lines === lines ? stored : { lines, window: initialPaymentWindow(lines) };
  if (current !== stored) setStored(current);

  const extend = useCallback(
    (direction: PaymentWindowDirection) =>
      setStored((previous) => ({ ...previous, window: extendPaymentWindow(previous.window, direction, previous.lines.length) })),
    [],
  );
  const openDeferral = useCallback((index: number) => setDeferralIndex(index), []);
  const closeDeferral = useCallback(() => setDeferralIndex(null), []);
  return useMemo(
    () => ({ window: current.window, extend, deferralIndex, openDeferral, closeDeferral }),
    [current.window, extend, deferralIndex, openDeferral, closeDeferral],
  );
};
