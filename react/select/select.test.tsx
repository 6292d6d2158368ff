// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { SelectField } from "./index.js";

afterEach(cleanup);

const provinces = [
  { label: "Québec", value: 1 },
  { label: "Ontario", value: 2 },
  { label: "Manitoba", value: 3 },
];

describe("SelectField", () => {
  it.each([
    ["fr", "Choisir..."],
    ["en", "Choose..."],
  ] as const)("shows the placeholder (%s) until a choice, then the chosen label", async (lang, placeholder) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLendkit(<SelectField label="Province" options={provinces} onChange={onChange} />, { lang });
    const button = screen.getByRole("button", { name: new RegExp(`${placeholder.replace(".", "\\.")}.*Province|Province.*${placeholder.replace(".", "\\.")}`) });
    expect(button.textContent).toContain(placeholder);
    await user.click(button);
    await user.click(await screen.findByRole("option", { name: "Ontario" }));
    expect(onChange).toHaveBeenCalledWith(2, provinces[1]);
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(screen.getByRole("button", { name: /Ontario/ }).textContent).toContain("Ontario");
  });

  it("is reachable by Tab and chooses by typing the first letters", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLendkit(<SelectField label="Province" options={provinces} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Province/ }));
    await user.keyboard("Man");
    expect(onChange).toHaveBeenLastCalledWith(3, provinces[2]);
  });

  it("follows a controlled value", () => {
    renderWithLendkit(<SelectField label="Province" options={provinces} value={3} />);
    expect(screen.getByRole("button", { name: /Manitoba/ })).toBeTruthy();
  });

  it.each([
    ["fr", "Aucune option"],
    ["en", "No options"],
  ] as const)("says %s when there is nothing to choose", async (lang, empty) => {
    const user = userEvent.setup();
    renderWithLendkit(<SelectField label="Province" options={[]} />, { lang });
    await user.click(screen.getByRole("button", { name: /Province/ }));
    expect((await screen.findByRole("listbox")).textContent).toBe(empty);
  });

  it("shows an error message when invalid", () => {
    renderWithLendkit(<SelectField label="Province" options={provinces} isInvalid errorMessage="Requis" />);
    expect(screen.getByText("Requis")).toBeTruthy();
  });

  it("has no axe violations, closed and open", async () => {
    const user = userEvent.setup();
    renderWithLendkit(
      <main>
        <SelectField label="Province" options={provinces} defaultValue={1} description="Province de résidence" />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole("button", { name: /Province/ }));
    await screen.findByRole("listbox");
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
