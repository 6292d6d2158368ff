import type { CalendarDate } from "@internationalized/date";
import { defaultOtpPolicy, DEFAULT_BUSINESS_TIME_ZONE, depositDate, firstPaymentDateRange, formatMoney, lenderToday, parseIsoDate, t, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveFlowSettings } from "../../server-kit/src/flows/settings.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, openLeadPage, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { signInApplicant } from "./leadWalk.js";

/**
 * Issue "Signed is funded" items 5, 6 and 7 in a real browser, in French on
 * a desktop and in English on a phone (390×844), the app on its own page:
 * step 1's choices (amount, frequency, chosen first payment date) survive a
 * reload and the browser's Back, and CONTINUE saves the chosen date, not the
 * recommended one; the slider's extended ends (250 and 1 750 $) send the
 * bounds (500 and 1 500 $) and the server takes them; the overdue screen
 * gives the tenant's collections number and "Go to Client Space" opens the
 * customer's account without asking who they are again.
 */
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const cases = [
  { lang: "fr", device: "desktop", options: desktop },
  { lang: "en", device: "phone", options: phone },
] as const;

describe("step 1's choices, the slider's ends and the overdue screen in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    // The demo's collections number, as the tenant's own setting (docs/demo-data.md).
    await saveFlowSettings(app.db, app.clock, app.tenantId, { collectionsPhoneNumber: "5145550199", rateCap: { action: "warn" } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const step1 = (page: Page) => page.locator("section[data-step='1']");
  const output = (page: Page) => step1(page).locator("[data-part=slider-output]").textContent();
  const selectedFrequency = (page: Page) => step1(page).locator("[data-part=frequency][aria-checked=true]").textContent();
  /** The date field's day, month and year as react-aria's segments hold them ("" when empty). */
  const shownDate = async (page: Page): Promise<string> => {
    const segment = (type: string) => step1(page).locator(`[data-part=date-input] [data-type=${type}]`).getAttribute("aria-valuenow");
    const [year, month, day] = await Promise.all([segment("year"), segment("month"), segment("day")]);
    return year && month && day ? `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}` : "";
  };

  /** A first payment date that is not the recommended one, for a weekly loan on the lender's day. */
  const chosenDate = (): { date: CalendarDate; recommended: CalendarDate } => {
    const today = parseIsoDate(lenderToday(app.clock.now(), DEFAULT_BUSINESS_TIME_ZONE))!;
    const range = firstPaymentDateRange(depositDate(today), 52);
    expect(range.min.compare(range.recommended)).toBeLessThan(0);
    return { date: range.min, recommended: range.recommended };
  };

  const pickDate = async (page: Page, date: CalendarDate, recommended: CalendarDate): Promise<void> => {
    await step1(page).locator("[data-part=first-payment] [data-part=calendar-button]").click();
    const calendar = page.locator("[data-part=calendar]");
    await calendar.waitFor();
    const monthsBack = recommended.year * 12 + recommended.month - (date.year * 12 + date.month);
    for (let month = 0; month < monthsBack; month += 1) await calendar.locator("button[slot=previous]").click();
    await calendar
      .locator("[role=gridcell] [role=button]:not([data-outside-month]):not([data-disabled]):not([data-unavailable])")
      .filter({ hasText: new RegExp(`^${date.day}$`) })
      .click({ timeout: 15_000 });
    await calendar.waitFor({ state: "hidden" });
  };

  const continueStep1 = async (page: Page, lang: Lang) => {
    await step1(page).getByRole("button", { name: t(lang, "renewal.basic.continue") }).click();
    await page.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor({ timeout: 20_000 });
  };

  const savedLoan = async (contractId: number) => {
    const renewal = (await app.db("contracts").where({ tenant_id: app.tenantId, original_contract_id: contractId }).first("id", "first_payment_date", "frequency")) as {
      id: number;
      first_payment_date: string;
      frequency: number;
    };
    const state = (await app.db("flow_states").where({ contract_id: renewal.id }).first("loan_json")) as { loan_json: string };
    return { contract: renewal, loan: JSON.parse(state.loan_json) as { loanAmount: string; loanFrequency: number; customerSelectedFirstPaymentDate: string | null } };
  };

  for (const { lang, device, options } of cases) {
    it(`${lang}, ${device}: the slider's ends send 500 and 1 500 $, which the server takes; Back and a reload keep the amount, frequency and chosen date, and CONTINUE saves that date`, async () => {
      app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
      const customer = await insertLeadCustomer(app, "renewable", { firstName: "Solène", lastName: `Retour${lang}` });
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await openLeadPage(page, app, "/go/renew", lang);
      await signInApplicant(page, app, lang, customer);
      await step1(page).locator("h1").waitFor();

      // The slider runs 250 → 1 750 $ (C §3.6: one step beyond each bound); its ends ask for the bounds.
      const slider = step1(page).getByRole("slider");
      expect([await slider.getAttribute("min"), await slider.getAttribute("max")]).toEqual(["250", "1750"]);
      await slider.focus();
      await page.keyboard.press("Home");
      await expect.poll(() => output(page)).toBe(formatMoney(500, lang));
      expect(await step1(page).locator("[data-part=decrease]").isDisabled()).toBe(true);
      await page.keyboard.press("End");
      await expect.poll(() => output(page)).toBe(formatMoney(1500, lang));
      expect(await step1(page).locator("[data-part=increase]").isDisabled()).toBe(true);
      await screenshot(page, `lead-step-one-${lang}-${device}-slider-end`);
      await continueStep1(page, lang);
      expect(await step1(page).count()).toBe(0);
      expect((await savedLoan(customer.contractId)).loan.loanAmount).toBe("1500.00");

      // Back: step 1 shows the saved 1 500 $; then 1 000 $, weekly, a date that is not the recommended one.
      await page.goBack();
      await step1(page).locator("h1").waitFor();
      await expect.poll(() => output(page)).toBe(formatMoney(1500, lang));
      await step1(page).locator("[data-part=decrease]").click();
      await step1(page).locator("[data-part=decrease]").click();
      // The renewed contract is bi-weekly: weekly (the first pill) is a change.
      await step1(page).locator("[data-part=frequency]").first().click();
      await expect.poll(() => selectedFrequency(page)).toBe(lang === "fr" ? "Hebdomadaire" : "Weekly");
      const { date, recommended } = chosenDate();
      await pickDate(page, date, recommended);
      const chosen = { amount: formatMoney(1000, lang), frequency: await selectedFrequency(page), date: date.toString() };
      await expect.poll(() => output(page)).toBe(chosen.amount);
      await expect.poll(() => shownDate(page)).toBe(chosen.date);

      // A reload before CONTINUE keeps all three.
      await page.reload();
      await step1(page).locator("h1").waitFor({ timeout: 20_000 });
      await expect.poll(() => output(page)).toBe(chosen.amount);
      expect(await selectedFrequency(page)).toBe(chosen.frequency);
      await expect.poll(() => shownDate(page)).toBe(chosen.date);
      await continueStep1(page, lang);
      let saved = await savedLoan(customer.contractId);
      expect(saved.loan).toMatchObject({ loanAmount: "1000.00", loanFrequency: 52, customerSelectedFirstPaymentDate: chosen.date });
      expect(saved.contract.first_payment_date).toBe(chosen.date);

      // Back after CONTINUE: the same three, and CONTINUE again keeps the chosen date (never the recommended one).
      await page.goBack();
      await step1(page).locator("h1").waitFor();
      await expect.poll(() => output(page)).toBe(chosen.amount);
      expect(await selectedFrequency(page)).toBe(chosen.frequency);
      await expect.poll(() => shownDate(page)).toBe(chosen.date);
      await screenshot(page, `lead-step-one-${lang}-${device}-back`);
      // A reload on step 1 after the save: the same again.
      await page.reload();
      await step1(page).locator("h1").waitFor({ timeout: 20_000 });
      await expect.poll(() => shownDate(page)).toBe(chosen.date);
      await expect.poll(() => output(page)).toBe(chosen.amount);
      expect(await axeViolations(page)).toEqual([]);
      await continueStep1(page, lang);
      saved = await savedLoan(customer.contractId);
      expect(saved.loan.customerSelectedFirstPaymentDate).toBe(chosen.date);
      expect(saved.contract.first_payment_date).toBe(chosen.date);
      expect(saved.contract.first_payment_date).not.toBe(recommended.toString());
      await context.close();
    }, 240_000);

    it(`${lang}, ${device}: the overdue screen gives the collections number, and Go to Client Space opens the account without asking again`, async () => {
      app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
      const customer = await insertLeadCustomer(app, "overdue", { firstName: "Marc", lastName: `Retard${lang}` });
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await openLeadPage(page, app, "/go/renew", lang);
      await signInApplicant(page, app, lang, customer);
      await page.getByRole("heading", { name: t(lang, "renewal.overdue.title") }).waitFor();
      await page.getByText(t(lang, "renewal.overdue.textWithPhone", { phone: "(514) 555-0199" })).waitFor();
      await screenshot(page, `lead-step-one-${lang}-${device}-overdue`);
      const codesBefore = await app.db("otp_challenges").count({ n: "*" });
      await page.getByRole("button", { name: t(lang, "renewal.overdue.goToClientSpace") }).click();
      // The account page: the ticket is out of the address at once, the profile shows, no birth date, email or code asked.
      await page.waitForURL(`**/go/account/${lang}`);
      await page.locator(".cust-contract-bar select").waitFor({ timeout: 20_000 });
      expect(await page.getByRole("heading", { name: t(lang, "account.login.title") }).count()).toBe(0);
      expect(await page.locator("select[name=birthDateYear]").count()).toBe(0);
      expect(await app.db("otp_challenges").count({ n: "*" })).toEqual(codesBefore);
      const handOff = await app.db("audit_log").where({ action: "customer.clientSpaceHandOff", actor_customer_id: customer.id }).count({ n: "*" });
      expect(Number(handOff[0]!.n)).toBe(1);
      await screenshot(page, `lead-step-one-${lang}-${device}-client-space`);
      await context.close();
    }, 180_000);
  }
});
