// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { Lang, SelectOption } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { CreatableSelect } from "./index.js";

afterEach(cleanup);

const makes: SelectOption[] = [
  { label: "Toyota", value: 7 },
  { label: "Honda", value: 8 },
];

const Harness = ({ onChange, onCreate }: { onChange?: (value: unknown) => void; onCreate?: (text: string) => void }) => {
  const [options, setOptions] = useState(makes);
  const [value, setValue] = useState<SelectOption["value"] | null>(null);
  return (
    <form aria-label="vehicle">
      <CreatableSelect
        label="Marque"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        onCreate={(text) => {
          onCreate?.(text);
          const option = { label: text, value: text };
          setOptions((current) => [...current, option]);
          return option;
        }}
      />
      <input aria-label="next field" />
    </form>
  );
};

const renderHarness = (lang: Lang = "fr", props: Parameters<typeof Harness>[0] = {}) =>
  renderWithLendkit(<Harness {...props} />, { lang });

describe("CreatableSelect", () => {
  it.each([
    ["fr", 'Ajouter\u00a0: "Lexus"', "Choisir..."],
    ["en", 'Add: "Lexus"', "Choose..."],
  ] as const)("offers to create a new option (%s) and selects what was created", async (lang, prompt, placeholder) => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    const onChange = vi.fn();
    renderHarness(lang, { onCreate, onChange });
    const input = screen.getByRole("combobox", { name: "Marque" });
    expect(input.getAttribute("placeholder")).toBe(placeholder);
    await user.type(input, "  Lexus ");
    await user.click(await screen.findByRole("option", { name: prompt }));
    expect(onCreate).toHaveBeenCalledWith("Lexus");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("Lexus"));
    expect((input as HTMLInputElement).value).toBe("Lexus");
  });

  it("filters the options by the typed text and picks one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderHarness("fr", { onChange });
    const input = screen.getByRole("combobox", { name: "Marque" });
    await user.type(input, "hon");
    const listbox = await screen.findByRole("listbox");
    expect(Array.from(listbox.querySelectorAll('[role="option"]')).map((node) => node.textContent)).toEqual([
      "Honda",
      'Ajouter\u00a0: "hon"',
    ]);
    await user.click(screen.getByRole("option", { name: "Honda" }));
    expect(onChange).toHaveBeenCalledWith(8);
    expect((input as HTMLInputElement).value).toBe("Honda");
  });

  it("does not offer to create an existing label (case and spaces ignored)", async () => {
    const user = userEvent.setup();
    renderHarness("fr");
    const input = screen.getByRole("combobox", { name: "Marque" });
    await user.type(input, "  toyota ");
    const listbox = await screen.findByRole("listbox");
    expect(Array.from(listbox.querySelectorAll('[role="option"]')).map((node) => node.textContent)).toEqual(["Toyota"]);
  });

  it("does not offer to create blank text", async () => {
    const user = userEvent.setup();
    renderHarness("fr");
    const input = screen.getByRole("combobox", { name: "Marque" });
    await user.type(input, "   ");
    expect(screen.queryByRole("option", { name: /Ajouter/ })).toBeNull();
  });

  it.each([
    ["a typed label", "honda", 8, "Honda"],
    ["a typed value", "7", 7, "Toyota"],
  ] as const)("Tab selects %s and moves on", async (_, typed, value, label) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderHarness("fr", { onChange });
    const input = screen.getByRole("combobox", { name: "Marque" }) as HTMLInputElement;
    await user.type(input, typed);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(value);
    await waitFor(() => expect(input.value).toBe(label));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "next field" }));
  });

  it("Tab with text matching nothing selects nothing and gives the text back to the choice", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderHarness("fr", { onChange });
    const input = screen.getByRole("combobox", { name: "Marque" }) as HTMLInputElement;
    await user.type(input, "Lexus");
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(input.value).toBe(""));
    await user.type(input, "honda");
    await user.tab();
    await waitFor(() => expect(input.value).toBe("Honda"));
    await user.clear(input);
    await user.type(input, "Lex");
    await user.tab();
    await waitFor(() => expect(input.value).toBe("Honda"));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["fr", "Aucune option"],
    ["en", "No options"],
  ] as const)("says %s when the list is empty", async (lang, empty) => {
    const user = userEvent.setup();
    renderWithLendkit(<CreatableSelect label="Marque" options={[]} />, { lang });
    await user.click(screen.getByRole("button"));
    expect((await screen.findByRole("listbox")).textContent).toBe(empty);
  });

  it("has no axe violations, closed and open", async () => {
    const user = userEvent.setup();
    renderWithLendkit(
      <main>
        <Harness />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.type(screen.getByRole("combobox", { name: "Marque" }), "Lex");
    const listbox = await screen.findByRole("listbox");
    // While open, react-aria hides everything but the field and its popover
    // from assistive technology on purpose; check the field and the popover.
    const field = screen.getByRole("combobox", { name: "Marque" }).closest('[data-lendkit="creatable-select"]');
    expect(field).toBeTruthy();
    expect(await axeViolations(field!)).toEqual([]);
    expect(await axeViolations(listbox.closest("[data-trigger]") ?? listbox)).toEqual([]);
  });
});
