// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithLendkit } from "../testing/render.js";
import { MaskedField } from "./index.js";

afterEach(cleanup);

describe("MaskedField checkMask: core's maskedFieldProblem as a built-in rule", () => {
  it("marks a partial phone invalid with its text, and clears it once complete", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<MaskedField kind="phone" label="Phone" checkMask />, { lang: "en" });
    const input = screen.getByRole("textbox", { name: "Phone" });
    await user.type(input, "51455");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The phone number must have 10 digits")).toBeTruthy();
    await user.type(input, "51234");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("The phone number must have 10 digits")).toBeNull();
  });

  it("gives the French text of an impossible date, and a given helper text wins", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<MaskedField kind="date" label="Date" checkMask />, { lang: "fr" });
    await user.type(screen.getByRole("textbox", { name: "Date" }), "20230229");
    expect(screen.getByText("Date invalide")).toBeTruthy();
    cleanup();
    renderWithLendkit(<MaskedField kind="sin" label="NAS" checkMask helperText="Vérifiez le NAS" />, { lang: "fr" });
    await user.type(screen.getByRole("textbox", { name: "NAS" }), "046454287");
    expect(screen.getByText("Vérifiez le NAS")).toBeTruthy();
  });

  it("stays off by default", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<MaskedField kind="phone" label="Phone" />, { lang: "en" });
    const input = screen.getByRole("textbox", { name: "Phone" });
    await user.type(input, "514");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });
});
