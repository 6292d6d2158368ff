// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeChecklist, Role, type Checklist } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { ChecklistPanel } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sample = (): Checklist => {
  const decoded = decodeChecklist({ items: [{ id: 11, description: "Credit check" }] });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

const Harness = ({ spy }: { readonly spy: (checklist: Checklist) => void }) => {
  const [checklist, setChecklist] = useState(sample);
  return (
    <ChecklistPanel
      checklist={checklist}
      onChange={(next) => {
        setChecklist(next);
        spy(next);
      }}
    />
  );
};

const clickCreditCheck = async (id: number | string) => {
  const user = userEvent.setup();
  const spy = vi.fn();
  renderWithLendkit(<Harness spy={spy} />, { lang: "en", role: Role.Admin, user: { id, initials: "JD" } });
  await user.click(screen.getByRole("button", { name: /^(Checklist|Liste de vérification)/ }));
  const panel = screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ });
  await user.click(within(panel).getByRole("button", { name: /^Credit check/ }));
  return { spy, panel };
};

describe("the signed-in user through core's checklistUserOf", () => {
  it("accepts an id sent as a text of digits and records it", async () => {
    const { spy } = await clickCreditCheck("40");
    expect(spy).toHaveBeenCalledTimes(1);
    const item = (spy.mock.calls[0]![0] as Checklist).items[0]!;
    expect(item.isChecked).toBe(true);
  });

  it("refuses every click, with a reason, when the id is unusable", async () => {
    const { spy, panel } = await clickCreditCheck("not-a-number");
    expect(spy).not.toHaveBeenCalled();
    expect(within(panel).getByRole("alert").textContent).toBe("You cannot change this checklist.");
  });
});
