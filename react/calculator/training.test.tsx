// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TrainingAmount } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { TrainingProgramChoice } from "./index.js";

afterEach(cleanup);

describe("TrainingProgramChoice", () => {
  it.each([
    [
      "en",
      "Training program",
      ["500 $ — 3 months of access (cashback)", "750 $ — 4 months of access (cashback)", "1000 $ — 5 months of access (cashback)"],
    ],
    [
      "fr",
      "Programme de formation",
      [
        "500 $ — 3 mois d'accès (remise en argent)",
        "750 $ — 4 mois d'accès (remise en argent)",
        "1000 $ — 5 mois d'accès (remise en argent)",
      ],
    ],
  ] as const)("shows three radios from core in %s", async (lang, label, names) => {
    const { container } = renderWithLendkit(<TrainingProgramChoice />, { lang });
    expect(screen.getByRole("radiogroup", { name: label })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(names);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("chooses with the mouse and the keyboard and hands on the amount", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithLendkit(<TrainingProgramChoice defaultValue={500} onChange={onChange} />, { lang: "en" });
    const [first, second, third] = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(first!.checked).toBe(true);
    await user.click(third!);
    expect(third!.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(1000, expect.objectContaining({ monthsOfAccess: 5, isCashback: true }));
    await user.keyboard("{ArrowUp}");
    expect(second!.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(750, expect.objectContaining({ monthsOfAccess: 4 }));
    expect(container.querySelector('[data-selected][data-months="4"]')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup();
    const Controlled = () => {
      const [value, setValue] = useState<TrainingAmount | null>(null);
      return (
        <>
          <TrainingProgramChoice value={value} onChange={setValue} />
          <output>{value ?? "none"}</output>
        </>
      );
    };
    renderWithLendkit(<Controlled />, { lang: "fr" });
    expect(screen.getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole("radio", { name: "750 $ — 4 mois d'accès (remise en argent)" }));
    expect(screen.getByText("750")).toBeTruthy();
  });
});
