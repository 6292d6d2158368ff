// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { act, cleanup, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, deferralDateRefusal, deferralDateRule, type CustomerPayments } from "@lendkit/core";
import { NotificationRegion, NotificationsProvider, useNotifications } from "../notification/index.js";
import { renderWithLendkit } from "../testing/render.js";
import { CustomerPaymentsList, useDeferral, usePaymentsListState } from "./index.js";
import { LendkitProvider } from "../provider/index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 3, 10);

/** `count` weekly upcoming payments from 2026-03-03, the first `paid` of them paid. */
const payments = (count: number, paid: number): CustomerPayments => {
  const first = new CalendarDate(2026, 3, 3);
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 2,
    currentContractId: 9,
    paymentsList: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      dueDate: first.add({ weeks: index }).toString(),
      amount: "1234.5",
      isPaid: index < paid,
    })),
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

describe("usePaymentsListState", () => {
  it("starts 4 before the first unpaid payment, and starts over when another list arrives", () => {
    const first = payments(12, 6).paymentsList;
    const second = payments(3, 0).paymentsList;
    const { result, rerender } = renderHook(({ lines }) => usePaymentsListState(lines), { initialProps: { lines: first } });
    expect(result.current.window).toEqual({ start: 2, end: 7 });
    act(() => result.current.extend("future"));
    expect(result.current.window).toEqual({ start: 2, end: 12 });
    rerender({ lines: second });
    expect(result.current.window).toEqual({ start: 0, end: 3 });
  });
});

describe("DeferralModal", () => {
  it("leaves out the fee sentence when the server sent no fee", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<CustomerPaymentsList payments={payments(6, 0)} customerId={5} today={today} onNotify={() => {}} />, { lang: "en" });
    await user.click(screen.getAllByRole("button", { name: "Defer" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Payment deferral request" });
    expect(dialog.querySelector("[data-part=fee-rule]")).toBeNull();
    expect(dialog.querySelector("[data-part=notice-rule]")?.textContent).toBe(
      "Requests made less than 72 hours before the payment date are ignored.",
    );
  });

  it.each([
    ["en", "Choose the date to defer the payment to."],
    ["fr", "Choisissez la date à laquelle reporter le paiement."],
  ] as const)("useDeferral: without a date, submit asks for one and sends nothing (%s)", async (lang, text) => {
    const fetcher = vi.fn();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <LendkitProvider defaultLang={lang} fetcher={fetcher}>
        {children}
      </LendkitProvider>
    );
    const { result } = renderHook(
      () => useDeferral({ payments: payments(6, 0), index: 2, customerId: 5, today, onClose: () => {}, notify: () => {} }),
      { wrapper },
    );
    expect(result.current.datePickerProps.value?.toString()).toBe("2026-05-07");
    act(() => result.current.datePickerProps.onChange(null));
    act(() => result.current.submitButtonProps.onPress());
    expect(result.current.problemText).toBe(text);
    expect(result.current.datePickerProps.isInvalid).toBe(true);
    expect(fetcher).not.toHaveBeenCalled();
    act(() => result.current.datePickerProps.onChange(new CalendarDate(2026, 3, 9)));
    act(() => result.current.submitButtonProps.onPress());
    expect(result.current.state.problem).toBe("dateNotAllowed");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([
    ["en", "The new date must be after the date of the payment.", "The new date cannot be later than 2026-05-07."],
    ["fr", "La nouvelle date doit être postérieure à la date du paiement.", "La nouvelle date ne peut pas être postérieure au 2026-05-07."],
  ] as const)("useDeferral: the picker offers exactly the days the server's rule accepts, and Submit refuses the others in its words (%s)", (lang, notAfterDue, tooLate) => {
    const fetcher = vi.fn();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <LendkitProvider defaultLang={lang} fetcher={fetcher}>
        {children}
      </LendkitProvider>
    );
    const model = payments(6, 0);
    const { result } = renderHook(() => useDeferral({ payments: model, index: 2, customerId: 5, today, onClose: () => {}, notify: () => {} }), { wrapper });
    const unavailable = result.current.datePickerProps.isDateUnavailable;
    // The payment is due Mar 17; the schedule ends on May 7 (Apr 7 + one month).
    const rule = deferralDateRule(model.paymentsList, 2, model.PaymentFrenquency, model.EdiExceptionDays, today)!;
    for (let offset = -5; offset <= 80; offset++) {
      const day = today.add({ days: offset });
      expect(unavailable(day), day.toString()).toBe(deferralDateRefusal(day, rule) !== null);
    }
    expect([unavailable(new CalendarDate(2026, 3, 17)), unavailable(new CalendarDate(2026, 3, 18)), unavailable(new CalendarDate(2026, 5, 7)), unavailable(new CalendarDate(2026, 5, 8))]).toEqual([true, false, false, true]);
    act(() => result.current.datePickerProps.onChange(new CalendarDate(2026, 3, 17)));
    act(() => result.current.submitButtonProps.onPress());
    expect(result.current.problemText).toBe(notAfterDue);
    act(() => result.current.datePickerProps.onChange(new CalendarDate(2026, 5, 8)));
    act(() => result.current.submitButtonProps.onPress());
    expect(result.current.problemText).toBe(tooLate);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([
    ["en", "Defer", "Send the request"],
    ["fr", "Reporter", "Envoyer la demande"],
  ] as const)("posts to the provider's deferral endpoint, and a component's own deferralUrl wins over it (%s)", async (lang, defer, send) => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ Success: true, Result: "OK" })));
    const request = async () => {
      await user.click(screen.getAllByRole("button", { name: defer })[0]!);
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: send }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };
    renderWithLendkit(<CustomerPaymentsList payments={payments(6, 0)} customerId={5} today={today} onNotify={() => {}} />, {
      lang,
      fetcher,
      deferralUrl: (customerId) => `/servicing/customers/${customerId}/deferrals`,
    });
    await request();
    expect(fetcher.mock.calls.map((call) => String(call[0]))).toEqual(["/servicing/customers/5/deferrals"]);
    cleanup();
    renderWithLendkit(
      <CustomerPaymentsList payments={payments(6, 0)} customerId={5} today={today} onNotify={() => {}} deferralUrl={(customerId) => `/own/${customerId}`} />,
      { lang, fetcher, deferralUrl: (customerId) => `/servicing/customers/${customerId}/deferrals` },
    );
    await request();
    expect(String(fetcher.mock.calls[1]![0])).toBe("/own/5");
    cleanup();
    renderWithLendkit(<CustomerPaymentsList payments={payments(6, 0)} customerId={5} today={today} onNotify={() => {}} />, { lang, fetcher });
    await request();
    expect(String(fetcher.mock.calls[2]![0])).toBe("/api/customer/5/DeferPaymentRequest");
  });

  it("hands its notices to the notification queue's push", async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ Success: true, Result: "Demande reçue" })));
    const WithQueue = () => {
      const { push } = useNotifications();
      return <CustomerPaymentsList payments={payments(6, 0)} customerId={5} today={today} onNotify={push} />;
    };
    renderWithLendkit(
      <NotificationsProvider>
        <WithQueue />
        <NotificationRegion />
      </NotificationsProvider>,
      { lang: "fr", fetcher },
    );
    await user.click(screen.getAllByRole("button", { name: "Reporter" })[0]!);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Envoyer la demande" }));
    await waitFor(() => expect(screen.getByText("Demande reçue")).toBeTruthy());
    expect(document.querySelector("[data-part=notice-success]")).toBeNull();
  });
});
