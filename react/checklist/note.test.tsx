// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeChecklist, Role, type Checklist } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { ChecklistNotePopup, ChecklistPanel } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sample = (): Checklist => {
  const decoded = decodeChecklist({
    items: [
      { id: -1, categoryTitle: "Documents" },
      { id: 10, description: "Driver licence", isExternal: true },
      { id: 11, description: "Credit check", checklistNote: "Score 720" },
    ],
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

const admin = { role: Role.Admin, user: { id: 40, initials: "JD" } } as const;
const merchant = { role: Role.Merchant, user: { id: 51, initials: "MB" } } as const;

const Popup = ({ itemId = 10, spy, onClose = () => {} }: { itemId?: number; spy?: (c: Checklist) => void; onClose?: () => void }) => {
  const [checklist, setChecklist] = useState(sample);
  return (
    <ChecklistNotePopup
      checklist={checklist}
      itemId={itemId}
      onChange={(next) => {
        setChecklist(next);
        spy?.(next);
      }}
      onClose={onClose}
    />
  );
};

describe("ChecklistNotePopup", () => {
  it.each([
    ["fr", "Soumettre", "Retour"],
    ["en", "Submit", "Back"],
  ] as const)("shows the title, back arrow, 4-row text box, counter and %s", async (lang, submit, back) => {
    renderWithLendkit(<Popup itemId={11} />, { lang, ...admin });
    const dialog = await screen.findByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ });
    const box = within(dialog).getByRole("textbox", { name: "Credit check" }) as HTMLTextAreaElement;
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.getAttribute("rows")).toBe("4");
    expect(box.placeholder).toBe("Note...");
    expect(box.getAttribute("maxlength")).toBe("500");
    expect(box.value).toBe("Score 720");
    expect(within(dialog).getByText("9 / 500")).toBeTruthy();
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: submit })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: back })).toBeTruthy();
  });

  it("saves through core on Submit: the note checks the item (admin, internal flag) and closes", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const onClose = vi.fn();
    renderWithLendkit(<Popup spy={spy} onClose={onClose} />, { lang: "fr", ...admin });
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox"), "Permis reçu");
    expect(within(dialog).getByText("11 / 500")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Soumettre" }));
    expect((spy.mock.lastCall?.[0] as Checklist).items[1]).toMatchObject({ checklistNote: "Permis reçu", isChecked: true, checkedInitials: "JD" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["Ctrl", "{Control>}{Enter}{/Control}"],
    ["Cmd", "{Meta>}{Enter}{/Meta}"],
  ])("%s+Enter submits; plain Enter adds a line (merchant: external flag)", async (_name, shortcut) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Popup spy={spy} />, { lang: "en", ...merchant });
    const box = within(await screen.findByRole("dialog")).getByRole("textbox");
    await user.type(box, "line 1{Enter}line 2");
    expect(spy).not.toHaveBeenCalled();
    await user.keyboard(shortcut);
    expect((spy.mock.lastCall?.[0] as Checklist).items[1]).toMatchObject({ checklistNote: "line 1\nline 2", isCheckedExternal: true, isChecked: false });
  });

  it("the manualCheckmarkOnUpdateNote feature keeps the check marks", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Popup spy={spy} />, { lang: "en", ...admin, features: { manualCheckmarkOnUpdateNote: true } });
    await user.type(within(await screen.findByRole("dialog")).getByRole("textbox"), "ok");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((spy.mock.lastCall?.[0] as Checklist).items[1]).toMatchObject({ checklistNote: "ok", isChecked: false });
  });

  it.each([
    ["fr", "Vous pouvez seulement modifier les éléments marchand."],
    ["en", "You can only change merchant items."],
  ] as const)("a refusal stays open with its reason (%s)", async (lang, reason) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const onClose = vi.fn();
    renderWithLendkit(<Popup itemId={11} spy={spy} onClose={onClose} />, { lang, ...merchant });
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: lang === "fr" ? "Soumettre" : "Submit" }));
    expect(spy).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("alert").textContent).toBe(reason);
  });

  it("refuses a pasted note over 500 characters with core's text", async () => {
    const spy = vi.fn();
    renderWithLendkit(<Popup spy={spy} />, { lang: "en", ...admin });
    const box = within(await screen.findByRole("dialog")).getByRole("textbox");
    // A browser's maxLength stops typing; a script can still set a longer value.
    fireEvent.change(box, { target: { value: "y".repeat(501) } });
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The note cannot exceed 500 characters."));
    expect(spy).not.toHaveBeenCalled();
  });

  it("opens from an item's note button in the panel, the back arrow closes it and focus returns", async () => {
    const user = userEvent.setup();
    const Panel = () => {
      const [checklist, setChecklist] = useState(sample);
      return <ChecklistPanel checklist={checklist} onChange={setChecklist} />;
    };
    const { container } = renderWithLendkit(<Panel />, { lang: "en", ...admin });
    await user.click(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 1$/ }));
    const noteButton = screen.getByRole("button", { name: "Checklist Note Driver licence" });
    await user.click(noteButton);
    const dialog = await screen.findByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ });
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(noteButton));
    await user.click(noteButton);
    await user.type(await screen.findByRole("textbox", { name: "Driver licence" }), "Seen{Control>}{Enter}{/Control}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ })).toBeNull());
    expect(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 2$/ })).toBeTruthy();
    expect(container.querySelector("[data-part=note-preview]")?.getAttribute("title")).toBe("Seen");
  });

  it("Escape closes the popup but not the panel", async () => {
    const user = userEvent.setup();
    const Panel = () => {
      const [checklist, setChecklist] = useState(sample);
      return <ChecklistPanel checklist={checklist} onChange={setChecklist} />;
    };
    renderWithLendkit(<Panel />, { lang: "en", ...admin });
    await user.click(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 1$/ }));
    await user.click(screen.getByRole("button", { name: "Checklist Note Credit check" }));
    await screen.findByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ })).toBeNull());
    expect(screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ })).toBeTruthy();
  });
});
