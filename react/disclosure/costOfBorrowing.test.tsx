// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { CostOfBorrowing } from "./index.js";
import { quebecWarnStatement, refusedStatement, workedStatement } from "./fixtures.js";

afterEach(cleanup);

const line = (container: HTMLElement, part: string, id: string) => {
  const row = container.querySelector(`[data-part="${part}"] [data-disclosure="${id}"]`);
  return row ? [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent] : null;
};

describe("CostOfBorrowing", () => {
  it.each([
    ["en", "Annual percentage rate (APR)", "80.90%", "Cost of borrowing", "$1 190.08", "Total to repay", "$2 190.08"],
    ["fr", "Taux annuel du coût d'emprunt (TAC)", "80,90\u00a0%", "Coût d'emprunt", "1\u00a0190,08\u00a0$", "Total à rembourser", "2\u00a0190,08\u00a0$"],
  ] as const)("states the APR, the cost of borrowing and the total to repay with the legal names in %s", async (lang, aprName, apr, costName, cost, totalName, total) => {
    const { container } = renderWithLendkit(<CostOfBorrowing statement={workedStatement} />, { lang });
    expect(line(container, "rates", "apr")?.map((text) => text?.replace(/\s/g, " "))).toEqual([aprName, apr.replace(/\s/g, " ")]);
    expect(line(container, "rates", "totalCreditCharges")?.map((text) => text?.replace(/\s/g, " "))).toEqual([costName, cost.replace(/\s/g, " ")]);
    expect(line(container, "rates", "totalToRepay")?.map((text) => text?.replace(/\s/g, " "))).toEqual([totalName, total.replace(/\s/g, " ")]);
    // Outside Québec: no credit rate, no standard form, no heading, no alert.
    expect(line(container, "rates", "creditRate")).toBeNull();
    expect(container.querySelector('[data-part="standard-form"]')).toBeNull();
    expect(container.querySelector('[data-part="high-cost"]')).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("region", { name: lang === "en" ? "Cost of credit" : "Coût du crédit" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a Québec borrower's credit rate even without the Québec check", () => {
    const { container } = renderWithLendkit(<CostOfBorrowing statement={workedStatement} province="qc" />, { lang: "fr" });
    expect(line(container, "rates", "creditRate")?.[0]).toBe("Taux de crédit");
    expect(line(container, "rates", "creditRate")?.[1]?.replace(/\s/g, " ")).toBe("81,12 %");
  });

  it.each([
    ["fr", "COÛT ÉLEVÉ", "Capital net", "Autres composantes des frais de crédit", "Le taux annuel du coût d'emprunt (TAC) de ce prêt (80,90 %) dépasse le maximum de 35,00 %."],
    ["en", "HIGH-COST", "Net capital", "Other components of the credit charges", "This loan's annual percentage rate (APR) (80.90%) is above the maximum of 35.00%."],
  ] as const)("shows the HIGH-COST heading, the standard form and the cap warning in %s", async (lang, heading, netCapital, other, warning) => {
    const { container } = renderWithLendkit(<CostOfBorrowing statement={quebecWarnStatement} province="QC" showStandardForm />, { lang });
    expect(screen.getAllByRole("heading", { level: 3 })[0]!.textContent).toBe(heading);
    expect(line(container, "standard-form", "netCapital")?.[0]).toBe(netCapital);
    expect(line(container, "standard-form", "otherComponents")?.[0]).toBe(other);
    expect(line(container, "standard-form", "interest")?.[1]?.replace(/\s/g, " ")).toBe(lang === "en" ? "$246.08" : "246,08 $");
    expect(line(container, "standard-form", "creditRate")?.[1]?.replace(/\s/g, " ")).toBe(lang === "en" ? "81.12%" : "81,12 %");
    expect(screen.getByRole("alert").textContent?.replace(/\s/g, " ")).toBe(warning);
    expect(container.querySelector('[data-lendkit="cost-of-borrowing"]')?.getAttribute("data-cap-outcome")).toBe("warn");
    expect(container.querySelector('[data-part="debt-ratio"]')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a refused loan cannot be offered", () => {
    renderWithLendkit(<CostOfBorrowing statement={refusedStatement} />, { lang: "en" });
    expect(screen.getByRole("alert").textContent).toContain("it cannot be offered");
  });
});
