import { t, type Lang } from "@lendkit/core";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, openLeadFrame, parentLog, staffToken, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, enterCode, fillAddress, fillIncome, fillReferences, identify, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * The public lead app in a real browser, embedded in the demo lender's page
 * (/demo/parent.html): a whole renewal in French on a desktop and in English
 * on a phone, ending with the contract on the staff side; the overdue stop;
 * axe on every main screen; screenshots of each (tests/e2e/screenshots).
 */
describe("the lead app's renewal in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  const customers: Partial<Record<"fr" | "en" | "overdue", LeadCustomer>> = {};

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    customers.fr = await insertLeadCustomer(app, "renewable", { firstName: "Léa", lastName: "Roy" });
    customers.en = await insertLeadCustomer(app, "renewable", { firstName: "Owen", lastName: "Clarke" });
    customers.overdue = await insertLeadCustomer(app, "overdue", { firstName: "Marc", lastName: "Gagnon" });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** axe on the lead app's frame, then a screenshot of the whole parent page. */
  const check = async (page: Page, frame: Frame, name: string) => {
    expect(await axeViolations(frame), name).toEqual([]);
    await screenshot(page, name);
  };

  const walk = async (lang: Lang, customer: LeadCustomer, viewport: { width: number; height: number }, shot: string) => {
    const page = await browser.newPage({ viewport });
    const frame = await openLeadFrame(page, app, { lang });
    await frame.getByRole("heading", { name: t(lang, "renewal.intro.default") }).waitFor();
    await check(page, frame, `${shot}-0-identify`);

    await identify(frame, lang, customer);
    await check(page, frame, `${shot}-0-otp`);
    await enterCode(frame, app, lang, customer);

    await frame.getByRole("heading", { name: t(lang, "renewal.basic.title"), exact: true }).waitFor();
    await check(page, frame, `${shot}-1-amount`);
    await chooseAmount(frame, lang);

    await frame.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor();
    await check(page, frame, `${shot}-2-bank`);
    await verifyBank(frame);
    await frame.getByText(t(lang, "bank.success.title")).waitFor();
    await screenshot(page, `${shot}-2-bank-success`);

    await fillAddress(frame, lang);
    await fillIncome(frame, lang);
    await fillReferences(frame, lang);

    await frame.getByRole("heading", { name: leadText(lang, "sign.title") }).waitFor({ timeout: 60_000 });
    await frame.locator(".lead-schedule summary").click();
    await check(page, frame, `${shot}-3-signature`);
    const texts = { name: new RegExp(leadText(lang, "sign.name")), agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)), submit: new RegExp(leadText(lang, "sign.submit")) };
    await sign(frame, page, texts, `${customer.firstName} ${customer.lastName}`);

    await frame.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();
    await check(page, frame, `${shot}-4-completed`);
    return { page, frame };
  };

  /** The renewal the customer signed, as the staff API shows it to the lender's admin. */
  const staffSees = async (customer: LeadCustomer) => {
    const renewal = (await app.db("contracts").where({ tenant_id: app.tenantId, original_contract_id: customer.contractId }).first("id")) as { id: number } | undefined;
    expect(renewal).toBeDefined();
    const token = await staffToken(app, demoPassword);
    const response = await fetch(`${app.baseUrl}/api/contracts/${renewal?.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const envelope = (await response.json()) as { Success: boolean; Result: Record<string, unknown> };
    expect(response.status).toBe(200);
    expect(envelope.Success).toBe(true);
    return { id: Number(renewal?.id), contract: envelope.Result };
  };

  it("renews a loan from the demo parent page in French: identify, code, amount, bank, address, income, references, signature, completion — and staff see the contract", async () => {
    const customer = customers.fr!;
    const { page } = await walk("fr", customer, { width: 1280, height: 900 }, "lead-fr");
    // Every step reached was told to the parent page, from the app's own origin only.
    const log = await parentLog(page);
    expect(log.filter((row) => row.ignored)).toEqual([]);
    const steps = log.filter((row) => row.type === "onboardingStepAttained").map((row) => row.value).reverse();
    expect(steps).toEqual(["1", "2", "21", "23", "24", "3"]);
    expect(log.some((row) => row.type === "scrollUp")).toBe(true);
    expect(log.some((row) => row.type === "serverInfos")).toBe(false);

    const signed = (await app.db("signatures").where({ tenant_id: app.tenantId }).orderBy("id", "desc").first()) as Record<string, unknown>;
    expect(String(signed.signer_name)).toBe("Léa Roy");
    const { id, contract } = await staffSees(customer);
    const row = (await app.db("contracts").where({ id }).first("status_id", "customer_id", "product")) as { status_id: number; customer_id: number; product: string };
    expect(row).toEqual({ status_id: 2, customer_id: customer.id, product: "microCredit" });
    expect(JSON.stringify(contract)).toContain(String((await app.db("contracts").where({ id }).first("contract_number")).contract_number));
    await page.close();
  }, 180_000);

  it("renews a loan from the demo parent page in English on a phone-sized screen (390×844), signing by keyboard with the typed name only", async () => {
    const customer = customers.en!;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const frame = await openLeadFrame(page, app, { lang: "en" });
    await frame.getByRole("heading", { name: "Already a client? You can increase your line of credit limit in a few minutes." }).waitFor();
    await check(page, frame, "lead-en-phone-0-identify");
    await identify(frame, "en", customer);
    await expect.poll(() => frame.getByText(`A one-time password was sent to your phone ending in ${customer.cellPhone.slice(-4)}.`).isVisible()).toBe(true);
    await enterCode(frame, app, "en", customer);
    await frame.getByRole("heading", { name: "Renewal", exact: true }).waitFor();
    await check(page, frame, "lead-en-phone-1-amount");
    await chooseAmount(frame, "en");
    await frame.getByRole("heading", { name: "Instant Bank Verification ( PAPERLESS )" }).waitFor();
    await check(page, frame, "lead-en-phone-2-bank");
    await verifyBank(frame);
    await fillAddress(frame, "en");
    await fillIncome(frame, "en");
    await check(page, frame, "lead-en-phone-24-references");
    await fillReferences(frame, "en");
    await frame.getByRole("heading", { name: "Review and sign your contract" }).waitFor();
    await check(page, frame, "lead-en-phone-3-signature");
    // Keyboard only: the typed name signs (no drawing).
    await frame.getByLabel("Your full name").focus();
    await page.keyboard.type(`${customer.firstName} ${customer.lastName}`);
    await frame.getByLabel(/I have read the contract/).focus();
    await page.keyboard.press("Space");
    await frame.getByRole("button", { name: "Sign my contract" }).focus();
    await page.keyboard.press("Enter");
    await frame.getByRole("heading", { name: "Application completed!" }).waitFor();
    await check(page, frame, "lead-en-phone-4-completed");
    // The frame follows the app's height and neither page scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The parent resizes on the app's next scrollUp message: wait for it to catch up rather than read mid-resize.
    const heightGap = async () => {
      const frameHeight = await page.locator("iframe#lead").evaluate((element) => element.getBoundingClientRect().height);
      const appHeight = await frame.evaluate(() => document.getElementById("root")?.getBoundingClientRect().height ?? 0);
      return Math.abs(frameHeight - appHeight);
    };
    await expect.poll(heightGap, { timeout: 10_000 }).toBeLessThan(40);
    await staffSees(customer);
    await page.close();
  }, 180_000);

  it("stops an overdue customer at the overdue screen; Go to Client Space asks the parent for /cl", async () => {
    const customer = customers.overdue!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const frame = await openLeadFrame(page, app);
    await signInApplicant(frame, app, "fr", customer);
    await frame.getByRole("heading", { name: "Vous êtes en retard dans vos paiements\u00a0!" }).waitFor();
    await check(page, frame, "lead-overdue");
    await frame.getByRole("button", { name: "Aller à l'Espace client" }).click();
    await page.getByText("Le site du prêteur ouvrirait maintenant : /cl").waitFor();
    // No renewal was started for a late customer.
    expect(await app.db("contracts").where({ original_contract_id: customer.contractId }).count({ n: "*" })).toEqual([{ n: 0 }]);
    await page.close();
  }, 120_000);
});
