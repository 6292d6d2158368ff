// @vitest-environment happy-dom
import { CalendarDate } from "@internationalized/date";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LendkitProvider } from "@lendkit/react";
import { flowFieldErrorText, type Lang } from "@lendkit/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BasicInfoForm, type BasicInfo, type BasicSubmitOutcome } from "./BasicInfoForm.js";
import { leadText } from "./texts.js";

/** The new applicant's first step, on core's rule, the library's phone mask and popup. */

const today = new CalendarDate(2026, 11, 22);

const open = (lang: Lang, onSubmit: (form: BasicInfo) => Promise<BasicSubmitOutcome>) =>
  render(
    <LendkitProvider lang={lang}>
      <BasicInfoForm lang={lang} today={today} title="Demande" onSubmit={onSubmit} />
    </LendkitProvider>,
  );

const fill = async (lang: Lang, who: { email: string; cellPhone: string }) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(leadText(lang, "basic.firstName")), "Maude");
  await user.type(screen.getByLabelText(leadText(lang, "basic.lastName")), "Nouvelle");
  await user.selectOptions(document.querySelector("select[name=birthDateYear]")!, "1991");
  await user.selectOptions(document.querySelector("select[name=birthDateMonth]")!, "4");
  await user.selectOptions(document.querySelector("select[name=birthDateDay]")!, "17");
  await user.type(screen.getByLabelText(leadText(lang, "basic.email")), who.email);
  await user.type(screen.getByLabelText(leadText(lang, "basic.cellPhone")), who.cellPhone);
  await user.click(screen.getByRole("checkbox"));
  return user;
};

const submitButton = (lang: Lang) => screen.getByRole("button", { name: leadText(lang, "basic.submit") });

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the new applicant's basic information", () => {
  it.each(["fr", "en"] as const)("shows no error before Continue, then names every field, says each under it, sends nothing and scrolls up (%s)", async (lang) => {
    const onSubmit = vi.fn(async () => null);
    open(lang, onSubmit);
    expect(document.querySelector(".lead-summary")).toBeNull();
    expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(0);
    await userEvent.setup().click(submitButton(lang));
    const summary = document.querySelector(".lead-summary") as HTMLElement;
    expect(within(summary).getByText(leadText(lang, "basic.fixErrors"))).toBeTruthy();
    expect(Array.from(summary.querySelectorAll("li")).map((item) => item.textContent)).toEqual(
      (["basic.firstName", "basic.lastName", "basic.birthDate", "basic.email", "basic.cellPhone", "basic.consent"] as const).map((key) => leadText(lang, key)),
    );
    for (const label of ["basic.firstName", "basic.email", "basic.cellPhone"] as const) {
      const input = screen.getByLabelText(leadText(lang, label));
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby")!.split(" ").find((id) => document.getElementById(id)?.textContent)!)?.textContent).toBe(
        leadText(lang, "basic.required"),
      );
    }
    expect(screen.getByText(leadText(lang, "basic.consentRequired"))).toBeTruthy();
    // The summary's link leads to the phone's input, the mask's own.
    const phoneLink = within(summary).getByText(leadText(lang, "basic.cellPhone"));
    expect(document.querySelector(phoneLink.getAttribute("href")!)).toBe(screen.getByLabelText(leadText(lang, "basic.cellPhone")));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("formats the cell phone with core's mask and sends its digits, the email as typed", async () => {
    const onSubmit = vi.fn(async (_form: BasicInfo) => null);
    open("fr", onSubmit);
    const user = await fill("fr", { email: "maude.nouvelle@example.com", cellPhone: "4385557788" });
    expect((screen.getByLabelText(leadText("fr", "basic.cellPhone")) as HTMLInputElement).value).toBe("(438) 555-7788");
    // The applicant's own number is not offered as a call link.
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    await user.click(submitButton("fr"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      firstName: "Maude",
      lastName: "Nouvelle",
      birthDateYear: 1991,
      birthDateMonth: 4,
      birthDateDay: 17,
      email: "maude.nouvelle@example.com",
      cellPhone: "4385557788",
      isAcceptChecked: true,
    });
  });

  it("refuses an email that is not an address and a phone short of 10 digits, in the applicant's words", async () => {
    const onSubmit = vi.fn(async () => null);
    open("en", onSubmit);
    const user = await fill("en", { email: "maude@example", cellPhone: "438555778" });
    await user.click(submitButton("en"));
    expect(screen.getByText(leadText("en", "basic.badEmail"))).toBeTruthy();
    expect(screen.getByText(leadText("en", "basic.badPhone"))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Fixed, the errors leave as the applicant types.
    await user.type(screen.getByLabelText(leadText("en", "basic.cellPhone")), "8");
    expect(screen.queryByText(leadText("en", "basic.badPhone"))).toBeNull();
  });

  it("shows the server's refusal on the field it names, in the popup and the summary, until the field changes", async () => {
    const refusal = { field: "cellPhone", key: "renewal.validation.ownPhone" } as const;
    open("fr", async () => ({ alert: null, fieldErrors: [refusal] }));
    const user = await fill("fr", { email: "maude.nouvelle@example.com", cellPhone: "4385557788" });
    await user.click(submitButton("fr"));
    const said = flowFieldErrorText("fr", refusal);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(`${leadText("fr", "basic.cellPhone")}\u00a0: ${said}`);
    await user.click(within(dialog).getByRole("button"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const phone = screen.getByLabelText(leadText("fr", "basic.cellPhone"));
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(said)).toBeTruthy();
    expect(Array.from(document.querySelectorAll(".lead-summary li")).map((item) => item.textContent)).toEqual([leadText("fr", "basic.cellPhone")]);
    await user.type(phone, "{backspace}9");
    expect(screen.queryByText(said)).toBeNull();
    expect(document.querySelector(".lead-summary")).toBeNull();
  });
});
