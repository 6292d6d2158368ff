// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { FormSubmitButton, type FormSubmitAction } from "./index.js";

afterEach(cleanup);

const actions: FormSubmitAction[] = [
  { id: "saveAndClose", label: "Save and close" },
  { id: "saveAndNew", label: "Save and new" },
  { id: "archive", label: "Archive", isDisabled: true },
];

describe("FormSubmitButton", () => {
  it.each([
    ["fr", "Sauvegarder"],
    ["en", "Save"],
  ] as const)("submits its form, labelled %s by default", async (lang, name) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithLendkit(
      <form onSubmit={onSubmit} aria-label="contract">
        <FormSubmitButton />
      </form>,
      { lang },
    );
    await user.click(screen.getByRole("button", { name }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: /actions/i })).toBeNull();
  });

  it("takes a custom label and can be disabled", () => {
    renderWithLendkit(<FormSubmitButton label="Enregistrer le contrat" isDisabled />);
    expect(screen.getByRole("button", { name: "Enregistrer le contrat" }).hasAttribute("disabled")).toBe(true);
  });

  it.each([
    ["fr", "Autres actions de sauvegarde"],
    ["en", "More save actions"],
  ] as const)("opens a drop-up menu of extra actions (%s) and reports the chosen one", async (lang, menuName) => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { container } = renderWithLendkit(<FormSubmitButton actions={actions} onAction={onAction} />, { lang });
    expect(container.querySelector("[data-has-menu]")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    expect(menu.closest("[data-placement]")?.getAttribute("data-placement")).toBe("top");
    expect(screen.getByRole("menuitem", { name: "Archive" }).getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("menuitem", { name: "Save and new" }));
    expect(onAction).toHaveBeenCalledWith("saveAndNew");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("works from the keyboard: arrow keys and Enter choose an action", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderWithLendkit(<FormSubmitButton actions={actions} onAction={onAction} />, { lang: "en" });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "More save actions" }));
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    // A browser moves focus to the first item; the test DOM has no layout, so
    // react-aria leaves it on the popover: put it on the first item by hand.
    screen.getAllByRole("menuitem")[0]!.focus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onAction).toHaveBeenCalledWith("saveAndNew");
  });

  it("has no axe violations, closed and with the menu open", async () => {
    const user = userEvent.setup();
    renderWithLendkit(
      <main>
        <FormSubmitButton actions={actions} />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Autres actions de sauvegarde" }));
    await screen.findByRole("menu");
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
