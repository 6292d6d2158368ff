// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarDate } from "@internationalized/date";
import { otpExpiredReturnMs, t, type Lang, type MessageKey, type MessageParams } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { useLendkit } from "../provider/index.js";
import { axeViolations, hiddenFormInput } from "../testing/axe.js";
import { RenewalFlow, type RenewalFlowProps } from "./index.js";
import { fakeNavigation, fakeParent, fakeServer, ok, refused, type FakeRoutes } from "./testServer.testing.js";

// The screens follow calls and timers: give the find/wait helpers room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 11, 22);
const flowPath = "/api/contractExternal/cashLoanFlow/s1";

/** A server that answers every call of a renewal that goes well. */
const happyRoutes = (lang: Lang): FakeRoutes => ({
  [`POST /api/contractExternal/GetOTPFromEmailAndBirthDate?lang=${lang}`]: ok({ userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" }),
  "POST /api/contractExternal/validateOTPAndRenew": ok({ slug: "s1", amountLate: 0, collectionsPhoneNumber: null }),
  "GET /api/contractExternal/cashLoanRenewFlow/s1/calculatorData": ok({ previousBalance: "312.40", loanFrequency: 26 }),
  "GET /api/contractExternal/cashLoanCalculatorConstants": ok({ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 }),
  ...Object.fromEntries([1, 2, 21, 23, 24, 3].map((step) => [`PUT ${flowPath}/onboardingStepAttained/${step}`, ok()])),
  [`PUT ${flowPath}?lang=${lang}`]: ok(),
  [`PUT /api/contractExternal/cashLoanRenewFlow/s1?lang=${lang}`]: ok(),
  "POST /api/fileDrop/s1/uploadImage": ok({ id: 1, description: "statement.png", path: "/up/statement.png" }),
});

const setup = (lang: Lang, routes: FakeRoutes, props: Partial<RenewalFlowProps> = {}) => {
  const server = fakeServer(routes);
  const parent = fakeParent();
  const move = fakeNavigation();
  const onError = vi.fn();
  const view = renderWithLendkit(
    <RenewalFlow today={today} search="" frame={parent.frame} navigation={move.navigation} onError={onError} {...props} />,
    { lang, tenant: "RENT", fetcher: server.fetcher },
  );
  const text = (key: MessageKey, params?: MessageParams) => t(lang, key, params);
  return { ...server, ...parent, ...move, onError, text, user: userEvent.setup(), ...view };
};

type Setup = ReturnType<typeof setup>;

const identify = async ({ user, text }: Setup) => {
  await user.selectOptions(screen.getByRole("combobox", { name: text("account.field.birthDateYear") }), "1980");
  await user.selectOptions(screen.getByRole("combobox", { name: text("account.field.birthDateMonth") }), "4");
  await user.selectOptions(screen.getByRole("combobox", { name: text("account.field.birthDateDay") }), "7");
  await user.type(screen.getByRole("textbox", { name: text("account.field.email") }), "lea@example.ca");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: text("account.submit") }));
};

const enterOtp = async ({ user, text }: Setup, code = "123456") => {
  const field = await screen.findByRole("textbox", { name: text("renewal.otp.label") });
  await user.type(field, code);
  await user.click(screen.getByRole("button", { name: text("renewal.otp.continue") }));
};

const fillAddress = async ({ user, text }: Setup) => {
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.civicNumber") }), "12");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.street") }), "Rue Principale");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.city") }), "Montréal");
  await user.selectOptions(screen.getByRole("combobox", { name: text("renewal.field.provinceId") }), "1");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.postalCode") }), "h2x1y4");
  await user.click(screen.getByRole("button", { name: text("common.continue") }));
};

const fillIncome = async ({ user, text }: Setup) => {
  const status = screen.getByRole("combobox", { name: text("renewal.field.workType") });
  await user.selectOptions(status, (status as HTMLSelectElement).options[1]!.value);
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.workPoste") }), "Cook");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.workYears") }), "2");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.workMonth") }), "3");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.workCompany") }), "Bistro");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.workContact") }), "Marc");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.workPhone") }), "5145551234");
  await user.click(screen.getByRole("button", { name: text("common.continue") }));
};

const fillReferences = async ({ user, text }: Setup) => {
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.refName") }), "Léa");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.refCell") }), "5145559876");
  await user.type(screen.getByRole("textbox", { name: text("renewal.field.refLink") }), "Sœur");
  await user.click(screen.getByRole("button", { name: text("common.continue") }));
};

const bodyOf = (flow: Setup, method: string, path: string) => flow.calls.find((call) => call.method === method && call.path === path)?.body;

/** Whole flows driven like a user: slow on a busy machine, so each test gets a minute. */
describe("RenewalFlow", { timeout: 60_000 }, () => {
  it.each(["en", "fr"] as const)("step 0 has the optional cell phone (phone mask): sent as its 10 digits, a partial number refused on the field (%s)", async (lang) => {
    const flow = setup(lang, happyRoutes(lang));
    const { user, text, container } = flow;
    await screen.findByRole("form", { name: text("renewal.intro.default") });
    const phone = screen.getByRole("textbox", { name: text("account.field.cellPhone") });
    await user.type(phone, "514555012");
    await identify(flow);
    expect(await screen.findByText(text("renewal.validation.phone"))).toBeTruthy();
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(flow.calls.some((call) => call.path.startsWith("/api/contractExternal/GetOTPFromEmailAndBirthDate"))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(phone, "3");
    expect((phone as HTMLInputElement).value).toBe("(514) 555-0123");
    await user.click(screen.getByRole("button", { name: text("account.submit") }));
    await screen.findByRole("form", { name: text("renewal.otp.title") });
    expect(bodyOf(flow, "POST", `/api/contractExternal/GetOTPFromEmailAndBirthDate?lang=${lang}`)).toMatchObject({ cellPhone: "5145550123", email: "lea@example.ca" });
  });


  it.each(["en", "fr"] as const)("walks 0 → 1 → 2 → 21 → 23 → 24 → 3 through the fetcher (%s)", async (lang) => {
    const flow = setup(lang, happyRoutes(lang), { search: "?dropIbvFile=true&leadSourceId=7" });
    const { text, container, user } = flow;

    expect(await screen.findByRole("form", { name: text("renewal.intro.default") })).toBeTruthy();
    expect(screen.getByText(text("renewal.stage.application")).closest("li")?.getAttribute("aria-current")).toBe("step");
    expect(await axeViolations(container)).toEqual([]);
    await identify(flow);

    expect(await screen.findByRole("form", { name: text("renewal.otp.title") })).toBeTruthy();
    expect(screen.getByText(text("renewal.otp.sentTo", { lastFour: "4321" }))).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await enterOtp(flow);
    expect(bodyOf(flow, "POST", "/api/contractExternal/validateOTPAndRenew")).toEqual({ OTP: "123456", userSlug: "u1", leadSourceId: 7 });

    expect(await screen.findByRole("heading", { name: text("renewal.basic.title") })).toBeTruthy();
    expect(await screen.findByRole("slider")).toBeTruthy();
    expect(await axeViolations(container, { exclude: [hiddenFormInput] })).toEqual([]);
    await user.click(screen.getByRole("button", { name: text("renewal.basic.continue") }));
    await screen.findByRole("heading", { name: text("bank.manual.title") });
    expect(bodyOf(flow, "PUT", `${flowPath}?lang=${lang}`)).toMatchObject({ loanFrequency: 26, loanAmount: 500 });
    expect(screen.getByText(text("renewal.stage.verifications")).closest("li")?.getAttribute("aria-current")).toBe("step");
    expect(await axeViolations(container)).toEqual([]);

    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(["x"], "statement.png", { type: "image/png" }));
    await user.click(await screen.findByRole("button", { name: text("bank.manual.continue") }));

    expect(await screen.findByRole("form", { name: text("renewal.address.title") })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await fillAddress(flow);
    expect(await screen.findByRole("form", { name: text("renewal.income.title") })).toBeTruthy();
    expect(bodyOf(flow, "PUT", `/api/contractExternal/cashLoanRenewFlow/s1?lang=${lang}`)).toMatchObject({ civicNumber: "12", city: "Montréal", provinceId: 1 });
    expect(await axeViolations(container)).toEqual([]);
    await fillIncome(flow);
    expect(await screen.findByRole("form", { name: text("renewal.references.title") })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await fillReferences(flow);

    expect(await screen.findByRole("heading", { name: text("renewal.completed.title") })).toBeTruthy();
    expect(screen.getByText(text("renewal.stage.signatures")).closest("li")?.getAttribute("aria-current")).toBe("step");
    expect(await axeViolations(container)).toEqual([]);

    await waitFor(() => expect(flow.paths("PUT", `${flowPath}/onboardingStepAttained/`)).toHaveLength(6));
    expect(flow.paths("PUT", `${flowPath}/onboardingStepAttained/`).map((path) => Number(path.split("/").at(-1)))).toEqual([1, 2, 21, 23, 24, 3]);
    const saves = flow.calls.filter((call) => call.method === "PUT" && call.path === `${flowPath}?lang=${lang}`).map((call) => call.body);
    expect(saves).toHaveLength(3);
    expect(saves[1]).toMatchObject({ workPoste: "Cook", workYears: "2", workMonth: "3", workCompany: "Bistro" });
    expect(saves[2]).toMatchObject({ refName: "Léa", refLink: "Sœur" });
    // The step after the code replaces the code screen's address; each later step is a new history entry (Back goes one step back).
    expect(flow.replaced).toEqual(["/go/renew/s1/s1"]);
    expect(flow.pushed).toEqual(["/go/renew/s2/s1", "/go/renew/s21/s1", "/go/renew/s23/s1", "/go/renew/s24/s1", "/go/renew/s3/s1"]);
    expect(flow.messages.filter((message) => message.type === "onboardingStepAttained").map((message) => message.value)).toEqual([1, 2, 21, 23, 24, 3]);
    expect(flow.messages).toContainEqual({ type: "onboardingSlug", value: "s1" });
    expect(flow.messages).toContainEqual({ type: "onboardingFlow", value: "n" });
    expect(flow.messages).toContainEqual({ type: "scrollUp", value: { height: 900, offset: 0 } });
    expect(flow.post.mock.calls.every(([, origin]) => origin === "https://lender.example")).toBe(true);
    expect(flow.onError).not.toHaveBeenCalled();
  });

  it("stops at the overdue screen and sends the parent to the client space", async () => {
    const routes = { ...happyRoutes("en"), "POST /api/contractExternal/validateOTPAndRenew": ok({ slug: "s1", amountLate: "40.00", collectionsPhoneNumber: "5145551234" }) };
    const flow = setup("en", routes);
    await screen.findByRole("form", { name: flow.text("renewal.intro.default") });
    await identify(flow);
    await enterOtp(flow);
    expect(await screen.findByRole("heading", { name: flow.text("renewal.overdue.title") })).toBeTruthy();
    expect(screen.getByText(/\(514\) 555-1234/)).toBeTruthy();
    expect(await axeViolations(flow.container)).toEqual([]);
    await flow.user.click(screen.getByRole("button", { name: flow.text("renewal.overdue.goToClientSpace") }));
    expect(flow.messages).toEqual([{ type: "redirectTo", value: "/cl" }]);
    expect(flow.paths("PUT")).toEqual([]);
    expect(flow.replaced).toEqual([]);
  });

  it("shows the wrong-OTP alert, re-enables the form and accepts the next code", async () => {
    let attempts = 0;
    const routes = {
      ...happyRoutes("fr"),
      "POST /api/contractExternal/validateOTPAndRenew": () => (++attempts === 1 ? refused("INVALID") : ok({ slug: "s1", amountLate: 0, collectionsPhoneNumber: null })),
    };
    const flow = setup("fr", routes);
    await screen.findByRole("form", { name: flow.text("renewal.intro.default") });
    await identify(flow);
    await enterOtp(flow, "111111");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Le OTP n'est pas valide."));
    const field = screen.getByRole("textbox", { name: flow.text("renewal.otp.label") });
    expect(field.hasAttribute("disabled")).toBe(false);
    expect(await axeViolations(flow.container)).toEqual([]);
    await flow.user.clear(field);
    await enterOtp(flow, "222222");
    expect(await screen.findByRole("heading", { name: flow.text("renewal.basic.title") })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it.each(["fr", "en"] as const)(
    "a refusal that is not a wrong code shows its own text, not the wrong-code one, and keeps the form (issue 14 §4, %s)",
    async (lang) => {
      const both = (key: MessageKey) => `${t("fr", key)} / ${t("en", key)}`;
      const answers = [
        refused(both("payments.renew.refused.renewalPending"), 409, "conflict"),
        refused(both("account.otp.locked"), 429, "rateLimited"),
        refused(both("renewal.otp.invalid"), 400, "otpInvalid"),
      ];
      const routes = { ...happyRoutes(lang), "POST /api/contractExternal/validateOTPAndRenew": () => answers.shift()! };
      const flow = setup(lang, routes);
      await screen.findByRole("form", { name: flow.text("renewal.intro.default") });
      await identify(flow);
      await enterOtp(flow, "111111");
      const form = await screen.findByRole("form", { name: flow.text("renewal.otp.title") });
      // A 409 with its own message: no wrong-code text (the caller shows the server's message), the form usable, no step.
      await waitFor(() => expect(form.getAttribute("data-status")).toBe("refused"));
      expect(screen.getByRole("alert").textContent).toBe("");
      expect(screen.queryByText(flow.text("renewal.otp.invalid"))).toBeNull();
      const field = screen.getByRole("textbox", { name: flow.text("renewal.otp.label") });
      expect(field.hasAttribute("disabled")).toBe(false);
      // Throttling: its own text, in the applicant's language.
      await flow.user.clear(field);
      await enterOtp(flow, "222222");
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(flow.text("account.otp.locked")));
      expect(screen.queryByText(flow.text("renewal.otp.invalid"))).toBeNull();
      // The server's invalid-code refusal is the wrong code.
      await flow.user.clear(field);
      await enterOtp(flow, "333333");
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.otp.invalid")));
      expect(form.getAttribute("data-status")).toBe("wrong");
      expect(flow.container.querySelector("[data-phase]")?.getAttribute("data-phase")).toBe("otp");
      expect(flow.paths("PUT")).toEqual([]);
    },
  );

  it("the answer's Code decides, not its words: the wrong-code words with another code are no wrong code, and a code dead after too many tries is throttling", async () => {
    const invalid = t("en", "renewal.otp.invalid");
    const answers = [refused(invalid, 409, "conflict"), refused(t("en", "account.otp.tooManyTries"), 400, "rateLimited"), refused(invalid, 400, "otpInvalid")];
    const routes = { ...happyRoutes("en"), "POST /api/contractExternal/validateOTPAndRenew": () => answers.shift()! };
    const flow = setup("en", routes, { routeStep: "s0", token: "u1", search: "?lastFourDigitsOfPhoneNumber=9876" });
    await enterOtp(flow, "111111");
    const form = await screen.findByRole("form", { name: flow.text("renewal.otp.title") });
    await waitFor(() => expect(form.getAttribute("data-status")).toBe("refused"));
    expect(screen.getByRole("alert").textContent).toBe("");
    const field = screen.getByRole("textbox", { name: flow.text("renewal.otp.label") });
    await flow.user.clear(field);
    await enterOtp(flow, "222222");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(flow.text("account.otp.tooManyTries")));
    expect(form.getAttribute("data-status")).toBe("refused");
    await flow.user.clear(field);
    await enterOtp(flow, "333333");
    await waitFor(() => expect(form.getAttribute("data-status")).toBe("wrong"));
    expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.otp.invalid"));
  });

  it("expires the code after 10 minutes and restarts at /go/renew (code sent by the parent page)", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const flow = setup("en", happyRoutes("en"), { routeStep: "s0", token: "u1", search: "?lastFourDigitsOfPhoneNumber=9876" });
    await vi.waitFor(() => expect(screen.getByRole("form", { name: flow.text("renewal.otp.title") })).toBeTruthy());
    expect(screen.getByText(flow.text("renewal.otp.sentTo", { lastFour: "9876" }))).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("");
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.otp.expired"));
    expect(screen.getByRole("textbox", { name: flow.text("renewal.otp.label") }).hasAttribute("disabled")).toBe(true);
    expect(flow.container.querySelector("[data-phase]")?.getAttribute("data-phase")).toBe("expired");
    vi.useRealTimers();
    expect(await axeViolations(flow.container)).toEqual([]);
    await flow.user.click(screen.getByRole("button", { name: flow.text("renewal.otp.restart") }));
    expect(flow.opened).toEqual(["/go/renew?lang=en"]);
    expect(flow.calls.map((call) => call.path)).toEqual([]);
  });

  it.each(["fr", "en"] as const)("goes back to /go/renew by itself a few seconds after the code expires, in the applicant's language (%s)", async (lang) => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const flow = setup(lang, happyRoutes(lang), { routeStep: "s0", token: "u1", search: "?lastFourDigitsOfPhoneNumber=9876" });
    await vi.waitFor(() => expect(screen.getByRole("form", { name: flow.text("renewal.otp.title") })).toBeTruthy());
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.otp.expired"));
    expect(screen.getByRole("status").textContent).toBe(flow.text("renewal.otp.returning"));
    act(() => vi.advanceTimersByTime(otpExpiredReturnMs - 1));
    expect(flow.opened).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(flow.opened).toEqual([`/go/renew?lang=${lang}`]);
    expect(flow.calls.map((call) => call.path)).toEqual([]);
  });

  it("goes back to /go/renew by itself when the server says the code has expired", async () => {
    const routes = {
      ...happyRoutes("fr"),
      "POST /api/contractExternal/validateOTPAndRenew": refused(`${t("fr", "renewal.otp.expired")} / ${t("en", "renewal.otp.expired")}`, 400, "otpExpired"),
    };
    const flow = setup("fr", routes, { routeStep: "s0", token: "u1", search: "?lastFourDigitsOfPhoneNumber=9876" });
    await enterOtp(flow);
    await waitFor(() => expect(flow.container.querySelector("[data-phase]")?.getAttribute("data-phase")).toBe("expired"));
    expect(screen.getByRole("status").textContent).toBe(flow.text("renewal.otp.returning"));
    await waitFor(() => expect(flow.opened).toEqual(["/go/renew?lang=fr"]), { timeout: otpExpiredReturnMs + 3000 });
  });

  it.each(["en", "fr"] as const)("shows the step 1 save alert of C §8 and lets the client retry (%s)", async (lang) => {
    let saves = 0;
    const routes = { ...happyRoutes(lang), [`PUT ${flowPath}?lang=${lang}`]: () => (++saves === 1 ? refused(null, 500) : ok()) };
    const flow = setup(lang, routes, { routeStep: "s1", token: "s1" });
    await screen.findByRole("slider");
    await flow.user.click(screen.getByRole("button", { name: flow.text("renewal.basic.continue") }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.error.basicSave")));
    expect(flow.onError).toHaveBeenCalledTimes(1);
    expect(await axeViolations(flow.container, { exclude: [hiddenFormInput] })).toEqual([]);
    await flow.user.click(screen.getByRole("button", { name: flow.text("renewal.basic.continue") }));
    expect(await screen.findByText(flow.text("bank.instant.title"))).toBeTruthy();
  });

  it("shows the form save alert on a failed address save that names no field, and stays on the step", async () => {
    const routes = { ...happyRoutes("en"), "PUT /api/contractExternal/cashLoanRenewFlow/s1?lang=en": refused("LOCKED") };
    const flow = setup("en", routes, { routeStep: "s21", token: "s1" });
    await screen.findByRole("form", { name: flow.text("renewal.address.title") });
    await fillAddress(flow);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.error.formSave")));
    expect(flow.onError).toHaveBeenCalledWith(expect.objectContaining({ errorMessage: "LOCKED" }));
    expect(screen.getByRole("form", { name: flow.text("renewal.address.title") })).toBeTruthy();
    expect(flow.paths("PUT", `${flowPath}/onboardingStepAttained/`)).toEqual([]);
  });

  it("runs the instant bank step through the aggregator's frame and moves on to 21 once, 5 s after success", async () => {
    const frameOrigin = "https://acme-iframe.private.fin.ag";
    const routes = { ...happyRoutes("en"), "GET /api/flinks/instanceName": ok({ flinksInstanceName: "acme" }), "POST /api/flinks/s1/l-1": ok() };
    const messageWindow = new EventTarget();
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const flow = setup("en", routes, { routeStep: "s2", token: "s1", search: "?test=true", messageWindow: messageWindow as unknown as Window });
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Verify with National Bank" })).toBeTruthy());
    expect(screen.getAllByRole("button").length).toBe(16);
    act(() => screen.getByRole("button", { name: "Verify with National Bank" }).click());
    const frame = flow.container.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toBe("https://acme-iframe.private.fin.ag/v2/?language=en&tag=s1&daysOfTransactions=Days365&demo=true");
    act(() => {
      messageWindow.dispatchEvent(new MessageEvent("message", { origin: frameOrigin, data: { step: "REDIRECT", loginId: "l-1" }, source: frame.contentWindow as MessageEventSource | null }));
    });
    await vi.waitFor(() => expect(screen.getByText(flow.text("bank.success.title"))).toBeTruthy());
    expect(flow.paths("POST")).toEqual(["/api/flinks/s1/l-1"]);
    act(() => vi.advanceTimersByTime(5_000));
    await vi.waitFor(() => expect(screen.getByRole("form", { name: flow.text("renewal.address.title") })).toBeTruthy());
    act(() => vi.advanceTimersByTime(60_000));
    expect(flow.paths("PUT", `${flowPath}/onboardingStepAttained/`)).toEqual([`${flowPath}/onboardingStepAttained/21`]);
    expect(flow.pushed).toEqual(["/go/renew/s21/s1"]);
  });

  it("keeps step 1's calculator when the language changes, and saves in the new language", async () => {
    const server = fakeServer({ ...happyRoutes("en"), ...happyRoutes("fr") });
    const Switch = () => {
      const { setLang } = useLendkit();
      return <button type="button" onClick={() => setLang("fr")}>Français</button>;
    };
    const user = userEvent.setup();
    renderWithLendkit(
      <>
        <Switch />
        <RenewalFlow today={today} search="" routeStep="s1" token="s1" navigation={fakeNavigation().navigation} />
      </>,
      { lang: "en", tenant: "RENT", fetcher: server.fetcher },
    );
    await screen.findByRole("slider");
    await user.click(screen.getByRole("button", { name: /Increase the amount/ }));
    expect((screen.getByRole("slider") as HTMLInputElement).value).toBe("750");
    await user.click(screen.getByRole("button", { name: "Français" }));
    expect(screen.getByRole("heading", { name: "Renouvellement" })).toBeTruthy();
    expect((screen.getByRole("slider") as HTMLInputElement).value).toBe("750");
    await user.click(screen.getByRole("button", { name: "CONTINUER MA DEMANDE" }));
    await waitFor(() => expect(server.paths("PUT", `${flowPath}?`)).toEqual([`${flowPath}?lang=fr`]));
    expect(server.calls.find((call) => call.path === `${flowPath}?lang=fr`)?.body).toMatchObject({ loanAmount: 750 });
    expect(server.paths("GET", "/api/contractExternal/cashLoanRenewFlow/s1/calculatorData")).toHaveLength(1);
  });

  it("resumes at the server's step when the address has only the token", async () => {
    const routes = { ...happyRoutes("en"), [`GET ${flowPath}/onboardingStepAttained`]: ok(23) };
    const flow = setup("en", routes, { token: "s1" });
    expect(screen.getByRole("status").textContent).toBe(flow.text("renewal.loading"));
    expect(await screen.findByRole("form", { name: flow.text("renewal.income.title") })).toBeTruthy();
    expect(flow.replaced).toEqual([]);
  });

  it("enters a reached step the address names (browser Back, Forward), and puts back an address naming a step not reached", async () => {
    const routes = { ...happyRoutes("en"), [`GET ${flowPath}/onboardingStepAttained`]: ok(23) };
    const flow = setup("en", routes, { token: "s1", routeStep: "s24" });
    // The address names a step past the server's: the flow starts at the server's, and the address follows.
    expect(await screen.findByRole("form", { name: flow.text("renewal.income.title") })).toBeTruthy();
    expect(flow.replaced).toEqual(["/go/renew/s23/s1"]);
    const at = (routeStep: string) =>
      flow.rerender(<RenewalFlow today={today} search="" frame={flow.frame} navigation={flow.navigation} routeStep={routeStep} token="s1" />);
    at("s21");
    expect(await screen.findByRole("form", { name: flow.text("renewal.address.title") })).toBeTruthy();
    at("s23");
    expect(await screen.findByRole("form", { name: flow.text("renewal.income.title") })).toBeTruthy();
    at("s24");
    await waitFor(() => expect(flow.replaced.at(-1)).toBe("/go/renew/s23/s1"));
    expect(screen.getByRole("form", { name: flow.text("renewal.income.title") })).toBeTruthy();
    // Going back and forth saves no step: the server's step only moves forward.
    expect(flow.paths("PUT", `${flowPath}/onboardingStepAttained/`)).toEqual([]);
  });

  it("asks for a new code by email with the same form and shows the confirmation", async () => {
    const flow = setup("en", happyRoutes("en"));
    await screen.findByRole("form", { name: flow.text("renewal.intro.default") });
    await identify(flow);
    await screen.findByRole("form", { name: flow.text("renewal.otp.title") });
    await flow.user.click(screen.getByRole("button", { name: flow.text("renewal.otp.sendByEmail") }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(flow.text("renewal.otp.emailSent")));
    const requests = flow.calls.filter((call) => call.path.startsWith("/api/contractExternal/GetOTPFromEmailAndBirthDate"));
    expect(requests.map((call) => (call.body as { CommunicationMethod: string }).CommunicationMethod)).toEqual(["SMS", "EMAIL"]);
    expect(requests[1]!.body).toMatchObject({ email: "lea@example.ca", birthDate: "1980/04/07" });
  });

  it("shows the not-found alert when no account matches", async () => {
    const routes = { ...happyRoutes("en"), "POST /api/contractExternal/GetOTPFromEmailAndBirthDate?lang=en": refused("NOT_FOUND") };
    const flow = setup("en", routes);
    await screen.findByRole("form", { name: flow.text("renewal.intro.default") });
    await identify(flow);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(flow.text("account.error.notFound")));
    expect(screen.getByRole("form", { name: flow.text("renewal.intro.default") })).toBeTruthy();
  });
});
