// @vitest-environment happy-dom
import type { Lang } from "@lendkit/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetLenderDay } from "../../shared/lenderDay.js";
import { axeViolations } from "../../../../../react/testing/axe.js";
import { CustomerProfile } from "./CustomerProfile.js";

/**
 * The customer's account after the bank returned a payment (issue 22 §5),
 * against a fake server, in French and English: the notice at the top with
 * the payment, the return and the fee; the returned line with its day and
 * reason in words; the NSF fee line; and no notice once nothing returned
 * is owed.
 */

const CUSTOMER = 42;
const CONTRACT = 12;

const line = (id: number, dueDate: string, amount: number, fields: Record<string, unknown> = {}) => ({
  id,
  dueDate,
  amount,
  isFromOriginalSchedule: true,
  isLate: false,
  isPaid: false,
  canReturnNsf: false,
  isCheckboxDisabled: false,
  lineKind: "payment",
  hasPendingDeferral: false,
  deferral: null,
  ledgerLineId: `s${id}`,
  feeKind: null,
  returned: null,
  ...fields,
});

const bounced = { amount: 147, paidOn: "2026-11-13", returnedOn: "2026-11-17", reason: "nsf", fee: 45 };

const paymentsModel = (bouncedPayment: unknown) => ({
  PaymentFrenquency: 0,
  nextPaymentAmount: 147,
  nextPaymentDate: "2026-11-27",
  capitalInitial: 1000,
  capitalRemaining: 735,
  SoldeFinPeriodeCourante: 800,
  totalUnpaid: bouncedPayment === null ? 0 : 192,
  totalUnpaidStartDate: bouncedPayment === null ? "" : "2026-11-13",
  currentContractId: CONTRACT,
  currentContractNumber: "M-000012",
  isActive: true,
  paymentsList:
    bouncedPayment === null
      ? [line(1, "2026-11-06", 147, { isPaid: true }), line(2, "2026-11-13", 147, { isPaid: true }), line(3, "2026-11-27", 147)]
      : [
          line(1, "2026-11-06", 147, { isPaid: true }),
          line(2, "2026-11-13", 147, { isLate: true, returned: { returnedOn: "2026-11-17", reason: "nsf" } }),
          line(1, "2026-11-17", 45, { isLate: true, isFromOriginalSchedule: false, lineKind: "fee", feeKind: "nsf", ledgerLineId: "f1" }),
          line(3, "2026-11-27", 147),
        ],
  contractListOptions: [{ leaContracts_Id: CONTRACT, value: CONTRACT, label: "M-000012 — ACTIVE", status: 1, isMicroCredit: true }],
  bouncedPayment,
});

let model: unknown = paymentsModel(bounced);

const routes = (): Record<string, unknown> => ({
  "/api/configuration/features": {},
  "/api/configuration/lenderDay": { timeZone: "America/Toronto", today: "2026-11-22" },
  [`/api/customer/${CUSTOMER}`]: { firstName: "Noémie", lastName: "Fortin" },
  [`/api/customer/${CUSTOMER}/contracts`]: {
    currentContractId: CONTRACT,
    contracts: [{ id: CONTRACT, contractNumber: "M-000012", statusId: 1, product: "microCredit", isMicroCredit: true, isTraining: false }],
  },
  [`/api/customer/${CUSTOMER}/currentContractGridInfo`]: { amountLate: 192, UI_isBalanceZeroOnRenew: false },
  [`/api/customer/${CUSTOMER}/payments/${CONTRACT}`]: model,
});

const fakeFetch = async (input: RequestInfo | URL) => {
  const path = String(input).split("?")[0]!;
  const result = routes()[path];
  const ok = result !== undefined;
  return new Response(JSON.stringify({ Success: ok, Result: ok ? result : null, ErrorMessage: ok ? null : `no route ${path}` }), {
    status: ok ? 200 : 404,
    headers: { "Content-Type": "application/json" },
  });
};

beforeEach(() => {
  // Each test is a new page: the lender day another suite asked in this worker is not this fake server's.
  forgetLenderDay();
  model = paymentsModel(bounced);
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = async (lang: Lang) => {
  const view = render(<CustomerProfile customerId={CUSTOMER} lang={lang} embedded />);
  await screen.findAllByText("2026-11-27");
  // The payments list shows once the lender's day has come (its lines' states count from it).
  await waitFor(() => expect(view.container.querySelector('[data-part="card"]')).not.toBeNull());
  return view;
};

const words = {
  en: {
    title: "A payment was returned",
    notice: "Your payment of $147.00 on 2026-11-13 was returned on 2026-11-17 by your financial institution (insufficient funds). A $45.00 fee applies.",
    chip: "Returned",
    returned: "Payment returned on 2026-11-17 (insufficient funds)",
    fee: "Returned payment fee",
  },
  fr: {
    title: "Un paiement a été refusé",
    notice: "Votre paiement de 147,00 $ du 2026-11-13 a été refusé le 2026-11-17 par votre institution financière (provision insuffisante). Des frais de 45,00 $ s'ajoutent.",
    chip: "Retourné",
    returned: "Paiement retourné le 2026-11-17 (provision insuffisante)",
    fee: "Frais de paiement refusé",
  },
} as const;

describe.each(["en", "fr"] as const)("the customer's account with a bounced payment (%s)", (lang) => {
  const expected = words[lang];

  it("says at the top that the payment bounced, with the amount, the days, the reason and the fee", async () => {
    await show(lang);
    const notice = screen.getByRole("heading", { name: expected.title }).closest("section")!;
    expect(notice.getAttribute("role")).toBe("alert");
    expect(notice.textContent).toContain(expected.notice);
    // The notice comes before the contract and the payments.
    const payments = screen.getByRole("heading", { name: lang === "fr" ? "Paiements" : "Payments" });
    expect(notice.compareDocumentPosition(payments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the returned line as returned with the day and reason in words, and the NSF fee line", async () => {
    const { container } = await show(lang);
    const cards = Array.from(container.querySelectorAll('[data-part="card"]'));
    const returned = cards.find((card) => card.getAttribute("data-status") === "returned")!;
    expect(returned.querySelector('[data-part="chip"]')?.textContent).toBe(expected.chip);
    expect(returned.querySelector('[data-part="date"]')?.textContent).toBe("2026-11-13");
    expect(returned.querySelector('[data-part="returned"]')?.textContent).toBe(expected.returned);
    const fee = cards.find((card) => card.querySelector('[data-part="type"]')?.textContent === expected.fee)!;
    expect(fee.querySelector('[data-part="date"]')?.textContent).toBe("2026-11-17");
    expect(fee.getAttribute("data-status")).toBe("late");
    expect(fee.querySelector('[data-part="defer"]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("the customer's account once nothing returned is owed", () => {
  it("has no notice and no returned line", async () => {
    model = paymentsModel(null);
    const { container } = await show("en");
    expect(screen.queryByRole("heading", { name: "A payment was returned" })).toBeNull();
    expect(screen.queryByText(/was returned/)).toBeNull();
    expect(container.querySelector('[data-status="returned"]')).toBeNull();
    expect(container.querySelector('[data-part="returned"]')).toBeNull();
  });
});
