// @vitest-environment happy-dom
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { ConfirmOperationModal } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe("ConfirmOperationModal", () => {
  it.each([
    ["fr", "Soumettre", "Annuler"],
    ["en", "Submit", "Cancel"],
  ] as const)("opens a titled dialog with its text, extra content and %s buttons", async (lang, submit, cancel) => {
    const user = userEvent.setup();
    renderWithLendkit(
      <ConfirmOperationModal triggerLabel="Delete" title="Delete contract?" text="It cannot be undone." operation={() => {}}>
        <p>Contract 1234</p>
      </ConfirmOperationModal>,
      { lang },
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete contract?" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("It cannot be undone.");
    expect(dialog.textContent).toContain("Contract 1234");
    expect(screen.getByRole("button", { name: submit })).toBeTruthy();
    expect(screen.getByRole("button", { name: cancel })).toBeTruthy();
  });

  it("Submit awaits the operation, is pending meanwhile, runs it once, then closes and restores focus", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const operation = vi.fn(() => pending.promise);
    renderWithLendkit(<ConfirmOperationModal triggerLabel="Delete" title="Sure?" operation={operation} />);
    const trigger = screen.getByRole("button", { name: "Delete" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    const submit = screen.getByRole("button", { name: "Soumettre" });
    await user.click(submit);
    await user.click(submit);
    expect(operation).toHaveBeenCalledTimes(1);
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Annuler" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("dialog").hasAttribute("data-running")).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeTruthy();
    pending.resolve();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it.each(["fr", "en"] as const)("leaves no unlabeled live-region image behind once the dialog closes (axe role-img-alt) (%s)", async (lang) => {
    const user = userEvent.setup();
    const pending = deferred();
    renderWithLendkit(<ConfirmOperationModal triggerLabel="Go" title="Sure?" operation={() => pending.promise} />, { lang });
    await user.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByRole("dialog");
    const submit = screen.getByRole("button", { name: lang === "fr" ? "Soumettre" : "Submit" });
    await user.click(submit);
    expect(submit.getAttribute("data-busy")).toBe("true");
    expect(screen.getByRole("dialog").hasAttribute("data-running")).toBe(true);
    pending.resolve();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const unlabeled = Array.from(document.querySelectorAll<HTMLElement>('[role="img"]')).filter((node) => {
      const ids = (node.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
      return !node.getAttribute("aria-label") && !ids.some((id) => document.getElementById(id)?.textContent);
    });
    expect(unlabeled).toEqual([]);
  });

  it("stays open and reports a failed operation", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const failure = new Error("refused");
    renderWithLendkit(
      <ConfirmOperationModal triggerLabel="Go" title="Sure?" operation={() => Promise.reject(failure)} onError={onError} />,
    );
    await user.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Soumettre" }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Soumettre" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("cancel and Escape close without running; a click on the backdrop does not", async () => {
    const user = userEvent.setup();
    const operation = vi.fn();
    renderWithLendkit(<ConfirmOperationModal triggerLabel="Go" title="Sure?" operation={operation} />);
    const trigger = screen.getByRole("button", { name: "Go" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.click(document.body);
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(operation).not.toHaveBeenCalled();
  });

  it("traps focus inside while open", async () => {
    const user = userEvent.setup();
    renderWithLendkit(
      <>
        <button type="button">outside</button>
        <ConfirmOperationModal triggerLabel="Go" title="Sure?" operation={() => {}} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Go" }));
    const dialog = await screen.findByRole("dialog");
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("is scrolled into view when opened", async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolled(this.getAttribute("role"));
    });
    renderWithLendkit(<ConfirmOperationModal triggerLabel="Go" title="Sure?" operation={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByRole("dialog");
    expect(scrolled).toHaveBeenCalledWith("dialog");
  });

  it("has no axe violations when open", async () => {
    const user = userEvent.setup();
    renderWithLendkit(
      <main>
        <ConfirmOperationModal triggerLabel="Go" title="Sure?" text="Text" operation={() => {}}>
          <p>extra</p>
        </ConfirmOperationModal>
      </main>,
    );
    await user.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByRole("dialog");
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe("ConfirmOperationModal: controlled open state and DOM props", () => {
  it("is controlled by isOpen: the trigger and Cancel ask onOpenChange, the dialog follows the prop", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const ui = (isOpen: boolean) => <ConfirmOperationModal triggerLabel="Delete" title="Sure?" operation={() => {}} isOpen={isOpen} onOpenChange={onOpenChange} />;
    const { rerender } = renderWithLendkit(ui(false), { lang: "en" });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(ui(true));
    await screen.findByRole("dialog", { name: "Sure?" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole("dialog", { name: "Sure?" })).toBeTruthy();
  });

  it("asks to close after a successful operation even when controlled", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithLendkit(<ConfirmOperationModal triggerLabel="Delete" title="Sure?" operation={async () => {}} isOpen onOpenChange={onOpenChange} />, { lang: "en" });
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });

  it("starts open with defaultOpen, forwards its ref to the dialog and passes DOM props, className as a function of isRunning", async () => {
    const ref = createRef<HTMLElement>();
    renderWithLendkit(
      <ConfirmOperationModal
        triggerLabel="Delete"
        title="Sure?"
        operation={() => {}}
        defaultOpen
        ref={ref}
        id="confirm"
        data-testid="confirm"
        className={({ isRunning }) => (isRunning ? "dialog running" : "dialog")}
      />,
      { lang: "en" },
    );
    const dialog = await screen.findByRole("dialog", { name: "Sure?" });
    expect(ref.current).toBe(dialog);
    expect([dialog.id, dialog.dataset.testid, dialog.className]).toEqual(["confirm", "confirm", "dialog"]);
  });
});
