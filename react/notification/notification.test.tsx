// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { axeViolations } from "../testing/axe.js";
import {
  Notification,
  NotificationRegion,
  NotificationsProvider,
  useNotifications,
  type NotificationInput,
} from "./index.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const setupUser = () => userEvent.setup();
/** Timer tests use fake timers and synchronous events (user-event waits on real timers). */
const pushNow = () => fireEvent.click(screen.getByRole("button", { name: "push" }));

const Pusher = ({ items }: { items: readonly NotificationInput[] }) => {
  const { push, clear } = useNotifications();
  return (
    <div>
      <button type="button" onClick={() => items.forEach(push)}>
        push
      </button>
      <button type="button" onClick={clear}>
        clear
      </button>
      <p>elsewhere</p>
    </div>
  );
};

const renderQueue = (items: readonly NotificationInput[], lang: Lang = "fr", max?: number) =>
  render(
    <LendkitProvider defaultLang={lang}>
      <NotificationsProvider max={max}>
        <Pusher items={items} />
        <NotificationRegion className="region" />
      </NotificationsProvider>
    </LendkitProvider>,
  );

describe("notifications", () => {
  it("shows pushed notifications top-right with a live role by type", async () => {
    const user = setupUser();
    const { container } = renderQueue([
      { type: "success", message: "Demande envoyée" },
      { type: "error", message: "Refusée", title: "Erreur" },
      { type: "warning", message: "Attention" },
      { type: "info", message: "Info" },
      { type: "call", message: "Appel entrant" },
    ]);
    await user.click(screen.getByRole("button", { name: "push" }));
    expect(container.querySelector("[data-position]")?.getAttribute("data-position")).toBe("top-right");
    const statuses = screen.getAllByRole("status");
    const alerts = screen.getAllByRole("alert");
    expect(statuses.map((node) => node.getAttribute("data-type"))).toEqual(["success", "info", "call"]);
    expect(alerts.map((node) => node.getAttribute("data-type"))).toEqual(["error", "warning"]);
    expect(alerts[0]!.textContent).toContain("Erreur");
    expect(alerts[0]!.textContent).toContain("Refusée");
  });

  it.each([
    ["fr", "Fermer"],
    ["en", "Close"],
  ] as const)("closes only by its close button (%s: %s), not by clicking away", async (lang, closeName) => {
    const user = setupUser();
    renderQueue([{ type: "info", message: "Bonjour" }], lang);
    await user.click(screen.getByRole("button", { name: "push" }));
    await user.click(screen.getByText("elsewhere"));
    await user.click(document.body);
    expect(screen.getByRole("status").textContent).toContain("Bonjour");
    await user.click(screen.getByRole("button", { name: closeName }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("closes with Escape when focus is inside it (keyboard close path)", async () => {
    const user = setupUser();
    renderQueue([{ type: "error", message: "Refusée" }]);
    await user.click(screen.getByRole("button", { name: "push" }));
    screen.getByRole("button", { name: "Fermer" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("hides itself after its duration, and never without one", () => {
    vi.useFakeTimers();
    renderQueue([
      { type: "success", message: "auto", autoHideMs: 3000 },
      { type: "info", message: "stays" },
    ]);
    pushNow();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("auto")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("auto")).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("stays")).toBeTruthy();
  });

  it("waits while hovered or focused, then gets its full duration again", () => {
    vi.useFakeTimers();
    renderQueue([{ type: "success", message: "auto", autoHideMs: 1000 }]);
    pushNow();
    fireEvent.pointerEnter(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("status").getAttribute("data-paused")).toBe("true");
    fireEvent.pointerLeave(screen.getByRole("status"));
    fireEvent.focus(screen.getByRole("button", { name: "Fermer" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("auto")).toBeTruthy();
    fireEvent.blur(screen.getByRole("button", { name: "Fermer" }));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText("auto")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("auto")).toBeNull();
  });

  it("clears its timer when unmounted", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { unmount } = render(
      <LendkitProvider>
        <Notification notification={{ id: "n1", type: "info", message: "x", autoHideMs: 100 }} onDismiss={onDismiss} />
      </LendkitProvider>,
    );
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps at most `max` notifications, dropping the oldest", async () => {
    const user = setupUser();
    renderQueue(
      [
        { type: "info", message: "one" },
        { type: "info", message: "two" },
        { type: "info", message: "three" },
      ],
      "fr",
      2,
    );
    await user.click(screen.getByRole("button", { name: "push" }));
    expect(screen.getAllByRole("status").map((node) => node.textContent?.replace("×", ""))).toEqual(["two", "three"]);
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(screen.queryAllByRole("status")).toEqual([]);
  });

  it("tells the developer when the notifications provider is missing", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const Lost = () => {
      useNotifications();
      return null;
    };
    expect(() => render(<Lost />)).toThrow(/inside <NotificationsProvider>/);
    quiet.mockRestore();
  });

  it("has no axe violations with every type shown", async () => {
    const user = userEvent.setup();
    const { container } = renderQueue([
      { type: "success", message: "a" },
      { type: "info", message: "b" },
      { type: "warning", message: "c" },
      { type: "error", message: "d" },
      { type: "call", message: "e" },
    ]);
    await user.click(screen.getByRole("button", { name: "push" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
