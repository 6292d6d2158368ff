// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BankServerCall } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { BankVerification, type BankServerAnswer } from "./index.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const frameOrigin = "https://acme-iframe.private.fin.ag";
const frameUrlFor = (bankId: number | null) => `${frameOrigin}/v2/?institutionId=${bankId ?? ""}`;

const post = (target: EventTarget, origin: string, data: unknown) => {
  const source = (document.querySelector("iframe") as HTMLIFrameElement | null)?.contentWindow ?? null;
  act(() => {
    target.dispatchEvent(new MessageEvent("message", { origin, data, source: source as MessageEventSource | null }));
  });
};

const setup = (lang: "fr" | "en" = "en", onServerCall = vi.fn(async (_call: BankServerCall): Promise<BankServerAnswer> => undefined)) => {
  const messageWindow = new EventTarget();
  const onCompleted = vi.fn();
  const view = renderWithLendkit(
    <BankVerification
      provider="aggregator"
      slug="s1"
      frameUrlFor={frameUrlFor}
      messageWindow={messageWindow as unknown as Window}
      onServerCall={onServerCall}
      onCompleted={onCompleted}
    />,
    { lang },
  );
  return { messageWindow, onCompleted, onServerCall, ...view };
};

describe("BankVerification (aggregator)", () => {
  it("shows core's bank tiles in both languages", async () => {
    const { container } = setup("fr");
    expect(screen.getByRole("heading", { name: "Vérification Bancaire Instantanée ( SANS PAPIER )" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vérifier avec Banque Nationale" })).toBeTruthy();
    expect(screen.getAllByRole("button")).toHaveLength(15);
    // The tiles' visible names are French too, not the spec's English labels.
    const visibleNames = () => screen.getAllByRole("button").map((button) => button.textContent);
    expect(visibleNames()).toEqual(expect.arrayContaining(["Banque Nationale", "Banque Scotia", "Laurentienne", "Manuvie"]));
    expect(visibleNames()).not.toContain("National Bank");
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    setup("en");
    expect(screen.getByRole("button", { name: "Verify with National Bank" })).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(expect.arrayContaining(["National Bank", "Laurentian"]));
  });

  it("shows the frame with its minimum height and the stay warning, a spinner until APP_MOUNTED, and ignores a look-alike origin", async () => {
    const user = userEvent.setup();
    const { messageWindow, container } = setup();
    await user.click(screen.getByRole("button", { name: "Verify with National Bank" }));
    expect(screen.getByText("Please stay on this page until the verification is complete.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    const frame = container.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toBe(frameUrlFor(7));
    expect(frame.style.minHeight).toBe("685px");
    post(messageWindow, `${frameOrigin}.evil.example`, { step: "APP_MOUNTED" });
    post(messageWindow, "https://evil.example", { step: "APP_MOUNTED" });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    post(messageWindow, frameOrigin, { step: "APP_MOUNTED" });
    expect(screen.queryByRole("status")).toBeNull();
    expect(frame.hasAttribute("hidden")).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("posts the login, shows success and advances once after 5 s", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const onServerCall = vi.fn(async (_call: BankServerCall): Promise<BankServerAnswer> => undefined);
    const { messageWindow, onCompleted } = setup("en", onServerCall);
    act(() => {
      screen.getByRole("button", { name: "Verify with National Bank" }).click();
    });
    post(messageWindow, `${frameOrigin}.evil.example`, { step: "REDIRECT", loginId: "abc-123" });
    expect(onServerCall).not.toHaveBeenCalled();
    post(messageWindow, frameOrigin, { step: "REDIRECT", loginId: "abc-123" });
    expect(onServerCall).toHaveBeenCalledWith({ kind: "postAggregatorLogin", loginId: "abc-123" });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText("Your bank verification was sucessfuly completed !")).toBeTruthy();
    expect(screen.getByText("Please wait, you will be redirected to the next step")).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_999));
    expect(onCompleted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(onCompleted).toHaveBeenCalledWith({ slug: "s1", currentStep: 21 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it("waits again when its timer fires before the clock reaches the advance (the clock set back), and still advances once", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { messageWindow, onCompleted } = setup("en");
    act(() => {
      screen.getByRole("button", { name: "Verify with National Bank" }).click();
    });
    post(messageWindow, frameOrigin, { step: "REDIRECT", loginId: "abc-123" });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText("Your bank verification was sucessfuly completed !")).toBeTruthy();
    // The wall clock goes back 2 s while the timer runs: when it fires, the clock reads 3 s after the success.
    vi.setSystemTime(Date.now() - 2_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onCompleted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_999));
    expect(onCompleted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it("has no axe violations on the success view", async () => {
    const user = userEvent.setup();
    const { messageWindow, container } = setup("fr");
    await user.click(screen.getByRole("button", { name: "Vérifier avec Banque Nationale" }));
    post(messageWindow, frameOrigin, { step: "REDIRECT", loginId: "abc-123" });
    expect(await screen.findByText("Votre vérification bancaire a été complétée avec succès !")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("BankVerification (widget)", () => {
  it("creates the request, shows failure from the redirect and restarts to the tiles", async () => {
    const user = userEvent.setup();
    const messageWindow = new EventTarget();
    const onServerCall = vi.fn(async (call: BankServerCall): Promise<BankServerAnswer> =>
      call.kind === "createVerification" ? { requestCode: "rq1", redirectUrl: "https://widget.example.com/start?rq=rq1" } : undefined,
    );
    const { container } = renderWithLendkit(
      <BankVerification provider="bankVerification" slug="s1" messageWindow={messageWindow as unknown as Window} onServerCall={onServerCall} onCompleted={() => undefined} />,
      { lang: "fr" },
    );
    const first = screen.getAllByRole("button")[0] as HTMLElement;
    await user.click(first);
    await waitFor(() => expect(container.querySelector("iframe")?.getAttribute("src")).toBe("https://widget.example.com/start?rq=rq1"));
    expect((container.querySelector("iframe") as HTMLIFrameElement).style.minHeight).toBe("650px");
    post(messageWindow, "https://widget.example.com.evil.example", "Redirect|https://widget.example.com/failure");
    expect(screen.queryByRole("alert")).toBeNull();
    post(messageWindow, "https://widget.example.com", "Redirect|https://widget.example.com/failure");
    expect(screen.getByRole("alert").textContent).toContain("Toutes vos tentatives de connexion ont échoué");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Recommencer" }));
    expect(screen.getByRole("heading", { name: "Choisissez votre institution financière" })).toBeTruthy();
  });
});
