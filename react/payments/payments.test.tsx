// @vitest-environment happy-dom
import { createRef, type Ref } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, type CustomerPayments } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations, hiddenFormInput } from "../testing/axe.js";
import { CustomerPaymentsList, type CustomerPaymentsListProps } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 3, 10);

/** 15 weekly payments from 2026-01-06: 0–6 paid (4 NSF-returnable), 7 late, 8 paid, 9–14 upcoming. */
const samplePayments = (extra: Record<string, unknown> = {}): CustomerPayments => {
  const first = new CalendarDate(2026, 1, 6);
  const paymentsList = Array.from({ length: 15 }, (_, index) => ({
    id: 100 + index,
    dueDate: first.add({ weeks: index }).toString(),
    amount: 21.25,
    isFromOriginalSchedule: index !== 11,
    isPaid: index <= 6 || index === 8,
    isLate: index === 7,
    canReturnNsf: index === 4,
  }));
  // Payment 9 falls on 2026-03-10 + 0 weeks… move it to 2026-03-12 (2 days away, same month: not eligible).
  paymentsList[9] = { ...paymentsList[9]!, dueDate: "2026-03-12" };
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 0,
    currentContractId: 77,
    deferallPaymentFee: 25,
    paymentsList,
    ...extra,
  });
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
  return decoded.value;
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const List = (props: Partial<CustomerPaymentsListProps> & { readonly ref?: Ref<HTMLDivElement> }) => (
  <CustomerPaymentsList payments={samplePayments()} customerId={42} today={today} {...props} />
);

const cardDates = () => screen.getAllByRole("listitem").map((item) => item.querySelector("[data-part=date]")?.textContent);

describe("CustomerPaymentsList: embedded layout", () => {
  it.each([
    ["en", "Show Past Payments (7)", "Show Future Payments (3)", "Late", "$21.25", "Original schedule"],
    ["fr", "Afficher les paiements passés (7)", "Afficher les paiements futurs (3)", "En retard", "21,25 $", "Calendrier initial"],
  ] as const)("starts the window at the first late payment (%s)", (lang, past, future, late, amount, type) => {
    renderWithLendkit(<List />, { lang });
    expect(screen.getByRole("button", { name: past })).toBeTruthy();
    expect(screen.getByRole("button", { name: future })).toBeTruthy();
    expect(cardDates()).toEqual(["2026-02-24", "2026-03-03", "2026-03-12", "2026-03-17", "2026-03-24"]);
    const first = screen.getAllByRole("listitem")[0]!;
    expect(first.getAttribute("data-status")).toBe("late");
    expect(first.querySelector("[data-part=chip]")?.textContent).toBe(late);
    expect(first.querySelector("[data-part=amount]")?.textContent).toBe(amount);
    expect(first.querySelector("[data-part=type]")?.textContent).toBe(type);
  });

  it("extends the window 5 payments at a time into the past and the future", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<List />, { lang: "en" });
    await user.click(screen.getByRole("button", { name: "Show Past Payments (7)" }));
    expect(cardDates()[0]).toBe("2026-01-20");
    await user.click(screen.getByRole("button", { name: "Show Past Payments (2)" }));
    expect(cardDates()).toHaveLength(12);
    expect(screen.getByRole("button", { name: "Show Past Payments (0)" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Show Future Payments (3)" }));
    expect(cardDates()).toHaveLength(15);
    expect(screen.getByRole("button", { name: "Show Future Payments (0)" }).hasAttribute("disabled")).toBe(true);
    const statuses = screen.getAllByRole("listitem").map((item) => item.getAttribute("data-status"));
    expect(statuses[4]).toBe("paidNsfReturnable");
    expect(screen.getAllByRole("listitem")[4]!.getAttribute("data-colour")).toBe("yellow");
    expect(statuses[0]).toBe("paid");
    expect(statuses[14]).toBe("upcoming");
  });

  it("shows Defer only on eligible payments (upcoming, not within 3 days this month)", () => {
    renderWithLendkit(<List />, { lang: "fr" });
    const items = screen.getAllByRole("listitem");
    const withDefer = items.filter((item) => within(item).queryByRole("button", { name: "Reporter" }));
    expect(withDefer.map((item) => item.querySelector("[data-part=date]")?.textContent)).toEqual(["2026-03-17", "2026-03-24"]);
    const button = within(withDefer[0]!).getByRole("button", { name: "Reporter" });
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe("2026-03-17");
  });

  it("has no axe violations", async () => {
    const { container } = renderWithLendkit(<List />, { lang: "fr" });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("CustomerPaymentsList: standard layout", () => {
  it.each([
    ["en", ["Date", "Amount", "Status", "Type", "Defer"], "Late"],
    ["fr", ["Date", "Montant", "Statut", "Type", "Reporter"], "En retard"],
  ] as const)("wide form: every payment, status words and type (%s)", async (lang, headers, late) => {
    const { container } = renderWithLendkit(<List layout="standard" compact={false} />, { lang });
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(headers);
    expect(screen.getAllByRole("row")).toHaveLength(16);
    expect(container.querySelector("[data-lendkit=payments]")?.getAttribute("data-form")).toBe("wide");
    expect(screen.getAllByRole("row")[8]!.getAttribute("data-status")).toBe("late");
    expect(within(screen.getAllByRole("row")[8]!).getByText(late)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ["en", ["P", "P", "P", "P", "P", "P", "P", "L", "P", "U", "U", "U", "U", "U", "U"], "Late"],
    ["fr", ["P", "P", "P", "P", "P", "P", "P", "R", "P", "V", "V", "V", "V", "V", "V"], "En retard"],
  ] as const)("short form: one-letter statuses with the word as title, no type (%s)", async (lang, letters, late) => {
    const { container } = renderWithLendkit(<List layout="standard" compact />, { lang });
    expect(screen.getAllByRole("columnheader")).toHaveLength(4);
    const shown = Array.from(container.querySelectorAll("[data-part=letter]"));
    expect(shown.map((element) => element.textContent)).toEqual(letters);
    expect(shown[7]!.getAttribute("title")).toBe(late);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("without compact, follows the container width: wide when narrow, short when wide (A §2)", () => {
    const { container, unmount } = renderWithLendkit(<List layout="standard" />, { lang: "en" });
    expect(container.querySelector("table")?.getAttribute("data-form")).toBe("wide");
    unmount();
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ width: 900 } as DOMRect);
    const wide = renderWithLendkit(<List layout="standard" />, { lang: "en" });
    expect(wide.container.querySelector("table")?.getAttribute("data-form")).toBe("short");
  });
});

describe("CustomerPaymentsList: DOM props", () => {
  it("forwards its ref to the root (also its measured container) and passes DOM props, className as a function of { layout, form }", () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = renderWithLendkit(
      <List ref={ref} id="payments" data-testid="payments" layout="standard" compact className={({ layout, form }) => `${layout} ${form}`} />,
      { lang: "en" },
    );
    const root = container.querySelector('[data-lendkit="payments"]') as HTMLDivElement;
    expect(ref.current).toBe(root);
    expect([root.id, root.dataset.testid, root.className]).toEqual(["payments", "payments", "standard short"]);
  });
});

describe("CustomerPaymentsList: deferral", () => {
  it.each([
    ["en", "Payment deferral request", "I am asking to defer my payment from 2026-03-17 to 2026-04-21.", "Send the request", "$25.00"],
    ["fr", "Demande de report de paiement", "Je demande de reporter mon paiement du 2026-03-17 au 2026-04-21.", "Envoyer la demande", "25,00 $"],
  ] as const)("posts the request with the default date and notifies the server's Result (%s)", async (lang, title, message, submit, fee) => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => answer({ Success: true, Result: "Request received" }));
    const onNotify = vi.fn();
    renderWithLendkit(<List onNotify={onNotify} />, { lang, fetcher });
    const defer = screen.getAllByRole("button", { name: lang === "fr" ? "Reporter" : "Defer" })[0]!;
    await user.click(defer);
    const dialog = await screen.findByRole("dialog", { name: title });
    expect(dialog.textContent).toContain("2026-03-17");
    expect(dialog.textContent).toContain("72");
    expect(dialog.textContent).toContain(fee);
    await user.click(within(dialog).getByRole("button", { name: submit }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledWith({ type: "success", message: "Request received" }));
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/customer/42/DeferPaymentRequest");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ Deferalmessage: message, contractId: 77, lang, paymentId: 110, dueDate: "2026-03-17", requestedDate: "2026-04-21" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(defer));
  });

  it("posts to the caller's endpoint when given", async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => answer({ Success: true, Result: "Request received" }));
    renderWithLendkit(<List onNotify={vi.fn()} deferralUrl={(id) => `/lender/v2/customers/${id}/deferrals`} />, { lang: "en", fetcher });
    await user.click(screen.getAllByRole("button", { name: "Defer" })[0]!);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect((fetcher.mock.calls[0] as unknown as [string])[0]).toBe("/lender/v2/customers/42/deferrals");
  });

  it("an error answer is notified with its Result and the modal stays open", async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => answer({ Success: false, Result: "Too late for this payment" }));
    const onNotify = vi.fn();
    renderWithLendkit(<List onNotify={onNotify} />, { lang: "en", fetcher });
    await user.click(screen.getAllByRole("button", { name: "Defer" })[0]!);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledWith({ type: "error", message: "Too late for this payment" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    // Sending the same request again reuses its Idempotency-Key (the server replays, never duplicates).
    await user.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    const keys = (fetcher.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => (init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[0]).toBe(keys[1]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a failed call gives the generic error; without onNotify the list announces notices itself", async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => {
      throw new TypeError("offline");
    });
    renderWithLendkit(<List />, { lang: "fr", fetcher });
    await user.click(screen.getAllByRole("button", { name: "Reporter" })[0]!);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Envoyer la demande" }));
    await waitFor(() =>
      expect(document.querySelector("[data-part=notice-error]")?.textContent).toBe("Une erreur est survenue. Veuillez contacter le support."),
    );
  });

  it("success without onNotify is announced in the list's status region", async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => answer({ Success: true, Result: "Demande reçue" }));
    renderWithLendkit(<List />, { lang: "fr", fetcher });
    await user.click(screen.getAllByRole("button", { name: "Reporter" })[0]!);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Envoyer la demande" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Demande reçue"));
  });

  it("with EDI exception days, defaults to the first one after the last payment and disables other days, past days and days after it", async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => answer({ Success: true, Result: "ok" }));
    const payments = samplePayments({ EdiExceptionDays: ["2026-03-01", "2026-04-20", "2026-04-27"] });
    const { baseElement } = renderWithLendkit(<CustomerPaymentsList payments={payments} customerId={42} today={today} onNotify={() => {}} />, {
      lang: "en",
      fetcher,
    });
    await user.click(screen.getAllByRole("button", { name: "Defer" })[1]!);
    const dialog = await screen.findByRole("dialog", { name: "Payment deferral request" });
    expect(await axeViolations(baseElement, { exclude: [hiddenFormInput] })).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: /Calendar/ }));
    const grid = await screen.findByRole("grid");
    const cell = (day: number) => within(grid).getAllByRole("gridcell").find((td) => td.textContent === String(day) && !td.querySelector("[data-outside-month]"))!;
    expect(cell(20).querySelector("[data-selected]")).toBeTruthy();
    expect(cell(21).querySelector("[data-unavailable]")).toBeTruthy();
    // An exception day after the end of the schedule (Apr 20): the server refuses it ("later than"), so the picker does too.
    expect(cell(27).querySelector("[data-unavailable]")).toBeTruthy();
    await user.click(within(cell(20)).getByRole("button"));
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
    await user.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ dueDate: "2026-03-24", requestedDate: "2026-04-20" });
  });

  it.each([
    ["en", "Defer", "No date is proposed: choose one of the withdrawal days your contract allows.", "Send the request", "Choose the date to defer the payment to."],
    ["fr", "Reporter", "Aucune date n'est proposée\u00a0: choisissez un des jours de prélèvement permis par votre contrat.", "Envoyer la demande", "Choisissez la date à laquelle reporter le paiement."],
  ] as const)("with exception days all before the last payment, proposes no date and says why (%s)", async (lang, defer, noDefault, submit, chooseDate) => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => answer({ Success: true, Result: "ok" }));
    // The last payment is 2026-04-14: both exception days fall before it, so "last + 7 days" (04-21) is not one of them.
    const payments = samplePayments({ EdiExceptionDays: ["2026-03-31", "2026-04-07"] });
    renderWithLendkit(<CustomerPaymentsList payments={payments} customerId={42} today={today} onNotify={() => {}} />, { lang, fetcher });
    await user.click(screen.getAllByRole("button", { name: defer })[0]!);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("[data-part=no-default]")?.textContent).toBe(noDefault);
    await user.click(within(dialog).getByRole("button", { name: submit }));
    expect(dialog.querySelector("[data-part=problem]")?.textContent).toBe(chooseDate);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
