// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import type { LoginRequest } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { AccountEntry, type AccountCodeRequestResult } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 11, 22);

const setup = (
  { result = { ok: true, userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" } as AccountCodeRequestResult, token = "tok" as string | null } = {},
  lang: "fr" | "en" = "en",
) => {
  const onRequestCode = vi.fn(async (_request: LoginRequest) => result);
  const onSubmitOtp = vi.fn(async (_otp: string, _slug: string) => token);
  const onResend = vi.fn(async () => undefined);
  const onEffect = vi.fn();
  const user = userEvent.setup();
  const view = renderWithLendkit(
    <AccountEntry today={today} onRequestCode={onRequestCode} onSubmitOtp={onSubmitOtp} onResend={onResend} onEffect={onEffect} />,
    { lang },
  );
  return { onRequestCode, onSubmitOtp, onResend, onEffect, user, ...view };
};

const fill = async (user: ReturnType<typeof userEvent.setup>, { year = "1980", month = "4", day = "7", email = " a@b.ca " } = {}) => {
  await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), year);
  await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), month);
  await user.selectOptions(screen.getByRole("combobox", { name: "Day" }), day);
  await user.type(screen.getByRole("textbox", { name: "Email" }), email);
};

describe("AccountEntry", () => {
  it("enables month after a year and day after a month, with the month's length", async () => {
    const { user, container } = setup();
    expect(screen.getByRole("form", { name: "Trying to access your account?" })).toBeTruthy();
    const year = screen.getByRole("combobox", { name: "Year" });
    const month = screen.getByRole("combobox", { name: "Month" });
    const day = screen.getByRole("combobox", { name: "Day" });
    expect(within(year).getAllByRole("option")[1]?.textContent).toBe("2008");
    expect(month.hasAttribute("disabled")).toBe(true);
    expect(day.hasAttribute("disabled")).toBe(true);
    await user.selectOptions(year, "2004");
    expect(month.hasAttribute("disabled")).toBe(false);
    expect(day.hasAttribute("disabled")).toBe(true);
    await user.selectOptions(month, "2");
    expect(within(day).getAllByRole("option")).toHaveLength(30); // placeholder + 29 days
    await user.selectOptions(day, "29");
    await user.selectOptions(year, "2003");
    expect((day as HTMLSelectElement).value).toBe("");
    expect(within(day).getAllByRole("option")).toHaveLength(29);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows French labels and month names", async () => {
    const { user } = setup({}, "fr");
    expect(screen.getByRole("form", { name: "Vous essayez d'accéder à votre compte\u00a0?" })).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Année" }), "1990");
    expect(within(screen.getByRole("combobox", { name: "Mois" })).getByRole("option", { name: "août" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "SOUMETTRE" })).toBeTruthy();
  });

  it("keeps SUBMIT disabled until consent, shows required errors, then sends the request and shows the OTP form", async () => {
    const { user, onRequestCode, onSubmitOtp, onEffect } = setup();
    const submit = screen.getByRole("button", { name: "SUBMIT" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: /I agree to receive a text message/ }));
    expect(submit.hasAttribute("disabled")).toBe(false);
    await user.click(submit);
    expect(onRequestCode).not.toHaveBeenCalled();
    expect(screen.getAllByText("This field is required.").length).toBeGreaterThanOrEqual(4);
    await fill(user);
    await user.click(submit);
    await waitFor(() => expect(onRequestCode).toHaveBeenCalledTimes(1));
    expect(onRequestCode.mock.calls[0]?.[0]).toMatchObject({ birthDate: "1980/04/07", email: "a@b.ca", isAcceptChecked: true });
    expect(onRequestCode.mock.calls[0]?.[0].termsText).toMatch(/^I agree to receive/);
    expect(await screen.findByText("A one-time password was sent to your phone ending in 4321.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Enter OTP:" }), "123456{Enter}");
    await waitFor(() => expect(onSubmitOtp).toHaveBeenCalledWith("123456", "u1"));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Please wait a moment! Loading...");
    expect(onEffect).toHaveBeenCalledWith({ type: "setToken", token: "tok" });
    expect(onEffect).toHaveBeenCalledWith({ type: "lookUpCustomerId" });
  });

  it("looks up the customer id after a valid code and shows the profile", async () => {
    const user = userEvent.setup();
    renderWithLendkit(
      <AccountEntry
        today={today}
        onRequestCode={async () => ({ ok: true, userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" })}
        onSubmitOtp={async () => "tok"}
        onResend={async () => undefined}
        onLookUpCustomerId={async () => 77}
        renderProfile={(customerId) => <p>Profile {customerId}</p>}
      />,
      { lang: "en" },
    );
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(screen.getByRole("button", { name: "SUBMIT" }));
    await user.type(await screen.findByRole("textbox", { name: "Enter OTP:" }), "123456{Enter}");
    expect(await screen.findByText("Profile 77")).toBeTruthy();
  });

  it("shows 'No account found' for NOT_FOUND, without the link", async () => {
    const { user, container } = setup({ result: { ok: false, errorMessage: "NOT_FOUND" } });
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No account found. Please try again.");
    expect(screen.queryByRole("button", { name: "I never had a loan with you ?" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the call-us failure with the never-had-a-loan action that redirects the parent to /go", async () => {
    const { user, onEffect } = setup({ result: { ok: false, errorMessage: "LOCKED" } });
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Please give us a call. There is an issue with your account.");
    await user.click(screen.getByRole("button", { name: "I never had a loan with you ?" }));
    expect(onEffect).toHaveBeenCalledWith({ type: "redirectParent", to: "/go" });
  });

  it("decides on the answer's code: the same words with another code show another failure", async () => {
    const lookup = "Too many searches. Please wait a few minutes and try again.";
    const throttled = setup({ result: { ok: false, errorMessage: lookup, retryAfterSeconds: 120, failure: { code: "rateLimited", message: lookup, fields: [] } } });
    await fill(throttled.user);
    await throttled.user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await throttled.user.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect((await screen.findByRole("alert")).textContent).toContain(lookup);
    expect(screen.queryByRole("button", { name: "I never had a loan with you ?" })).toBeNull();
    cleanup();
    // NOT_FOUND's words with a conflict's code: not "No account found", but the call-us failure.
    const conflict = setup({ result: { ok: false, errorMessage: "NOT_FOUND", failure: { code: "conflict", message: "NOT_FOUND", fields: [] } } });
    await fill(conflict.user);
    await conflict.user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await conflict.user.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Please give us a call. There is an issue with your account.");
  });
});

describe("AccountEntry: consent indicator and heading level", () => {
  it("shows the consent box's state in its indicator slot, hidden from assistive technology, with the default glyphs and the caller's", async () => {
    const user = userEvent.setup();
    const props = { today, onRequestCode: vi.fn(), onSubmitOtp: vi.fn(), onResend: vi.fn() };
    const { container, unmount } = renderWithLendkit(<AccountEntry {...props} />, { lang: "en" });
    const indicator = () => container.querySelector('[data-part="consent-indicator"]')!;
    expect(indicator().getAttribute("aria-hidden")).toBe("true");
    expect(indicator().textContent).toBe("☐");
    const consent = screen.getByRole("checkbox", { name: /I agree to receive a text message/ });
    await user.click(consent);
    expect(indicator().textContent).toBe("☑");
    unmount();
    const view = renderWithLendkit(
      <AccountEntry {...props} headingLevel={3} consentIndicator={({ isSelected }) => (isSelected ? "[x]" : "[ ]")} />,
      { lang: "fr" },
    );
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBeTruthy();
    expect(view.container.querySelector('[data-part="consent-indicator"]')!.textContent).toBe("[ ]");
  });
});
