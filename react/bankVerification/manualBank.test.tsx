// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { ManualBankVerification } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ManualBankVerification", () => {
  it("keeps Continue disabled until one picture, then submits once and completes", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn(async (_file: File) => undefined);
    const onSubmit = vi.fn(async () => undefined);
    const onCompleted = vi.fn();
    const { container } = renderWithLendkit(<ManualBankVerification onUpload={onUpload} onSubmit={onSubmit} onCompleted={onCompleted} />, { lang: "en" });
    expect(screen.getByRole("heading", { name: "Manual Bank Verification" })).toBeTruthy();
    const button = screen.getByRole("button", { name: "Add at least one picture to continue..." });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(["x"], "statement.png", { type: "image/png" }));
    expect(onUpload).toHaveBeenCalledTimes(1);
    const ready = await screen.findByRole("button", { name: "It looks good. Continue" });
    expect(ready.hasAttribute("disabled")).toBe(false);
    await user.click(ready);
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "It looks good. Continue" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows the French texts and re-enables Continue after a failed submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error("down");
    });
    const { container } = renderWithLendkit(<ManualBankVerification onUpload={async () => undefined} onSubmit={onSubmit} />, { lang: "fr" });
    expect(screen.getByRole("button", { name: "Ajouter au moins une photo pour continuer..." })).toBeTruthy();
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(["x"], "a.png", { type: "image/png" }));
    await user.click(await screen.findByRole("button", { name: "J'ai terminé. Continuer" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "J'ai terminé. Continuer" }).hasAttribute("disabled")).toBe(false));
    expect(await axeViolations(container)).toEqual([]);
  });
});
