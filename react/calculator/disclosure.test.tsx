// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { CalendarDate } from "@internationalized/date";
import { computeLoan, Decimal, emptyCalculatorModel, formatMoney, formatPercent, type CalculatorModel, type FeeConstants, type LoanContext } from "@lendkit/core";
import { calculatorDisclosure, paymentCountsWithinCap, type DisclosurePolicy } from "@lendkit/core/disclosure";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations as axeCheck, hiddenFormInput } from "../testing/axe.js";
import { LoanCalculator } from "./index.js";

afterEach(cleanup);

const today = new CalendarDate(2026, 11, 22);
const feeConstants: FeeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };
const context: LoanContext = { today, tenant: "LENDER09", features: { RestOfCanada: false, useBankHolidays: false }, feeConstants };
const modelOf = (amount: number): CalculatorModel => ({ ...emptyCalculatorModel(), loanAmount: new Decimal(amount), loanMax: new Decimal(5000) });
const axeViolations = (container: Element) => axeCheck(container, { exclude: [hiddenFormInput] });
const flat = (text: string | null | undefined) => text?.replace(/\s/g, " ");

/** What core states for the model the calculator shows (the UI mirrors core). */
const statementOf = (model: CalculatorModel, policy: DisclosurePolicy) => {
  const { statement } = calculatorDisclosure(computeLoan(model, context), context, policy);
  if (!statement.ok) throw new Error(statement.reason);
  return statement.value;
};

const renderCalculator = (model: CalculatorModel, disclosurePolicy: DisclosurePolicy | undefined, lang: "fr" | "en", variant: "full" | "text" = "full") =>
  renderWithLendkit(<LoanCalculator defaultModel={model} feeConstants={feeConstants} today={today} disclosurePolicy={disclosurePolicy} variant={variant} />, {
    lang,
    tenant: "LENDER09",
  });

const detail = (container: HTMLElement, id: string) => {
  const row = container.querySelector(`[data-detail="${id}"]`);
  return row ? [row.querySelector("dt")?.textContent, flat(row.querySelector("dd")?.textContent)] : null;
};

describe("LoanCalculator's cost of borrowing", () => {
  it.each([
    ["en", "Annual percentage rate (APR)", "Cost of borrowing", "Total to repay"],
    ["fr", "Taux annuel du coût d'emprunt (TAC)", "Coût d'emprunt", "Total à rembourser"],
  ] as const)("states the quote's APR, cost of borrowing and total to repay in %s, without a policy", async (lang, aprName, costName, totalName) => {
    const statement = statementOf(modelOf(1000), { contractDate: today });
    const { container } = renderCalculator(modelOf(1000), undefined, lang);
    expect(detail(container, "apr")).toEqual([aprName, flat(formatPercent(statement.apr, lang))]);
    expect(detail(container, "totalCreditCharges")).toEqual([costName, flat(formatMoney(statement.totalCreditCharges, lang))]);
    expect(detail(container, "totalToRepay")).toEqual([totalName, flat(formatMoney(statement.totalObligation, lang))]);
    expect(detail(container, "creditRate")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("adds the credit rate and the HIGH-COST heading for a Québec borrower, in the text summary too", () => {
    const policy: DisclosurePolicy = { contractDate: today, province: "QC", bankRate: "2.75" };
    const statement = statementOf(modelOf(1000), policy);
    const { container } = renderCalculator(modelOf(1000), policy, "fr");
    expect(detail(container, "creditRate")).toEqual(["Taux de crédit", flat(formatPercent(statement.creditRate, "fr"))]);
    expect(container.querySelector('[data-part="high-cost"]')?.textContent).toBe("COÛT ÉLEVÉ");
    cleanup();
    renderCalculator(modelOf(1000), policy, "en", "text");
    const summary = flat(document.querySelector('[data-lendkit="loan-calculator"]')?.textContent);
    expect(summary).toContain(`Annual percentage rate (APR): ${flat(formatPercent(statement.apr, "en"))}; credit rate: ${flat(formatPercent(statement.creditRate, "en"))}`);
  });

  it("shows the red warning with the figures under warn", () => {
    const policy: DisclosurePolicy = { contractDate: today, rateCap: { action: "warn" } };
    const statement = statementOf(modelOf(1000), policy);
    const { container } = renderCalculator(modelOf(1000), policy, "en");
    expect(flat(screen.getByRole("alert").textContent)).toBe(`This loan's annual percentage rate (APR) (${flat(formatPercent(statement.apr, "en"))}) is above the maximum of 35.00%.`);
    expect(container.querySelector('[data-part="details"]')?.getAttribute("data-cap-outcome")).toBe("warn");
    expect(container.querySelector('[data-part="counts-within-cap"]')).toBeNull();
  });

  it("says plainly that no count fits under refuse when none does", () => {
    const policy: DisclosurePolicy = { contractDate: today, rateCap: { action: "refuse" } };
    const { container } = renderCalculator(modelOf(1000), policy, "fr");
    expect(screen.getByRole("alert").textContent).toContain("il ne peut pas être offert");
    expect(flat(container.querySelector('[data-part="no-count-fits"]')?.textContent)).toBe(
      "Aucun nombre de paiements ne garde ce prêt sous le maximum de 35,00 % (taux annuel du coût d'emprunt (TAC)) : choisissez un autre montant ou une autre fréquence.",
    );
  });

  it("offers only the counts under the cap under refuse, and a chosen one is within", async () => {
    const policy: DisclosurePolicy = { contractDate: today, rateCap: { action: "refuse" } };
    const fit = paymentCountsWithinCap(computeLoan(modelOf(3000), context), context, policy);
    expect(fit.ok && fit.counts.length).toBeGreaterThan(0);
    const counts = fit.ok ? fit.counts : [];
    const { container } = renderCalculator(modelOf(3000), policy, "en");
    const select = screen.getByLabelText("Numbers of payments within the maximum of 35.00%") as HTMLSelectElement;
    expect(Array.from(select.options).slice(1).map((option) => Number(option.value))).toEqual(counts);
    fireEvent.change(select, { target: { value: String(counts.at(-1)) } });
    expect(await screen.findByText(String(counts.at(-1)), { selector: '[data-detail="numberOfPayments"] dd' })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.querySelector('[data-part="details"]')?.getAttribute("data-cap-outcome")).toBe("within");
    expect(await axeViolations(container)).toEqual([]);
  });
});
