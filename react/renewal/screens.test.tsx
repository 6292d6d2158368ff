// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Decimal } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { RenewalCompletion, RenewalLoading, RenewalOverdue, RenewalProgress } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("renewal screens", () => {
  it("shows the loading text in both languages", async () => {
    const { container } = renderWithLendkit(<RenewalLoading />, { lang: "fr" });
    expect(screen.getByRole("status").textContent).toBe("Veuillez patienter\u00a0! Chargement...");
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    renderWithLendkit(<RenewalLoading />, { lang: "en" });
    expect(screen.getByRole("status").textContent).toBe("Please wait! Loading...");
  });

  it("marks the current stage of the progress bar with aria-current", async () => {
    const { container, rerender } = renderWithLendkit(<RenewalProgress step={23} />, { lang: "fr" });
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["1 Demande", "2 Vérifications", "3 Signatures"]);
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(items.map((item) => item.dataset.status)).toEqual(["done", "current", "upcoming"]);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<RenewalProgress step={0} />);
    expect(screen.getAllByRole("listitem")[0]?.getAttribute("aria-current")).toBe("step");
    rerender(<RenewalProgress step={3} />);
    expect(screen.getAllByRole("listitem")[2]?.getAttribute("aria-current")).toBe("step");
    cleanup();
    renderWithLendkit(<RenewalProgress step={1} />, { lang: "en" });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1 Application", "2 Verifications", "3 Signatures"]);
  });

  it("shows the overdue screen with the formatted number and goes to the Client Space by keyboard", async () => {
    const onGo = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<RenewalOverdue collectionsPhoneNumber="1-514-555-1234" onGoToClientSpace={onGo} />, { lang: "en" });
    expect(screen.getByRole("heading", { name: "You are late on your payments!" })).toBeTruthy();
    expect(screen.getByText(/collections department at \(514\) 555-1234\./)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onGo).toHaveBeenCalledWith("/cl");
    cleanup();
    renderWithLendkit(<RenewalOverdue collectionsPhoneNumber={null} onGoToClientSpace={onGo} />, { lang: "fr" });
    expect(screen.getByRole("button", { name: "Aller à l'Espace client" })).toBeTruthy();
    expect(screen.queryByText(/\(514\)/)).toBeNull();
  });

  it.each([
    ["en", "Amount late: $1 240.85"],
    ["fr", "Montant en retard\u00a0: 1 240,85 $"],
  ] as const)("shows the amount late in the lender's money format (%s)", (lang, text) => {
    const { container } = renderWithLendkit(
      <RenewalOverdue collectionsPhoneNumber="5145551234" amountLate={new Decimal("1240.85")} onGoToClientSpace={vi.fn()} />,
      { lang },
    );
    expect(container.querySelector('[data-part="amount-late"]')?.textContent).toBe(text);
    cleanup();
    const none = renderWithLendkit(<RenewalOverdue collectionsPhoneNumber="5145551234" amountLate={new Decimal(0)} onGoToClientSpace={vi.fn()} />, { lang });
    expect(none.container.querySelector('[data-part="amount-late"]')).toBeNull();
  });

  it("shows the completion screen, and its training variant with the tenant's name", async () => {
    const { container } = renderWithLendkit(<RenewalCompletion />, { lang: "en", tenant: "LENDER09" });
    expect(screen.getByRole("heading", { name: "Application completed!" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    const training = renderWithLendkit(<RenewalCompletion />, { lang: "en", tenant: "FIDELE", features: { hasTrainingContract: true } });
    expect(screen.getByRole("heading", { name: "Fidèle: potential solutions tailored to your situation" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Financial training with cashback" })).toBeTruthy();
    expect(await axeViolations(training.container)).toEqual([]);
    cleanup();
    renderWithLendkit(<RenewalCompletion />, { lang: "fr", features: { hasTrainingContract: true } });
    expect(screen.getByRole("heading", { name: "Demande complétée\u00a0!" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
