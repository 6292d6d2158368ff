import { useCallback, useMemo, useState } from "react";
import { paymentsMessages } from "@lendkit/core";
import type { CalendarDate } from "@internationalized/date";
import {
  canRequestDeferral,
  formatMoney,
  hiddenPaymentCounts,
  paymentCardView,
  paymentWindowButtonLabel,
  visiblePayments,
  type CustomerPayments,
  type PaymentCardView,
  type PaymentLine,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import type { PaymentsNotice, PaymentsNotify } from "./types.js";
import { usePaymentsListState, type PaymentsListState } from "./usePaymentsListState.js";

/** Options of `usePaymentsList`. */
export interface UsePaymentsListOptions {
  /** The contract's payments model (decoded with core's `decodeCustomerPayments`). */
  readonly payments: CustomerPayments;
  /** Today's date, passed in (the rules never read a clock). */
  readonly today: CalendarDate;
  /** Receives the deferral notices; without it the list shows them in its own live region. */
  readonly onNotify?: PaymentsNotify;
}

/** One payment as a card or a table row shows it, all from core. */
export interface PaymentRowView {
  /** Its index in the payments list. */
  readonly index: number;
  /** The payment line. */
  readonly line: PaymentLine;
  /** Status, chip label and colour, letter, yyyy-MM-dd date, type and Defer eligibility (core's `paymentCardView`). */
  readonly view: PaymentCardView;
  /** The amount in the user's language (core's `formatMoney`). */
  readonly amountText: string;
  /** For the Defer button, or null when the payment is not eligible (core's `isDeferralEligible`) or the role may not request a deferral (core's `canRequestDeferral`). */
  readonly deferButtonProps: { readonly onPress: () => void; readonly children: string } | null;
}

/** Props for a window button. */
export interface PaymentWindowButtonProps {
  readonly onPress: () => void;
  /** "Show Past Payments (n)" / "Show Future Payments (n)". */
  readonly children: string;
  /** True when nothing is hidden on that side. */
  readonly isDisabled: boolean;
}

/** What `usePaymentsList` returns. */
export interface PaymentsListAria {
  /** Window and open deferral. */
  readonly state: PaymentsListState;
  /** The payments inside the window (embedded layout). */
  readonly cards: readonly PaymentRowView[];
  /** Every payment (standard layout). */
  readonly rows: readonly PaymentRowView[];
  /** For "Show Past Payments (n)". */
  readonly pastButtonProps: PaymentWindowButtonProps;
  /** For "Show Future Payments (n)". */
  readonly futureButtonProps: PaymentWindowButtonProps;
  /** Column headers of the standard layout. */
  readonly columns: { readonly date: string; readonly amount: string; readonly status: string; readonly type: string };
  /** Header of the standard layout's Defer column ("Defer"/"Reporter"). */
  readonly deferColumn: string;
  /** Sends a notice to `onNotify`, or keeps it for the list's own live region. */
  readonly notify: PaymentsNotify;
  /** The last notice kept for the live region (only without `onNotify`). */
  readonly notice: PaymentsNotice | null;
}

/**
 * The customer payments list's behaviour (A §2, §4, §5): the embedded
 * layout's window (core's `initialPaymentWindow`, grown 5 at a time by the two
 * buttons), each payment's card view and formatted amount, and the Defer
 * button on the payments core finds eligible on `today`.
 *
 * @example
 * const list = usePaymentsList({ payments, today: today(getLocalTimeZone()), onNotify: push });
 * list.cards.map((card) => <li data-status={card.view.status}>{card.view.dateText} {card.amountText}</li>);
 */
export const usePaymentsList = (options: UsePaymentsListOptions): PaymentsListAria => {
  const { payments, today, onNotify } = options;
  const { lang, role } = useLendkit();
  const mayDefer = canRequestDeferral(role);
  const t = useMessages(paymentsMessages);
  const lines = payments.paymentsList;
  const state = usePaymentsListState(lines);
  const [notice, setNotice] = useState<PaymentsNotice | null>(null);
  const { window, extend, openDeferral } = state;

  const rows = useMemo(
    () =>
      lines.flatMap((line, index): PaymentRowView[] => {
        const view = paymentCardView(lang, lines, index, today);
        if (view === null) return [];
        return [
          {
            index,
            line,
            view,
            amountText: formatMoney(line.amount, lang),
            deferButtonProps: view.canDefer && mayDefer ? { onPress: () => openDeferral(index), children: t("payments.defer") } : null,
          },
        ];
      }),
    [lines, lang, today, openDeferral, t, mayDefer],
  );
  const hidden = hiddenPaymentCounts(window, lines.length);
  const notify = useCallback<PaymentsNotify>(
    (next) => (onNotify ? onNotify(next) : setNotice(next)),
    [onNotify],
  );

  return {
    state,
    cards: visiblePayments(rows, window),
    rows,
    pastButtonProps: {
      onPress: () => extend("past"),
      children: paymentWindowButtonLabel(lang, "past", hidden.past),
      isDisabled: hidden.past === 0,
    },
    futureButtonProps: {
      onPress: () => extend("future"),
      children: paymentWindowButtonLabel(lang, "future", hidden.future),
      isDisabled: hidden.future === 0,
    },
    columns: {
      date: t("payments.column.date"),
      amount: t("payments.column.amount"),
      status: t("payments.column.status"),
      type: t("payments.column.type"),
    },
    deferColumn: t("payments.defer"),
    notify,
    notice,
  };
};
