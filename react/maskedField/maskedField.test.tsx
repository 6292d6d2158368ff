// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRef, useState } from "react";
import { cleanup, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import {
  formatDate,
  formatMoney,
  formatNumberWhileTyping,
  formatPhone,
  formatPostalCode,
  formatSin,
  isDecimal,
  isValidSin,
  type Lang,
} from "@lendkit/core";
import { Button } from "react-aria-components";
import { useMessages } from "../provider/index.js";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { Form, useForm } from "../form/index.js";
import { MaskedField, caretAfterFormat, useMaskedField, useMaskedFieldState, type MaskedFieldValue, type MaskKind } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const input = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("MaskedField", () => {
  it.each([
    ["fr", "1234,5", "1 234,5", "1 234,50 $"],
    ["en", "1234.5", "1 234.5", "$1 234.50"],
  ] as const)("money (%s): formats while typing, gives a Decimal, writes the final text on blur", async (lang, typed, typing, final) => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: MaskedFieldValue) => void>();
    renderWithLendkit(<MaskedField kind="money" label="Price" onChange={onChange} />, { lang });
    await user.type(input("Price"), typed);
    expect(input("Price").value).toBe(typing);
    const last = onChange.mock.lastCall?.[0];
    expect(isDecimal(last) && last.toString()).toBe("1234.5");
    await user.tab();
    expect(input("Price").value).toBe(final);
    await user.click(input("Price"));
    expect(input("Price").value).toBe(lang === "fr" ? "1 234,50" : "1 234.50");
  });

  it("percent with 3 decimals, integer with thousands", async () => {
    const user = userEvent.setup();
    const onInteger = vi.fn();
    renderWithLendkit(
      <>
        <MaskedField kind="percent" label="Rate" decimals={3} />
        <MaskedField kind="integer" label="Km" onChange={onInteger} />
      </>,
      { lang: "en" },
    );
    await user.type(input("Rate"), "4.12345");
    expect(input("Rate").value).toBe("4.123");
    await user.tab();
    expect(input("Rate").value).toBe("4.123%");
    await user.type(input("Km"), "1234567");
    expect(input("Km").value).toBe("1 234 567");
    expect(onInteger).toHaveBeenLastCalledWith(1234567);
  });

  it("phone: (###) ###-####, digits as value, a tel: link only for 10 digits, a leading 1 clears", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLendkit(<MaskedField kind="phone" label="Phone" onChange={onChange} />);
    const phone = input("Phone");
    await user.type(phone, "514555123");
    expect(phone.value).toBe("(514) 555-123");
    expect(screen.queryByRole("link")).toBeNull();
    await user.type(phone, "4");
    expect(phone.value).toBe("(514) 555-1234");
    expect(onChange).toHaveBeenLastCalledWith("5145551234");
    expect(screen.getByRole("link", { name: "(514) 555-1234" }).getAttribute("href")).toBe("tel:5145551234");
    await user.clear(phone);
    await user.type(phone, "1");
    expect(phone.value).toBe("");
  });

  it("phone with callLink off: no tel: link even for a complete number", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<MaskedField kind="phone" label="Phone" callLink={false} />);
    await user.type(input("Phone"), "5145551234");
    expect(input("Phone").value).toBe("(514) 555-1234");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("SIN and postal code", async () => {
    const user = userEvent.setup();
    const onSin = vi.fn();
    const onPostal = vi.fn();
    renderWithLendkit(
      <>
        <MaskedField kind="sin" label="SIN" onChange={onSin} />
        <MaskedField kind="postalCode" label="Postal code" onChange={onPostal} />
      </>,
    );
    await user.type(input("SIN"), "046454286");
    expect(input("SIN").value).toBe("046 454 286");
    expect(onSin).toHaveBeenLastCalledWith("046454286");
    await user.type(input("Postal code"), "h2x1y4");
    expect(input("Postal code").value).toBe("H2X 1Y4");
    expect(onPostal).toHaveBeenLastCalledWith("H2X 1Y4");
  });

  it("keeps the caret after a character typed in the middle", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<MaskedField kind="integer" label="Km" defaultValue={1234} />);
    const km = input("Km");
    expect(km.value).toBe("1 234");
    await user.click(km);
    km.setSelectionRange(1, 1);
    await user.keyboard("9");
    expect(km.value).toBe("19 234");
    expect(km.selectionStart).toBe(2);
    expect(caretAfterFormat("(5145", 5, "(514) 5")).toBe(7);
  });

  it.each([
    ["fr", "AAAA/MM/JJ"],
    ["en", "YYYY/MM/DD"],
  ] as const)("date (%s): placeholder from core, typed as yyyy/MM/dd", async (lang, placeholder) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLendkit(<MaskedField kind="date" label="Birth date" onChange={onChange} />, { lang });
    expect(input("Birth date").placeholder).toBe(placeholder);
    await user.type(input("Birth date"), "20240131");
    expect(input("Birth date").value).toBe("2024/01/31");
    expect(onChange).toHaveBeenLastCalledWith("2024/01/31");
  });

  it("date: the calendar picker stores the chosen date as yyyy/mm/dd text", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLendkit(<MaskedField kind="date" label="Birth date" defaultValue="2024/01/31" onChange={onChange} />, { lang: "en" });
    const buttons = screen.getAllByRole("button");
    const opener = buttons.find((button) => /calendar/i.test(button.getAttribute("aria-label") ?? ""))!;
    expect(opener).toBeTruthy();
    await user.click(opener);
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    await user.click(within(grid).getByRole("button", { name: /15/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("2024/01/15"));
    expect(input("Birth date").value).toBe("2024/01/15");
  });

  it("date (fr): the calendar button is named by react-aria in French and opens with the keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLendkit(<MaskedField kind="date" label="Date de naissance" defaultValue="2024/03/10" onChange={onChange} />);
    const opener = screen.getAllByRole("button").find((button) => /calendrier/i.test(button.getAttribute("aria-label") ?? ""))!;
    expect(opener).toBeTruthy();
    opener.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("grid")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: /\b12\b/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("2024/03/12"));
  });

  it("with useForm: required styling, invalid after a failed save, rule message as helper text", async () => {
    const user = userEvent.setup();
    const Host = () => {
      const form = useForm({ hideRequiredUntilFirstSave: true });
      return (
        <Form form={form} aria-label="Contract">
          <MaskedField kind="phone" {...form.register("phone", { label: "Phone", required: true })} />
          <MaskedField
            kind="money"
            {...form.register("price", { label: "Price", rules: (value) => value === undefined || value === null || isDecimal(value) && value.lte(1000) || "1 000 $ max" })}
          />
          <Button type="submit">Save</Button>
        </Form>
      );
    };
    const { container } = renderWithLendkit(<Host />);
    const root = container.querySelector('[data-kind="phone"]')!;
    expect(root.hasAttribute("data-required-visible")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(root.hasAttribute("data-required-visible")).toBe(true));
    expect(root.hasAttribute("data-invalid")).toBe(true);
    expect(input("Phone").getAttribute("aria-invalid")).toBe("true");
    await user.type(input("Price"), "2000");
    expect(screen.getByText("1 000 $ max")).toBeTruthy();
    expect(input("Price").getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    ["fr", "Numéro d'assurance sociale invalide"],
    ["en", "Invalid social insurance number"],
  ] as const)("mask validity as a field rule from core's validator and catalog (%s)", async (lang, message) => {
    const user = userEvent.setup();
    const Host = () => {
      const t = useMessages();
      const form = useForm();
      return (
        <Form form={form} aria-label="Lessee">
          <MaskedField kind="sin" {...form.register("sin", { label: "SIN", rules: (value) => !value || isValidSin(String(value)) || t("masks.sin.invalid") })} />
        </Form>
      );
    };
    renderWithLendkit(<Host />, { lang });
    await user.type(input("SIN"), "046454287");
    expect(screen.getByText(message)).toBeTruthy();
    await user.clear(input("SIN"));
    await user.type(input("SIN"), "046454286");
    expect(screen.queryByText(message)).toBeNull();
  });

  it("a controlled value set from outside rewrites the text", async () => {
    const user = userEvent.setup();
    const Host = () => {
      const [value, setValue] = useState<string>("5145551234");
      return (
        <>
          <MaskedField kind="phone" label="Phone" value={value} onChange={setValue} />
          <Button onPress={() => setValue("4185550000")}>Reset</Button>
        </>
      );
    };
    renderWithLendkit(<Host />);
    expect(input("Phone").value).toBe("(514) 555-1234");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(input("Phone").value).toBe("(418) 555-0000");
  });

  it("has no axe violations (each kind, filled and invalid)", async () => {
    const { container } = renderWithLendkit(
      <>
        <MaskedField kind="money" label="Price" defaultValue={1234.5} />
        <MaskedField kind="percent" label="Rate" defaultValue={19.99} />
        <MaskedField kind="integer" label="Km" defaultValue={1234} />
        <MaskedField kind="phone" label="Phone" defaultValue="5145551234" isRequired />
        <MaskedField kind="sin" label="SIN" defaultValue="046454286" isInvalid helperText="Invalid" />
        <MaskedField kind="postalCode" label="Postal code" defaultValue="H2X 1Y4" />
        <MaskedField kind="date" label="Birth date" defaultValue="2024/01/31" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("MaskedField: pasted money", () => {
  it.each([
    ["fr", "$1,234.50", "1 234,50", "1 234,50 $"],
    ["en", "1 234,50 $", "1 234.50", "$1 234.50"],
    ["en", "1\u00a0234,50\u00a0$", "1 234.50", "$1 234.50"],
    ["fr", "1,234,567.5", "1 234 567,5", "1 234 567,50 $"],
  ] as const)("%s field: pasting %j keeps the amount", async (lang, pasted, shown, final) => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: MaskedFieldValue) => void>();
    renderWithLendkit(<MaskedField kind="money" label="Price" onChange={onChange} />, { lang });
    await user.click(input("Price"));
    await user.paste(pasted);
    expect(input("Price").value).toBe(shown);
    const last = onChange.mock.lastCall?.[0];
    expect(isDecimal(last) && last.toString()).toBe(pasted.includes("567") ? "1234567.5" : "1234.5");
    await user.tab();
    expect(input("Price").value).toBe(final);
  });

  it.each([
    ["fr", "1,234", "Ce montant peut se lire de deux façons\u00a0: séparez les milliers par une espace (1 234) et écrivez les cents avec 2 décimales (1,23)"],
    ["en", "12.345", "An amount has at most 2 decimals"],
    ["fr", "Total : 12 $", "Montant invalide"],
  ] as const)("%s field: a paste that could be another amount (%j) is refused with the field's error, never rescaled", async (lang, pasted, error) => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: MaskedFieldValue) => void>();
    renderWithLendkit(<MaskedField kind="money" label="Price" defaultValue={5} onChange={onChange} />, { lang });
    await user.tripleClick(input("Price"));
    await user.paste(pasted);
    expect(input("Price").value).toBe(pasted);
    expect(onChange.mock.lastCall?.[0]).toBeNull();
    expect(input("Price").getAttribute("aria-invalid")).toBe("true");
    await user.tab();
    expect(input("Price").value).toBe(pasted);
    // The DOM text is matched with its spaces collapsed (the no-break space included).
    expect(screen.getByText(error.replace(/\s+/gu, " "))).toBeTruthy();
    // The next keystroke is typing again: the mask takes over.
    await user.clear(input("Price"));
    await user.type(input("Price"), "12");
    expect(input("Price").value).toBe("12");
    expect(input("Price").getAttribute("aria-invalid")).toBeNull();
  });

  it("the same comma text is thousands in an English field", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<MaskedField kind="money" label="Price" />, { lang: "en" });
    await user.click(input("Price"));
    await user.paste("1,234");
    await user.tab();
    expect(input("Price").value).toBe("$1 234.00");
  });
});

describe("MaskedField: a zero or empty money field takes a paste whole", () => {
  it.each([
    ["fr", "750", "750", "750,00 $"],
    ["fr", "$1,234.50", "1 234,50", "1 234,50 $"],
    ["en", "750", "750", "$750.00"],
    ["en", "1 234,50 $", "1 234.50", "$1 234.50"],
  ] as const)("%s field holding 0: clicking at its end and pasting %j gives the pasted amount", async (lang, pasted, shown, final) => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: MaskedFieldValue) => void>();
    renderWithLendkit(<MaskedField kind="money" label="Price" defaultValue={0} onChange={onChange} />, { lang });
    expect(input("Price").value).toBe(formatMoney(0, lang));
    await user.click(input("Price"));
    input("Price").setSelectionRange(input("Price").value.length, input("Price").value.length);
    await user.paste(pasted);
    expect(input("Price").value).toBe(shown);
    expect(input("Price").getAttribute("aria-invalid")).toBeNull();
    const last = onChange.mock.lastCall?.[0];
    expect(isDecimal(last) && last.toFixed(2)).toBe(pasted === "750" ? "750.00" : "1234.50");
    await user.tab();
    expect(input("Price").value).toBe(final);
  });
});

describe("MaskedField: an English comma typed key by key", () => {
  it("reads 1234,50 as 1 234.50, never 123 450", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: MaskedFieldValue) => void>();
    renderWithLendkit(<MaskedField kind="money" label="Price" onChange={onChange} />, { lang: "en" });
    await user.type(input("Price"), "1234,50");
    expect(input("Price").value).toBe("1234,50");
    const last = onChange.mock.lastCall?.[0];
    expect(isDecimal(last) && last.toFixed(2)).toBe("1234.50");
    await user.tab();
    expect(input("Price").value).toBe("$1 234.50");
  });

  it("refuses a comma that makes no amount, with the field's error once left", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: MaskedFieldValue) => void>();
    renderWithLendkit(<MaskedField kind="money" label="Price" onChange={onChange} />, { lang: "en" });
    await user.type(input("Price"), "1,2345");
    expect(onChange.mock.lastCall?.[0]).toBeNull();
    await user.tab();
    expect(input("Price").value).toBe("1,2345");
    expect(input("Price").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("An amount has at most 2 decimals")).toBeTruthy();
    await user.clear(input("Price"));
    await user.type(input("Price"), "12.5");
    expect(input("Price").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("MaskedField typing property", () => {
  const expected: Record<MaskKind, (digits: string, lang: Lang) => string> = {
    money: (digits, lang) => formatNumberWhileTyping(digits, lang, 2),
    percent: (digits, lang) => formatNumberWhileTyping(digits, lang, 2),
    integer: (digits, lang) => formatNumberWhileTyping(digits, lang, 0),
    phone: (digits) => formatPhone(digits),
    sin: (digits) => formatSin(digits),
    postalCode: (text) => formatPostalCode(text),
    date: (digits) => formatDate(digits),
  };
  const digitStrings = fc.stringMatching(/^[0-9]{1,12}$/);
  const arbitraries: Record<MaskKind, fc.Arbitrary<string>> = {
    money: digitStrings,
    percent: digitStrings,
    integer: digitStrings,
    // A leading 1 clears a phone entry (A §5): covered by a fixed case above.
    phone: fc.stringMatching(/^[02-9][0-9]{0,11}$/),
    sin: digitStrings,
    postalCode: fc.stringMatching(/^[0-9a-zA-Z]{1,8}$/),
    date: digitStrings,
  };

  it.each(Object.keys(expected) as MaskKind[])("typing any string into %s shows core's format of it", async (kind) => {
    await fc.assert(
      fc.asyncProperty(arbitraries[kind], fc.constantFrom<Lang>("fr", "en"), async (typed, lang) => {
        const user = userEvent.setup();
        const view = renderWithLendkit(<MaskedField kind={kind} label="Field" />, { lang });
        try {
          const field = view.getByRole("textbox", { name: "Field" }) as HTMLInputElement;
          await user.type(field, typed);
          expect(field.value).toBe(expected[kind](typed, lang));
          if (kind === "money" && field.value !== "") {
            await user.tab();
            expect(field.value).toBe(formatMoney(typed, lang));
          }
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});

describe("MaskedField passes DOM props through", () => {
  it("forwards its ref to the input and gives it id, aria-describedby (with its description), autoComplete and focus handlers", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const onFocus = vi.fn();
    const onChange = vi.fn();
    const { container } = renderWithLendkit(
      <>
        <p id="help">Help</p>
        <MaskedField
          kind="money"
          label="Price"
          ref={ref}
          id="price"
          aria-describedby="help"
          autoComplete="transaction-amount"
          description="In dollars"
          onBlur={onBlur}
          onFocus={onFocus}
          onChange={onChange}
          data-testid="price-field"
          className={({ isFilled, kind }) => `field ${kind}${isFilled ? " filled" : ""}`}
          style={({ isInvalid }) => ({ outlineStyle: isInvalid ? "solid" : "none" })}
        />
      </>,
      { lang: "en" },
    );
    const field = input("Price");
    expect(ref.current).toBe(field);
    expect(field.id).toBe("price");
    expect(field.getAttribute("autocomplete")).toBe("transaction-amount");
    const describedBy = field.getAttribute("aria-describedby")!.split(" ");
    expect(describedBy).toContain("help");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain("In dollars");
    const root = container.querySelector('[data-lendkit="masked-field"]') as HTMLElement;
    expect([root.dataset.testid, root.className, root.style.outlineStyle]).toEqual(["price-field", "field money", "none"]);
    await user.type(field, "1234.5");
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(root.className).toBe("field money filled");
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    // The mask's own blur still runs: the final text is written.
    expect(field.value).toBe(formatMoney(1234.5, "en"));
    expect(onChange.mock.lastCall![0].toString()).toBe("1234.5");
  });

  it("shows required styling by default, in the hook as in the component", () => {
    const { container } = renderWithLendkit(<MaskedField kind="phone" label="Phone" isRequired />, { lang: "en" });
    expect(container.querySelector("[data-required-visible]")).not.toBeNull();
    const { result } = renderHook(() => {
      const state = useMaskedFieldState({ kind: "phone", lang: "en" });
      return useMaskedField({ kind: "phone", lang: "en", isRequired: true }, state, { current: null });
    });
    expect(result.current.dataAttributes["data-required-visible"]).toBe(true);
  });
});
