// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import { computeLoan, emptyCalculatorModel, type CalculatorModel } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations, hiddenFormInput } from "../testing/axe.js";
import { RenewalBasicStep } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 11, 22);
const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };

describe("RenewalBasicStep", () => {
  it("saves the model on screen at once, frequency changes included (en)", async () => {
    const onSave = vi.fn(async (_model: CalculatorModel) => undefined);
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<RenewalBasicStep model={emptyCalculatorModel()} feeConstants={feeConstants} today={today} onSave={onSave} />, {
      lang: "en",
      tenant: "LENDER09",
    });
    expect(screen.getByRole("heading", { name: "Renewal" })).toBeTruthy();
    expect(screen.getByText(/Your current principal balance and any late or deferral fees will be added/)).toBeTruthy();
    expect(await axeViolations(container, { exclude: [hiddenFormInput] })).toEqual([]);
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    await user.click(screen.getByRole("button", { name: "CONTINUE MY REQUEST" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.loanFrequency).toBe(12);
    const expected = computeLoan({ ...emptyCalculatorModel(), loanFrequency: 12 }, { today, tenant: "LENDER09", features: { RestOfCanada: false, useBankHolidays: false }, feeConstants });
    expect(saved.numberOfPayments).toBe(expected.numberOfPayments);
  });

  it.each([
    ["en", "Your cash loan", /balance/],
    ["fr", "Votre prêt d'argent", /solde/],
  ] as const)("speaks to a new applicant as one, with no balance carried over (%s)", (lang, title, balance) => {
    renderWithLendkit(<RenewalBasicStep model={emptyCalculatorModel()} feeConstants={feeConstants} today={today} onSave={vi.fn()} renewsContract={false} />, {
      lang,
      tenant: "LENDER09",
    });
    expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByRole("region", { name: title }).textContent).not.toMatch(balance);
  });

  it("shows the RES1 alert in French after a failed save, and saves again on the next press", async () => {
    const onSave = vi.fn(async (_model: CalculatorModel) => {
      if (onSave.mock.calls.length === 1) throw new Error("down");
    });
    const user = userEvent.setup();
    renderWithLendkit(<RenewalBasicStep model={emptyCalculatorModel()} feeConstants={feeConstants} today={today} onSave={onSave} />, { lang: "fr", tenant: "LENDER09" });
    await user.click(screen.getByRole("button", { name: "CONTINUER MA DEMANDE" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("ERREURE RES1\u00a0! Veuillez appeller le support."));
    await user.click(screen.getByRole("button", { name: "CONTINUER MA DEMANDE" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(""));
  });
});
