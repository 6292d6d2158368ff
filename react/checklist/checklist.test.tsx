// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRef, useState, type Ref } from "react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clickChecklistItem, decodeChecklist, Role, saveChecklistNote, type Checklist, type ChecklistAction, type Lang } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { LendkitProvider } from "../provider/index.js";
import type { RoleId } from "@lendkit/core";
import { axeViolations } from "../testing/axe.js";
import { ChecklistPanel, type ChecklistPanelProps } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sample = (): Checklist => {
  const decoded = decodeChecklist({
    items: [
      { id: -1, categoryTitle: "Documents" },
      { id: 10, description: "Driver licence", isExternal: true, isCheckedExternal: true },
      { id: 11, description: "Credit check" },
      { id: -1, categoryTitle: "Vehicle" },
      { id: 12, description: "Registration", isExternal: true, checklistNote: "x".repeat(120) },
    ],
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

type HarnessProps = Partial<ChecklistPanelProps> & { readonly spy?: (checklist: Checklist) => void; readonly ref?: Ref<HTMLDivElement> };

const Harness = ({ spy, ...props }: HarnessProps) => {
  const [checklist, setChecklist] = useState(sample);
  return (
    <ChecklistPanel
      checklist={checklist}
      onChange={(next) => {
        setChecklist(next);
        spy?.(next);
      }}
      {...props}
    />
  );
};

const admin = { role: Role.Admin, user: { id: 40, initials: "JD" } } as const;
const merchant = { role: Role.Merchant, user: { id: 51, initials: "MB" } } as const;

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: /^(Checklist|Liste de vérification)/ }));
  return screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ });
};

const item = (panel: HTMLElement, name: string) => within(panel).getByRole("button", { name: new RegExp(`^${name}`) });

describe("ChecklistPanel: button and panel", () => {
  it.each(["fr", "en"] as const)("names the button with the badge count (%s)", (lang: Lang) => {
    renderWithLendkit(<Harness />, { lang, ...admin });
    // Item 10 is checked externally and item 12 carries a note.
    const button = screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 2$/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("slides in from the right, moves to the other side and back, and closes with Escape returning focus", async () => {
    const user = userEvent.setup();
    const onSideChange = vi.fn();
    renderWithLendkit(<Harness onSideChange={onSideChange} />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    const trigger = screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 2$/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("data-side")).toBe("right");
    await waitFor(() => expect(document.activeElement).toBe(panel));
    await user.click(within(panel).getByRole("button", { name: "Move to the other side" }));
    expect(panel.getAttribute("data-side")).toBe("left");
    expect(onSideChange).toHaveBeenLastCalledWith("left");
    await user.click(within(panel).getByRole("button", { name: "Move to the other side" }));
    expect(panel.getAttribute("data-side")).toBe("right");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("starts on the left when asked, and the close button closes it and returns focus (fr)", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Harness defaultSide="left" />, { lang: "fr", ...admin });
    const panel = await openPanel(user);
    expect(panel.getAttribute("data-side")).toBe("left");
    expect(within(panel).getByRole("button", { name: "Déplacer de l'autre côté" })).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 2$/ }));
  });
});

describe("ChecklistPanel: starting open", () => {
  it("shows the panel without taking focus from the page", () => {
    renderWithLendkit(<Harness defaultOpen />, { lang: "en", ...merchant });
    expect(screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 2$/ }).getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(document.body);
  });
});

describe("ChecklistPanel: tabs, groups and hint by role", () => {
  it.each([
    ["fr", "Marchand", "Interne", "CTRL+clic marque une exemption et CTRL+Maj+clic marque S.O. (sans objet)"],
    ["en", "Merchant", "Internal", "CTRL+click marks waiver and CTRL+Shift+click marks N/A"],
  ] as const)("an admin sees both tabs, opening on the internal one, and the hint (%s)", async (lang, external, internal, hint) => {
    const user = userEvent.setup();
    renderWithLendkit(<Harness />, { lang, ...admin });
    const panel = await openPanel(user);
    const tabs = within(panel).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([external, internal]);
    expect(within(panel).getByRole("tab", { name: internal }).getAttribute("aria-selected")).toBe("true");
    expect(within(panel).getByText(hint)).toBeTruthy();
    await user.click(within(panel).getByRole("tab", { name: external }));
    expect(within(panel).getByRole("tab", { name: external }).getAttribute("aria-selected")).toBe("true");
    expect(within(panel).getByRole("tabpanel").querySelector("[data-tab]")?.getAttribute("data-tab")).toBe("external");
  });

  it("a merchant sees only the external list, no tabs and no hint", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Harness />, { lang: "fr", ...merchant });
    const panel = await openPanel(user);
    expect(within(panel).queryAllByRole("tab")).toHaveLength(0);
    expect(within(panel).queryByText(/CTRL/)).toBeNull();
    expect(panel.querySelector("[data-tab]")?.getAttribute("data-tab")).toBe("external");
  });

  it("lists on the admin's Marchand tab the external items only, with no category left empty, and ticks a green item's box", async () => {
    const user = userEvent.setup();
    const withReview = {
      items: [
        ...sample().items.map((entry) => (entry.id === 12 ? { ...entry, isChecked: true, checkedInitials: "JD" } : entry)),
        { ...sample().items[0]!, categoryTitle: "INTERNAL REVIEW" },
        { ...sample().items[2]!, id: 20, description: "Underwriter sign-off", isChecked: true, checkedInitials: "JD" },
      ],
    };
    renderWithLendkit(<Harness checklist={withReview} />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole("tab", { name: "Merchant" }));
    const list = within(panel).getByRole("tabpanel");
    expect(within(list).getAllByRole("group").map((group) => group.getAttribute("aria-labelledby") && group.querySelector("h3")?.textContent)).toEqual(["Documents", "Vehicle"]);
    expect(within(list).queryByText("Credit check")).toBeNull();
    expect(within(list).queryByText("Underwriter sign-off")).toBeNull();
    expect(item(list, "Registration").getAttribute("data-colour")).toBe("green");
    expect(item(list, "Registration").getAttribute("aria-pressed")).toBe("true");
    await user.click(within(panel).getByRole("tab", { name: "Internal" }));
    expect(within(within(panel).getByRole("tabpanel")).getByText("Underwriter sign-off")).toBeTruthy();
  });

  it("groups items under their category titles and colours them from core", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Harness />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    const documents = within(panel).getByRole("group", { name: "Documents" });
    const vehicle = within(panel).getByRole("group", { name: "Vehicle" });
    expect(within(documents).getAllByRole("button", { pressed: false }).map((b) => b.getAttribute("data-item-id"))).toEqual(["10", "11"]);
    expect(item(vehicle, "Registration").getAttribute("data-colour")).toBe("red");
    expect(item(documents, "Driver licence").getAttribute("data-colour")).toBe("orange");
  });

  it("previews a long note in 100 characters with an ellipsis and the full text as title", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Harness />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    const preview = panel.querySelector("[data-part=note-preview]")!;
    expect(preview.textContent).toBe(`${"x".repeat(100)}…`);
    expect(preview.getAttribute("title")).toBe("x".repeat(120));
  });

  it("greys every item of a disabled checklist and announces the refusal", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Harness isDisabled spy={spy} />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    const items = panel.querySelectorAll("[data-part=item]");
    expect(Array.from(items).map((element) => element.getAttribute("data-colour"))).toEqual(["grey", "grey", "grey"]);
    await user.click(item(panel, "Credit check"));
    expect(spy).not.toHaveBeenCalled();
    expect(within(panel).getByRole("alert").textContent).toBe("This checklist is read-only.");
  });
});

describe("ChecklistPanel: clicks through core", () => {
  it("an admin's click checks an internal item with initials, then unchecks it", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Harness spy={spy} />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    await user.click(item(panel, "Credit check"));
    const checked = spy.mock.lastCall?.[0] as Checklist;
    expect(checked.items[2]).toMatchObject({ isChecked: true, checkedInitials: "JD", sysLogins_Id: 40 });
    const button = item(panel, "Credit check");
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.getAttribute("data-colour")).toBe("green");
    expect(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 3$/ })).toBeTruthy();
    await user.click(button);
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isChecked: false, checkedInitials: null });
  });

  it("Ctrl+click marks waiver, Cmd+click too, Shift+click marks N/A", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Harness spy={spy} />, { lang: "fr", ...admin });
    const panel = await openPanel(user);
    await user.keyboard("{Control>}");
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{/Control}");
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isChecked: true, isWaived: true });
    expect(item(panel, "Credit check").hasAttribute("data-waived")).toBe(true);
    expect(item(panel, "Credit check").textContent).toContain("Exempté");
    await user.keyboard("{Meta>}");
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{/Meta}");
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isChecked: false, isWaived: false });
    await user.keyboard("{Shift>}");
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{/Shift}");
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isChecked: true, isNonApplicable: true });
    expect(item(panel, "Credit check").hasAttribute("data-not-applicable")).toBe(true);
  });

  it("keyboard: Space checks, Ctrl+Enter marks waiver, Ctrl+Shift+Space marks N/A", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Harness spy={spy} />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    item(panel, "Credit check").focus();
    await user.keyboard(" ");
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isChecked: true, isWaived: false });
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isChecked: true, isWaived: true });
    await user.keyboard("{Control>}{Shift>} {/Shift}{/Control}");
    expect((spy.mock.lastCall?.[0] as Checklist).items[2]).toMatchObject({ isWaived: false, isNonApplicable: true });
  });

  it("on the external tab a click toggles the external check", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Harness spy={spy} />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole("tab", { name: "Merchant" }));
    await user.click(item(panel, "Registration"));
    expect((spy.mock.lastCall?.[0] as Checklist).items[4]).toMatchObject({ isCheckedExternal: true, isChecked: false, checkedInitials: "JD" });
    expect(item(panel, "Registration").getAttribute("data-colour")).toBe("orange");
  });

  it.each([
    ["fr", "Cet élément a été coché à l'interne et ne peut pas être décoché."],
    ["en", "This item was checked internally and cannot be unchecked."],
  ] as const)("a merchant's click on an item checked internally is refused with its reason (%s)", async (lang, reason) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const locked = { items: sample().items.map((entry) => (entry.id === 11 ? { ...entry, isExternal: true, isChecked: true, checkedInitials: "JD" } : entry)) };
    renderWithLendkit(<Harness spy={spy} checklist={locked} />, { lang, ...merchant });
    const panel = await openPanel(user);
    await user.click(item(panel, "Credit check"));
    expect(spy).not.toHaveBeenCalled();
    const alert = within(panel).getByRole("alert");
    expect(alert.textContent).toBe(reason);
    const first = alert.firstElementChild;
    await user.click(item(panel, "Credit check"));
    // The same refusal again is a new node, so screen readers announce it again.
    expect(alert.textContent).toBe(reason);
    expect(alert.firstElementChild).not.toBe(first);
    await user.click(item(panel, "Registration"));
    expect((spy.mock.lastCall?.[0] as Checklist).items[4]).toMatchObject({ isCheckedExternal: true, checkedInitials: "MB" });
    expect(within(panel).getByRole("alert").textContent).toBe("");
  });
});

describe("ChecklistPanel: other roles", () => {
  it.each([
    ["a customer", Role.Client, "You cannot change this checklist."],
    ["nobody signed in", null, "You cannot change this checklist."],
  ] as const)("%s sees the external list read-only", async (_who, role, reason) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithLendkit(<Harness spy={spy} />, { lang: "en", role, user: role === null ? null : { id: 3, initials: "CU" } });
    const panel = await openPanel(user);
    expect(within(panel).queryAllByRole("tab")).toHaveLength(0);
    await user.click(item(panel, "Registration"));
    expect(spy).not.toHaveBeenCalled();
    expect(within(panel).getByRole("alert").textContent).toBe(reason);
  });

  it("FAndI acts on external items like a merchant but cannot uncheck an item checked internally", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const Checked = () => {
      const [checklist, setChecklist] = useState<Checklist>(() => ({
        items: sample().items.map((entry) => (entry.id === 12 ? { ...entry, isChecked: true } : entry)),
      }));
      return <ChecklistPanel checklist={checklist} onChange={(next) => (setChecklist(next), spy(next))} />;
    };
    renderWithLendkit(<Checked />, { lang: "fr", role: Role.FAndI, user: { id: 60, initials: "FI" } });
    const panel = await openPanel(user);
    await user.click(item(panel, "Registration"));
    expect(spy).not.toHaveBeenCalled();
    expect(within(panel).getByRole("alert").textContent).toBe("Cet élément a été coché à l'interne et ne peut pas être décoché.");
    await user.click(item(panel, "Driver licence"));
    // The uncheck records who unchecked (A §4).
    expect((spy.mock.lastCall?.[0] as Checklist).items[1]).toMatchObject({ isCheckedExternal: false, checkedInitials: "FI", sysLogins_Id: 60 });
  });
});

describe("ChecklistPanel: completion switch", () => {
  it.each([
    ["fr", "Liste de vérification complétée", "Veuillez sauvegarder avant de marquer complet\u00a0!"],
    ["en", "Checklist completed", "Please save before taging complete!"],
  ] as const)("is refused with the alert while the form is dirty (%s)", async (lang, label, alert) => {
    const user = userEvent.setup();
    const onCompletedChange = vi.fn();
    renderWithLendkit(<Harness isDirty isCompleted={false} onCompletedChange={onCompletedChange} />, { lang, tenant: "CAPITAL", ...admin });
    const panel = await openPanel(user);
    const toggle = within(panel).getByRole("switch", { name: label });
    expect(panel.querySelector("[data-part=completion]")?.getAttribute("data-colour")).toBe("pink");
    await user.click(toggle);
    expect(onCompletedChange).not.toHaveBeenCalled();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(within(panel).getByRole("alert").textContent).toBe(alert);
  });

  it("passes the new value to the parent when saved, green when complete", async () => {
    const user = userEvent.setup();
    const onCompletedChange = vi.fn();
    const Completed = () => {
      const [completed, setCompleted] = useState(false);
      return (
        <Harness
          isCompleted={completed}
          onCompletedChange={(value) => {
            setCompleted(value);
            onCompletedChange(value);
          }}
        />
      );
    };
    renderWithLendkit(<Completed />, { lang: "en", tenant: "CAPITAL", ...admin });
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole("switch", { name: "Checklist completed" }));
    expect(onCompletedChange).toHaveBeenCalledWith(true);
    expect(panel.querySelector("[data-part=completion]")?.getAttribute("data-colour")).toBe("green");
    expect(panel.querySelector("[data-part=completion-value]")?.textContent).toBe("Yes");
  });

  it("is not shown to a merchant, nor on another tenant", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Harness />, { lang: "en", tenant: "CAPITAL", ...merchant });
    expect(within(await openPanel(user)).queryByRole("switch")).toBeNull();
    cleanup();
    renderWithLendkit(<Harness />, { lang: "en", tenant: "RENT", ...admin });
    expect(within(await openPanel(user)).queryByRole("switch")).toBeNull();
  });
});

describe("ChecklistPanel: accessibility", () => {
  it("has no axe violations closed, open for an admin (with the switch and a refusal) and for a merchant", async () => {
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<Harness isDirty />, { lang: "fr", tenant: "CAPITAL", ...admin });
    expect(await axeViolations(container)).toEqual([]);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole("switch"));
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    const merchantView = renderWithLendkit(<Harness />, { lang: "en", ...merchant });
    await openPanel(user);
    expect(await axeViolations(merchantView.container)).toEqual([]);
  });
});

describe("ChecklistPanel: controlled and uncontrolled", () => {
  it("is controlled by isOpen: a press asks onOpenChange and the panel follows the prop", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithLendkit(<Harness isOpen={false} onOpenChange={onOpenChange} />, { lang: "en", ...admin });
    await user.click(screen.getByRole("button", { name: /^(Checklist|Liste de vérification) 2$/ }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(<Harness isOpen onOpenChange={onOpenChange} />);
    const panel = screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ });
    await user.click(within(panel).getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ })).toBeTruthy();
  });

  it("is controlled by tab, and uncontrolled from defaultTab", async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    const { rerender } = renderWithLendkit(<Harness defaultOpen tab="external" onTabChange={onTabChange} />, { lang: "en", ...admin });
    const selected = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;
    expect(selected()).toBe("Merchant");
    await user.click(screen.getByRole("tab", { name: "Internal" }));
    expect(onTabChange).toHaveBeenLastCalledWith("internal");
    expect(selected()).toBe("Merchant");
    rerender(<Harness defaultOpen tab="internal" onTabChange={onTabChange} />);
    expect(selected()).toBe("Internal");
    cleanup();
    renderWithLendkit(<Harness defaultOpen defaultTab="external" />, { lang: "en", ...admin });
    expect(selected()).toBe("Merchant");
    await user.click(screen.getByRole("tab", { name: "Internal" }));
    expect(selected()).toBe("Internal");
  });

  it("never shows a tab the current role does not see, when the role changes after mount", () => {
    const inRole = (role: RoleId) => (
      <LendkitProvider defaultLang="en" role={role} user={admin.user}>
        <Harness defaultOpen />
      </LendkitProvider>
    );
    const { rerender, container } = render(inRole(Role.Admin));
    expect(screen.getAllByRole("tab")).toHaveLength(2);
    rerender(inRole(Role.Merchant));
    expect(screen.queryAllByRole("tab")).toHaveLength(0);
    expect(container.querySelector('[data-part="groups"]')?.getAttribute("data-tab")).toBe("external");
  });
});

describe("ChecklistPanel: DOM props and headings", () => {
  it("forwards its ref to the root and passes DOM props, className/style as functions of { isOpen, side, tab }", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    const onBlur = vi.fn();
    const { container } = renderWithLendkit(
      <Harness
        ref={ref}
        id="checklist"
        aria-describedby="help"
        data-testid="cl"
        onBlur={onBlur}
        className={({ isOpen, side, tab }) => (isOpen ? `open ${side} ${tab}` : "shut")}
        style={({ isOpen }) => ({ zIndex: isOpen ? 2 : 1 })}
      />,
      { lang: "en", ...admin },
    );
    const root = container.querySelector('[data-lendkit="checklist"]') as HTMLDivElement;
    expect(ref.current).toBe(root);
    expect([root.id, root.getAttribute("aria-describedby"), root.dataset.testid, root.className, root.style.zIndex]).toEqual(["checklist", "help", "cl", "shut", "1"]);
    await openPanel(user);
    expect(root.className).toBe("open right internal");
    expect(root.style.zIndex).toBe("2");
    await user.click(document.body);
    expect(onBlur).toHaveBeenCalled();
  });

  it("renders the title and the category titles at the given levels", () => {
    renderWithLendkit(<Harness defaultOpen headingLevel={3} />, { lang: "en", ...admin });
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Checklist"]);
    expect(screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent)).toContain("Documents");
  });
});

describe("ChecklistPanel: the action beside the new checklist (onAction)", () => {
  /** Each action the panel emitted, with the checklist before it and the one it handed back. */
  const recorder = () => {
    const seen: Array<{ action: ChecklistAction; before: Checklist; after: Checklist }> = [];
    const Recording = () => {
      const [checklist, setChecklist] = useState(sample);
      return (
        <ChecklistPanel
          checklist={checklist}
          onChange={setChecklist}
          onAction={(action, next) => {
            seen.push({ action, before: checklist, after: next });
          }}
        />
      );
    };
    return { seen, Recording };
  };

  it("emits each click with its tab and modifiers (Cmd as Ctrl), and core replays it to the very checklist handed to onChange", async () => {
    const user = userEvent.setup();
    const { seen, Recording } = recorder();
    renderWithLendkit(<Recording />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{Control>}");
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{/Control}{Meta>}");
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{/Meta}{Shift>}");
    await user.click(item(panel, "Credit check"));
    await user.keyboard("{/Shift}");
    await user.click(within(panel).getByRole("tab", { name: "Merchant" }));
    await user.click(item(panel, "Registration"));
    expect(seen.map(({ action }) => action)).toEqual([
      { kind: "click", itemId: 11, tab: "internal", modifiers: { ctrl: false, shift: false } },
      { kind: "click", itemId: 11, tab: "internal", modifiers: { ctrl: true, shift: false } },
      { kind: "click", itemId: 11, tab: "internal", modifiers: { ctrl: true, shift: false } },
      { kind: "click", itemId: 11, tab: "internal", modifiers: { ctrl: false, shift: true } },
      { kind: "click", itemId: 12, tab: "external", modifiers: { ctrl: false, shift: false } },
    ]);
    // What the server does with the call: core's rule on the checklist it had gives the panel's new one.
    for (const { action, before, after } of seen) {
      if (action.kind !== "click") throw new Error("a click was expected");
      const replayed = clickChecklistItem(before, action.itemId, { tab: action.tab, modifiers: action.modifiers, ...admin });
      expect(replayed.ok && replayed.checklist.items).toEqual(after.items);
    }
  });

  it("emits a refused click as nothing", async () => {
    const user = userEvent.setup();
    const { seen, Recording } = recorder();
    renderWithLendkit(<Recording />, { lang: "en", role: null, user: null });
    const panel = await openPanel(user);
    await user.click(item(panel, "Registration"));
    expect(seen).toEqual([]);
  });

  it("emits a saved note as core stored it, which core replays to the checklist handed to onChange", async () => {
    const user = userEvent.setup();
    const { seen, Recording } = recorder();
    renderWithLendkit(<Recording />, { lang: "en", ...admin });
    const panel = await openPanel(user);
    await user.click(within(panel).getAllByRole("button", { name: /note/i })[1]!);
    const dialog = await screen.findByRole("dialog", { name: "Checklist Note" });
    const box = within(dialog).getByRole("textbox");
    await user.clear(box);
    await user.type(box, "Received by fax");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(seen).toHaveLength(1));
    const [{ action, before, after }] = seen as [(typeof seen)[number]];
    expect(action).toEqual({ kind: "note", itemId: 11, checklistNote: "Received by fax" });
    const replayed = saveChecklistNote(before, 11, "Received by fax", { role: admin.role, user: admin.user });
    expect(replayed.ok && replayed.checklist.items).toEqual(after.items);
  });
});
