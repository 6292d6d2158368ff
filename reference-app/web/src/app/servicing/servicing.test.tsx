// @vitest-environment happy-dom
import { CalendarDate } from "@internationalized/date";
import { Decimal, Role, balanceSeries, decimalFromCents, formatMoney, type Lang, type RoleId } from "@lendkit/core";
import { LendkitProvider } from "@lendkit/react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetLenderDay } from "../../shared/lenderDay.js";
import { axeViolations, hiddenFormInput } from "../../../../../react/testing/axe.js";
import { LedgerPanel } from "./LedgerPanel.js";
import { amountProblem, outstandingOf, wireAmount } from "./money.js";
import type { WireLedger, WireLedgerLine } from "./servicingApi.js";
import { servicingTexts } from "./texts.js";

/**
 * The ledger panel of the staff's payments profile against a fake server:
 * what each role is offered, what each confirmed action sends (exactly the
 * typed amount, the chosen day and method, an Idempotency-Key), what it
 * shows after, and what a refusal or no answer does.
 */

const TODAY = "2026-11-20";
const CONTRACT = 41;

const line = (id: string, dueDate: string, fields: Partial<WireLedgerLine> = {}): WireLedgerLine => ({
  id,
  seq: Number(id.slice(1)),
  kind: "scheduled",
  dueDate,
  amount: "250.00",
  paid: "0.00",
  outstanding: "250.00",
  isPaid: false,
  isLate: false,
  daysPastDue: 0,
  canReturnNsf: false,
  isCheckboxDisabled: false,
  feeKind: null,
  ...fields,
});

const ledgerOf = (extra: Partial<WireLedger> = {}): WireLedger => ({
  asOf: TODAY,
  lines: [
    line("s1", "2026-11-06", { paid: "250.00", outstanding: "0.00", isPaid: true, canReturnNsf: true, isCheckboxDisabled: true }),
    line("s2", "2026-11-13", { isLate: true, daysPastDue: 7 }),
    line("f77", "2026-11-17", { kind: "fee", feeKind: "nsf", amount: "45.00", outstanding: "45.00", isLate: true, daysPastDue: 3 }),
    line("s3", "2026-11-27", { amount: "1234.50", outstanding: "1234.50" }),
  ],
  events: [
    { id: 5, kind: "paymentReceived", valueDate: "2026-11-06", amount: "250.00", method: "pad", createdAt: "2026-11-06T14:00:00Z", createdBy: "Lucie" },
    { id: 6, kind: "paymentReceived", valueDate: "2026-11-13", amount: "250.00", method: "pad", createdAt: "2026-11-13T14:00:00Z", createdBy: "Lucie" },
    { id: 7, kind: "paymentReturned", valueDate: "2026-11-17", paymentId: 6, reason: "nsf", createdAt: "2026-11-17T14:00:00Z", createdBy: "Lucie" },
    { id: 8, kind: "paymentReceived", valueDate: "2026-11-10", amount: "20.00", method: "cash", createdAt: "2026-11-10T14:00:00Z", createdBy: "Lucie" },
  ],
  payments: [
    { id: 5, amount: "250.00", valueDate: "2026-11-06", method: "pad", returnedBy: null, returnedOn: null, canReturnNsf: true, allocations: [{ lineId: "s1", fee: "0.00", interest: "20.00", principal: "230.00" }] },
    { id: 6, amount: "250.00", valueDate: "2026-11-13", method: "pad", returnedBy: 7, returnedOn: "2026-11-17", canReturnNsf: false, allocations: [] },
    { id: 8, amount: "20.00", valueDate: "2026-11-10", method: "cash", returnedBy: null, returnedOn: null, canReturnNsf: false, allocations: [] },
  ],
  balances: {
    amountLate: "295.00",
    totalUnpaid: "295.00",
    totalUnpaidStartDate: "2026-11-13",
    capitalRemaining: "1465.00",
    feesOutstanding: "45.00",
    creditBalance: "0.00",
    payoff: "1529.50",
    nextPaymentAmount: "1234.50",
    nextPaymentDate: "2026-11-27",
  },
  bucket: "1-30",
  ...extra,
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly key: string | null;
}

type Answer = { status: number; result?: unknown; message?: string } | "network";

/** The fake server: the answers to give per "METHOD path" (the next one is used, the last one repeats), and the calls made. */
const server = (() => {
  let calls: Call[] = [];
  let routes = new Map<string, Answer[]>();
  const answer = (answer: Answer): Response | Promise<Response> => {
    if (answer === "network") return Promise.reject(new TypeError("Failed to fetch"));
    const ok = answer.status < 400;
    return new Response(JSON.stringify({ Success: ok, Result: ok ? answer.result : null, ErrorMessage: ok ? null : (answer.message ?? null) }), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return {
    reset: () => {
      calls = [];
      routes = new Map([
        ["GET /api/configuration/lenderDay", [{ status: 200, result: { timeZone: "America/Toronto", today: TODAY } }]],
        [`GET /api/contracts/${CONTRACT}/ledger`, [{ status: 200, result: ledgerOf() }]],
        ["GET /api/servicing/approvals", [{ status: 200, result: { approvals: [] } }]],
      ]);
    },
    on: (route: string, ...answers: Answer[]) => routes.set(route, answers),
    calls: (route?: string) => calls.filter((call) => route === undefined || `${call.method} ${call.path.split("?")[0]}` === route),
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      const method = init.method ?? "GET";
      const headers = new Headers(init.headers);
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined, key: headers.get("Idempotency-Key") });
      const list = routes.get(`${method} ${path.split("?")[0]}`);
      if (!list || list.length === 0) return answer({ status: 404, message: `no route ${method} ${path}` });
      return answer(list.length > 1 ? list.shift()! : list[0]!);
    },
  };
})();

beforeEach(() => {
  // Each test is a new page: the lender day another suite asked in this worker is not this fake server's.
  forgetLenderDay();
  server.reset();
  vi.stubGlobal("fetch", vi.fn(server.fetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = async (role: RoleId | null, lang: Lang = "en", isActive = true) => {
  const onChanged = vi.fn();
  render(
    <LendkitProvider lang={lang}>
      <LedgerPanel lang={lang} role={role} contractId={CONTRACT} isActive={isActive} contractNumber="L-1041" customerName="Marc-André Gagnon" onChanged={onChanged} />
    </LendkitProvider>,
  );
  await screen.findByRole("table", { name: lang === "fr" ? "Lignes" : "Lines" });
  // The forms wait for the lender's day.
  await waitFor(() => expect(screen.getByRole("button", { name: lang === "fr" ? "Solde de fermeture" : "Payoff quote" }).hasAttribute("disabled")).toBe(false));
  return { onChanged, user: userEvent.setup() };
};

const amountInput = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const keyPattern = /^[A-Za-z0-9._:-]{8,255}$/;

describe("the ledger panel: what each role is offered", () => {
  it.each([
    ["Admin", Role.Admin, { record: true, fee: true, waive: true, returns: true, correct: true }],
    ["AdminCollector", Role.AdminCollector, { record: true, fee: true, waive: true, returns: true, correct: true }],
    ["RegCollector", Role.RegCollector, { record: true, fee: false, waive: false, returns: true, correct: false }],
    ["AdminCRM", Role.AdminCRM, { record: false, fee: false, waive: false, returns: false, correct: false }],
    ["LeadCrm", Role.LeadCrm, { record: false, fee: false, waive: false, returns: false, correct: false }],
  ] as const)("%s", async (_name, role, offered) => {
    await show(role);
    expect(Boolean(screen.queryByRole("button", { name: "Adjust the balance" }))).toBe(offered.correct);
    expect(Boolean(screen.queryByRole("button", { name: "Write off" }))).toBe(offered.correct);
    expect(Boolean(screen.queryByRole("button", { name: "Record a payment" }))).toBe(offered.record);
    expect(Boolean(screen.queryByRole("button", { name: "Assess a fee" }))).toBe(offered.fee);
    expect(screen.queryAllByRole("button", { name: /^Waive/ }).length).toBe(offered.waive ? 1 : 0);
    expect(screen.queryAllByRole("button", { name: /^Return \(NSF\)/ }).length).toBe(offered.returns ? 1 : 0);
    expect(screen.queryAllByRole("checkbox").length).toBe(offered.record ? 4 : 0);
    expect(screen.getByRole("button", { name: "Payoff quote" })).toBeTruthy();
    expect(Boolean(screen.queryByText(/You can read the ledger/))).toBe(!offered.record);
  });

  it("offers on a contract no longer active only what core takes on one: returns, waivers, adjustments and the payoff", async () => {
    await show(Role.Admin, "en", false);
    expect(screen.queryByRole("button", { name: "Record a payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Assess a fee" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Write off" })).toBeNull();
    expect(screen.getByRole("button", { name: "Adjust the balance" })).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /^Waive/ })).toHaveLength(1);
    expect(screen.queryAllByRole("button", { name: /^Return \(NSF\)/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Payoff quote" })).toBeTruthy();
  });

  it("offers Return only on a payment the bank can still return: not a returned one, not cash", async () => {
    await show(Role.RegCollector);
    const payments = screen.getByRole("table", { name: "Payments received" });
    const rows = within(payments).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-payment"))).toEqual(["6", "8", "5"]);
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
    expect(within(rows[0]!).getByText("Returned on 2026-11-17 (Insufficient funds (NSF))")).toBeTruthy();
    expect(within(rows[1]!).queryByRole("button")).toBeNull();
    expect(within(rows[2]!).getByRole("button", { name: /^Return \(NSF\) — Return the payment of \$250\.00 received 2026-11-06/ })).toBeTruthy();
  });

  it.each(["en", "fr"] as const)("has no accessibility violation, with the payment form open (%s)", async (lang) => {
    const { user } = await show(Role.Admin, lang);
    await user.click(screen.getByRole("button", { name: lang === "fr" ? "Enregistrer un paiement" : "Record a payment" }));
    expect(await axeViolations(document.body, { exclude: [hiddenFormInput] })).toEqual([]);
  });

  it("disables the checkbox of a line with nothing left to select", async () => {
    await show(Role.Admin);
    expect((screen.getByRole("checkbox", { name: "Select the line due 2026-11-06" }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Select the line due 2026-11-13" }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe("the ledger panel: figures in French and English", () => {
  it.each([
    ["en", "Ledger", "Amount late", "Record a payment", "1 to 30 days past due", "Late"],
    ["fr", "Grand livre", "Montant en retard", "Enregistrer un paiement", "1 à 30 jours de retard", "En retard"],
  ] as const)("%s: labels, money written by core's formatMoney, the bucket", async (lang, title, late, record, bucket, lateStatus) => {
    await show(Role.Admin, lang);
    expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    const amountLate = screen.getByText(late).closest("div")!;
    expect(within(amountLate).getByText(formatMoney(new Decimal("295.00"), lang))).toBeTruthy();
    expect(screen.getByRole("button", { name: record })).toBeTruthy();
    expect(screen.getByText(bucket)).toBeTruthy();
    const lines = screen.getByRole("table", { name: lang === "fr" ? "Lignes" : "Lines" });
    const row = within(lines).getAllByRole("row").find((candidate) => candidate.getAttribute("data-line") === "s3")!;
    expect(within(row).getAllByText(formatMoney(new Decimal("1234.50"), lang)).length).toBe(2);
    expect(formatMoney(new Decimal("1234.50"), lang)).toBe(lang === "fr" ? "1 234,50 $" : "$1 234.50");
    const late2 = within(lines).getAllByRole("row").find((candidate) => candidate.getAttribute("data-line") === "s2")!;
    expect(within(late2).getByText(lateStatus)).toBeTruthy();
    expect(within(late2).getByText("7")).toBeTruthy();
  });
});

describe("the balance chart: scheduled against actual, fr and en", () => {
  // The fixture's ledger in cents, read by core: s1 paid on its day, the 2026-11-13 payment returned, the NSF fee due 2026-11-17.
  const day = (text: string) => new CalendarDate(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8)));
  const coreSeries = balanceSeries({
    asOf: day(TODAY),
    lines: [
      { id: "s1", kind: "scheduled", dueDate: day("2026-11-06"), amountCents: 25_000, paidCents: 25_000, outstandingCents: 0 },
      { id: "s2", kind: "scheduled", dueDate: day("2026-11-13"), amountCents: 25_000, paidCents: 0, outstandingCents: 25_000 },
      { id: "f77", kind: "fee", dueDate: day("2026-11-17"), amountCents: 4_500, paidCents: 0, outstandingCents: 4_500 },
      { id: "s3", kind: "scheduled", dueDate: day("2026-11-27"), amountCents: 123_450, paidCents: 0, outstandingCents: 123_450 },
    ],
    payments: [
      { valueDate: day("2026-11-06"), returnedBy: null, returnedOn: null, allocations: [{ lineId: "s1", fee: 0, interest: 2_000, principal: 23_000 }] },
      { valueDate: day("2026-11-13"), returnedBy: "7", returnedOn: day("2026-11-17"), allocations: [] },
    ],
  });

  it.each([
    ["en", "Balance over time", "to come", "on 2026-11-20 the contract owes $1 529.50, against $1 234.50 on schedule."],
    ["fr", "Solde dans le temps", "à venir", "au 2026-11-20, le contrat doit 1 529,50 $, contre 1 234,50 $ selon le calendrier."],
  ] as const)("%s: the chart is named by its summary and its table holds core's figures", async (lang, title, toCome, summary) => {
    await show(Role.Admin, lang);
    const chart = screen.getByRole("region", { name: title });
    expect(within(chart).getByRole("img").getAttribute("aria-label")).toContain(summary);
    const money = (cents: number | null) => (cents === null ? toCome : formatMoney(decimalFromCents(cents), lang));
    const rows = within(within(chart).getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual(
      coreSeries.map((point) => [point.date.toString(), money(point.scheduledCents), money(point.actualCents)]),
    );
    // Today's actual balance is what the lines still owe; the schedule is empty after the last due date.
    expect(coreSeries.map((point) => [point.scheduledCents, point.actualCents])).toEqual([[148_450, 148_450], [123_450, 148_450], [123_450, 152_950], [0, null]]);
    expect(await axeViolations(chart)).toEqual([]);
  });

  it("folds a long table under a disclosure", async () => {
    const weekly = Array.from({ length: 12 }, (_, index) => line(`s${index + 1}`, day("2026-10-02").add({ weeks: index }).toString()));
    server.on(`GET /api/contracts/${CONTRACT}/ledger`, { status: 200, result: ledgerOf({ lines: weekly, payments: [], events: [] }) });
    await show(Role.Admin, "en");
    const chart = screen.getByRole("region", { name: "Balance over time" });
    const disclosure = within(chart).getByText("Show the figures").closest("details")!;
    expect(disclosure.open).toBe(false);
    // Twelve weekly due dates, today among them: a header and twelve rows.
    expect(within(disclosure).getAllByRole("row", { hidden: true }).length).toBe(13);
  });
});

/** Picks a day of this month in a day picker's calendar, after checking the days after today cannot be chosen. */
const pickDay = async (user: ReturnType<typeof userEvent.setup>, group: HTMLElement, day: number) => {
  await user.click(within(group).getByRole("button", { name: /Calendar|Calendrier/ }));
  const grid = await screen.findByRole("grid");
  const cell = (date: number) => within(grid).getAllByRole("gridcell").find((td) => td.textContent === String(date) && !td.querySelector("[data-outside-month]"))!;
  expect(cell(21).querySelector("[data-disabled]")).toBeTruthy();
  expect(cell(20).querySelector("[data-disabled]")).toBeNull();
  await user.click(within(cell(day)).getByRole("button"));
  await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
};

describe("record a payment", () => {
  it.each([
    ["en", "12.50", "Amount received", "Value date", "Method", "Record the payment", "Record this payment?", "Submit", "Interac e-Transfer"],
    ["fr", "12,50", "Montant reçu", "Date de valeur", "Mode de paiement", "Enregistrer le paiement", "Enregistrer ce paiement\u00a0?", "Soumettre", "Virement Interac"],
  ] as const)("%s: posts exactly the typed amount, the chosen day and method with a key, then shows the allocations", async (lang, typed, amountLabel, dateLabel, methodLabel, submitLabel, confirmTitle, submit, methodWord) => {
    const { user, onChanged } = await show(Role.RegCollector, lang);
    server.on(`POST /api/contracts/${CONTRACT}/payments`, {
      status: 201,
      result: { id: 90, allocations: [{ lineId: "s2", fee: "0.00", interest: "12.50", principal: "0.00" }] },
    });
    await user.click(screen.getByRole("button", { name: lang === "fr" ? "Enregistrer un paiement" : "Record a payment" }));
    await user.type(amountInput(amountLabel), typed);
    await pickDay(user, screen.getByRole("group", { name: dateLabel }), 18);
    await user.selectOptions(screen.getByRole("combobox", { name: methodLabel }), "etransfer");
    await user.type(screen.getByRole("textbox", { name: lang === "fr" ? "Référence (facultative)" : "Reference (optional)" }), "INT-5521");
    await user.click(screen.getByRole("button", { name: submitLabel }));

    const dialog = await screen.findByRole("dialog", { name: confirmTitle });
    expect(within(dialog).getByText(formatMoney(new Decimal("12.50"), lang))).toBeTruthy();
    expect(within(dialog).getByText("2026-11-18")).toBeTruthy();
    expect(within(dialog).getByText(methodWord)).toBeTruthy();
    expect(server.calls(`POST /api/contracts/${CONTRACT}/payments`)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: submit }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [posted] = server.calls(`POST /api/contracts/${CONTRACT}/payments`);
    expect(posted?.body).toEqual({ amount: "12.50", valueDate: "2026-11-18", method: "etransfer", externalId: "INT-5521" });
    expect(posted?.key).toMatch(keyPattern);
    const result = await screen.findByRole("table", { name: lang === "fr" ? "Ce qu'il a réglé" : "What it paid" });
    expect(within(result).getByRole("rowheader").textContent).toBe(`${lang === "fr" ? "Paiement" : "Payment"} 2026-11-13`);
    expect(within(result).getAllByText(formatMoney(new Decimal("12.50"), lang)).length).toBe(1);
    expect(server.calls(`GET /api/contracts/${CONTRACT}/ledger`).length).toBe(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("refuses an amount of 0 or one it cannot read before sending, and asks for no confirmation", async () => {
    const { user } = await show(Role.Admin);
    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    await user.type(amountInput("Amount received"), "0");
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    expect(screen.getByText("The amount must be greater than 0.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.clear(amountInput("Amount received"));
    await user.click(amountInput("Amount received"));
    await user.paste("1.005");
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(amountInput("Amount received").getAttribute("aria-invalid")).toBe("true");
    expect(server.calls(`POST /api/contracts/${CONTRACT}/payments`)).toEqual([]);
  });

  it("a 422 answer shows the server's message as it came and keeps the form", async () => {
    const { user } = await show(Role.RegCollector);
    const message = "This contract is not active: no payment can be recorded on it.";
    server.on(`POST /api/contracts/${CONTRACT}/payments`, { status: 422, message });
    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    await user.type(amountInput("Amount received"), "80");
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(amountInput("Amount received").value).toBe("$80.00");
    expect(screen.queryByRole("table", { name: "What it paid" })).toBeNull();
  });

  it("retries after no answer with the same key; the next payment gets a fresh one", async () => {
    const { user } = await show(Role.RegCollector);
    const route = `POST /api/contracts/${CONTRACT}/payments`;
    server.on(route, "network", { status: 201, result: { id: 91, allocations: [] } });
    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    await user.type(amountInput("Amount received"), "40");
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The server did not answer.");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [first, retry] = server.calls(route);
    expect(retry?.key).toBe(first?.key);
    expect(retry?.body).toEqual(first?.body);

    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    await user.type(amountInput("Amount received"), "40");
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.calls(route).length).toBe(3));
    expect(server.calls(route)[2]?.key).not.toBe(first?.key);
  });

  it("the ticked lines' outstanding starts the payment", async () => {
    const { user } = await show(Role.RegCollector);
    await user.click(screen.getByRole("checkbox", { name: "Select the line due 2026-11-13" }));
    await user.click(screen.getByRole("checkbox", { name: "Select the line due 2026-11-17" }));
    expect(screen.getByText("2 line(s) selected: $295.00 outstanding")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pay the selected lines" }));
    expect(amountInput("Amount received").value).toBe("$295.00");
  });
});

describe("return a payment NSF", () => {
  it("posts the reason and the day with a key, then shows the NSF fee line the server created", async () => {
    const { user } = await show(Role.RegCollector);
    const route = `POST /api/contracts/${CONTRACT}/payments/5/return`;
    server.on(route, { status: 201, result: { id: 95, feeLineId: "f96" } });
    server.on(`GET /api/contracts/${CONTRACT}/ledger`, {
      status: 200,
      result: ledgerOf({ lines: [...ledgerOf().lines, line("f96", "2026-11-20", { kind: "fee", feeKind: "nsf", amount: "45.00", outstanding: "45.00" })] }),
    });
    await user.click(screen.getByRole("button", { name: /^Return \(NSF\)/ }));
    const dialog = await screen.findByRole("dialog", { name: "Return the payment of $250.00 received 2026-11-06?" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "accountClosed");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [posted] = server.calls(route);
    expect(posted?.body).toEqual({ returnedOn: TODAY, reason: "accountClosed" });
    expect(posted?.key).toMatch(keyPattern);
    expect(await screen.findByText("NSF fee added: $45.00, due 2026-11-20.")).toBeTruthy();
    expect(screen.getByText("Payment of $250.00 returned on 2026-11-20.")).toBeTruthy();
  });

  it("says so when the lender charges no NSF fee", async () => {
    const { user } = await show(Role.AdminCollector, "fr");
    server.on(`POST /api/contracts/${CONTRACT}/payments/5/return`, { status: 201, result: { id: 95, feeLineId: null } });
    await user.click(screen.getByRole("button", { name: /^Retourner \(NSF\)/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Soumettre" }));
    await waitFor(() => expect(document.querySelector('[data-part="fee-line"]')?.textContent).toBe("Aucuns frais NSF\u00a0: ce prêteur n'en facture pas."));
  });
});

describe("fees", () => {
  it("assesses a fee with its kind, amount, due date and note", async () => {
    const { user } = await show(Role.AdminCollector);
    const route = `POST /api/contracts/${CONTRACT}/fees`;
    server.on(route, { status: 201, result: { id: 97, lineId: "f97" } });
    await user.click(screen.getByRole("button", { name: "Assess a fee" }));
    await user.type(amountInput("Amount"), "25");
    await user.click(screen.getByRole("button", { name: "Add the fee" }));
    expect(screen.getByText("Write why the fee is charged.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Note for the file" }), "Second bounced debit");
    await user.click(screen.getByRole("button", { name: "Add the fee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add this fee to the contract?" });
    expect(within(dialog).getByText("Late fee of $25.00, due 2026-11-20")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.calls(route).length).toBe(1));
    expect(server.calls(route)[0]?.body).toEqual({ kind: "late", amount: "25.00", dueDate: TODAY, note: "Second bounced debit" });
    expect(server.calls(route)[0]?.key).toMatch(keyPattern);
    expect(await screen.findByText("Late fee of $25.00 added, due 2026-11-20.")).toBeTruthy();
  });

  it("waives a fee line with a reason", async () => {
    const { user } = await show(Role.Admin);
    const route = `POST /api/contracts/${CONTRACT}/fees/f77/waive`;
    server.on(route, { status: 201, result: { id: 98 } });
    await user.click(screen.getByRole("button", { name: /^Waive/ }));
    const dialog = await screen.findByRole("dialog", { name: "Waive this fee?" });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Write why the fee is waived.");
    expect(server.calls(route)).toEqual([]);
    // Pasted, not typed: in happy-dom react-aria's dialog takes the focus back after each re-render (its
    // focus-within test reads `document instanceof Document`, false there), which no browser does.
    await user.click(within(dialog).getByRole("textbox", { name: "Reason" }));
    await user.paste("Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.calls(route).length).toBe(1));
    expect(server.calls(route)[0]?.body).toEqual({ reason: "Goodwill" });
    expect(server.calls(route)[0]?.key).toMatch(keyPattern);
    expect(await screen.findByText("Fee waived: $45.00 forgiven.")).toBeTruthy();
  });
});

describe("corrections above the lender's threshold (maker-checker)", () => {
  const pendingDebit = {
    id: 12,
    contractId: CONTRACT,
    contractNumber: "L-1041",
    kind: "adjustment",
    amount: "150.00",
    request: { amount: "-150.00", valueDate: "2026-11-19", reason: "Bank charge", note: null },
    status: "pending",
    requestedBy: "lucie",
    requestedAt: "2026-11-20T15:30:00.000Z",
    decidedBy: null,
    decidedAt: null,
    note: null,
    eventId: null,
  };

  it("shows the server's words when a waiver waits for approval, and reads the waiting list again", async () => {
    const { user } = await show(Role.AdminCollector);
    const message = "This correction is above $40.00: it will be recorded once another collections administrator or administrator approves it.";
    server.on(`POST /api/contracts/${CONTRACT}/fees/f77/waive`, { status: 202, result: { status: "pending", approvalId: 12, amount: "45.00", message } });
    const readsBefore = server.calls("GET /api/servicing/approvals").length;
    await user.click(screen.getByRole("button", { name: /^Waive/ }));
    const dialog = await screen.findByRole("dialog", { name: "Waive this fee?" });
    await user.click(within(dialog).getByRole("textbox", { name: "Reason" }));
    await user.paste("Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText("Fee waived: $45.00 forgiven.")).toBeNull();
    await waitFor(() => expect(server.calls("GET /api/servicing/approvals").length).toBeGreaterThan(readsBefore));
    expect(server.calls("GET /api/servicing/approvals")[0]?.path).toBe(`/api/servicing/approvals?status=pending&contractId=${CONTRACT}`);
  });

  it.each([
    ["en", "Waiting for approval", "Debit of $150.00, asked by lucie", "Approve", "Approve this correction?", "Correction approved and recorded."],
    ["fr", "En attente d’approbation", "Débit de 150,00 $, demandé par lucie", "Approuver", "Approuver cette correction\u00a0?", "Correction approuvée et inscrite."],
  ] as const)("lists a waiting correction and approves it with a note and a key (%s)", async (lang, title, row, approve, dialogTitle, done) => {
    server.on("GET /api/servicing/approvals", { status: 200, result: { approvals: [pendingDebit] } }, { status: 200, result: { approvals: [] } });
    const route = "POST /api/servicing/approvals/12/approve";
    server.on(route, { status: 200, result: { id: 12, status: "approved", eventId: 90 } });
    const { user, onChanged } = await show(Role.Admin, lang);
    const section = (await screen.findByRole("heading", { name: title })).closest("section")!;
    expect(within(section).getByText((text) => text.startsWith(row))).toBeTruthy();
    await user.click(within(section).getByRole("button", { name: new RegExp(`^${approve}`) }));
    const dialog = await screen.findByRole("dialog", { name: dialogTitle });
    await user.click(within(dialog).getByRole("textbox"));
    await user.paste("Checked with the bank");
    await user.click(within(dialog).getByRole("button", { name: lang === "fr" ? "Soumettre" : "Submit" }));
    await waitFor(() => expect(server.calls(route).length).toBe(1));
    expect(server.calls(route)[0]?.body).toEqual({ note: "Checked with the bank" });
    expect(server.calls(route)[0]?.key).toMatch(keyPattern);
    expect(await screen.findByText(done)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("heading", { name: title })).toBeNull());
    expect(onChanged).toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's words when the maker approves their own request", async () => {
    server.on("GET /api/servicing/approvals", { status: 200, result: { approvals: [pendingDebit] } });
    const route = "POST /api/servicing/approvals/12/approve";
    server.on(route, { status: 403, message: "A request is approved by someone other than the person who made it." });
    const { user } = await show(Role.AdminCollector);
    await user.click(await screen.findByRole("button", { name: /^Approve/ }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this correction?" });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("A request is approved by someone other than the person who made it.");
    expect(server.calls(route)[0]?.body).toEqual({ note: null });
  });

  it("is not read for those who do not decide corrections", async () => {
    await show(Role.RegCollector);
    expect(server.calls("GET /api/servicing/approvals")).toEqual([]);
  });
});

describe("adjustments and write-offs", () => {
  it("adjusts the balance: a debit is sent with its minus, the kind and amount confirmed in words", async () => {
    const { user, onChanged } = await show(Role.AdminCollector);
    const route = `POST /api/contracts/${CONTRACT}/adjustments`;
    server.on(route, { status: 201, result: { id: 99 } });
    await user.click(screen.getByRole("button", { name: "Adjust the balance" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind of adjustment" }), "debit");
    await user.type(amountInput("Amount"), "12.5");
    const form = screen.getByRole("form", { name: "Adjust the balance" });
    await user.click(within(form).getByRole("button", { name: "Adjust the balance" }));
    expect(screen.getByText("Write why the balance is adjusted.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Registration fee missed");
    await user.click(within(form).getByRole("button", { name: "Adjust the balance" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this adjustment?" });
    expect(within(dialog).getByText("Debit of $12.50 on 2026-11-20: Registration fee missed")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(server.calls(route).length).toBe(1));
    expect(server.calls(route)[0]?.body).toEqual({ amount: "-12.50", valueDate: TODAY, reason: "Registration fee missed" });
    expect(server.calls(route)[0]?.key).toMatch(keyPattern);
    expect(await screen.findByText("Debit of $12.50 recorded on 2026-11-20.")).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it("writes off what every line still owes, with a reason, in French", async () => {
    const { user } = await show(Role.Admin, "fr");
    const route = `POST /api/contracts/${CONTRACT}/write-off`;
    server.on(route, { status: 201, result: { id: 100 } });
    const owed = formatMoney(outstandingOf(ledgerOf().lines), "fr");
    await user.click(screen.getByRole("button", { name: "Radier" }));
    const dialog = await screen.findByRole("dialog", { name: "Radier ce que doit ce contrat\u00a0?" });
    expect(dialog.textContent).toContain(owed);
    await user.click(within(dialog).getByRole("button", { name: "Soumettre" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Indiquez pourquoi le solde est radié.");
    expect(server.calls(route)).toEqual([]);
    await user.click(within(dialog).getByRole("textbox", { name: "Motif de la radiation" }));
    await user.paste("Faillite");
    await user.click(within(dialog).getByRole("button", { name: "Soumettre" }));
    await waitFor(() => expect(server.calls(route).length).toBe(1));
    expect(server.calls(route)[0]?.body).toEqual({ reason: "Faillite" });
    expect((await screen.findByText(/^Solde radié le/)).textContent).toBe(`Solde radié le 2026-11-20\u00a0: ${owed}.`);
  });
});

describe("payoff quote", () => {
  it("asks the payoff for the day and prints it", async () => {
    const { user } = await show(Role.AdminCRM, "fr");
    server.on(`GET /api/contracts/${CONTRACT}/payoff`, {
      status: 200,
      result: { date: TODAY, amount: "540.00", principal: "535.00", interest: "5.00", fees: "0.00" },
    });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    await user.click(screen.getByRole("button", { name: "Solde de fermeture" }));
    await user.click(screen.getByRole("button", { name: "Calculer" }));
    const quote = await screen.findByRole("article", { name: "Solde de fermeture au 2026-11-20" });
    expect(server.calls(`GET /api/contracts/${CONTRACT}/payoff`)[0]?.path).toBe(`/api/contracts/${CONTRACT}/payoff?date=2026-11-20`);
    expect(within(quote).getByText("540,00 $")).toBeTruthy();
    expect(within(quote).getByText("Marc-André Gagnon")).toBeTruthy();
    await user.click(within(quote).getByRole("button", { name: "Imprimer" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe("servicing money and texts", () => {
  it("sends an amount only above 0 and with at most 2 decimals, as the wire writes it", () => {
    expect(amountProblem(null)).toBe("required");
    expect(amountProblem(new Decimal("0"))).toBe("notPositive");
    expect(amountProblem(new Decimal("-3"))).toBe("notPositive");
    expect(amountProblem(new Decimal("1.005"))).toBe("tooManyDecimals");
    expect(amountProblem(new Decimal("0.01"))).toBeNull();
    expect(wireAmount(new Decimal("12.5"))).toBe("12.50");
    expect(wireAmount(new Decimal("1234567.89"))).toBe("1234567.89");
    expect(outstandingOf(ledgerOf().lines).toFixed(2)).toBe("1529.50");
  });

  it("has every text in both languages, none empty", () => {
    expect(Object.keys(servicingTexts.fr).sort()).toEqual(Object.keys(servicingTexts.en).sort());
    for (const lang of ["fr", "en"] as const) for (const [key, text] of Object.entries(servicingTexts[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe("");
  });
});
