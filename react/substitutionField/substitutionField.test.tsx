// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Decimal } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { MaskedField } from "../maskedField/index.js";
import { SubstitutionField } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("SubstitutionField", () => {
  it.each([
    ["fr", "Remplacer la valeur calculée", "Valeur calculée", "Valeur substituée (modifiée manuellement)"],
    ["en", "Override the calculated value", "Calculated value", "Value substituted (manually overridden)"],
  ] as const)("an edit substitutes the value; the toggle off restores the calculated one (%s)", async (lang, toggleName, off, on) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubstitutedChange = vi.fn();
    const { container } = renderWithLendkit(
      <SubstitutionField label="Fee" computedValue="100" onChange={onChange} onSubstitutedChange={onSubstitutedChange} />,
      { lang },
    );
    const toggle = screen.getByRole("button", { name: toggleName });
    const root = container.querySelector('[data-lendkit="substitution-field"]')!;
    expect(field("Fee").value).toBe("100");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(root.hasAttribute("data-substituted")).toBe(false);
    expect(document.getElementById(toggle.getAttribute("aria-describedby")!)?.textContent).toBe(off);
    await user.type(field("Fee"), "5");
    expect(field("Fee").value).toBe("1005");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(root.hasAttribute("data-substituted")).toBe(true);
    expect(toggle.hasAttribute("data-substituted")).toBe(true);
    expect(document.getElementById(toggle.getAttribute("aria-describedby")!)?.textContent).toBe(on);
    expect(onSubstitutedChange).toHaveBeenLastCalledWith(true);
    await user.click(toggle);
    expect(field("Fee").value).toBe("100");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(onChange).toHaveBeenLastCalledWith("100");
    expect(onSubstitutedChange).toHaveBeenLastCalledWith(false);
  });

  it("pressing the toggle on keeps the calculated value as the starting override; the keyboard works", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<SubstitutionField label="Fee" computedValue="100" />, { lang: "en" });
    const toggle = screen.getByRole("button", { name: "Override the calculated value" });
    toggle.focus();
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(field("Fee").value).toBe("100");
  });

  it("starts substituted when asked (bankFee, brokerageFee) and follows the calculation only when not substituted", async () => {
    const user = userEvent.setup();
    const Host = () => {
      const [computed, setComputed] = useState("100");
      return (
        <>
          <SubstitutionField label="Bank fee" computedValue={computed} defaultValue="25" defaultSubstituted />
          <SubstitutionField label="Taxes" computedValue={computed} />
          <button type="button" onClick={() => setComputed("120")}>
            Recalculate
          </button>
        </>
      );
    };
    renderWithLendkit(<Host />);
    expect(field("Bank fee").value).toBe("25");
    await user.click(screen.getByRole("button", { name: "Recalculate" }));
    expect(field("Bank fee").value).toBe("25");
    expect(field("Taxes").value).toBe("120");
  });

  it("wraps a masked field: turning substitution off restores the calculated amount", async () => {
    const user = userEvent.setup();
    const Host = () => {
      const [value, setValue] = useState<unknown>(new Decimal("1234.5"));
      const [substituted, setSubstituted] = useState(false);
      return (
        <SubstitutionField
          label="Prix"
          computedValue={new Decimal("1234.5")}
          value={value}
          onChange={setValue}
          isSubstituted={substituted}
          onSubstitutedChange={setSubstituted}
        >
          {(props) => <MaskedField kind="money" {...props} />}
        </SubstitutionField>
      );
    };
    renderWithLendkit(<Host />);
    expect(field("Prix").value).toBe("1 234,50 $");
    await user.clear(field("Prix"));
    await user.type(field("Prix"), "99");
    await user.tab();
    expect(field("Prix").value).toBe("99,00 $");
    const toggle = screen.getByRole("button", { name: "Remplacer la valeur calculée" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.click(toggle);
    expect(field("Prix").value).toBe("1 234,50 $");
  });

  it("has no axe violations, calculated and substituted", async () => {
    const { container } = renderWithLendkit(
      <>
        <SubstitutionField label="Fee" computedValue="100" />
        <SubstitutionField label="Bank fee" computedValue="100" defaultSubstituted />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
