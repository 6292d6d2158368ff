// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { Panel, panelWidthPx, usePanelWidth, useViewportWidth } from "./index.js";

afterEach(cleanup);

const fakeHistory = () => ({ back: vi.fn(), search: () => "", replaceSearch: vi.fn() });

describe("Panel", () => {
  it("shows its title as a heading that names the panel", () => {
    renderWithLendkit(<Panel title="Contrat 1234">body</Panel>);
    expect(screen.getByRole("heading", { level: 2, name: "Contrat 1234" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Contrat 1234" }).textContent).toContain("body");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it.each([
    ["fr", "Retour"],
    ["en", "Back"],
  ] as const)("back arrow (%s) goes one step back in the provider's history", async (lang, name) => {
    const user = userEvent.setup();
    const history = fakeHistory();
    renderWithLendkit(<Panel title="T" showBack />, { lang, history });
    await user.click(screen.getByRole("button", { name }));
    expect(history.back).toHaveBeenCalledTimes(1);
  });

  it("a custom back action replaces the history step", async () => {
    const user = userEvent.setup();
    const history = fakeHistory();
    const onBack = vi.fn();
    renderWithLendkit(<Panel title="T" onBack={onBack} />, { history });
    await user.click(screen.getByRole("button", { name: "Retour" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(history.back).not.toHaveBeenCalled();
  });

  it.each([
    ["fr", "Fermer"],
    ["en", "Close"],
  ] as const)("close X (%s) calls onClose, also from the keyboard", async (lang, name) => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithLendkit(<Panel title="T" onClose={onClose} />, { lang });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name }));
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("exposes its mode as data-mode on the panel and its header", () => {
    const { container } = renderWithLendkit(<Panel title="T" mode="training" />);
    expect(screen.getByRole("region").getAttribute("data-mode")).toBe("training");
    expect(container.querySelector("header")?.getAttribute("data-mode")).toBe("training");
    cleanup();
    renderWithLendkit(<Panel title="T" />);
    expect(screen.getByRole("region").getAttribute("data-mode")).toBe("normal");
  });

  it("is one third of the given viewport, never under 360 px", () => {
    renderWithLendkit(<Panel title="T" viewportWidth={1920} />);
    expect(screen.getByRole("region").style.width).toBe("640px");
    cleanup();
    renderWithLendkit(<Panel title="T" viewportWidth={900} />);
    expect(screen.getByRole("region").style.width).toBe("360px");
  });

  it("follows the window width when none is given", () => {
    window.innerWidth = 1500;
    const { result } = renderHook(() => usePanelWidth(useViewportWidth()));
    expect(result.current.width).toBe(500);
    act(() => {
      window.innerWidth = 2400;
      window.dispatchEvent(new Event("resize"));
    });
    expect(result.current.width).toBe(800);
  });

  it("width rule: at least 360, at most a third of the screen when that is wider", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (viewport) => {
        const width = panelWidthPx(viewport);
        expect(width).toBeGreaterThanOrEqual(360);
        if (viewport / 3 >= 360) expect(width).toBeLessThanOrEqual(viewport / 3);
      }),
    );
  });

  it("has no axe violations with back and close", async () => {
    const { container } = renderWithLendkit(
      <Panel title="Contrat" showBack onClose={() => {}} mode="editing">
        <p>body</p>
      </Panel>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
