// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, emptyCalculatorModel, t, type Lang } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { BankVerification, ManualBankVerification } from "../bankVerification/index.js";
import { DeferralModal } from "../payments/index.js";
import { RenewalFlow } from "../renewalFlow/index.js";
import { fakeNavigation, fakeServer } from "../renewalFlow/testServer.testing.js";
import {
  OtpForm,
  RenewalAddressStep,
  RenewalBasicStep,
  RenewalCompletion,
  RenewalIncomeStep,
  RenewalOverdue,
  RenewalReferencesStep,
} from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 11, 22);
const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };
const levelOf = (name: string) => Number(screen.getByRole("heading", { name }).tagName.slice(1));

describe.each(["en", "fr"] as const)("headingLevel (%s)", (lang: Lang) => {
  const text = (key: Parameters<typeof t>[1]) => t(lang, key);

  it("RenewalBasicStep: the title at the given level, the calculator's heading one below", () => {
    renderWithLendkit(<RenewalBasicStep model={emptyCalculatorModel()} feeConstants={feeConstants} today={today} onSave={vi.fn()} headingLevel={3} />, { lang, tenant: "LENDER09" });
    expect(levelOf(text("renewal.basic.title"))).toBe(3);
    expect(levelOf(text("calculator.details"))).toBe(4);
    cleanup();
    renderWithLendkit(<RenewalBasicStep model={emptyCalculatorModel()} feeConstants={feeConstants} today={today} onSave={vi.fn()} />, { lang, tenant: "LENDER09" });
    expect(levelOf(text("renewal.basic.title"))).toBe(2);
  });

  it("RenewalOverdue and RenewalCompletion: title, training heading and cards follow the level", () => {
    renderWithLendkit(<RenewalOverdue collectionsPhoneNumber="5145551234" onGoToClientSpace={vi.fn()} headingLevel={4} />, { lang });
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H4"]);
    cleanup();
    renderWithLendkit(<RenewalCompletion headingLevel={3} />, { lang, tenant: "FIDELE", features: { hasTrainingContract: true } });
    expect([...new Set(screen.getAllByRole("heading").map((heading) => heading.tagName))]).toEqual(["H3", "H4", "H5"]);
  });

  it("the step forms (address, income, references) and the OTP form", () => {
    const forms = [
      <RenewalAddressStep onSave={vi.fn()} headingLevel={3} />,
      <RenewalIncomeStep onSave={vi.fn()} headingLevel={4} />,
      <RenewalReferencesStep onSave={vi.fn()} headingLevel={5} />,
    ];
    for (const form of forms) {
      renderWithLendkit(form, { lang });
      const level = form.props.headingLevel;
      expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual([`H${level}`]);
      cleanup();
    }
    renderWithLendkit(<OtpForm lastFour="4321" sentAt={0} now={() => 0} onSubmit={vi.fn()} onResend={vi.fn()} headingLevel={1} />, { lang });
    expect(levelOf(text("renewal.otp.title"))).toBe(1);
  });

  it("BankVerification and ManualBankVerification", () => {
    renderWithLendkit(
      <BankVerification provider="aggregator" slug="s1" frameUrlFor={() => null} messageWindow={new EventTarget() as unknown as Window} onServerCall={vi.fn()} onCompleted={vi.fn()} headingLevel={3} />,
      { lang },
    );
    const levels = screen.getAllByRole("heading").map((heading) => heading.tagName);
    expect(levels).toContain("H4");
    expect(levels.every((tag) => tag === "H3" || tag === "H4")).toBe(true);
    cleanup();
    renderWithLendkit(<ManualBankVerification onUpload={vi.fn()} onSubmit={vi.fn()} headingLevel={3} />, { lang });
    expect(levelOf(text("bank.manual.title"))).toBe(3);
  });

  it("DeferralModal: the dialog's title at the given level", async () => {
    const decoded = decodeCustomerPayments({
      PaymentFrenquency: 2,
      currentContractId: 9,
      paymentsList: [1, 2, 3, 4].map((week) => ({ id: week, dueDate: today.add({ weeks: week }).toString(), amount: "100", isPaid: false })),
    });
    if (!decoded.ok) throw new Error("bad fixture");
    renderWithLendkit(<DeferralModal payments={decoded.value} index={2} customerId={5} today={today} onClose={vi.fn()} notify={vi.fn()} headingLevel={3} />, { lang });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("[data-part=title]")?.tagName).toBe("H3");
  });

  it("RenewalFlow passes the level to its screens", async () => {
    const server = fakeServer({});
    renderWithLendkit(<RenewalFlow today={today} search="" navigation={fakeNavigation().navigation} onError={vi.fn()} headingLevel={3} />, {
      lang,
      tenant: "RENT",
      fetcher: server.fetcher,
    });
    await waitFor(() => expect(screen.getAllByRole("heading").length).toBeGreaterThan(0));
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H3"]);
  });
});
