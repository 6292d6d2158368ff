import { defaultOtpPolicy, t, trainingProgramOptions, type Lang } from "@lendkit/core";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cx } from "../../reference-app/web/src/app/customers/texts.js";
import { issueAccountEntryTicket } from "../../server-kit/src/customers/bypassOtp.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, openLeadFrame, staffToken, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { identify, pressUntilShown, signInApplicant } from "./leadWalk.js";

/**
 * Issue 14 §4 and §5 in a real browser: a training contract's renewal opens
 * the calculator's training mode (programme choice, 12/18/24 payments, the
 * training rate; amount, frequency, dates and repayment details hidden) and the profile names
 * the contract a training programme; the customer's contract menu lists no
 * unsigned draft and has no blank entry — in French on a desktop and in
 * English on a phone.
 */
describe("renewal limits and training mode in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const desktop = { viewport: { width: 1200, height: 900 } };
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  /** The demo's Émile Côté (a 750 $ training programme, bi-weekly), as the identify form asks for him. */
  const emile = async (): Promise<LeadCustomer> => {
    const row = (await app.db("customers").where({ tenant_id: app.tenantId, email: "emile.cote@example.com" }).first("id")) as { id: number };
    const contract = (await app.db("contracts").where({ customer_id: row.id, is_training: true }).first("id", "contract_number")) as { id: number; contract_number: string };
    return { id: Number(row.id), contractId: Number(contract.id), contractNumber: contract.contract_number, firstName: "Émile", lastName: "Côté", email: "emile.cote@example.com", birthDate: "2001-05-09", cellPhone: "8195550104" };
  };

  /** Step 1 in training mode: the programmes instead of the amount, frequency, date and repayment; picks `course`, continues (the caller checks the saved count). */
  const trainingStep = async (page: Page, frame: Frame, lang: Lang, course: 500 | 750 | 1000, shot: string) => {
    await frame.getByRole("heading", { name: t(lang, "renewal.basic.title"), exact: true }).waitFor();
    const step = frame.locator("section[data-step='1']");
    expect(await step.getAttribute("data-training")).toBe("true");
    for (const hidden of ["slider", "frequencies", "first-payment", "increase"]) expect(await step.locator(`[data-part=${hidden}]`).count()).toBe(0);
    const programmes = frame.getByRole("radiogroup", { name: t(lang, "calculator.trainingLabel") });
    expect(await programmes.getByRole("radio").count()).toBe(3);
    // The programme's label, tapped until the calculator holds that programme (a count of checked radios would pass on the default one).
    await pressUntilShown(programmes.getByText(trainingProgramOptions.find((entry) => entry.value === course)!.label[lang]), frame.locator(`[data-lendkit=training-calculator][data-course="${course}"]`));
    expect(await programmes.getByRole("radio", { checked: true }).count()).toBe(1);
    const chosen = () => frame.locator("[data-lendkit=training-calculator]").getAttribute("data-course");
    // C §3.6: the training contract hides the repayment — no details, payment, count or dates (the count is checked on the saved contract).
    expect(await step.locator("[data-part=details], [data-detail]").count()).toBe(0);
    expect(await step.getByText(t(lang, "calculator.details")).count()).toBe(0);
    expect(await step.getByText(t(lang, "calculator.numberOfPayments")).count()).toBe(0);
    expect(await axeViolations(frame)).toEqual([]);
    await screenshot(page, shot);
    // Still the chosen programme when CONTINUE saves it (the step did not start again from its default meanwhile).
    expect(await chosen()).toBe(String(course));
    await frame.getByRole("button", { name: t(lang, "renewal.basic.continue") }).click();
    await frame.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor();
  };

  /** The customer's profile through a one-time account entry ticket (the staff's ByPassOTP). */
  const profile = async (page: Page, lang: Lang, customer: LeadCustomer) => {
    const { ticket } = await issueAccountEntryTicket(app.db, app.clock, { tenantId: app.tenantId, customerId: customer.id, createdByUserId: null });
    await page.goto(`${app.baseUrl}/go/account/${lang}/${ticket}`);
    await page.locator(".cust-contract-bar select").waitFor();
  };

  /** The menu's entries as the customer's select offers them (values and labels). */
  const menu = (page: Page) =>
    page.locator(".cust-contract-bar select option").evaluateAll((options) => options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? "" })));

  it("Émile renews his training programme in French on a desktop: training mode, 24 payments at the training rate, labelled a training programme, his draft not in his menu", async () => {
    const customer = await emile();
    const page = await browser.newPage(desktop);
    const frame = await openLeadFrame(page, app, { lang: "fr" });
    await signInApplicant(frame, app, "fr", customer);
    await trainingStep(page, frame, "fr", 1000, "lead-training-fr");
    const renewal = (await app.db("contracts").where({ original_contract_id: customer.contractId, status_id: 0 }).first("id", "number_of_payments", "annual_rate", "is_training")) as Record<string, unknown>;
    expect(renewal).toMatchObject({ annual_rate: "0.000001" });
    expect(Number(renewal.number_of_payments)).toBe(24);
    expect(Boolean(renewal.is_training)).toBe(true);

    await profile(page, "fr", customer);
    expect(await page.locator("[data-product]").textContent()).toBe(cx("fr", "product.training"));
    expect(await page.getByText(cx("fr", "product.microCredit"), { exact: true }).count()).toBe(0);
    const entries = await menu(page);
    expect(entries.map((entry) => entry.value)).toEqual([String(customer.contractId)]);
    expect(entries.every((entry) => entry.label.trim() !== "" && !entry.label.includes("BROUILLON"))).toBe(true);
    await screenshot(page, "lead-training-fr-profile");
    await page.close();
  }, 180_000);

  it("a trainee renews in English on a phone (390×844): 750 $ in 18 payments; the menu keeps its loans only", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Maude", lastName: "Formation" });
    await app.db("contracts").where({ id: customer.contractId }).update({ is_training: true });
    const page = await browser.newPage(phone);
    const frame = await openLeadFrame(page, app, { lang: "en" });
    await signInApplicant(frame, app, "en", customer);
    await trainingStep(page, frame, "en", 750, "lead-training-en-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const renewal = (await app.db("contracts").where({ original_contract_id: customer.contractId, status_id: 0 }).first("number_of_payments", "annual_rate")) as Record<string, unknown>;
    expect(Number(renewal.number_of_payments)).toBe(18);

    await profile(page, "en", customer);
    expect(await page.locator("[data-product]").textContent()).toBe(cx("en", "product.training"));
    expect((await menu(page)).map((entry) => entry.value)).toEqual([String(customer.contractId)]);
    await page.close();
  }, 180_000);

  it("the customer's menu: no unsigned draft, no blank entry, in French and English; a signed renewal shows, and a new RENEW says why not", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Hugo", lastName: "Menu" });
    const admin = await staffToken(app, demoPassword);
    const started = await fetch(`${app.baseUrl}/api/customer/${customer.id}/renewContract`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${admin}` },
      body: "{}",
    });
    const { renewId } = ((await started.json()) as { Result: { renewId: number } }).Result;

    for (const [lang, options] of [["fr", desktop], ["en", phone]] as const) {
      const page = await browser.newPage(options);
      await profile(page, lang, customer);
      const entries = await menu(page);
      expect(entries).toEqual([{ value: String(customer.contractId), label: expect.stringContaining(customer.contractNumber) }]);
      expect(await page.getByRole("combobox", { name: t(lang, "payments.profile.contract") }).count()).toBe(1);
      await page.getByRole("heading", { name: cx(lang, "profile.hello", { name: customer.firstName }) }).waitFor();
      expect(await page.getByText(cx(lang, "profile.loadError")).count()).toBe(0);
      await screenshot(page, `lead-menu-${lang}`);
      await page.close();
    }

    // Signed: the renewal is the customer's too (no longer a draft), and a second RENEW is refused with the reason.
    await app.db("contracts").where({ id: renewId }).update({ status_id: 2 });
    const page = await browser.newPage(desktop);
    await profile(page, "en", customer);
    expect((await menu(page)).map((entry) => entry.value)).toEqual([String(customer.contractId), String(renewId)]);
    await page.locator(".cust-contract-bar select").selectOption(String(customer.contractId));
    await page.getByRole("button", { name: t("en", "payments.renew.button") }).click();
    await page.getByText(t("en", "payments.renew.refused.renewalPending")).waitFor();

    // The renewal flow's door says the same after the code, in the applicant's language — and only that:
    // the code was right, so no wrong-code text, and the code form is usable (issue 14 §4).
    for (const lang of ["fr", "en"] as const) {
      app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
      const frame = await openLeadFrame(page, app, { lang });
      await signInApplicant(frame, app, lang, customer);
      await frame.getByText(t(lang, "payments.renew.refused.renewalPending")).waitFor();
      const form = frame.locator("form[data-status]");
      await expect.poll(() => form.getAttribute("data-status")).toBe("refused");
      expect(await frame.getByText(t(lang, "renewal.otp.invalid")).count()).toBe(0);
      expect(await form.locator("[role=alert]").textContent()).toBe("");
      expect(await form.getByRole("textbox").isDisabled()).toBe(false);
      await screenshot(page, `lead-renewal-pending-${lang}`);
    }
    expect(await app.db("contracts").where({ original_contract_id: customer.contractId }).whereIn("status_id", [0, 2, 3, 4, 5])).toHaveLength(1);
    await page.close();
  }, 180_000);
});
