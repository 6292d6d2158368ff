// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import { Decimal, emptyCalculatorModel, type CalculatorModel } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations, hiddenFormInput } from "../testing/axe.js";
import { RenewalBasicStep } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 11, 22);
const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };

describe("RenewalBasicStep in training mode (C §3.6)", () => {
  it.each([
    ["en", "1000 $ — 5 months of access (cashback)", "Number of payments", "Repayment details"],
    ["fr", "1000 $ — 5 mois d'accès (remise en argent)", "Nombre de paiements", "Détails du remboursement"],
  ] as const)("offers the programmes instead of the amount, frequency, date and repayment, and saves the course's terms (%s)", async (lang, programme, countLabel, detailsLabel) => {
    const onSave = vi.fn(async (_model: CalculatorModel) => undefined);
    const user = userEvent.setup();
    const model = { ...emptyCalculatorModel(), loanFrequency: 26 as const, previousBalance: new Decimal("200.00") };
    const { container } = renderWithLendkit(<RenewalBasicStep model={model} feeConstants={feeConstants} today={today} onSave={onSave} training />, { lang, tenant: "RENT" });
    expect(container.querySelector("[data-part=slider], [data-part=frequencies], [data-part=first-payment]")).toBeNull();
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    expect(await axeViolations(container, { exclude: [hiddenFormInput] })).toEqual([]);
    await user.click(screen.getByRole("radio", { name: programme }));
    // C §3.6: the training contract hides the repayment (no details, no count, no payment, no dates).
    expect(screen.queryByText(countLabel)).toBeNull();
    expect(screen.queryByRole("region", { name: detailsLabel })).toBeNull();
    expect(container.querySelector("[data-part=details], [data-detail]")).toBeNull();
    await user.click(screen.getByRole("button", { name: lang === "en" ? "CONTINUE MY REQUEST" : "CONTINUER MA DEMANDE" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0];
    expect([saved.loanAmount.toNumber(), saved.numberOfPayments, saved.loanFrequency, saved.interestRate.toString()]).toEqual([1000, 24, 26, "0.000001"]);
    // No fee: 1,200.00 $ (course and balance) over 24 payments at a near-zero rate.
    expect(saved.payment.toFixed(2)).toBe("50.00");
  });
});
