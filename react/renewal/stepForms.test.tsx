// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RenewalAddressForm, RenewalIncomeForm, RenewalReferencesForm } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { RenewalCallError } from "../renewalFlow/index.js";
import { RenewalAddressStep, RenewalIncomeStep, RenewalReferencesStep } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Typed forms: slow on a busy machine, so each test gets 20 s. */
describe("renewal step forms", { timeout: 20_000 }, () => {
  it("address: shows core's errors after a save, then saves a valid address", async () => {
    const onSave = vi.fn(async (_form: RenewalAddressForm) => undefined);
    const user = userEvent.setup();
    const onErrorsShown = vi.fn();
    const { container } = renderWithLendkit(<RenewalAddressStep onSave={onSave} onErrorsShown={onErrorsShown} />, { lang: "en" });
    expect(screen.getByRole("form", { name: "Confirm your address" })).toBeTruthy();
    expect(screen.queryByText("This field is required.")).toBeNull();
    // Nothing is red before a choice or a Continue: not even the province's "none chosen" (-1).
    expect(screen.getByRole("combobox", { name: "Province" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Please choose a province.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSave).not.toHaveBeenCalled();
    // The validation popup lists the fields (C §5), and the page is told (to tell its parent to scroll).
    expect(within(await screen.findByRole("dialog")).getByText("Province")).toBeTruthy();
    expect(onErrorsShown).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(screen.getAllByText("This field is required.").length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText("Please choose a province.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: "Civic number" }), "12");
    await user.type(screen.getByRole("textbox", { name: "Street" }), "Rue Principale");
    await user.type(screen.getByRole("textbox", { name: "City" }), "Montréal");
    await user.selectOptions(screen.getByRole("combobox", { name: "Province" }), "1");
    await user.type(screen.getByRole("textbox", { name: "Postal code" }), "d2x1y4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(screen.getByText("Enter a postal code such as A1A 1A1.")).toBeTruthy();
    await user.clear(screen.getByRole("textbox", { name: "Postal code" }));
    await user.type(screen.getByRole("textbox", { name: "Postal code" }), "h2x1y4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ civicNumber: "12", street: "Rue Principale", city: "Montréal", provinceId: 1, apartment: "" });
    expect(onSave.mock.calls[0]?.[0].postalCode.replace(" ", "").toUpperCase()).toBe("H2X1Y4");
  });

  it("address: offers only the provinces the server lists (getWebOnlyProvinces), with their labels", async () => {
    const onSave = vi.fn(async (_form: RenewalAddressForm) => undefined);
    const provinces = [
      { value: 1, label: "Québec" },
      { value: 2, label: "Ontario" },
    ];
    renderWithLendkit(<RenewalAddressStep onSave={onSave} provinces={provinces} />, { lang: "fr" });
    const select = screen.getByRole("combobox", { name: "Province" });
    const options = Array.from((select as HTMLSelectElement).options).map((option) => [option.value, option.textContent]);
    expect(options.slice(1)).toEqual([
      ["1", "Québec"],
      ["2", "Ontario"],
    ]);
    cleanup();
    // Without the server's list (not loaded or refused), core's whole table.
    renderWithLendkit(<RenewalAddressStep onSave={onSave} provinces={null} />, { lang: "en" });
    expect((screen.getByRole("combobox", { name: "Province" }) as HTMLSelectElement).options.length).toBe(14);
  });

  it("references: reference 2 is optional but its phone needs 10 digits; French texts and the save error", async () => {
    const onSave = vi.fn(async (_form: RenewalReferencesForm) => {
      throw new Error("down");
    });
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<RenewalReferencesStep onSave={onSave} />, { lang: "fr" });
    expect(screen.getByRole("form", { name: "Références personnelles" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Nom" }), "Léa");
    await user.type(screen.getByRole("textbox", { name: "Téléphone" }), "5145551234");
    await user.type(screen.getByRole("textbox", { name: "Lien" }), "Sœur");
    await user.type(screen.getByRole("textbox", { name: /Téléphone \(référence 2\)/ }), "514");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(screen.getByText("Le numéro de téléphone doit avoir 10 chiffres.")).toBeTruthy();
    await user.clear(screen.getByRole("textbox", { name: /Téléphone \(référence 2\)/ }));
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ refName: "Léa", refLink: "Sœur", refCell1: "" });
    expect(onSave.mock.calls[0]?.[0].refCell.replace(/\D/g, "")).toBe("5145551234");
    expect((await screen.findByRole("alert")).textContent).toBe("Vos réponses n'ont pas pu être enregistrées. Veuillez réessayer\u00a0; si cela se reproduit, appelez-nous.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("address: the server's refusal of fields shows on each field and in the popup, in the user's language, until the field changes", async () => {
    const onSave = vi.fn(async (_form: RenewalAddressForm) => {
      throw new RenewalCallError("Veuillez corriger les champs suivants. / Please correct the following fields. : city, provinceId", [
        { field: "city", key: "renewal.validation.maxLength", params: { max: 100 } },
        { field: "provinceId", key: "flows.error.provinceNotServed" },
      ]);
    });
    const onErrorsShown = vi.fn();
    const user = userEvent.setup();
    const initial = { civicNumber: "12", apartment: "", street: "Rue Principale", city: "Montréal", provinceId: 3, province: "", postalCode: "V6B 1A1" };
    renderWithLendkit(<RenewalAddressStep initial={initial} onSave={onSave} onErrorsShown={onErrorsShown} />, { lang: "fr" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const popup = await screen.findByRole("dialog");
    expect(Array.from(popup.querySelectorAll("li"), (item) => item.textContent)).toEqual([
      "Ville\u00a0: Au plus 100 caractères.",
      "Province\u00a0: Nous n'offrons pas de prêts en ligne dans cette province.",
    ]);
    expect(onErrorsShown).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("textbox", { name: "Ville" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Au plus 100 caractères.")).toBeTruthy();
    expect(screen.getByText("Nous n'offrons pas de prêts en ligne dans cette province.")).toBeTruthy();
    // Never the generic "call support" alert for a refusal that names fields.
    expect(screen.queryByText(/ERROR|support/)).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Ville" }), "-Nord");
    expect(screen.queryByText("Au plus 100 caractères.")).toBeNull();
    expect(screen.getByText("Nous n'offrons pas de prêts en ligne dans cette province.")).toBeTruthy();
  });

  it("income: years must be digits, and the contact warning shows for the tenant that has it", async () => {
    const onSave = vi.fn(async (_form: RenewalIncomeForm) => undefined);
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<RenewalIncomeStep onSave={onSave} />, { lang: "en", tenant: "FIDELE" });
    expect(screen.getByRole("form", { name: "Source of your current income" })).toBeTruthy();
    expect(screen.getByText(/your references may be contacted/)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Years" }), "ab");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.keyboard("{Escape}");
    expect(screen.getByText("Numbers only.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
