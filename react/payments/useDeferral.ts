import { useCallback, useRef } from "react";
import { commonMessages, paymentsMessages } from "@lendkit/core";
import type { CalendarDate, DateValue } from "@internationalized/date";
import {
  buildDeferralRequest,
  defaultDeferralDate,
  deferralAnswerNotice,
  deferralDateRefusal,
  deferralDateRule,
  deferralFeeRule,
  deferralModalTexts,
  deferralRefusalText,
  encodeDeferPaymentRequest,
  formatMoney,
  formatPaymentDate,
  type CustomerPayments,
  type DeferralModalTexts,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import type { PaymentsNotify } from "./types.js";
import { useDeferralState, type DeferralState } from "./useDeferralState.js";

/** Options of `useDeferral`. */
export interface UseDeferralOptions {
  /** The contract's payments model (frequency, exception days, fee, contract id, payments). */
  readonly payments: CustomerPayments;
  /** Index of the payment to defer in `payments.paymentsList`. */
  readonly index: number;
  /** The customer's id, for POST /api/customer/{id}/DeferPaymentRequest. */
  readonly customerId: number | string;
  /** Where the request is posted; the provider's `deferralUrl` (by default the spec's /api/customer/{id}/DeferPaymentRequest) when absent. */
  readonly deferralUrl?: (customerId: number | string) => string;
  /** The lender's day (the tenant's time zone, as the server counts it), passed in. */
  readonly today: CalendarDate;
  /** Closes the modal (Cancel, Escape, after a successful request). */
  readonly onClose: () => void;
  /** Receives the success or error notice with the server's Result. */
  readonly notify: PaymentsNotify;
}

export { defaultDeferralUrl } from "../provider/index.js";

/** What `useDeferral` returns. */
export interface DeferralAria {
  /** Chosen date, problem, sending flag. */
  readonly state: DeferralState;
  /** Every text of the modal in the user's language (core's `deferralModalTexts`, fee formatted). */
  readonly texts: DeferralModalTexts;
  /** False when the server sent no fee: the fee sentence is left out. */
  readonly hasFee: boolean;
  /** The payment's due date, yyyy-MM-dd. */
  readonly dueDateText: string;
  /** For react-aria `DatePicker`: the chosen date, and core's `deferralDateRefusal` (the server's rule) for each day. */
  readonly datePickerProps: {
    readonly value: CalendarDate | null;
    readonly onChange: (value: CalendarDate | null) => void;
    readonly isDateUnavailable: (date: DateValue) => boolean;
    readonly isInvalid: boolean;
  };
  /** The problem's text ("Choose the date…", "This date cannot be chosen…"), or null. */
  readonly problemText: string | null;
  /**
   * Why no date is proposed while none is chosen (core's `defaultDeferralDate`
   * gave none: the contract's exception days all fall before its last
   * payment), or null.
   */
  readonly noDefaultText: string | null;
  /** For Submit: builds the request with core and posts it; pending while it runs. */
  readonly submitButtonProps: { readonly onPress: () => void; readonly isPending: boolean; readonly children: string };
  /** For Cancel; disabled while sending. */
  readonly cancelButtonProps: { readonly onPress: () => void; readonly isDisabled: boolean; readonly children: string };
}

/** 128 random bits as hex; getRandomValues also works outside secure contexts, unlike randomUUID. */
const idempotencyKey = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The deferral modal's behaviour (A §4, §5, §7): the date starts on core's
 * `defaultDeferralDate`, or empty with `noDefaultText` saying why when
 * core proposes none; the picker disables every day core's
 * `deferralDateRefusal` refuses for this payment (`deferralDateRule`: past
 * days, non-exception days, days not after the due date, days after the end
 * of the schedule) — the very rule the server applies; Submit builds the body with
 * core's `buildDeferralRequest` (the `Deferalmessage` in the user's language,
 * `contractId`, `lang`) and posts it through the provider's `fetcher`; the
 * server's Result comes back as a success notice (the modal closes) or an
 * error notice (it stays open).
 *
 * @example
 * const deferral = useDeferral({ payments, index: 3, customerId: 42, today, onClose, notify: push });
 * <DatePicker {...deferral.datePickerProps}>…</DatePicker>
 */
export const useDeferral = (options: UseDeferralOptions): DeferralAria => {
  const { payments, index, customerId, today, onClose, notify } = options;
  const lendkit = useLendkit();
  const { lang, fetcher } = lendkit;
  const deferralUrl = options.deferralUrl ?? lendkit.deferralUrl;
  const t = useMessages(commonMessages, paymentsMessages);
  const lines = payments.paymentsList;
  const line = lines[index];
  const exceptionDays = payments.EdiExceptionDays;
  const proposedDate = defaultDeferralDate(lines, payments.PaymentFrenquency, exceptionDays, today);
  const rule = deferralDateRule(lines, index, payments.PaymentFrenquency, exceptionDays, today);
  const state = useDeferralState(proposedDate);
  const sending = useRef(false);
  const lastAttempt = useRef<{ readonly body: string; readonly key: string } | null>(null);
  const { date, setDate, setProblem, setSending } = state;

  const submit = useCallback(async () => {
    if (sending.current || line === undefined) return;
    const built = buildDeferralRequest({
      lang,
      contractId: payments.currentContractId,
      paymentId: line.id,
      dueDate: line.dueDate,
      requestedDate: date,
      today,
      ediExceptionDays: exceptionDays,
      latestDate: rule?.latest ?? null,
    });
    if (!built.ok) {
      setProblem(built.reason);
      return;
    }
    setProblem(null);
    sending.current = true;
    setSending(true);
    const body = JSON.stringify(encodeDeferPaymentRequest(built.body));
    // The same request sent again (after a lost answer) reuses its key, so the
    // server replays its first answer instead of refusing or duplicating it.
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: idempotencyKey() };
    try {
      const response = await fetcher(deferralUrl(customerId), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": lastAttempt.current.key },
        body,
      });
      const notice = deferralAnswerNotice(lang, response.ok, await response.json().catch(() => null));
      notify(notice);
      if (notice.type === "success") onClose();
    } catch {
      notify({ type: "error", message: t("common.genericError") });
    } finally {
      sending.current = false;
      setSending(false);
    }
  }, [line, lang, payments.currentContractId, date, today, exceptionDays, rule, setProblem, setSending, fetcher, customerId, deferralUrl, notify, onClose, t]);

  const fee = payments.deferallPaymentFee;
  const problemText = state.problem === null ? null : deferralRefusalText(lang, state.problem, rule?.latest ?? null);

  return {
    state,
    texts: { ...deferralModalTexts(lang, ""), feeRule: deferralFeeRule(lang, fee === null ? null : formatMoney(fee, lang)) },
    hasFee: fee !== null,
    dueDateText: line ? formatPaymentDate(line.dueDate) : "",
    datePickerProps: {
      value: date,
      onChange: (value) => {
        setDate(value);
        setProblem(null);
      },
      isDateUnavailable: (day) => rule === null || deferralDateRefusal(day as CalendarDate, rule) !== null,
      isInvalid: state.problem !== null,
    },
    problemText,
    noDefaultText: proposedDate === null && date === null ? t("payments.deferral.noDefault") : null,
    submitButtonProps: { onPress: () => void submit(), isPending: state.isSending, children: t("payments.deferral.submit") },
    cancelButtonProps: { onPress: onClose, isDisabled: state.isSending, children: t("payments.deferral.cancel") },
  };
};
