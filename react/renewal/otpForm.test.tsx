// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { t, type OtpRefusal } from "@lendkit/core";
import { OtpForm } from "./index.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setup = (props: Partial<Parameters<typeof OtpForm>[0]> = {}, lang: "fr" | "en" = "en") => {
  const onSubmit = vi.fn(async (_otp: string) => false);
  const onResend = vi.fn(async () => undefined);
  const onExpired = vi.fn();
  const user = userEvent.setup();
  const view = renderWithLendkit(
    <OtpForm lastFour="4321" sentAt={Date.now()} onSubmit={onSubmit} onResend={onResend} onExpired={onExpired} {...props} />,
    { lang },
  );
  return { onSubmit, onResend, onExpired, user, ...view };
};

describe("OtpForm", () => {
  it("shows the title, the phone sentence and the field in English and French", async () => {
    const { container } = setup();
    expect(screen.getByRole("form", { name: "Two-Step Verification" })).toBeTruthy();
    expect(screen.getByText("A one-time password was sent to your phone ending in 4321.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Enter OTP:" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    setup({}, "fr");
    expect(screen.getByRole("form", { name: "Vérification en deux étapes" })).toBeTruthy();
    expect(screen.getByText(/se terminant par 4321\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "CONTINUER" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Envoyer par courriel" })).toBeTruthy();
  });

  it("keeps CONTINUE disabled until typed, masks ### ###, and submits the digits with Enter", async () => {
    const onSubmit = vi.fn(async (_otp: string) => true);
    const onValid = vi.fn();
    const { user } = setup({ onSubmit, onValid });
    const button = screen.getByRole("button", { name: "CONTINUE" });
    expect(button.hasAttribute("disabled")).toBe(true);
    const field = screen.getByRole("textbox", { name: "Enter OTP:" }) as HTMLInputElement;
    await user.type(field, "123456");
    expect(field.value).toBe("123 456");
    expect(button.hasAttribute("disabled")).toBe(false);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });

  it.each(["en", "fr"] as const)("shows the wrong-code alert for a wrong code only; a 409, throttling or a network failure say their own (%s)", async (lang) => {
    const text = (key: Parameters<typeof t>[1]) => t(lang, key);
    const answers: (boolean | OtpRefusal | Error)[] = [
      { reason: "refused", key: null },
      { reason: "throttled", key: "account.otp.locked" },
      new Error("offline"),
      false,
    ];
    const onSubmit = vi.fn(async (_otp: string) => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const { user, container } = setup({ onSubmit }, lang);
    const field = screen.getByRole("textbox", { name: text("renewal.otp.label") });
    const form = container.querySelector("form")!;
    const submit = async (code: string) => {
      await user.clear(field);
      await user.type(field, `${code}{Enter}`);
    };
    await submit("111111");
    await waitFor(() => expect(form.getAttribute("data-status")).toBe("refused"));
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(field.hasAttribute("disabled")).toBe(false);
    await submit("222222");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text("account.otp.locked")));
    await submit("333333");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text("common.genericError")));
    expect(form.getAttribute("data-status")).toBe("refused");
    await submit("444444");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text("renewal.otp.invalid")));
    expect(form.getAttribute("data-status")).toBe("wrong");
    expect(onSubmit).toHaveBeenCalledTimes(4);
  });

  it("refuses a short code with the six-digit message without calling onSubmit", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole("textbox", { name: "Enter OTP:" }), "12");
    await user.click(screen.getByRole("button", { name: "CONTINUE" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("The one-time password has 6 digits.")).toBeTruthy();
  });

  it("shows the wrong-code alert and re-enables the form", async () => {
    const { user, container } = setup();
    const field = screen.getByRole("textbox", { name: "Enter OTP:" });
    await user.type(field, "111111");
    await user.click(screen.getByRole("button", { name: "CONTINUE" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The OTP is not valid.");
    expect(field.hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "CONTINUE" }).hasAttribute("disabled")).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("resends by email or call and shows the confirmation", async () => {
    const { user, onResend } = setup();
    await user.click(screen.getByRole("button", { name: "Send by email" }));
    expect(onResend).toHaveBeenCalledWith("EMAIL");
    expect((await screen.findByRole("alert")).textContent).toBe("Email sent!");
    // The screen now speaks of the email, not of the phone the first code went to.
    expect(document.querySelector('[data-part="sent-to"]')?.textContent).toBe("A new one-time password was sent to the email address on file.");
    await user.click(screen.getByRole("button", { name: "Receive a call" }));
    expect(onResend).toHaveBeenLastCalledWith("CALL");
    expect((await screen.findByText("Call sent!")).textContent).toBe("Call sent!");
  });

  it("expires after 10 minutes: the alert, a disabled form and onExpired once", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const onExpired = vi.fn();
    renderWithLendkit(
      <OtpForm lastFour="4321" sentAt={Date.now()} onSubmit={async () => true} onResend={async () => undefined} onExpired={onExpired} />,
      { lang: "en" },
    );
    act(() => vi.advanceTimersByTime(599_999));
    expect(onExpired).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert").textContent).toBe("Your time to enter the OTP has expired. You need to restart the process");
    expect(screen.getByRole("textbox", { name: "Enter OTP:" }).hasAttribute("disabled")).toBe(true);
    act(() => vi.advanceTimersByTime(600_000));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
