// @vitest-environment happy-dom
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import { calculatorSummary, computeLoan, Decimal, emptyCalculatorModel, formatMoney, type CalculatorModel, type FeeConstants, type LoanContext } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { LendkitProvider } from "../provider/index.js";
import { axeViolations as axeCheck, hiddenFormInput } from "../testing/axe.js";
import { LoanCalculator, type LoanCalculatorProps } from "./index.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 11, 22);
const feeConstants: FeeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };
const context: LoanContext = {
  today,
  tenant: "LENDER09",
  features: { RestOfCanada: false, useBankHolidays: false },
  feeConstants,
};

const renderCalculator = (props: Partial<LoanCalculatorProps> = {}, lang: "fr" | "en" = "en") =>
  renderWithLendkit(<LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={feeConstants} today={today} {...props} />, {
    lang,
    tenant: "LENDER09",
  });

/** The shared axe check, leaving out the date picker's hidden form input. */
const axeViolations = (container: Element) => axeCheck(container, { exclude: [hiddenFormInput] });

const formatPayment = (model: CalculatorModel) => formatMoney(model.payment, "en");

const valueOf = (slider: HTMLElement) => (slider as HTMLInputElement).value;

const detail = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-detail="${id}"] dd`)?.textContent;

describe("LoanCalculator", () => {
  it.each([
    ["en", ["Weekly", "Bi-weekly", "Semi-monthly", "Monthly"], "Repayment details", "$16.48", "470 days"],
    ["fr", ["Hebdomadaire", "Aux deux semaines", "Bimensuel", "Mensuel"], "Détails du remboursement", "16,48 $", "470 jours"],
  ] as const)("shows the pills, slider, details and date picker in %s", async (lang, pills, details, payment, days) => {
    const { container } = renderCalculator({}, lang);
    const group = screen.getByRole("radiogroup");
    expect(within(group).getAllByRole("radio").map((pill) => pill.textContent)).toEqual(pills);
    expect(within(group).getByRole("radio", { name: pills[0] }).getAttribute("aria-checked")).toBe("true");
    const slider = screen.getByRole("slider");
    expect(slider.getAttribute("min")).toBe("250");
    expect(slider.getAttribute("max")).toBe("1750");
    expect(slider.getAttribute("step")).toBe("250");
    expect(screen.getByRole("region", { name: details })).toBeTruthy();
    expect(detail(container, "payment")).toBe(payment);
    expect(detail(container, "numberOfPayments")).toBe("67");
    expect(detail(container, "duration")).toBe(days);
    expect(detail(container, "fee")).toMatch(/8[.,]00/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ["en", "$1 000.00", "$1 250.00"],
    ["fr", "1 000,00 $", "1 250,00 $"],
  ] as const)("writes the amount with core's money format, not Intl's, in %s", async (lang, shown, afterPlus) => {
    const user = userEvent.setup();
    const { container } = renderCalculator({ defaultModel: { ...emptyCalculatorModel(), loanAmount: new Decimal(1000) } }, lang);
    const output = () => container.querySelector('[data-part="slider-output"]')?.textContent;
    expect(output()).toBe(shown);
    await user.click(container.querySelector<HTMLElement>('[data-part="increase"]')!);
    expect(output()).toBe(afterPlus);
  });

  it("changes the frequency through core and recomputes", async () => {
    const user = userEvent.setup();
    const { container } = renderCalculator();
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByRole("radio", { name: "Monthly" }).getAttribute("aria-checked")).toBe("true");
    const expected = computeLoan({ ...emptyCalculatorModel(), loanFrequency: 12 }, context);
    expect(detail(container, "numberOfPayments")).toBe(String(expected.numberOfPayments));
    expect(detail(container, "duration")).toBe(`${expected.lengthInDays} days`);
  });

  it("moves the amount by 250 with the keyboard and the plus and minus buttons; the extended ends send the bounds (C §3.6)", async () => {
    const user = userEvent.setup();
    const { container } = renderCalculator();
    const slider = screen.getByRole("slider");
    const plus = screen.getByRole("button", { name: "Increase the amount by $250.00" });
    const minus = screen.getByRole("button", { name: "Decrease the amount by $250.00" });
    await user.click(plus);
    expect(valueOf(slider)).toBe("750");
    expect(detail(container, "payment")).not.toBe("$16.48");
    await user.click(minus);
    expect(valueOf(slider)).toBe("500");
    expect(minus.hasAttribute("disabled")).toBe(true);
    act(() => slider.focus());
    await user.keyboard("{Home}");
    // The slider reaches 250, which asks for loanMin: the amount stays 500.
    expect(valueOf(slider)).toBe("500");
    await user.keyboard("{End}");
    expect(valueOf(slider)).toBe("1500");
    expect(plus.hasAttribute("disabled")).toBe(true);
    await user.keyboard("{ArrowLeft}");
    expect(valueOf(slider)).toBe("1250");
  });

  it("tells the parent 500 ms after the last change, once", async () => {
    vi.useFakeTimers();
    const onChange = vi.fn<(model: CalculatorModel) => void>();
    renderCalculator({ onChange });
    const plus = screen.getByRole("button", { name: "Increase the amount by $250.00" });
    const press = () => {
      fireEvent.pointerDown(plus, { pointerType: "mouse", button: 0 });
      fireEvent.pointerUp(plus, { pointerType: "mouse", button: 0 });
      fireEvent.click(plus);
    };
    act(press);
    act(() => vi.advanceTimersByTime(300));
    act(press);
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].loanAmount.toString()).toBe("1000");
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("does not tell the parent on mount", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderCalculator({ onChange });
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("limits the first payment date to core's range", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(model: CalculatorModel) => void>();
    const { container } = renderCalculator({ onChange });
    const group = screen.getByRole("group", { name: "First payment date" });
    await user.click(within(group).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    const grid = within(dialog).getByRole("grid");
    // Range for a Sunday 2026-11-22, weekly: 2026-11-24 to 2026-12-06; the calendar opens on the recommended 2026-12-04.
    expect(within(dialog).getByRole("heading").textContent).toMatch(/December 2026/);
    const cell = (day: string) => within(grid).getAllByRole("button").find((button) => button.textContent === day && !button.closest('[aria-hidden="true"]'))!;
    const outside = within(grid).getAllByRole("gridcell").filter((gridCell) => gridCell.textContent === "23")[0]!;
    expect(outside.querySelector('[aria-disabled="true"]') ?? outside.getAttribute("aria-disabled")).toBeTruthy();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(cell("3"));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 5000 });
    expect(onChange.mock.lastCall![0].customerSelectedFirstPaymentDate?.toString()).toBe("2026-12-03");
  });

  it.each(["fr", "en"] as const)("shows core's sentence, then the cost of borrowing, in the text-only variant (%s)", (lang) => {
    const { container } = renderCalculator({ variant: "text", defaultModel: { ...emptyCalculatorModel(), loanAmount: new Decimal(1000) } }, lang);
    const expected = calculatorSummary(computeLoan({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000) }, context), lang);
    const text = container.querySelector('[data-lendkit="loan-calculator"]')?.textContent ?? "";
    expect(text.startsWith(`${expected} `)).toBe(true);
    expect(text).toMatch(lang === "en" ? /Annual percentage rate \(APR\)/ : /Taux annuel du coût d'emprunt \(TAC\)/);
    expect(screen.queryByRole("slider")).toBeNull();
  });

  it("needs a tenant", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      renderWithLendkit(<LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={feeConstants} today={today} />, { lang: "en" }),
    ).toThrow(/tenant/);
  });
});

describe("LoanCalculator follows its props after mount", () => {
  const inProvider = (ui: React.ReactElement) => (
    <LendkitProvider defaultLang="en" tenant="LENDER09">
      {ui}
    </LendkitProvider>
  );
  const figures = (container: HTMLElement) => ["payment", "numberOfPayments", "duration", "fee"].map((id) => detail(container, id));

  it("recomputes the payment with a new fee, as a fresh mount with that fee shows", () => {
    const weekly20: FeeConstants = { ...feeConstants, weeklyFee: 20 };
    const fresh = render(inProvider(<LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={weekly20} today={today} />));
    const expected = figures(fresh.container);
    fresh.unmount();
    const { container, rerender } = render(inProvider(<LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={feeConstants} today={today} />));
    expect(figures(container)).not.toEqual(expected);
    rerender(inProvider(<LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={weekly20} today={today} />));
    expect(figures(container)).toEqual(expected);
    expect(detail(container, "fee")).toBe("$20.00");
  });

  it("shows a new controlled model and tells onModelChange once per value, without looping", () => {
    const onModelChange = vi.fn<(model: CalculatorModel) => void>();
    const thousand = { ...emptyCalculatorModel(), loanAmount: new Decimal(1000) };
    const { container, rerender } = render(
      inProvider(<LoanCalculator model={emptyCalculatorModel()} onModelChange={onModelChange} feeConstants={{ ...feeConstants }} today={today} />),
    );
    expect(valueOf(screen.getByRole("slider"))).toBe("500");
    rerender(inProvider(<LoanCalculator model={thousand} onModelChange={onModelChange} feeConstants={{ ...feeConstants }} today={today} />));
    expect(valueOf(screen.getByRole("slider"))).toBe("1000");
    expect(detail(container, "payment")).toBe(formatPayment(computeLoan(thousand, context)));
    rerender(inProvider(<LoanCalculator model={thousand} onModelChange={onModelChange} feeConstants={{ ...feeConstants }} today={today} />));
    expect(onModelChange.mock.calls.map(([model]) => model.loanAmount.toString())).toEqual(["500", "1000"]);
  });

  it("is controlled through model and onModelChange: a press asks the parent, which decides", async () => {
    const user = userEvent.setup();
    const Parent = ({ accept }: { accept: boolean }) => {
      const [model, setModel] = useState<CalculatorModel>(emptyCalculatorModel());
      return <LoanCalculator model={model} onModelChange={(next) => accept && setModel(next)} feeConstants={feeConstants} today={today} />;
    };
    const { rerender } = render(inProvider(<Parent accept={false} />));
    const plus = () => screen.getByRole("button", { name: "Increase the amount by $250.00" });
    await user.click(plus());
    expect(valueOf(screen.getByRole("slider"))).toBe("500");
    rerender(inProvider(<Parent accept />));
    await user.click(plus());
    expect(valueOf(screen.getByRole("slider"))).toBe("750");
  });
});

describe("LoanCalculator passes DOM props through", () => {
  it("forwards its ref to the root and passes id, aria-*, data-*, handlers and className/style as functions of its state", () => {
    const ref = createRef<HTMLElement>();
    const onFocus = vi.fn();
    const { container } = renderCalculator({
      ref,
      id: "calc",
      "aria-describedby": "help",
      "data-testid": "calculator",
      onFocus,
      className: ({ variant, model }) => `calc calc-${variant} amount-${model.loanAmount.toString()}`,
      style: ({ variant }) => ({ outlineStyle: variant === "full" ? "solid" : "none" }),
    } as Partial<LoanCalculatorProps>);
    const root = container.querySelector('[data-lendkit="loan-calculator"]') as HTMLElement;
    expect(ref.current).toBe(root);
    expect(root.id).toBe("calc");
    expect(root.getAttribute("aria-describedby")).toBe("help");
    expect(root.dataset.testid).toBe("calculator");
    expect(root.className).toBe("calc calc-full amount-500");
    expect(root.style.outlineStyle).toBe("solid");
    act(() => screen.getByRole("slider").focus());
    expect(onFocus).toHaveBeenCalled();
  });

  it("renders the details heading at the given level", () => {
    renderCalculator({ headingLevel: 2 });
    expect(screen.getByRole("heading", { level: 2, name: "Repayment details" })).toBeTruthy();
  });
});
