// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { requiredFieldsListMaxHeightPx, requiredFieldsPopupMaxWidthPx } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { RequiredFieldsPopup } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sections = [
  {
    sectionLabel: "Bank",
    footer: "Ask the customer for a void cheque.",
    elements: [
      { label: "Transit", name: "transit", isValid: false },
      { label: "Institution", name: "institution", isValid: true },
    ],
  },
  { sectionLabel: "Employer", header: "Employer details:", elements: [{ label: "Name", name: "employer", isValid: false }] },
  { sectionLabel: "Vehicle", elements: [{ label: "VIN", name: "vin", isValid: true }] },
];

describe("RequiredFieldsPopup", () => {
  it.each([
    ["en", "Required Fields", "Fields in red are required! Please fix the following errors:", "Please fill in the following fields:", "Close"],
    ["fr", "Champs requis", "Les champs en rouge sont requis\u00a0! Veuillez corriger les erreurs suivantes\u00a0:", "Veuillez remplir les champs suivants\u00a0:", "Fermer"],
  ] as const)("lists standard messages and invalid custom fields (%s)", async (lang, heading, intro, header, close) => {
    renderWithLendkit(<RequiredFieldsPopup defaultOpen errors={{ city: "City", phone: "Phone" }} sections={sections} />, { lang });
    const dialog = await screen.findByRole("dialog", { name: heading });
    const standard = within(dialog).getByRole("list", { name: intro });
    expect(within(standard).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["City", "Phone"]);
    const bank = within(dialog).getByRole("list", { name: "Bank" });
    expect(within(bank).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Transit"]);
    expect(dialog.textContent).toContain(header);
    expect(within(dialog).getByText("Ask the customer for a void cheque.")).toBeTruthy();
    expect(within(dialog).getByText("Employer details:")).toBeTruthy();
    expect(within(dialog).queryByRole("heading", { name: "Vehicle" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: close })).toBeTruthy();
    for (const item of within(dialog).getAllByRole("listitem")) expect(item.hasAttribute("data-invalid")).toBe(true);
  });

  it("takes the limits from core: lists scroll past 600 px, the box is at most 512 px wide", async () => {
    renderWithLendkit(<RequiredFieldsPopup defaultOpen errors={["City"]} />);
    const dialog = await screen.findByRole("dialog");
    const list = within(dialog).getByRole("list");
    expect(list.style.maxHeight).toBe(`${requiredFieldsListMaxHeightPx}px`);
    expect(list.style.overflowY).toBe("auto");
    const modal = dialog.parentElement!;
    expect(modal.style.maxWidth).toBe(`${requiredFieldsPopupMaxWidthPx}px`);
    expect(modal.style.getPropertyValue("--lendkit-popup-list-max-height")).toBe("600px");
  });

  it("Close and Escape close it and report it", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithLendkit(<RequiredFieldsPopup defaultOpen errors={["City"]} onOpenChange={onOpenChange} />, { lang: "en" });
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    cleanup();
    renderWithLendkit(<RequiredFieldsPopup defaultOpen errors={["City"]} />, { lang: "en" });
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has no axe violations when open", async () => {
    renderWithLendkit(<RequiredFieldsPopup defaultOpen errors={{ city: "City" }} sections={sections} />);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
